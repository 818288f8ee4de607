import { afterEach, expect } from 'vitest';
import { PayMethod, ProductType } from '@shared/enums/order';
import { enrollmentPlanDetailSchema, type EnrollmentPlanDetail } from '@shared/schemas/enrollment';
import type { OrderDetail } from '@shared/schemas/order';
import { buildMockApi, type MockApi } from '../app';
import { devControls } from '../dev-controls';
import { MOCK_EPOCH } from '../core/faker';
import type { EnrollmentPlan } from './enrollment-plans';
import { envelopeOf, type Envelope } from '../core/test-support';
import { validApplicationForm } from './application-testing';

/** Helpers for the enrolment fee's tests (enrollment-fee.test.ts): a world whose clock moves, its learners, their orders. */

export const DAY = 86_400_000;
export const MINUTE = 60_000;
/** 3 days after the window closes (enrollment/enrollment-plans.ts PAYMENT_PERIOD_MS), said again here on purpose. */
export const PAY_DAYS = 3;
/** What every learner starts with: enough coins for any plan's fee. */
export const COINS = 20_000;

/**
 * Worlds for the tests of one file, closed after each test: a mock whose clock the test moves, with
 * its developer controls, seen as its callers see it — learners with their own tokens calling the
 * API, the reviewer and the pay desk as the controls.
 */
export function feeWorlds() {
  let open: MockApi[] = [];
  afterEach(async () => {
    await Promise.all(open.map((mock) => mock.app.close()));
    open = [];
  });
  return () => feeWorld(open);
}

function feeWorld(open: MockApi[]) {
  let now = MOCK_EPOCH + 7 * DAY + 17 * MINUTE;
  const mock = buildMockApi({ now: () => now, liveSimulation: false });
  open.push(mock);
  void mock.app.register(devControls, { prefix: '/__mock', mock });
  const { app, store } = mock;
  let learners = 0;

  const call = async (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown): Promise<Envelope> =>
    envelopeOf(await app.inject({ method, url, payload: payload as object, headers: token ? { token } : {} }), `${method} ${url}`);
  const data = async <T>(method: 'GET' | 'POST', url: string, token?: string, payload?: unknown): Promise<T> => {
    const body = await call(method, url, token, payload);
    expect(body.code, `${url}: ${body.msg}`).toBe(0);
    return body.data as T;
  };
  let keys = 0;
  const key = () => `fee-test-${++keys}`;

  /** Where the plan stands at `at` (its clocked fields read then): for picking plans by their future. */
  const peek = <T>(at: number, read: () => T): T => {
    const saved = now;
    now = at;
    try {
      return read();
    } finally {
      now = saved;
    }
  };
  /** Open now, with a fee unless `free`, for an unverified learner unless `verified`, and room left when its window closes. */
  const openPlan = ({ free = false, verified = false } = {}): EnrollmentPlan =>
    store.content.enrollmentPlans.find(
      (plan) =>
        plan.status === 'open' &&
        (free ? plan.fee === 0 : plan.fee > 0) &&
        (verified || !plan.requiresRealName) &&
        peek(Date.parse(plan.enrolEnd), () => plan.enrolledCount) < plan.quota - 5,
    )!;

  const world = {
    mock,
    now: () => now,
    /** Moves the clock; sessions last 7 days, so learners sign in again (`signIn`) after a long move. */
    setNow: (at: number) => (now = at),
    key,
    call,
    data,
    openPlan,
    /** A new learner with coins to pay with, unverified unless said (a verified one applies under the seeded identity). */
    learner: (verified = false) => {
      const account = store.accounts.add({
        phone: `1370000${String(++learners).padStart(4, '0')}`,
        passwordHash: 'x:y',
        nickname: `缴费学员${learners}`,
        gender: 1,
        signature: '',
        realNameVerified: verified,
        coinBalance: COINS,
        wechatOpenId: null,
        createdAt: '2026-11-01T00:00:00+08:00',
      });
      return { id: account.id, token: store.issueToken(account.id), account };
    },
    signIn: (accountId: number) => store.issueToken(accountId),
    /** The learner's standing as the plan's official exam sees it (`mine.enrolment`: status and whether the fee is paid). */
    examStanding: async (detail: EnrollmentPlanDetail, token: string) => {
      expect(detail.examId, `plan ${detail.id} has an official exam`).not.toBeNull();
      return (await data<{ mine: { enrolment: unknown } }>('GET', `/exam/${detail.examId}`, token)).mine.enrolment;
    },
    /** The plan detail, held to the contract's schema (the fee's every state passes through here). */
    detail: async (planId: number, token?: string) => {
      const detail = await data<EnrollmentPlanDetail>('GET', `/enrollment/${planId}`, token);
      expect(enrollmentPlanDetailSchema.safeParse(detail).error).toBeUndefined();
      return detail;
    },
    apply: async (plan: EnrollmentPlan, token: string) => {
      const form = await validApplicationForm(app, token, plan, now, { name: '李建国' });
      return data<EnrollmentPlanDetail>('POST', `/enrollment/${plan.id}/apply`, token, form);
    },
    decide: (planId: number, accountId: number, outcome: 'approved' | 'rejected') =>
      data('POST', '/__mock/enrollment/decide', undefined, { planId, accountId, outcome }),
    checkout: (planId: number, token: string) =>
      call('GET', `/order/checkout?productType=${ProductType.ENROLLMENT}&productId=${planId}`, token),
    create: (planId: number, token: string, idempotencyKey = key()) =>
      call('POST', '/order', token, { productType: ProductType.ENROLLMENT, productId: planId, idempotencyKey }),
    pay: (orderId: number, token: string, payMethod: number = PayMethod.SKILL_COIN, idempotencyKey = key()) =>
      call('POST', `/order/${orderId}/pay`, token, { payMethod, idempotencyKey }),
  };
  return world;
}
export type FeeWorld = ReturnType<typeof feeWorld>;

/** A learner whose application to the plan is approved (sent with the form, decided by the reviewer). */
export async function approvedLearner(w: FeeWorld, plan: EnrollmentPlan, verified = false) {
  const learner = w.learner(verified);
  await w.apply(plan, learner.token);
  await w.decide(plan.id, learner.id, 'approved');
  return learner;
}

/** The learner's fee order for the plan, created through the API. */
export async function feeOrder(w: FeeWorld, planId: number, token: string): Promise<OrderDetail> {
  const made = await w.create(planId, token);
  expect(made.code, made.msg).toBe(0);
  return made.data as OrderDetail;
}
