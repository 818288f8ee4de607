import { afterEach, expect } from 'vitest';
import { ExamMode } from '@shared/enums/learning';
import { DEFAULT_REMINDER_CHANNELS, type QuietHours, type ReminderChannels, type ReminderEvent } from '@shared/lib/reminder-rules';
import type { ReminderSettings } from '@shared/schemas/reminders';
import { MessageType, type MessageTypeValue } from '@shared/enums/message';
import { buildMockApi, type MockApi } from '../app';
import { devControls } from '../dev-controls';
import { MOCK_EPOCH } from '../core/faker';
import { envelopeOf, type Envelope } from '../core/test-support';
import { planOfExam } from '../exam/exam-admission';
import { journeySchedule } from '../certification/schedule';
import { wrongAnswerOfQuestion } from '../wrong-book/wrong-book-testing';
import type { Delivery } from './reminder-store';

export const [MINUTE, HOUR, DAY] = [60_000, 3_600_000, 86_400_000];
export const SITE = 'https://site.example';

/** Epoch ms of a China wall time. */
export const china = (text: string) => Date.parse(`${text}+08:00`);

type Method = 'GET' | 'POST' | 'PUT';
type SentDelivery = Omit<Delivery, 'at'> & { at: string };

/**
 * Worlds for the reminders' tests, closed after each test: a mock with its controls whose clock the test
 * sets (it starts 2026-11-29 10:00 China time), learners of their own calling the API, and the stand-ins
 * (WeChat's sheet, the SMS and WeChat outboxes) read through /__mock as a browser test reads them.
 */
export function reminderWorlds() {
  let open: MockApi[] = [];
  afterEach(async () => {
    await Promise.all(open.map((mock) => mock.app.close()));
    open = [];
  });
  return (options: { logLines?: string[] } = {}) => {
    const world = reminderWorld(options.logLines);
    open.push(world.mock);
    return world;
  };
}

