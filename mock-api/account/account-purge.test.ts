import { afterEach, describe, expect, it } from 'vitest';
import { DELETION_COOLING_OFF_MS } from '@shared/lib/account-deletion-rules';
import { accountExportSchema } from '@shared/api/account-lifecycle';
import { VerifyScene } from '@shared/enums/auth';
import { MessageType } from '@shared/enums/message';
import type { MockApi } from '../app';
import { hashPassword } from './account-seed';
import { envelopeOf, mockPool, type Envelope } from '../core/test-support';

/** 注销 past its cooling-off period purges the account's data (decision 015), by the clock, and nothing of anyone else's. */
const DAY = 86_400_000;
const PASSWORD = 'Start@1234';
const mocks = mockPool();
afterEach(() => mocks.closeAll());

async function send(mock: MockApi, method: 'GET' | 'POST', url: string, options: { payload?: object; token?: string } = {}) {
  const response = await mock.app.inject({ method, url, payload: options.payload, headers: options.token ? { token: options.token } : {} });
  return envelopeOf(response, url) as Envelope;
}

let phones = 0;
/** A learner of its own with a password, a WeChat, a note, study time, progress, a favourite, a review and a message. */
async function learnerWithData(mock: MockApi) {
  const { store } = mock;
  const phone = `1350000${String(++phones).padStart(4, '0')}`;
  const account = store.accounts.add({
    phone,
    passwordHash: hashPassword(PASSWORD),
    nickname: `注销测试${phones}`,
    gender: 1,
    signature: '签名',
    realNameVerified: false,
    coinBalance: 0,
    wechatOpenId: `purge-${phones}`,
    createdAt: '2025-12-01T09:00:00+08:00',
  });
  const token = store.issueToken(account.id);
  const course = store.catalogue.courses.find((candidate) => candidate.isFree)!;
  const lesson = store.catalogue.courseExtras
    .get(course.id)!
    .chapters.flatMap((chapter) => chapter.lessons)
    .find((candidate) => candidate.kind === 1 && candidate.freePreview)!;
  const note = await send(mock, 'POST', '/lesson/notes', {
    token,
    payload: { lessonId: lesson.id, position: 2, content: `笔记${phones}` },
  });
  expect(note.code, note.msg).toBe(0);
  store.enrolments.enrol(account.id, course.id, store.now());
  store.enrolments.addFavorite(account.id, 'course', course.id, store.now());
  store.studyTime.seedViewing(account.id, course.id, store.now(), 120);
  store.progress.record(account.id, {
    courseId: course.id,
    lessonId: lesson.id,
    position: 30,
    event: 'tick',
    watched: [0, 30],
    requiredSeconds: 540,
    at: store.now(),
  });
  store.reviews.write(account.id, course.id, 4, `评价${phones}`);
  store.messages.notify(account.id, {
    type: MessageType.ACCOUNT_DELETION,
    senderId: null,
    action: '测试',
    title: '测试',
    quote: '',
    content: '测试',
    link: '/',
  });
  return { account, id: account.id, phone, token, course, openId: `purge-${phones}` };
}

const personalStores = (mock: MockApi) => {
  const { store } = mock;
  return {
    notes: store.lessonNotes,
    studyTime: store.studyTime,
    progress: store.progress,
    enrolments: store.enrolments,
    messages: store.messages,
    sessions: store.sessions,
  };
};
const holdings = (mock: MockApi, id: number) =>
  Object.fromEntries(Object.entries(personalStores(mock)).map(([name, state]) => [name, state.hasStateFor(id)]));
const exportOf = async (mock: MockApi, token: string) =>
  accountExportSchema.parse(JSON.parse((await mock.app.inject({ method: 'GET', url: '/user/export', headers: { token } })).body));
const allHeld = { notes: true, studyTime: true, progress: true, enrolments: true, messages: true, sessions: true };
const noneHeld = { notes: false, studyTime: false, progress: false, enrolments: false, messages: false, sessions: false };

