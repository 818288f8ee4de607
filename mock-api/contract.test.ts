import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { allEndpoints } from '@shared/api/registry';
import { envelopeSchema, type AnyEndpoint } from '@shared/api/define-endpoint';
import { getCourse, getCourseFacets, getHome, listCourseReviews, listCourses } from '@shared/api/catalogue';
import { getMessageCounts, markMessagesRead } from '@shared/api/message';
import { generateQr, getQrResult } from '@shared/api/qr';
import { getSelf, login, logout, register, sendSmsCode } from '@shared/api/user';
import { changePassword, changePhone, recoverPassword, resetPassword, unbindWechat } from '@shared/api/account';
import { getHotKeywords, search } from '@shared/api/search';
import { getInstitution, getInstitutionFacets, listInstitutionCourses, listInstitutions } from '@shared/api/institution';
import { getNews, listNews } from '@shared/api/news';
import { getRule, listRules } from '@shared/api/rule';
import { applyEnrollmentPlan, getEnrollmentFacets, getEnrollmentPlan, listEnrollmentPlans } from '@shared/api/enrollment';
import { getProfession, listProfessions } from '@shared/api/profession';
import { addFavorite, enrolCourse, listFavorites, listMyCourses, removeFavorite } from '@shared/api/learning';
import { getCoursePack, getCourseSeries, listCoursePacks, listCourseSeries } from '@shared/api/course-bundles';
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
import * as community from '@shared/api/community';
import * as profile from '@shared/api/user-profile';
import * as order from '@shared/api/order';
import * as profileSettings from '@shared/api/profile-settings';
import * as invoice from '@shared/api/invoice';
import * as agreement from '@shared/api/agreement';
import * as join from '@shared/api/join';
import * as realName from '@shared/api/real-name';
import * as business from '@shared/api/business';
import { listMessages } from '@shared/api/message';
import { richDocFromText } from '@shared/lib/rich-text';
import { buildMockApi, type MockApi } from './app';
import { pngUpload } from './test-support';
import { handledEndpoints } from './define-handler';
import { creditCodeCheckChar } from '@shared/lib/invoice-rules';

const CONTRACT_CREDIT_CODE = `91330106MA2H3K7L1${''}`.slice(0, 17) + creditCodeCheckChar('91330106MA2H3K7L1');