/** `logLines`: the mock's log lines are kept there (info and up). */
function reminderWorld(logLines?: string[]) {
  let now = MOCK_EPOCH + 7 * DAY + HOUR;
  const logger = logLines && { level: 'info', stream: { write: (line: string) => void logLines.push(line) } };
  const mock = buildMockApi({ now: () => now, liveSimulation: false, siteOrigin: SITE, ...(logger ? { logger } : {}) });
  void mock.app.register(devControls, { prefix: '/__mock', mock });
  const { app, store } = mock;
  let learners = 0;

  const call = async (method: Method, url: string, token?: string, payload?: unknown): Promise<Envelope> =>
    envelopeOf(await app.inject({ method, url, payload: payload as object, headers: token ? { token } : {} }), `${method} ${url}`);
  const data = async <T>(method: Method, url: string, token?: string, payload?: unknown): Promise<T> => {
    const body = await call(method, url, token, payload);
    expect(body.code, `${url}: ${body.msg}`).toBe(0);
    return body.data as T;
  };
  const world = {
    mock,
    call,
    data,
    now: () => now,
    /** Moves the clock to `at` (forward only); sessions are issued anew by `signIn`. */
    setNow: (at: number) => {
      expect(at).toBeGreaterThanOrEqual(now);
      now = at;
    },
    signIn: (accountId: number) => store.issueToken(accountId),
    /** A learner of its own: a phone, and a WeChat bound unless `wechat: false`. */
    learner: ({ wechat = true } = {}) => {
      learners += 1;
      const account = store.accounts.add({
        phone: `1371111${String(learners).padStart(4, '0')}`,
        passwordHash: 'x:y',
        nickname: `提醒学员${learners}`,
        gender: 1,
        signature: '',
        realNameVerified: true,
        coinBalance: 0,
        wechatOpenId: wechat ? `reminder-test-${learners}` : null,
        createdAt: '2026-11-01T00:00:00+08:00',
      });
      return { id: account.id, token: store.issueToken(account.id), account };
    },
    settings: (token: string) => data<ReminderSettings>('GET', '/account/reminders', token),
    /** Saves the defaults changed by `channels` (per event), with the quiet hours given (default: the defaults). */
    save: (
      token: string,
      channels: Partial<Record<ReminderEvent, Partial<ReminderChannels[ReminderEvent]>>>,
      quietHours?: QuietHours | null,
    ) =>
      call('PUT', '/account/reminders', token, {
        channels: Object.fromEntries(
          Object.entries(DEFAULT_REMINDER_CHANNELS).map(([event, switches]) => [
            event,
            { ...switches, ...channels[event as ReminderEvent] },
          ]),
        ),
        quietHours: quietHours === undefined ? { start: '22:00', end: '08:00' } : quietHours,
      }),
    /** WeChat's sheet (its stand-in) allows the events: the ticket it hands back. */
    sheetTicket: async (events: ReminderEvent[]) =>
      (await data<{ ticket: string }>('POST', '/__mock/reminders/wechat-subscribe', undefined, { events: events.join(',') })).ticket,
    subscribe: (token: string, ticket: string) => call('POST', '/account/reminders/wechat-subscriptions', token, { ticket }),
    /** What the SMS and WeChat stand-ins sent the learner (settled first, as the control does). */
    deliveries: (accountId: number) => data<SentDelivery[]>('GET', `/__mock/reminders/deliveries?accountId=${accountId}`),
    /** The learner's messages of one type, newest first (reading them settles what is due). */
    messagesOf: async (token: string, type: MessageTypeValue) =>
      (
        await data<{ list: { type: number; title: string; content: string; link: string | null; unsubscribe: string | null }[] }>(
          'GET',
          `/sys/message/list?messageTypes=${type}&page=1&size=50`,
          token,
        )
      ).list,
    /**
     * An official exam whose plan's round shown now issues its tickets more than two days ahead: the learner
     * becomes its candidate (approved, fee paid), nothing of the journey has happened yet.
     */
    candidate: async (accountId: number, skip = 0) => {
      const ahead = (planId: number) => {
        const fees = store.applicationFees;
        return journeySchedule(fees.roundDates(planId, fees.roundAt(planId, now))!).ticketAt > now + 2 * DAY;
      };
      const exam = store.content.exams.filter((candidate) => {
        const plan = candidate.mode === ExamMode.EXAM ? planOfExam(store, candidate) : undefined;
        return plan !== undefined && ahead(plan.id);
      })[skip]!;
      await data('POST', `/__mock/exam/${exam.id}/admit`, undefined, { accountId });
      return planOfExam(store, exam)!.id;
    },
    issueTicket: (planId: number, accountId: number) => data('POST', `/__mock/certification/${planId}/tickets`, undefined, { accountId }),
    /** Scores released and the certificate issued now: the journey is over. */
    certify: async (planId: number, accountId: number) => {
      await data('POST', `/__mock/certification/${planId}/scores`, undefined, { accountId, theory: 80, practical: 80 });
      await data('POST', `/__mock/certification/${planId}/certificates`, undefined, { accountId });
    },
    /** Three practice questions answered wrong now: they fall due for review tomorrow. */
    mistakes: async (token: string) => {
      const exam = store.content.exams.find((candidate) => candidate.mode === ExamMode.MOCK)!;
      const session = await data<{ id: number; questions: { id: number }[] }>('POST', `/exam/${exam.id}/practice`, token, {
        mode: 'sequential',
      });
      for (const question of session.questions.slice(0, 3))
        await data('POST', `/practice/sessions/${session.id}/answer`, token, {
          questionId: question.id,
          answer: wrongAnswerOfQuestion(question.id),
        });
    },
  };
  return world;
}

export type ReminderWorld = ReturnType<typeof reminderWorld>;
export const { REVIEW_REMINDER, TODAY_PLAN, TICKET_ISSUED } = MessageType;