describe('注销 past the cooling-off period: the data is purged, not hidden', () => {
  it('nothing goes on the 14th day; on the 15th the personal data goes, the orders stay, the old token is dead, another learner is untouched', async () => {
    const { mock, advance } = mocks.withClock();
    const { store } = mock;
    const me = await learnerWithData(mock);
    const other = await learnerWithData(mock);
    // The demo learner's seeded orders: what tax law keeps.
    const demo = store.accountByPhone('13800138000')!;
    const demoOrders = store.orders.listOf(demo.id).length;
    expect(demoOrders).toBeGreaterThan(0);
    const otherBefore = await exportOf(mock, other.token);
    store.accounts.requestDeletion(store.accounts.byId(me.id)!, store.now());
    store.accounts.requestDeletion(demo, store.now());

    // The last minute of the 14th day: everything is there (a token issued now: sessions last 7 days).
    advance(DELETION_COOLING_OFF_MS - 60_000);
    const late = store.issueToken(me.id);
    expect((await send(mock, 'GET', '/user/self', { token: late })).code).toBe(0);
    expect(holdings(mock, me.id)).toEqual(allHeld);
    expect(store.accountByPhone(me.phone)?.id).toBe(me.id);

    const demoLate = store.issueToken(demo.id);
    advance(60_000);
    expect((await send(mock, 'GET', '/user/self', { token: late })).code).toBe(401);
    expect((await send(mock, 'GET', '/user/self', { token: demoLate })).code).toBe(401);
    expect(holdings(mock, me.id)).toEqual(noneHeld);
    expect(holdings(mock, demo.id)).toMatchObject({ notes: false, studyTime: false, enrolments: false, messages: false, sessions: false });
    expect(store.realNames.hasStateFor(demo.id)).toBe(false);
    // The account record keeps no phone, password, WeChat or profile; its WeChat signs in nowhere.
    expect(me.account).toMatchObject({ phone: '', passwordHash: '', nickname: '已注销用户', signature: '', wechatOpenId: null });
    expect(store.accounts.byOpenId(me.openId)).toBeUndefined();
    expect(store.accounts.byOpenId('demo-wechat-bound')).toBeUndefined();
    // What the law keeps: the orders.
    expect(store.orders.listOf(demo.id)).toHaveLength(demoOrders);
    // The review stays, by 已注销用户, tied to no account.
    const reviews = (await send(mock, 'GET', `/course/${me.course.id}/reviews?sort=latest&page=1&size=50`)).data as {
      list: { nickname: string; content: string }[];
    };
    expect(reviews.list.find((review) => review.content === '评价1')?.nickname).toBe('已注销用户');
    expect(reviews.list.find((review) => review.content === '评价2')?.nickname).toBe('注销测试2');
    // Another learner: exactly as before (their export, bar its own time and the device the new token signed in).
    const otherAfter = await exportOf(mock, store.issueToken(other.id));
    expect({ ...otherAfter, exportedAt: null, devices: null }).toEqual({ ...otherBefore, exportedAt: null, devices: null });
  });

  it('the phone registers again as a new, empty account', async () => {
    const { mock, advance } = mocks.withClock();
    const me = await learnerWithData(mock);
    mock.store.accounts.requestDeletion(mock.store.accounts.byId(me.id)!, mock.store.now());
    advance(DELETION_COOLING_OFF_MS);
    expect((await send(mock, 'POST', '/sys/user/sms/code', { payload: { account: me.phone, type: VerifyScene.REGISTER } })).code).toBe(0);
    const code = mock.store.sms.get(me.phone)!.code;
    const registered = await send(mock, 'POST', '/user/register', {
      payload: { account: me.phone, security: code, password: PASSWORD, type: 1, agreed: true },
    });
    expect(registered.code, registered.msg).toBe(0);
    const fresh = mock.store.accountByPhone(me.phone)!;
    expect(fresh.id).not.toBe(me.id);
    const data = await exportOf(mock, mock.store.issueToken(fresh.id));
    expect(data.study.notes).toEqual([]);
    expect(data.reviews).toEqual([]);
    expect(data.favourites).toEqual([]);
    expect(data.study.studyTime.totalSeconds).toBe(0);
  });

  it('signing in during the period cancels it: past 15 days nothing is purged', async () => {
    const { mock, advance } = mocks.withClock();
    const me = await learnerWithData(mock);
    const requested = mock.store.now();
    mock.store.accounts.requestDeletion(mock.store.accounts.byId(me.id)!, requested);
    advance(10 * DAY);
    const back = await send(mock, 'POST', '/user/login', { payload: { account: me.phone, security: PASSWORD, loginType: 1 } });
    expect(back.code, back.msg).toBe(0);
    expect((back.data as { deletionCancelled?: boolean }).deletionCancelled).toBe(true);
    advance(10 * DAY);
    expect(mock.store.accountByPhone(me.phone)?.id).toBe(me.id);
    expect(holdings(mock, me.id)).toMatchObject({ notes: true, studyTime: true, progress: true, enrolments: true, messages: true });
  });
});
