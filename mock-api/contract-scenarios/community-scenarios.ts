import * as community from '@shared/api/community';
import * as profile from '@shared/api/user-profile';
import { richDocFromText } from '@shared/lib/rich-text';
import { pngUpload } from '../core/test-support';
import { call, demoToken, firstPinOf, type Scenario } from './support';

/** The community: feed, questions and answers, ideas, comments, reactions, profiles and follows. */
export const communityScenarios: Record<string, Scenario> = {
  [community.getCommunityFeed.id]: async () => ({ url: '/community/feed?tab=recommend&size=30' }),
  [community.getCommunitySidebar.id]: async () => ({ url: '/community/sidebar' }),
  [community.listTopics.id]: async () => ({ url: '/community/topics' }),
  [community.askQuestion.id]: async ({ app }) => ({
    url: '/community/question',
    payload: { title: '焊工证怎么考？', body: richDocFromText('求经验'), tags: ['焊工'], bounty: 0, anonymous: false },
    token: await demoToken(app),
  }),
  [community.getQuestion.id]: async ({ app }) => ({ url: '/community/question/3', token: await demoToken(app) }),
  [community.listAnswers.id]: async () => ({ url: '/community/question/1/answers?sort=time&page=1&size=5' }),
  [community.answerQuestion.id]: async ({ app }) => ({
    url: '/community/question/4/answer',
    payload: { body: richDocFromText('先学理论') },
    token: await demoToken(app),
  }),
  [community.acceptAnswer.id]: async ({ app, store }) => {
    const token = await demoToken(app);
    const question = [...store.community.questions.values()].find(
      (candidate) =>
        candidate.authorId === 1 &&
        candidate.acceptedAnswerId === null &&
        store.community.answersOf(candidate.id).some((answer) => answer.authorId !== 1),
    )!;
    const answer = store.community.answersOf(question.id).find((candidate) => candidate.authorId !== 1)!;
    return { url: `/community/question/${question.id}/accept`, payload: { answerId: answer.id }, token };
  },
  [community.getAnswer.id]: async () => ({ url: '/community/answer/2' }),
  [community.getPin.id]: async ({ app }) => ({ url: '/community/pin/1', token: await demoToken(app) }),
  [community.postPin.id]: async ({ app }) => {
    const token = await demoToken(app);
    const uploaded = await call(app, community.uploadImage, { url: community.uploadImage.path, ...pngUpload(), token });
    return {
      url: '/community/pin',
      payload: { text: '今天练了两个小时 @焊工老李', images: [(uploaded.data as { url: string }).url], topicId: 1 },
      token,
    };
  },
  [community.uploadImage.id]: async ({ app }) => ({ url: community.uploadImage.path, ...pngUpload(), token: await demoToken(app) }),
  [community.listComments.id]: async () => ({ url: '/community/comments?kind=4&targetId=1&page=1&size=10' }),
  [community.postComment.id]: async ({ app }) => ({
    url: '/community/comment',
    payload: { kind: 4, targetId: 2, text: '说得好' },
    token: await demoToken(app),
  }),
  [community.reactToContent.id]: async ({ app, store }) => ({
    url: '/community/like',
    payload: { kind: 4, id: firstPinOf(store, 3).id, action: 1 },
    token: await demoToken(app),
  }),
  [community.setFavorite.id]: async ({ app, store }) => ({
    url: '/community/favorite',
    payload: { kind: 4, id: firstPinOf(store, 3).id, on: true },
    token: await demoToken(app),
  }),
  [community.reportContent.id]: async ({ app, store }) => ({
    url: '/community/report',
    payload: { kind: 4, id: firstPinOf(store, 3).id, reason: 2 },
    token: await demoToken(app),
  }),
  [profile.getUserProfile.id]: async ({ app }) => ({ url: '/community/user/1', token: await demoToken(app) }),
  [profile.listUserDynamic.id]: async () => ({ url: '/community/user/1/dynamic?page=1&size=10' }),
  [profile.listUserFavorites.id]: async () => ({ url: '/community/user/1/favorites' }),
  [profile.listUserLikes.id]: async () => ({ url: '/community/user/1/likes' }),
  [profile.listUserFans.id]: async ({ app }) => ({ url: '/community/user/1/fans?page=2&size=10', token: await demoToken(app) }),
  [profile.listUserFollows.id]: async () => ({ url: '/community/user/1/follows' }),
  [profile.followUser.id]: async ({ app }) => ({
    url: '/community/follow',
    payload: { userId: 2, action: 1 },
    token: await demoToken(app),
  }),
  [profile.setFavoritesVisibility.id]: async ({ app }) => ({
    url: '/community/privacy',
    payload: { favoritesPublic: false },
    token: await demoToken(app),
  }),
};
