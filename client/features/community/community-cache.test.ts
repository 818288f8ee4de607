import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type {
  CommentThread,
  FeedItem,
  Pin,
  PinDetail,
  QuestionDetail,
  UserCard,
  UserProfile,
  ViewerState,
} from '@shared/schemas/community';
import {
  applyFavoriteResult,
  applyFollowResult,
  applyLikeResult,
  applyCommentCount,
  contentKindOf,
  findContent,
  snapshotContent,
  snapshotFollow,
} from './community-cache';
import { nextLikeState } from './use-community-actions';

const viewer = (patch: Partial<ViewerState> = {}): ViewerState => ({
  liked: false,
  disliked: false,
  favorited: false,
  mine: false,
  ...patch,
});
const author = (id: number) => ({ id, nickname: `用户${id}`, avatar: '/a.png', headline: '' });

const pin = (id: number, authorId = 2): Pin => ({
  id,
  author: author(authorId),
  text: '想法',
  images: [],
  topic: null,
  createdAt: '2026-11-20T10:00:00+08:00',
  likeCount: 5,
  favoriteCount: 1,
  commentCount: 2,
  viewer: viewer(),
});
const question = (id: number): QuestionDetail => ({
  id,
  title: '电工证怎么考',
  excerpt: '',
  tags: [],
  author: author(3),
  anonymous: false,
  bounty: 0,
  solved: false,
  answerCount: 1,
  viewCount: 9,
  createdAt: '2026-11-20T10:00:00+08:00',
  likeCount: 5,
  favoriteCount: 0,
  commentCount: 0,
  viewer: viewer(),
  body: { type: 'doc', content: [] },
  acceptedAnswerId: null,
  authorFollowed: false,
});
const comment = (id: number): CommentThread => ({
  id,
  author: author(4),
  text: '评论',
  replyTo: null,
  likeCount: 5,
  createdAt: '2026-11-20T10:00:00+08:00',
  viewer: viewer(),
  replies: [],
  replyCount: 0,
});

function seeded() {
  const queryClient = new QueryClient();
  const feed: { pages: { list: FeedItem[]; nextCursor: string | null }[]; pageParams: string[] } = {
    pages: [
      {
        list: [
          { kind: 'pin', pin: pin(7) },
          { kind: 'question', question: question(7) },
          { kind: 'pin', pin: pin(8) },
        ],
        nextCursor: null,
      },
    ],
    pageParams: [''],
  };
  const detail: PinDetail = { ...pin(7), authorFollowed: false };
  const card: UserCard = { id: 2, nickname: '用户2', avatar: '', headline: '', fansCount: 10, followed: false, isSelf: false };
  const me = {
    id: 1,
    nickname: '我',
    avatar: '',
    signature: '',
    gender: null,
    joinedAt: '',
    followCount: 3,
    fansCount: 0,
    likeReceivedCount: 0,
    questionCount: 0,
    answerCount: 0,
    pinCount: 0,
    favoritesPublic: true,
    followed: false,
    isSelf: true,
  } satisfies UserProfile;
  queryClient.setQueryData(['community', 'feed', 'recommend', 0], feed);
  queryClient.setQueryData(['community', 'pin', 7], detail);
  queryClient.setQueryData(['community', 'comments', 4, 7], {
    pages: [{ list: [comment(7)], total: 1, page: 1, size: 10 }],
    pageParams: [1],
  });
  queryClient.setQueryData(['profile', 'fans', 9], { list: [card], total: 1, page: 1, size: 10 });
  queryClient.setQueryData(['profile', 1], me);
  queryClient.setQueryData(['courses', 'detail', 7], { id: 7, title: '课程', likeCount: 5 });
  return queryClient;
}

const feedPins = (queryClient: QueryClient) =>
  queryClient.getQueryData<{ pages: { list: FeedItem[] }[] }>(['community', 'feed', 'recommend', 0])!.pages[0]!.list;