describe('mock API implements the contract', () => {
  const { app } = buildMockApi();

  it('has a handler for every declared endpoint', () => {
    const handled = handledEndpoints.get(app) ?? new Set();
    const missing = allEndpoints.filter((endpoint) => !handled.has(endpoint.id)).map((endpoint) => endpoint.id);
    expect(missing).toEqual([]);
    expect(new Set(allEndpoints.map((endpoint) => endpoint.id)).size).toBe(allEndpoints.length);
  });

  it('answers every declared route with an envelope', async () => {
    for (const endpoint of allEndpoints) {
      const url = `${endpoint.path.replace(/:(\w+)/g, '1')}${endpoint.query ? '?readFlag=1' : ''}`;
      const response = await app.inject({ method: endpoint.method, url, payload: endpoint.body ? {} : undefined });
      expect(response.statusCode, endpoint.id).toBe(200);
      expect(envelopeSchema.safeParse(response.json()).success, endpoint.id).toBe(true);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// A successful call of every endpoint, its `data` parsed with the endpoint's declared schema.
// Adding an endpoint to shared/api/registry.ts without a scenario here fails the suite.
// ---------------------------------------------------------------------------------------------

interface Call {
  url: string;
  payload?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

/** Prepares whatever state the call needs (a session, an SMS code, a scanned QR ticket) and returns it. */
type Scenario = (mock: MockApi) => Promise<Call>;

const DEMO_PHONE = '13800138000';
const DEMO_PASSWORD = 'Demo@1234';

async function call(app: FastifyInstance, endpoint: AnyEndpoint, { url, payload, token, headers }: Call) {
  const response = await app.inject({
    method: endpoint.method,
    url,
    payload: payload as Record<string, unknown> | undefined,
    headers: { ...headers, ...(token ? { token } : {}) },
  });
  expect(response.statusCode, endpoint.id).toBe(200);
  return response.json() as { code: number; msg?: string; data?: unknown };
}

/** Logs the demo account in through the API itself, as the site would. */
async function demoToken(app: FastifyInstance): Promise<string> {
  const body = await call(app, login, { url: login.path, payload: { account: DEMO_PHONE, security: DEMO_PASSWORD, loginType: 1 } });
  expect(body.code).toBe(0);
  return (body.data as { token: string }).token;
}

/** Sends an SMS code for `scene` through the API and reads it from the store, as a phone would. */
async function smsCode({ app, store }: MockApi, phone: string, scene: number): Promise<string> {
  const sent = await call(app, sendSmsCode, { url: sendSmsCode.path, payload: { account: phone, type: scene } });
  expect(sent.code).toBe(0);
  return store.sms.get(phone)!.code;
}

/** Starts an attempt at the first exam of `mode` (1 正式 → its mock run, 2 模拟, 3 练习) as the demo learner. */
async function examAttempt(
  { app, store }: MockApi,
  mode: number,
): Promise<{ token: string; examId: number; attemptId: number; firstQuestionId: number }> {
  const token = await demoToken(app);
  const examId = store.content.exams.find((exam) => exam.mode === mode)!.id;
  const started = await call(app, startExamAttempt, { url: `/exam/${examId}/attempts`, payload: { kind: 'mock' }, token });
  expect(started.code).toBe(0);
  const attempt = started.data as { id: number; questions: { id: number }[] };
  return { token, examId, attemptId: attempt.id, firstQuestionId: attempt.questions[0]!.id };
}

const firstPinOf = (store: MockApi['store'], authorId: number) =>
  [...store.community.pins.values()].find((pin) => pin.authorId === authorId)!;

const scenarios: Record<string, Scenario> = {
  [business.getPlans.id]: async () => ({ url: business.getPlans.path }),
  [business.createBusinessLead.id]: async () => ({
    url: business.createBusinessLead.path,
    payload: {
      company: '杭州数智制造有限公司',
      contact: '陈经理',
      phone: '13912345678',
      size: 3,
      needs: [1, 2],
      remark: '约 300 名一线员工需要电工证复审培训',
    },
  }),
  [business.submitFeedback.id]: async ({ app }) => {
    const token = await demoToken(app);
    const uploaded = await call(app, community.uploadImage, { url: community.uploadImage.path, ...pngUpload(), token });
    return {
      url: business.submitFeedback.path,
      payload: {
        category: 3,
        description: '课程详情页的目录在手机上显示不全',
        contact: '',
        screenshots: [(uploaded.data as { url: string }).url],
        pageUrl: 'http://127.0.0.1/course/7',
        userAgent: 'vitest',
        viewport: '390x844',
      },
      token,
    };
  },
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
  [order.getCheckout.id]: async ({ app }) => ({ url: '/order/checkout?productType=1&productId=7', token: await demoToken(app) }),
  [order.createOrder.id]: async ({ app, store }) => ({
    url: '/order',
    payload: {
      productType: 1,
      productId: store.catalogue.courses.find((course) => course.price > 0 && course.id > 40)!.id,
      idempotencyKey: 'contract-create-1',
    },
    token: await demoToken(app),
  }),
  [order.payOrder.id]: async ({ app, store }) => {
    const token = await demoToken(app);
    const created = await call(app, order.createOrder, {
      url: '/order',
      payload: { productType: 7, productId: 2, idempotencyKey: 'contract-pay-1' },
      token,
    });
    return {
      url: `/order/${(created.data as { id: number }).id}/pay`,
      payload: { payMethod: 1, idempotencyKey: 'contract-pay-2' },
      token,
      headers: { origin: 'http://127.0.0.1:3000' },
    };
  },
  [order.getOrderStatus.id]: async ({ app }) => ({ url: '/order/1/status', token: await demoToken(app) }),
  [order.getOrder.id]: async ({ app }) => ({ url: '/order/1', token: await demoToken(app) }),
  [order.listOrders.id]: async ({ app }) => ({ url: '/order/list?group=course&tab=all', token: await demoToken(app) }),
  [order.cancelOrder.id]: async ({ app, store }) => ({
    url: `/order/${store.orders.listOf(1).find((candidate) => candidate.status === 1)!.id}/cancel`,
    token: await demoToken(app),
  }),
  [order.applyRefund.id]: async ({ app, store }) => ({
    url: `/order/${store.orders.listOf(1).find((candidate) => candidate.status === 3 && candidate.grant.kind === 'courses')!.id}/refund`,
    payload: { reason: 1, description: '买错了' },
    token: await demoToken(app),
  }),
  [order.cancelRefund.id]: async ({ app, store }) => {
    const token = await demoToken(app);
    const paid = store.orders.listOf(1).find((candidate) => candidate.status === 3 && candidate.grant.kind === 'courses')!;
    await call(app, order.applyRefund, { url: `/order/${paid.id}/refund`, payload: { reason: 4 }, token });
    return { url: `/order/${paid.id}/refund/cancel`, token };
  },
  [order.getCoinSummary.id]: async ({ app }) => ({ url: '/coin/summary', token: await demoToken(app) }),
  [order.listCoinEntries.id]: async ({ app }) => ({ url: '/coin/history?page=1&size=5', token: await demoToken(app) }),
  [profileSettings.getMyProfile.id]: async ({ app }) => ({ url: '/user/profile', token: await demoToken(app) }),
  [profileSettings.updateMyProfile.id]: async ({ app }) => ({
    url: '/user/profile',
    payload: { nickname: '技能学员小王', gender: 1, education: 5, birthday: '1996-05-20', bio: '电工在学' },
    token: await demoToken(app),
  }),
  [profileSettings.updateMyAvatar.id]: async ({ app }) => {
    const token = await demoToken(app);
    const uploaded = await call(app, community.uploadImage, { url: community.uploadImage.path, ...pngUpload(), token });
    return { url: '/user/avatar', payload: { url: (uploaded.data as { url: string }).url }, token };
  },
  [invoice.listInvoiceTitles.id]: async ({ app }) => ({ url: '/invoice/title', token: await demoToken(app) }),
  [invoice.createInvoiceTitle.id]: async ({ app }) => ({
    url: '/invoice/title',
    payload: {
      holder: 2,
      name: '杭州数智技能培训学校',
      taxNumber: CONTRACT_CREDIT_CODE,
      bank: '',
      bankAccount: '',
      registeredAddress: '',
      registeredPhone: '',
    },
    token: await demoToken(app),
  }),
  [invoice.updateInvoiceTitle.id]: async ({ app }) => ({
    url: '/invoice/title/1',
    payload: { holder: 1, name: '王晓明' },
    token: await demoToken(app),
  }),
  [invoice.deleteInvoiceTitle.id]: async ({ app }) => ({ url: '/invoice/title/1', token: await demoToken(app) }),
  [invoice.listInvoiceAddresses.id]: async ({ app }) => ({ url: '/invoice/address', token: await demoToken(app) }),
  [invoice.createInvoiceAddress.id]: async ({ app }) => ({
    url: '/invoice/address',
    payload: {
      receiver: '李师傅',
      mobile: '13912345678',
      region: '浙江省 杭州市 西湖区',
      street: '文三路 90 号东部软件园 3 号楼',
      isDefault: 1,
    },
    token: await demoToken(app),
  }),
  [invoice.updateInvoiceAddress.id]: async ({ app }) => ({
    url: '/invoice/address/1',
    payload: {
      receiver: '王晓明',
      mobile: '13800138000',
      region: '广东省 深圳市 南山区',
      street: '科苑路 15 号 2 号楼 1201',
      isDefault: 1,
    },
    token: await demoToken(app),
  }),
  [invoice.deleteInvoiceAddress.id]: async ({ app }) => ({ url: '/invoice/address/1', token: await demoToken(app) }),
  [invoice.listInvoiceableOrders.id]: async ({ app }) => ({ url: '/invoice/orders', token: await demoToken(app) }),
  [invoice.listInvoiceRequests.id]: async ({ app }) => ({ url: '/invoice/request?page=1&size=10', token: await demoToken(app) }),
  [invoice.applyInvoice.id]: async ({ app, store }) => {
    const paid = store.orders
      .listOf(1)
      .find((candidate) => candidate.status === 3 && candidate.amount > 0 && candidate.invoice === null && candidate.refund === null)!;
    return {
      url: '/invoice/request',
      payload: { orderIds: [paid.id], titleId: 2, type: 2, email: 'finance@example.com', addressId: 1 },
      token: await demoToken(app),
    };
  },
  [invoice.cancelInvoiceRequest.id]: async ({ app, store }) => {
    const token = await demoToken(app);
    const paid = store.orders
      .listOf(1)
      .find((candidate) => candidate.status === 3 && candidate.amount > 0 && candidate.invoice === null && candidate.refund === null)!;
    const applied = await call(app, invoice.applyInvoice, {
      url: '/invoice/request',
      payload: { orderIds: [paid.id], titleId: 1, type: 1, email: 'me@example.com', addressId: null },
      token,
    });
    return { url: `/invoice/request/${(applied.data as { id: number }).id}/cancel`, token };
  },
  [realName.getRealName.id]: async ({ app }) => ({ url: '/user/real-name', token: await demoToken(app) }),
  [realName.submitRealName.id]: async ({ store }) => {
    const learner = store.accounts.add({
      phone: '13700005401',
      passwordHash: 'x:y',
      nickname: '实名学员',
      gender: 1,
      signature: '',
      realNameVerified: false,
      coinBalance: 0,
      wechatOpenId: null,
      createdAt: '2026-11-01T00:00:00+08:00',
    });
    return { url: '/user/real-name', payload: { name: '李建国', idNumber: '11010119900307803x' }, token: store.issueToken(learner.id) };
  },
  [agreement.getAgreement.id]: async () => ({ url: '/agreement/2' }),
  [agreement.getSiteContact.id]: async () => ({ url: '/site/contact' }),
  [join.getMyJoinApplication.id]: async ({ app }) => ({ url: '/join/application', token: await demoToken(app) }),
  [join.submitJoinApplication.id]: async ({ app }) => ({
    url: '/join/application',
    payload: {
      type: 1,
      name: '杭州数智技能培训学校',
      category: 2,
      creditCode: CONTRACT_CREDIT_CODE,
      contactName: '王晓明',
      contactPhone: '13800138000',
      email: 'join@example.com',
      region: '浙江省 杭州市',
      intro: '专注电工、焊工与养老护理员等职业技能培训十余年，拥有 30 名持证讲师。',
      agreed: true,
    },
    token: await demoToken(app),
  }),
  [listMessages.id]: async ({ app }) => ({ url: `${listMessages.path}?messageTypes=4,5,6,7,8&page=1&size=5`, token: await demoToken(app) }),
  [getHome.id]: async () => ({ url: '/home/index' }),
  [listCourses.id]: async () => ({ url: '/course/list?page=2&size=12&sort=price-desc&level=2&price=paid&kind=2' }),
  [getCourseFacets.id]: async () => ({ url: '/course/facets' }),
  [getCourse.id]: async ({ app }) => ({ url: '/course/7', token: await demoToken(app) }),
  [listCourseReviews.id]: async () => ({ url: '/course/7/reviews?page=1&size=5' }),
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
  [listEnrollmentPlans.id]: async () => ({ url: '/enrollment/list?page=1&size=12&status=open&level=2' }),
  [getEnrollmentFacets.id]: async () => ({ url: '/enrollment/facets' }),
  [getEnrollmentPlan.id]: async ({ app }) => ({ url: '/enrollment/3', token: await demoToken(app) }),
  [applyEnrollmentPlan.id]: async ({ app, store }) => ({
    url: `/enrollment/${store.content.enrollmentPlans.find((plan) => plan.status === 'open')!.id}/apply`,
    token: await demoToken(app),
  }),
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
  [login.id]: async () => ({ url: login.path, payload: { account: DEMO_PHONE, security: DEMO_PASSWORD, loginType: 1 } }),
  [getSelf.id]: async ({ app }) => ({ url: getSelf.path, token: await demoToken(app) }),
  [logout.id]: async ({ app }) => ({ url: logout.path, token: await demoToken(app) }),
  [sendSmsCode.id]: async () => ({ url: sendSmsCode.path, payload: { account: '13700137001', type: 1 } }),
  [register.id]: async ({ app, store }) => {
    const phone = '13700137002';
    const sent = await call(app, sendSmsCode, { url: sendSmsCode.path, payload: { account: phone, type: 1 } });
    expect(sent.code).toBe(0);
    const code = store.sms.get(phone)?.code;
    expect(code).toMatch(/^\d{6}$/);
    return { url: register.path, payload: { account: phone, security: code, password: 'Newbie@2026', type: 1 } };
  },
  [recoverPassword.id]: async (mock) => ({
    url: recoverPassword.path,
    payload: { account: DEMO_PHONE, security: await smsCode(mock, DEMO_PHONE, 4), password: 'Found@2026' },
  }),
  [resetPassword.id]: async (mock) => ({
    url: resetPassword.path,
    payload: { account: DEMO_PHONE, security: await smsCode(mock, DEMO_PHONE, 5), password: 'Reset@2026' },
  }),
  [changePassword.id]: async ({ app }) => ({
    url: changePassword.path,
    payload: { oldPassword: DEMO_PASSWORD, password: 'Change@2026' },
    token: await demoToken(app),
  }),
  [changePhone.id]: async (mock) => ({
    url: changePhone.path,
    payload: { account: '13700137003', security: await smsCode(mock, '13700137003', 6) },
    token: await demoToken(mock.app),
  }),
  [unbindWechat.id]: async ({ app }) => ({ url: unbindWechat.path, token: await demoToken(app) }),
  [getMessageCounts.id]: async ({ app }) => ({ url: `${getMessageCounts.path}?readFlag=1`, token: await demoToken(app) }),
  [markMessagesRead.id]: async ({ app }) => ({
    url: markMessagesRead.path,
    payload: { type: 3, messageTypes: '4,9' },
    token: await demoToken(app),
  }),
  [generateQr.id]: async () => ({ url: generateQr.path, payload: { type: 1 } }),
  [getQrResult.id]: async ({ app, store }) => {
    const generated = await call(app, generateQr, { url: generateQr.path, payload: { type: 1 } });
    expect(generated.code).toBe(0);
    const content = generated.data as string;
    const ticketId = new URL(content).searchParams.get('ticket')!;
    const ticket = store.qrTickets.get(ticketId);
    expect(ticket).toBeDefined();
    ticket!.accountId = 1; // the app scanned it and confirmed as the demo account
    return { url: getQrResult.path, payload: { content } };
  },
};

describe('every declared endpoint has a successful scenario whose data matches its schema', () => {
  it('no endpoint is without a scenario, and no scenario is for an undeclared endpoint', () => {
    const declared = allEndpoints.map((endpoint) => endpoint.id).sort();
    expect(Object.keys(scenarios).sort()).toEqual(declared);
  });

  it.each(allEndpoints.map((endpoint) => [endpoint.id, endpoint] as const))('%s', async (_, endpoint) => {
    const scenario = scenarios[endpoint.id];
    expect(scenario, `add a success scenario for ${endpoint.id} in mock-api/contract.test.ts`).toBeDefined();
    const mock = buildMockApi();
    try {
      const body = await call(mock.app, endpoint, await scenario!(mock));
      expect(envelopeSchema.safeParse(body).success).toBe(true);
      expect(body, JSON.stringify(body).slice(0, 300)).toMatchObject({ code: 0 });
      const parsed = endpoint.data.safeParse(body.data);
      expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true);
    } finally {
      await mock.app.close();
    }
  });
});

describe('scenario outcomes carry the behaviour the site relies on', () => {
  it('a completed QR login returns a token that signs in', async () => {
    const mock = buildMockApi();
    const body = await call(mock.app, getQrResult, await scenarios[getQrResult.id]!(mock));
    const data = getQrResult.data.parse(body.data);
    expect(data.completeFlag).toBe(true);
    const self = await call(mock.app, getSelf, { url: getSelf.path, token: data.result!.token });
    expect(self.code).toBe(0);
    // Single use: the same ticket cannot log in twice.
    const again = await call(mock.app, getQrResult, {
      url: getQrResult.path,
      payload: { content: `skill-app://qr-login?ticket=${[...mock.store.qrTickets.keys()][0]}` },
    });
    expect(again.code).toBe(1179);
  });

  it('logout invalidates the token it was called with', async () => {
    const mock = buildMockApi();
    const body = await call(mock.app, logout, await scenarios[logout.id]!(mock));
    expect(body).toMatchObject({ code: 0, data: null });
    const token = [...mock.store.sessions.tokens()][0];
    expect(token).toBeUndefined();
  });

  it('a registered account can log in with its password', async () => {
    const mock = buildMockApi();
    const registered = await call(mock.app, register, await scenarios[register.id]!(mock));
    expect(registered.code).toBe(0);
    const loggedIn = await call(mock.app, login, {
      url: login.path,
      payload: { account: '13700137002', security: 'Newbie@2026', loginType: 1 },
    });
    expect(loggedIn.code).toBe(0);
    expect(login.data.parse(loggedIn.data).user.phone).toBe('137****7002');
  });

  it('marking messages read lowers the unread counts', async () => {
    const mock = buildMockApi();
    const token = await demoToken(mock.app);
    const before = getMessageCounts.data.parse(
      (await call(mock.app, getMessageCounts, { url: `${getMessageCounts.path}?readFlag=1`, token })).data,
    );
    expect(before.find((count) => count.type === 4)?.count).toBeGreaterThan(0);
    const read = await call(mock.app, markMessagesRead, { url: markMessagesRead.path, payload: { type: 3, messageTypes: '4' }, token });
    expect(markMessagesRead.data.parse(read.data).updated).toBeGreaterThan(0);
    const after = getMessageCounts.data.parse(
      (await call(mock.app, getMessageCounts, { url: `${getMessageCounts.path}?readFlag=1`, token })).data,
    );
    expect(after.find((count) => count.type === 4)).toBeUndefined();
  });
});
