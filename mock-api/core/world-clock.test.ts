import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { LiveStatus } from '@shared/enums/live';
import { ProductType } from '@shared/enums/order';
import type { EnrollmentPlanCard } from '@shared/schemas/enrollment';
import { buildMockApi } from '../app';
import { MOCK_EPOCH } from './faker';
import { CODE_ENROLMENT_CLOSED } from '@shared/api/enrollment';
import { devControls } from '../dev-controls';
import { liveDurationMinutes } from '../live/live-status';
import { SHAPED_FORM, validApplicationForm } from '../enrollment/application-testing';

const MINUTE = 60_000;
const DAY = 86_400_000;
type Json = { code: number; msg: string; data: any };

/**
 * The mock is built once and runs for a month, as a demo server does: its clock moves after
 * construction. At the start, three days later and thirty days later the world must still be
 * coherent — every status read from the clock of the moment, never the one fixed at generation.
 */
describe('a mock that runs for a month stays coherent', () => {
  // A week after the data was written (MOCK_EPOCH), at an odd minute.
  const start = MOCK_EPOCH + 7 * DAY + 17 * MINUTE;
  let now = start;
  const mock = buildMockApi({ now: () => now, liveSimulation: false });
  const { app, store } = mock;
  afterAll(() => app.close());
  const get = async (url: string, token?: string, on: FastifyInstance = app) =>
    (await on.inject({ url, headers: token ? { token } : {} })).json() as Json;
  const post = async (url: string, token?: string, payload: object = SHAPED_FORM) =>
    (await app.inject({ method: 'POST', url, headers: token ? { token } : {}, payload })).json() as Json;
  const demo = () => store.issueToken(store.accounts.byPhone('13800138000')!.id);

  const allPlans = async (): Promise<EnrollmentPlanCard[]> => {
    const first = (await get('/enrollment/list?page=1&size=100')).data;
    expect(first.total).toBe(60);
    return first.list;
  };

  const checkPlans = async (label: string) => {
    const plans = await allPlans();
    for (const plan of plans) {
      const [open, close] = [Date.parse(plan.enrolStart), Date.parse(plan.enrolEnd)];
      const expected = now < open ? ['upcoming'] : now > close ? ['closed'] : ['open', 'full'];
      expect(expected, `${label}: plan ${plan.id} ${plan.enrolStart}…${plan.enrolEnd} says ${plan.status}`).toContain(plan.status);
      expect(Date.parse(plan.examDate)).toBeGreaterThan(close);
      // The detail says the same as the list.
      expect((await get(`/enrollment/${plan.id}`)).data).toMatchObject({ status: plan.status, enrolEnd: plan.enrolEnd });
    }
    const count = (status: string) => plans.filter((plan) => plan.status === status).length;
    expect(count('upcoming'), label).toBeGreaterThan(0);
    expect(count('open'), label).toBeGreaterThan(3);
    expect(count('closed'), label).toBeGreaterThan(0);
    // Closing soon: an open plan whose deadline is within the week.
    expect(
      plans.some((plan) => plan.status === 'open' && Date.parse(plan.enrolEnd) - now < 7 * DAY),
      label,
    ).toBe(true);
    // The home page's 正在报名 are open now.
    const home = (await get('/home/index')).data;
    expect(home.plans.length, label).toBeGreaterThan(0);
    for (const plan of home.plans) expect(Date.parse(plan.enrolEnd)).toBeGreaterThanOrEqual(now);
  };

  const checkLives = async (label: string) => {
    const token = demo();
    const { list } = (await get('/live/list?page=1&size=50')).data;
    expect(list).toHaveLength(12);
    for (const live of list) {
      const startAt = Date.parse(live.startTime);
      const expected =
        now < startAt ? LiveStatus.NOT_STARTED : now < startAt + live.durationMinutes * MINUTE ? LiveStatus.LIVE : LiveStatus.ENDED;
      expect(live.status, `${label}: live ${live.id} from ${live.startTime} for ${live.durationMinutes} min`).toBe(expected);
      expect(live.hasReplay).toBe(expected === LiveStatus.ENDED);
      expect((await get(`/live/${live.id}`, token)).data.status, `${label}: detail of ${live.id}`).toBe(expected);
      expect(mock.live.roomFor(live.id)!.status, `${label}: room ${live.id}`).toBe(expected);
      const playback = await get(`/live/${live.id}/playback`, token);
      // A paid class's playback is the buyer's; a free one answers its status.
      if (live.price === 0) expect(playback.data.status, `${label}: playback of ${live.id}`).toBe(expected);
    }
    for (const status of [LiveStatus.NOT_STARTED, LiveStatus.LIVE, LiveStatus.ENDED]) {
      expect(
        list.some((live: { status: number }) => live.status === status),
        `${label}: a class with status ${status}`,
      ).toBe(true);
    }
    for (const live of (await get('/home/index')).data.lives) expect(live.status, label).not.toBe(LiveStatus.ENDED);
  };

  const checkExams = async (label: string) => {
    const { list, total } = (await get('/exam/list?mode=1&page=1&size=100')).data;
    expect(list.length).toBe(total);
    const windows = list.map((exam: { openAt: string; closeAt: string }) => ({
      open: Date.parse(exam.openAt),
      close: Date.parse(exam.closeAt),
    }));
    const openNow = list.filter((_: unknown, index: number) => windows[index].open <= now && now < windows[index].close);
    expect(openNow.length, `${label}: an official sitting open now`).toBeGreaterThan(0);
    expect(
      windows.some((window: { open: number }) => window.open > now && window.open - now < 2 * DAY),
      `${label}: one opening soon`,
    ).toBe(true);
    expect(
      windows.some((window: { close: number }) => window.close <= now),
      `${label}: one closed`,
    ).toBe(true);
    expect((await get(`/exam/${openNow[0].id}`)).data.officialWindow).toBe('open');
    // Every plan's official exam sits on the plan's exam day.
    for (const plan of await allPlans()) {
      const examId = (await get(`/enrollment/${plan.id}`)).data.examId;
      if (examId !== null) expect((await get(`/exam/${examId}`)).data.openAt, `${label}: plan ${plan.id}`).toBe(plan.examDate);
    }
  };

  const checkHistory = (label: string) => {
    store.orders.settleDue();
    for (const order of store.orders.listOf(1)) {
      expect(order.createdAt, `${label}: order ${order.id}`).toBeLessThanOrEqual(now);
      if (order.paidAt !== null) expect(order.paidAt).toBeLessThanOrEqual(now);
      for (const event of order.events) expect(event.at, `${label}: ${event.title}`).toBeLessThanOrEqual(now);
    }
    for (const request of store.invoices.requestsOf(1)) expect(request.appliedAt).toBeLessThanOrEqual(now);
    // The seeded enrolment fee was paid while its plan's round was open.
    const fee = store.orders.listOf(1).find((order) => order.product.type === ProductType.ENROLLMENT);
    expect(fee, label).toBeDefined();
    if (label === 'at the start') {
      const plan = store.content.enrollmentPlans.find((candidate) => candidate.id === fee!.product.id)!;
      expect(Date.parse(plan.enrolStart)).toBeLessThanOrEqual(fee!.paidAt!);
      expect(Date.parse(plan.enrolEnd)).toBeGreaterThanOrEqual(now);
    }
    const messages = store.messages.list(
      1,
      Array.from({ length: 60 }, (_, type) => type),
    );
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(message.createdAt, `${label}: message ${message.id}`).toBeLessThanOrEqual(now);
  };

  for (const [label, offset] of [
    ['at the start', 0],
    ['three days on', 3 * DAY],
    ['thirty days on', 30 * DAY],
  ] as const) {
    it(`${label}: plans, live classes, exams, orders and messages agree with the clock`, async () => {
      now = start + offset;
      await checkPlans(label);
      await checkLives(label);
      await checkExams(label);
      checkHistory(label);
    });
  }

  it("an application is accepted up to the deadline shown and refused a second after it, with the plan's own message", async () => {
    now = start + 30 * DAY;
    const plan = (await allPlans()).find(
      (candidate) => candidate.status === 'open' && !candidate.requiresRealName && candidate.placesLeft > 2,
    )!;
    const deadline = Date.parse(plan.enrolEnd);
    const late = store.accounts.add({
      phone: '13700009999',
      passwordHash: 'x:y',
      nickname: '迟到学员',
      gender: 1,
      signature: '',
      realNameVerified: true,
      coinBalance: 0,
      wechatOpenId: null,
      createdAt: '2026-11-01T09:00:00+08:00',
    });
    now = deadline + 1000;
    expect((await get(`/enrollment/${plan.id}`)).data.status).toBe('closed');
    const refused = await post(`/enrollment/${plan.id}/apply`, store.issueToken(late.id));
    expect(refused.code).toBe(CODE_ENROLMENT_CLOSED);
    expect(refused.msg).toMatch(/^报名已截止/);
    // Nine hours late, as the learner in the issue: refused too.
    now = deadline + 9 * 3_600_000;
    expect((await post(`/enrollment/${plan.id}/apply`, store.issueToken(late.id))).code).toBe(CODE_ENROLMENT_CLOSED);
    now = deadline;
    const token = store.issueToken(late.id);
    const form = await validApplicationForm(
      app,
      token,
      store.content.enrollmentPlans.find((candidate) => candidate.id === plan.id)!,
      now,
    );
    expect((await post(`/enrollment/${plan.id}/apply`, token, form)).code).toBe(0);
  });

  it("at every hour of the schedule's whole cycle (plans and exams repeat every 56 days, classes every 28) each state exists", () => {
    const { enrollmentPlans, exams } = store.content;
    const officials = exams.filter((exam) => exam.mode === 1);
    const least = {
      upcoming: 60,
      open: 60,
      closed: 60,
      full: 60,
      examOpen: 99,
      examSoon: 99,
      examClosed: 99,
      notStarted: 12,
      live: 12,
      ended: 12,
    };
    for (let hour = 0; hour < 56 * 24; hour += 1) {
      now = start + hour * 3_600_000 + 7 * MINUTE;
      const plans = enrollmentPlans.map((plan) => plan.status);
      const windows = officials.map((exam) => [Date.parse(exam.openAt!), Date.parse(exam.closeAt!)] as const);
      const lives = hour < 28 * 24 ? store.catalogue.lives.map((live) => live.status) : null;
      const seen = {
        upcoming: plans.filter((status) => status === 'upcoming').length,
        open: plans.filter((status) => status === 'open').length,
        closed: plans.filter((status) => status === 'closed').length,
        full: plans.filter((status) => status === 'full').length,
        examOpen: windows.filter(([open, close]) => open <= now && now < close).length,
        examSoon: windows.filter(([open]) => open > now && open - now <= 2 * DAY).length,
        examClosed: windows.filter(([, close]) => close <= now).length,
        notStarted: lives ? lives.filter((status) => status === LiveStatus.NOT_STARTED).length : 12,
        live: lives ? lives.filter((status) => status === LiveStatus.LIVE).length : 12,
        ended: lives ? lives.filter((status) => status === LiveStatus.ENDED).length : 12,
      };
      for (const key of Object.keys(least) as (keyof typeof least)[]) least[key] = Math.min(least[key], seen[key]);
    }
    for (const [key, value] of Object.entries(least)) expect(value, key).toBeGreaterThan(key === 'open' ? 3 : 0);
  });
});

