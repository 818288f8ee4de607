import { expect } from 'vitest';
import { getCourse, getCourseFacets, getHome, listCourseReviews, listCourses } from '@shared/api/catalogue';
import { getHotKeywords, search } from '@shared/api/search';
import { getInstitution, getInstitutionFacets, listInstitutionCourses, listInstitutions } from '@shared/api/institution';
import { getNews, listNews } from '@shared/api/news';
import { getRule, listRules } from '@shared/api/rule';
import { getProfession, listProfessions } from '@shared/api/profession';
import {
  addFavorite,
  enrolCourse,
  getFavoriteState,
  getStudyStats,
  updateStudyGoal,
  listFavorites,
  listMyCourses,
  removeFavorite,
} from '@shared/api/learning';
import { getCoursePack, getCourseSeries, listCoursePacks, listCourseSeries } from '@shared/api/course-bundles';
import { editCourseReview, markReviewHelpful, writeCourseReview } from '@shared/api/course-reviews';
import { getPlayInfo, reportProgress } from '@shared/api/player';
import { getLive, getLivePlayback, listLives, setLiveReminder } from '@shared/api/live';
import {
  checkExamAnswer,
  getExam,
  getExamAttempt,
  getExamHistory,
  getExamResult,
  listExams,
  saveExamAnswers,
  startExamAttempt,
  submitExamAttempt,
} from '@shared/api/exam';
import { call, DEMO_PHONE, demoToken, examAttempt, type Scenario } from './support';

