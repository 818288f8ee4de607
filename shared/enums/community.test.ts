import { describe, it, expect } from 'vitest';
import { expectEnum } from './enum-testing';
import { CommunityContentType, CommunityTargetType, FollowAction, LikeAction, PROFILE_TAB_SEGMENTS, ProfileTab } from './community';

describe('community enumerations (spec §3)', () => {
  it('CommunityContentType: question, answer, comment, idea, video', () => {
    expectEnum(CommunityContentType, [
      [1, '问题'],
      [2, '回答'],
      [3, '评论'],
      [4, '想法'],
      [5, '视频'],
    ]);
  });

  it('CommunityTargetType: the variant with 5 user and 6 video', () => {
    expectEnum(CommunityTargetType, [
      [1, '问题'],
      [2, '回答'],
      [3, '评论'],
      [4, '想法'],
      [5, '用户'],
      [6, '视频'],
    ]);
    expect(CommunityTargetType.VIDEO).not.toBe(CommunityContentType.VIDEO);
  });

  it('LikeAction and FollowAction', () => {
    expectEnum(LikeAction, [
      [1, '点赞'],
      [2, '取消'],
      [3, '踩'],
    ]);
    expectEnum(FollowAction, [
      [1, '关注'],
      [2, '取消关注'],
    ]);
  });

  it('ProfileTab: feed, favourites, likes, with their /user/{id} route segments', () => {
    expectEnum(ProfileTab, [
      [1, '动态'],
      [2, '收藏'],
      [3, '点赞'],
    ]);
    expect(ProfileTab.values.map((tab) => PROFILE_TAB_SEGMENTS[tab])).toEqual(['dynamic', 'favorite', 'like']);
  });
});
