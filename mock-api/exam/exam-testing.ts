/** Test helpers for the exam engine (imported only by *.test.ts). */
import { afterEach } from 'vitest';
import type { Answer } from '@shared/schemas/exam-attempt';
import type { ExamCard } from '@shared/schemas/exam';
import { buildMockApi, type MockApi } from '../app';
import { devControls } from '../dev-controls';
import { envelopeOf, type Envelope } from '../core/test-support';
import { PayMethod, ProductType } from '@shared/enums/order';
import { productCatalogue } from '../orders/products';
import { planOfExam } from './exam-admission';
import { questionsOf } from './exam-attempts';
import { rightAnswerOf } from './grading';
import type { StudyLimits } from '../wrong-book/study-records';

const MINUTE = 60_000;

/** The demo learner (13800138000, real-name verified) and 焊工老李 (13900139000, not verified). */
const [LEARNER, OTHER] = [1, 2];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Reply = Envelope & { data: any };

/**
 * A mock on a clock the test moves, two signed-in learners, and JSON calls as either of them
 * (`as: null` for signed out). Mocks are closed after each test.
 */
export function examHarness() {
  let open: MockApi[] = [];
  afterEach(async () => {
    await Promise.all(open.map((mock) => mock.app.close()));
    open = [];
  });
  return (options: { start?: number; maxExamAttempts?: number; controls?: boolean; study?: StudyLimits } = {}) => {
    // Sessions last 7 days on this clock too: tests about far-off dates start the clock there.
    let now = options.start ?? Date.parse('2026-11-22T09:00:00+08:00');
    const mock = buildMockApi({ now: () => now, liveSimulation: false, maxExamAttempts: options.maxExamAttempts, study: options.study });
    open.push(mock);
    // Loaded with the app on its first request (Fastify queues plugins until ready).
    if (options.controls) void mock.app.register(devControls, { prefix: '/__mock', mock });
    const learner = mock.store.issueToken(LEARNER);
    const other = mock.store.issueToken(OTHER);
    const call = async (
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      payload?: unknown,
      as: string | null = learner,
    ): Promise<Reply> =>
      envelopeOf(
        await mock.app.inject({ method, url, payload: payload as Record<string, unknown> | undefined, headers: as ? { token: as } : {} }),
        `${method} ${url}`,
      ) as Reply;
    const examWhere = (test: (exam: ExamCard) => boolean) => mock.store.content.exams.find(test)!;
    return {
      mock,
      learner,
      other,
      advance: (ms: number) => (now += ms),
      now: () => now,
      get: (url: string, as?: string | null) => call('GET', url, undefined, as),
      post: (url: string, payload?: unknown, as?: string | null) => call('POST', url, payload ?? {}, as),
      put: (url: string, payload: unknown, as?: string | null) => call('PUT', url, payload, as),
      del: (url: string, as?: string | null) => call('DELETE', url, undefined, as),
      examWhere,
      /** Starts an attempt and returns its data (fails the test on a refusal); an official one confirmed, as the notice's 确认开始 does. */
      start: async (examId: number, kind: 'mock' | 'official' = 'mock', as: string | null = learner) => {
        const reply = await call('POST', `/exam/${examId}/attempts`, kind === 'official' ? { kind, confirm: true } : { kind }, as);
        if (reply.code !== 0) throw new Error(`start refused: ${JSON.stringify(reply)}`);
        return reply.data;
      },
      /**
       * Makes the learner a candidate of an official exam, as the enrolment desk would: an approved
       * application to the exam's plan and its fee paid (by WeChat) when it has one; the window opens now for 2 hours.
       */
      admit: (examId: number, accountId = LEARNER, { pay = true, approve = true, openWindow = true } = {}) => {
        const { store } = mock;
        const exam = examWhere((candidate) => candidate.id === examId);
        const plan = planOfExam(store, exam);
        if (openWindow) mock.exams.setWindow(examId, now, now + 120 * MINUTE);
        if (!plan) return undefined;
        store.applications.apply(accountId, plan.id);
        if (approve) store.applications.decide(accountId, plan.id, 'approved');
        if (pay && plan.fee > 0) {
          const order = store.orders.create(
            store.accounts.byId(accountId)!,
            productCatalogue(store).resolve(ProductType.ENROLLMENT, plan.id),
            `exam-test-${plan.id}-${accountId}`,
          );
          store.orders.markPaid(order, PayMethod.WECHAT);
        }
        return plan;
      },
      /** Sets an official exam's window relative to the test's clock (what `/__mock/exam/{id}/window` does), whatever the seeded layout. */
      setWindow: (examId: number, opensInMinutes: number, minutes: number) =>
        mock.exams.setWindow(examId, now + opensInMinutes * MINUTE, now + (opensInMinutes + minutes) * MINUTE),
      /** The right answers of an attempt in its own option keys, by question id. */
      keyOf: (attemptId: number): Map<number, Answer> => {
        const attempt = mock.exams.get(attemptId)!;
        return new Map(questionsOf(attempt).map((question, index) => [question.id, rightAnswerOf(question, attempt.orderAt(index))]));
      },
    };
  };
}

/** A wrong answer of the same shape as the right one. */
export function wrongAnswer(right: Answer): Answer {
  if (typeof right === 'boolean') return !right;
  if (Array.isArray(right))
    return right.length && /^[A-Z]$/.test(right[0]!) ? (right.includes('A') ? ['B'] : ['A']) : right.map(() => '不知道');
  if (typeof right === 'string' && /^[A-Z]$/.test(right)) return right === 'A' ? 'B' : 'A';
  return right;
}