describe('community-cache', () => {
  it('tells the kinds apart by their fields', () => {
    expect(contentKindOf(pin(1) as never)).toBe(4);
    expect(contentKindOf(question(1) as never)).toBe(1);
    expect(contentKindOf(comment(1) as never)).toBe(3);
    expect(contentKindOf({ id: 1, title: 'x', likeCount: 1 })).toBeUndefined();
  });

  it('puts a like into every cached copy of that item only', () => {
    const queryClient = seeded();
    const untouchedCourse = queryClient.getQueryData(['courses', 'detail', 7]);
    const untouchedComments = queryClient.getQueryData(['community', 'comments', 4, 7]);
    expect(applyLikeResult(queryClient, 4, 7, { liked: true, disliked: false, likeCount: 6 })).toBe(2);
    const [feedPin, feedQuestion, otherPin] = feedPins(queryClient);
    expect(feedPin).toMatchObject({ pin: { likeCount: 6, viewer: { liked: true } } });
    expect(queryClient.getQueryData<PinDetail>(['community', 'pin', 7])).toMatchObject({
      likeCount: 6,
      viewer: { liked: true },
      authorFollowed: false,
    });
    // Same id, other kinds; other ids; other features' data: unchanged, even by identity.
    expect(feedQuestion).toMatchObject({ question: { likeCount: 5, viewer: { liked: false } } });
    expect(otherPin).toMatchObject({ pin: { likeCount: 5 } });
    expect(queryClient.getQueryData(['courses', 'detail', 7])).toBe(untouchedCourse);
    expect(queryClient.getQueryData(['community', 'comments', 4, 7])).toBe(untouchedComments);
  });

  it('updates favourites and comment counts the same way', () => {
    const queryClient = seeded();
    applyFavoriteResult(queryClient, 4, 7, { favorited: true, favoriteCount: 2 });
    applyCommentCount(queryClient, 4, 7, 3);
    expect(queryClient.getQueryData<PinDetail>(['community', 'pin', 7])).toMatchObject({
      favoriteCount: 2,
      commentCount: 3,
      viewer: { favorited: true },
    });
    expect(feedPins(queryClient)[0]).toMatchObject({ pin: { favoriteCount: 2, commentCount: 3 } });
    applyLikeResult(queryClient, 3, 7, { liked: true, disliked: false, likeCount: 6 });
    expect(
      queryClient.getQueryData<{ pages: { list: CommentThread[] }[] }>(['community', 'comments', 4, 7])!.pages[0]!.list[0],
    ).toMatchObject({ likeCount: 6 });
  });

  it('rolls an optimistic change back to the snapshot, everywhere', () => {
    const queryClient = seeded();
    const rollback = snapshotContent(queryClient, 4, 7);
    const item = findContent(queryClient, 4, 7)!;
    applyLikeResult(queryClient, 4, 7, nextLikeState({ ...item.viewer, likeCount: item.likeCount }, 1));
    expect(findContent(queryClient, 4, 7)).toMatchObject({ likeCount: 6 });
    rollback();
    expect(queryClient.getQueryData<PinDetail>(['community', 'pin', 7])).toMatchObject({ likeCount: 5, viewer: { liked: false } });
    expect(feedPins(queryClient)[0]).toMatchObject({ pin: { likeCount: 5, viewer: { liked: false } } });
  });

  it('computes the next like state of each action', () => {
    const base = { liked: false, disliked: false, likeCount: 5 };
    expect(nextLikeState(base, 1)).toEqual({ liked: true, disliked: false, likeCount: 6 });
    expect(nextLikeState({ ...base, liked: true, likeCount: 6 }, 2)).toEqual({ liked: false, disliked: false, likeCount: 5 });
    expect(nextLikeState({ ...base, liked: true, likeCount: 6 }, 3)).toEqual({ liked: false, disliked: true, likeCount: 5 });
    expect(nextLikeState({ ...base, disliked: true }, 2)).toEqual({ liked: false, disliked: false, likeCount: 5 });
  });

  it('puts a follow on details, cards and the counts, and rolls it back', () => {
    const queryClient = seeded();
    const rollback = snapshotFollow(queryClient, 2);
    applyFollowResult(queryClient, 2, { followed: true });
    expect(queryClient.getQueryData<PinDetail>(['community', 'pin', 7])!.authorFollowed).toBe(true);
    expect(queryClient.getQueryData<{ list: UserCard[] }>(['profile', 'fans', 9])!.list[0]).toMatchObject({
      followed: true,
      fansCount: 11,
    });
    expect(queryClient.getQueryData<UserProfile>(['profile', 1])!.followCount).toBe(4);
    rollback();
    expect(queryClient.getQueryData<PinDetail>(['community', 'pin', 7])!.authorFollowed).toBe(false);
    expect(queryClient.getQueryData<{ list: UserCard[] }>(['profile', 'fans', 9])!.list[0]).toMatchObject({
      followed: false,
      fansCount: 10,
    });
    expect(queryClient.getQueryData<UserProfile>(['profile', 1])!.followCount).toBe(3);
    // The server's answer: its counts, not one more (the viewer followed someone elsewhere meanwhile).
    applyFollowResult(queryClient, 2, { followed: true, fansCount: 20, followCount: 9 });
    expect(queryClient.getQueryData<{ list: UserCard[] }>(['profile', 'fans', 9])!.list[0]).toMatchObject({
      followed: true,
      fansCount: 20,
    });
    expect(queryClient.getQueryData<UserProfile>(['profile', 1])!.followCount).toBe(9);
  });
});