describe('a class ended early is ended everywhere', () => {
  let now = MOCK_EPOCH + 7 * DAY + 17 * MINUTE;
  const mock = buildMockApi({ now: () => now, liveSimulation: false });
  afterAll(() => mock.app.close());
  const get = async (url: string, token?: string) => (await mock.app.inject({ url, headers: token ? { token } : {} })).json() as Json;

  it('the list, the detail, the playback (the recording at once), the home page and the room agree; the next occurrence comes round', async () => {
    await mock.app.register(devControls, { prefix: '/__mock', mock });
    const token = mock.store.issueToken(1);
    const live = mock.store.catalogue.lives.find((candidate) => candidate.status === LiveStatus.LIVE && candidate.price === 0)!;
    const scheduledEnd = Date.parse(live.startTime) + liveDurationMinutes(live.id) * MINUTE;
    expect(scheduledEnd).toBeGreaterThan(now + 10 * MINUTE);
    const room = mock.live.roomFor(live.id)!;
    const frames: unknown[] = [];
    room.join({ user: null, send: (frame) => frames.push(frame), close: () => undefined });

    now += 5 * MINUTE;
    const ended = (await mock.app.inject({ method: 'POST', url: `/__mock/live/${live.id}/end`, payload: {} })).json() as Json;
    expect(ended).toMatchObject({ code: 0, data: { kind: 3, status: LiveStatus.ENDED } });

    const listed = (await get('/live/list?page=1&size=50')).data.list.find((item: { id: number }) => item.id === live.id);
    expect(listed).toMatchObject({ status: LiveStatus.ENDED, hasReplay: true });
    expect((await get('/live/list?page=1&size=50&status=2')).data.list.map((item: { id: number }) => item.id)).not.toContain(live.id);
    expect((await get(`/live/${live.id}`, token)).data).toMatchObject({ status: LiveStatus.ENDED, hasReplay: true });
    const playback = (await get(`/live/${live.id}/playback`, token)).data;
    expect(playback.status).toBe(LiveStatus.ENDED);
    expect(playback.media.url).toMatch(/\.mp4\?exp=\d+&sig=/);
    expect(playback.replayChat.length).toBeGreaterThan(0);
    expect((await get('/home/index')).data.lives.map((item: { id: number }) => item.id)).not.toContain(live.id);
    expect(room.status).toBe(LiveStatus.ENDED);
    expect(frames).toContainEqual(expect.objectContaining({ kind: 3, status: LiveStatus.ENDED }));
    expect((await mock.app.inject({ url: `/__mock/live/${live.id}` })).json()).toMatchObject({ data: { status: LiveStatus.ENDED } });
    // A reminder can no longer be set: the class is over.
    expect(
      (await mock.app.inject({ method: 'PUT', url: `/live/${live.id}/reminder`, headers: { token }, payload: { on: true } })).json(),
    ).toMatchObject({ code: 4701, msg: '直播已结束，可观看回放' });

    // Still ended at the scheduled end and after it; the class's next occurrence is its own.
    now = scheduledEnd + MINUTE;
    expect((await get(`/live/${live.id}`, token)).data.status).toBe(LiveStatus.ENDED);
    now += 14 * DAY;
    const later = (await get(`/live/${live.id}`, token)).data;
    expect(Date.parse(later.startTime)).toBeGreaterThan(scheduledEnd);
    expect(room.status).toBe(later.status);
  });
});
