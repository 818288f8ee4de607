import { defineEnum } from './define-enum';

/** 社区内容类型。 */
export const CommunityContentType = defineEnum({
  QUESTION: [1, '问题'],
  ANSWER: [2, '回答'],
  COMMENT: [3, '评论'],
  IDEA: [4, '想法'],
  VIDEO: [5, '视频'],
});
export type CommunityContentTypeValue = (typeof CommunityContentType)['values'][number];

/** 社区目标类型（变体：5 为用户，视频改为 6），用于关注、举报等以用户为目标的操作。 */
export const CommunityTargetType = defineEnum({
  QUESTION: [1, '问题'],
  ANSWER: [2, '回答'],
  COMMENT: [3, '评论'],
  IDEA: [4, '想法'],
  USER: [5, '用户'],
  VIDEO: [6, '视频'],
});
export type CommunityTargetTypeValue = (typeof CommunityTargetType)['values'][number];

/** 点赞操作。 */
export const LikeAction = defineEnum({
  LIKE: [1, '点赞'],
  CANCEL: [2, '取消'],
  DISLIKE: [3, '踩'],
});
export type LikeActionValue = (typeof LikeAction)['values'][number];

/** 关注操作。 */
export const FollowAction = defineEnum({
  FOLLOW: [1, '关注'],
  UNFOLLOW: [2, '取消关注'],
});
export type FollowActionValue = (typeof FollowAction)['values'][number];

/** 个人主页标签页。 */
export const ProfileTab = defineEnum({
  DYNAMIC: [1, '动态'],
  FAVORITE: [2, '收藏'],
  LIKE: [3, '点赞'],
});
export type ProfileTabValue = (typeof ProfileTab)['values'][number];

/** 个人主页标签页对应的路由段：/user/{id}/dynamic、/favorite、/like。 */
export const PROFILE_TAB_SEGMENTS: Readonly<Record<ProfileTabValue, 'dynamic' | 'favorite' | 'like'>> = Object.freeze({
  [ProfileTab.DYNAMIC]: 'dynamic',
  [ProfileTab.FAVORITE]: 'favorite',
  [ProfileTab.LIKE]: 'like',
});