/** The catalogue and learning: courses, bundles, the player, lives, exams, professions, institutions, news, rules, search. */
export const learningScenarios: Record<string, Scenario> = {
  [getHome.id]: async () => ({ url: '/home/index' }),
  [listCourses.id]: async () => ({ url: '/course/list?page=2&size=12&sort=price-desc&level=2&price=paid&kind=2' }),
  [getCourseFacets.id]: async () => ({ url: '/course/facets' }),
  [getCourse.id]: async ({ app }) => ({ url: '/course/7', token: await demoToken(app) }),
  [listCourseReviews.id]: async () => ({ url: '/course/7/reviews?page=2&size=5&sort=helpful' }),
  [writeCourseReview.id]: async ({ app, store }) => {
    const token = await demoToken(app);
    store.enrolments.enrol(store.accountByPhone(DEMO_PHONE)!.id, 8, store.now());
    return { url: '/course/8/reviews', payload: { rating: 4, content: '讲得很细，实操部分很有用' }, token };
  },
  [editCourseReview.id]: async ({ app, store }) => {
    const token = await demoToken(app);
    const accountId = store.accountByPhone(DEMO_PHONE)!.id;
    const review = store.reviews.mineOf(accountId, 9) ?? store.reviews.write(accountId, 9, 3, '一般般，节奏偏快');
    return { url: `/course-review/${review.id}`, payload: { rating: 5, content: '后面越学越好，改成五星' }, token };
  },
  [markReviewHelpful.id]: async ({ app }) => ({
    url: '/course-review/7000/helpful',
    payload: { helpful: true },
    token: await demoToken(app),
  }),
  [search.id]: async () => ({ url: `/search?keyword=${encodeURIComponent('电工')}&type=question&page=1&size=10` }),
  [getHotKeywords.id]: async () => ({ url: '/search/hot' }),
  [listInstitutions.id]: async () => ({ url: '/institution/list?page=1&size=12&type=1&category=2&sort=learners' }),
  [getInstitutionFacets.id]: async () => ({ url: '/institution/facets' }),
  [getInstitution.id]: async () => ({ url: '/institution/5' }),
  [listInstitutionCourses.id]: async () => ({ url: '/institution/5/courses?page=2&size=12' }),
  [listNews.id]: async () => ({ url: `/news/list?page=1&size=10&category=${encodeURIComponent('平台公告')}` }),
  [getNews.id]: async () => ({ url: '/news/7' }),
  [listLives.id]: async () => ({ url: '/live/list?page=1&size=12&status=1&type=1' }),
  [getLive.id]: async ({ app }) => ({ url: '/live/3', token: await demoToken(app) }),
  [getLivePlayback.id]: async ({ app, store }) => ({
    url: `/live/${store.catalogue.lives.find((live) => live.status === 3)!.id}/playback`,
    token: await demoToken(app),
  }),
  [setLiveReminder.id]: async ({ app, store }) => ({
    url: `/live/${store.catalogue.lives.find((live) => live.status === 1)!.id}/reminder`,
    payload: { on: true },
    token: await demoToken(app),
  }),
  [listExams.id]: async () => ({ url: '/exam/list?page=1&size=10&mode=2&skillLevel=3' }),
  [getExam.id]: async ({ app }) => ({ url: '/exam/1', token: await demoToken(app) }),
  [startExamAttempt.id]: async ({ app, store }) => ({
    url: `/exam/${store.content.exams.find((exam) => exam.mode === 2)!.id}/attempts`,
    payload: { kind: 'mock' },
    token: await demoToken(app),
  }),
  [getExamHistory.id]: async (mock) => {
    const { token, examId } = await examAttempt(mock, 2);
    return { url: `/exam/${examId}/history`, token };
  },
  [getExamAttempt.id]: async (mock) => {
    const { token, attemptId } = await examAttempt(mock, 1);
    return { url: `/exam/attempts/${attemptId}`, token };
  },
  [saveExamAnswers.id]: async (mock) => {
    const { token, attemptId, firstQuestionId } = await examAttempt(mock, 2);
    return {
      url: `/exam/attempts/${attemptId}/answers`,
      payload: { answers: [{ questionId: firstQuestionId, answer: 'A', marked: true }], current: 1, tabSwitches: 1 },
      token,
    };
  },
  [checkExamAnswer.id]: async (mock) => {
    const { token, attemptId, firstQuestionId } = await examAttempt(mock, 3);
    return { url: `/exam/attempts/${attemptId}/check`, payload: { questionId: firstQuestionId, answer: 'A' }, token };
  },
  [submitExamAttempt.id]: async (mock) => {
    const { token, attemptId } = await examAttempt(mock, 2);
    return { url: `/exam/attempts/${attemptId}/submit`, payload: {}, token };
  },
  [getExamResult.id]: async (mock) => {
    const { token, attemptId } = await examAttempt(mock, 3);
    expect((await call(mock.app, submitExamAttempt, { url: `/exam/attempts/${attemptId}/submit`, payload: {}, token })).code).toBe(0);
    return { url: `/exam/attempts/${attemptId}/result`, token };
  },
  [listRules.id]: async () => ({ url: '/rule/list?kind=publicity&page=1&size=10' }),
  [getRule.id]: async () => ({ url: '/rule/effective/1' }),
  [enrolCourse.id]: async ({ app }) => ({ url: enrolCourse.path, payload: { courseId: 3 }, token: await demoToken(app) }),
  [listMyCourses.id]: async ({ app, store }) => {
    const token = await demoToken(app);
    store.enrolments.enrol(1, 3, store.now());
    return { url: `${listMyCourses.path}?page=1&size=10`, token };
  },
  [listFavorites.id]: async ({ app, store }) => {
    const token = await demoToken(app);
    store.enrolments.addFavorite(1, 'course', 7, store.now());
    return { url: `${listFavorites.path}?kind=course`, token };
  },
  [addFavorite.id]: async ({ app }) => ({ url: '/learning/favorites/course/7', token: await demoToken(app) }),
  [removeFavorite.id]: async ({ app }) => ({ url: '/learning/favorites/course/7', token: await demoToken(app) }),
  [getFavoriteState.id]: async ({ app, store }) => {
    store.enrolments.addFavorite(1, 'live', 3, store.now());
    return { url: '/learning/favorites/live/3', token: await demoToken(app) };
  },
  [getStudyStats.id]: async ({ app }) => ({ url: getStudyStats.path, token: await demoToken(app) }),
  [updateStudyGoal.id]: async ({ app }) => ({
    url: updateStudyGoal.path,
    payload: { weekDays: 4, streak: true },
    token: await demoToken(app),
  }),
  [listCourseSeries.id]: async () => ({ url: `${listCourseSeries.path}?page=1&size=5` }),
  [getCourseSeries.id]: async ({ app }) => ({ url: '/course-group/1', token: await demoToken(app) }),
  [listCoursePacks.id]: async () => ({ url: `${listCoursePacks.path}?category=${encodeURIComponent('信息技术')}` }),
  [getCoursePack.id]: async () => ({ url: '/course-project/1' }),
  [getPlayInfo.id]: async ({ app }) => ({ url: '/course/2/play', token: await demoToken(app) }),
  [reportProgress.id]: async ({ app, store }) => ({
    url: reportProgress.path,
    payload: { lessonId: store.catalogue.courseExtras.get(2)!.chapters[0]!.lessons[0]!.id, position: 3, duration: 10, event: 'pause' },
    token: await demoToken(app),
  }),
  [listProfessions.id]: async () => ({ url: '/profession/list?type=1&page=1&size=12' }),
  [getProfession.id]: async ({ app }) => ({ url: '/profession/2', token: await demoToken(app) }),
};
