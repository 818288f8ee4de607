import { listDevices, signOutDevice } from '@shared/api/account-lifecycle';
import { editCourseReview, writeCourseReview } from '@shared/api/course-reviews';
import { getAdmissionTicket } from '@shared/api/certification';
import { resubmitMaterials } from '@shared/api/enrollment';
import { enrolCourse } from '@shared/api/learning';
import { generateQr, getQrResult } from '@shared/api/qr';
import { submitRealName } from '@shared/api/real-name';
import { login, register, sendSmsCode } from '@shared/api/user';
import { subscribeWechatReminders } from '@shared/api/reminders';
import type { MockApi } from '@skill/mock-api';
import { call, DEMO_PHONE, demoToken, scenarios, type Call } from '@mock/contract-scenarios';
import type { MirroredUpstream } from './mirrored-upstream';

/**
 * The few scenarios that prepare their state by writing into the mock's store (enrol a learner,
 * decide an application, confirm a QR ticket), replayed over HTTP: the same state reached through
 * the API and the mock's developer controls (/__mock, MOCK_CONTROLS=1). "Catch-ups" run the scenario
 * as it is (the shadow gets its write) and make the same change on the upstream alone.
 */
export type RemoteScenario = (mirror: MirroredUpstream) => Promise<Call>;

const DEMO_ACCOUNT_ID = 1;

/** A free course the demo learner has not reviewed: enrolled through the API, ready to be reviewed. */
async function enrolledFreeCourse({ app, store }: MockApi, token: string, skip: number[] = []): Promise<number> {
  const course = store.catalogue.courses.find(
    (candidate) => candidate.price === 0 && !skip.includes(candidate.id) && !store.reviews.mineOf(DEMO_ACCOUNT_ID, candidate.id),
  )!;
  await call(app, enrolCourse, { url: enrolCourse.path, payload: { courseId: course.id }, token });
  return course.id;
}

/** The id in `/prefix/{id}/…` of a call's url. */
const idIn = (url: string, at: number) => Number(url.split('?')[0]!.split('/')[at]);

export const remoteScenarios: Record<string, RemoteScenario> = {
  // WeChat's subscribe sheet through its stand-in (JSON: every event allowed); each side's ticket is learned from the answers.
  [subscribeWechatReminders.id]: async ({ mock: { app } }) => {
    const sheet = await app.inject({
      method: 'POST',
      url: '/__mock/reminders/wechat-subscribe',
      payload: { events: 'ticketIssued,examTomorrow' },
    });
    const { ticket } = (sheet.json() as { data: { ticket: string } }).data;
    return { url: subscribeWechatReminders.path, payload: { ticket }, token: await demoToken(app) };
  },
  // Session ids are random on each side: listing the devices shows the mirror which is which.
  [signOutDevice.id]: async (mirror) => {
    const prepared = await scenarios[signOutDevice.id]!(mirror.mock);
    await mirror.mock.app.inject({ url: listDevices.path, headers: { token: prepared.token! } });
    return prepared;
  },
  // The mobile app scans and confirms as the demo learner (the scenario marks the ticket in the store).
  [getQrResult.id]: async ({ mock: { app } }) => {
    const generated = await call(app, generateQr, { url: generateQr.path, payload: { type: 1 } });
    const content = generated.data as string;
    await app.inject({ method: 'POST', url: '/__mock/qr/scan', payload: { content } });
    await app.inject({ method: 'POST', url: '/__mock/qr/confirm', payload: { content, account: DEMO_PHONE } });
    return { url: getQrResult.path, payload: { content } };
  },
  // A free course enrolled through the API (the scenario enrols a paid one in the store).
  [writeCourseReview.id]: async ({ mock }) => {
    const token = await demoToken(mock.app);
    const courseId = await enrolledFreeCourse(mock, token);
    return { url: `/course/${courseId}/reviews`, payload: { rating: 4, content: '讲得很细，实操部分很有用' }, token };
  },
  [editCourseReview.id]: async ({ mock }) => {
    const token = await demoToken(mock.app);
    const courseId = await enrolledFreeCourse(mock, token);
    const written = await call(mock.app, writeCourseReview, {
      url: `/course/${courseId}/reviews`,
      payload: { rating: 3, content: '一般般，节奏偏快' },
      token,
    });
    return {
      url: `/course-review/${(written.data as { id: number }).id}`,
      payload: { rating: 5, content: '后面越学越好，改成五星' },
      token,
    };
  },
  // A learner registered through the API (the scenario adds one to the store).
  [submitRealName.id]: async ({ mock: { app, store } }) => {
    const phone = `1370054${String(store.accounts.size % 10_000).padStart(4, '0')}`;
    await call(app, sendSmsCode, { url: sendSmsCode.path, payload: { account: phone, type: 1 } });
    const security = store.sms.get(phone)!.code;
    await call(app, register, { url: register.path, payload: { account: phone, security, password: 'Start@1234', type: 1, agreed: true } });
    const signedIn = await call(app, login, { url: login.path, payload: { account: phone, security: 'Start@1234', loginType: 1 } });
    return {
      url: '/user/real-name',
      payload: { name: '李建国', idNumber: '11010119900307803x' },
      token: (signedIn.data as { token: string }).token,
    };
  },
  // Catch-ups: the reviewer's decision (and the ticket) through the controls.
  [resubmitMaterials.id]: async (mirror) => {
    const prepared = await scenarios[resubmitMaterials.id]!(mirror.mock);
    await mirror.send({
      method: 'POST',
      url: '/__mock/enrollment/decide',
      payload: { planId: idIn(prepared.url, 2), phone: DEMO_PHONE, outcome: 'rejected', kind: 'photo' },
    });
    return prepared;
  },
  [getAdmissionTicket.id]: async (mirror) => {
    const prepared = await scenarios[getAdmissionTicket.id]!(mirror.mock);
    const planId = idIn(prepared.url, 3);
    await mirror.send({ method: 'POST', url: '/__mock/enrollment/decide', payload: { planId, phone: DEMO_PHONE, outcome: 'approved' } });
    await mirror.send({ method: 'POST', url: `/__mock/certification/${planId}/tickets`, payload: { phone: DEMO_PHONE } });
    return prepared;
  },
};
