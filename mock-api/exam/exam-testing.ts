/** Test helpers for the exam engine (imported only by *.test.ts). */
import { afterEach } from 'vitest';
import type { Answer } from '@shared/schemas/exam-attempt';
import type { ExamCard } from '@shared/schemas/exam';
import { buildMockApi, type MockApi } from '../app';
import { devControls } from '../dev-controls';
import { envelopeOf, type Envelope } from '../test-support';
import { questionsOf } from './exam-attempts';
import { rightAnswerOf } from './grading';

/** The demo learner (13800138000) and 焊工老李 (13900139000). */
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
  return (options: { start?: number; maxExamAttempts?: number; controls?: boolean } = {}) => {
    // Sessions last 7 days on this clock too: tests about far-off dates start the clock there.
    let now = options.start ?? Date.parse('2026-11-22T09:00:00+08:00');
    const mock = buildMockApi({ now: () => now, liveSimulation: false, maxExamAttempts: options.maxExamAttempts });
    open.push(mock);
    // Loaded with the app on its first request (Fastify queues plugins until ready).
    if (options.controls) void mock.app.register(devControls, { prefix: '/__mock', mock });
    const learner = mock.store.issueToken(LEARNER);
    const other = mock.store.issueToken(OTHER);
    const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, as: string | null = learner): Promise<Reply> =>
      envelopeOf(await mock.app.inject({ method, url, payload: payload as Record<string, unknown> | undefined, headers: as ? { token: as } : {} }), `${method} ${url}`) as Reply;
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
      examWhere,
      /** Starts an attempt and returns its data (fails the test on a refusal). */
      start: async (examId: number, kind: 'mock' | 'official' = 'mock', as: string | null = learner) => {
        const reply = await call('POST', `/exam/${examId}/attempts`, { kind }, as);
        if (reply.code !== 0) throw new Error(`start refused: ${JSON.stringify(reply)}`);
        return reply.data;
      },
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
  if (Array.isArray(right)) return right.length && /^[A-Z]$/.test(right[0]!) ? (right.includes('A') ? ['B'] : ['A']) : right.map(() => '不知道');
  if (typeof right === 'string' && /^[A-Z]$/.test(right)) return right === 'A' ? 'B' : 'A';
  return right;
}
