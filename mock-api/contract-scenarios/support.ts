import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AnyEndpoint } from '@shared/api/define-endpoint';
import { startExamAttempt } from '@shared/api/exam';
import { login, sendSmsCode } from '@shared/api/user';
import { creditCodeCheckChar } from '@shared/lib/invoice-rules';
import type { MockApi } from '../app';

/** One call of an endpoint, as a browser would send it to the API (path relative to the API root). */
export interface Call {
  url: string;
  payload?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

/** Prepares whatever state the call needs (a session, an SMS code, a scanned QR ticket) and returns it. */
export type Scenario = (mock: MockApi) => Promise<Call>;

export const DEMO_PHONE = '13800138000';
export const DEMO_PASSWORD = 'Demo@1234';

/** A unified social credit code with a valid check character. */
export const CONTRACT_CREDIT_CODE = '91330106MA2H3K7L1' + creditCodeCheckChar('91330106MA2H3K7L1');

/** One call over HTTP (Fastify's inject); it must be answered HTTP 200, and its envelope is returned. */
export async function call(app: FastifyInstance, endpoint: AnyEndpoint, { url, payload, token, headers }: Call) {
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
export async function demoToken(app: FastifyInstance): Promise<string> {
  const body = await call(app, login, { url: login.path, payload: { account: DEMO_PHONE, security: DEMO_PASSWORD, loginType: 1 } });
  expect(body.code).toBe(0);
  return (body.data as { token: string }).token;
}

/** Sends an SMS code for `scene` through the API and reads it from the store, as a phone would. */
export async function smsCode({ app, store }: MockApi, phone: string, scene: number): Promise<string> {
  const sent = await call(app, sendSmsCode, { url: sendSmsCode.path, payload: { account: phone, type: scene } });
  expect(sent.code).toBe(0);
  return store.sms.get(phone)!.code;
}

/** Starts an attempt at the first exam of `mode` (1 正式 → its mock run, 2 模拟, 3 练习) as the demo learner. */
export async function examAttempt(
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

export const firstPinOf = (store: MockApi['store'], authorId: number) =>
  [...store.community.pins.values()].find((pin) => pin.authorId === authorId)!;
