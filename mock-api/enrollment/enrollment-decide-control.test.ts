import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnrollmentPlanDetail } from '@shared/schemas/enrollment';
import { buildMockApi, type MockApi } from '../app';
import { devControls } from '../dev-controls';
import { validApplicationForm } from './application-testing';
import { MATERIAL_REJECTION_REASONS, rejectionSummary } from './material-review';
import { CHINESE, envelopeOf, type Envelope } from '../core/test-support';

/** 焊工老李 (13900139000), not real-name verified: applies to plans that do not require it, under the name he gives. */
const LEARNER = 2;

describe('POST /__mock/enrollment/decide', () => {
  let mock: MockApi;
  let token: string;
  beforeAll(async () => {
    mock = buildMockApi();
    await mock.app.register(devControls, { prefix: '/__mock', mock });
    token = mock.store.issueToken(LEARNER);
  });
  afterAll(async () => {
    await mock.app.close();
  });

  const decide = async (payload: Record<string, unknown>) => {
    const response = await mock.app.inject({ method: 'POST', url: '/__mock/enrollment/decide', payload });
    expect(response.statusCode).toBe(200);
    return response.json() as Envelope;
  };
  const openPlan = (skip: number) =>
    mock.store.content.enrollmentPlans.filter((plan) => plan.status === 'open' && !plan.requiresRealName)[skip]!;
  const appliedTo = async (skip: number) => {
    const plan = openPlan(skip);
    const form = await validApplicationForm(mock.app, token, plan, mock.store.now(), { name: '李建国' });
    const url = `/enrollment/${plan.id}/apply`;
    expect(envelopeOf(await mock.app.inject({ method: 'POST', url, payload: form, headers: { token } }), url).code).toBe(0);
    return plan;
  };
  const mine = async (planId: number) =>
    (envelopeOf(await mock.app.inject({ url: `/enrollment/${planId}`, headers: { token } }), 'detail').data as EnrollmentPlanDetail).my!;

  it('approved: at once, by phone, every material accepted', async () => {
    const plan = await appliedTo(0);
    const approved = await decide({ planId: plan.id, phone: '13900139000', outcome: 'approved' });
    expect(approved).toMatchObject({ code: 0, data: { planId: plan.id, accountId: LEARNER, status: 2, reason: null } });
    const my = await mine(plan.id);
    expect(my.status).toBe(2);
    expect(my.details!.items.every((item) => item.review === 'accepted')).toBe(true);
  });

  it('rejected with a reason and a kind: that material sent back with the reason, the others accepted', async () => {
    const plan = await appliedTo(1);
    const rejected = await decide({
      planId: String(plan.id),
      accountId: LEARNER,
      outcome: 'rejected',
      reason: '照片不清晰',
      kind: 'photo',
    });
    expect(rejected).toMatchObject({ code: 0, data: { status: 3, reason: '照片不清晰' } });
    const my = await mine(plan.id);
    expect(my).toMatchObject({ status: 3, reason: '照片不清晰' });
    for (const item of my.details!.items)
      expect(item).toMatchObject(
        item.kind === 'photo' ? { review: 'rejected', reason: '照片不清晰' } : { review: 'accepted', reason: null },
      );
  });

  it('rejected without either: the first material, with its kind’s usual reason', async () => {
    const plan = await appliedTo(2);
    const rejected = await decide({ planId: plan.id, accountId: LEARNER, outcome: 'rejected' });
    expect(rejected.data).toMatchObject({ status: 3, reason: rejectionSummary(['id-card']) });
    expect((await mine(plan.id)).details!.items[0]).toMatchObject({
      kind: 'id-card',
      review: 'rejected',
      reason: MATERIAL_REJECTION_REASONS['id-card'],
    });
  });

  it.each([
    [{ phone: '13900139000', outcome: 'approved' }, 400],
    [{ planId: 1, phone: '13000000000', outcome: 'approved' }, 404],
    [{ planId: 1, outcome: 'approved' }, 404],
    [{ planId: 1, accountId: 1, outcome: 'maybe' }, 400],
    [{ planId: 59, accountId: 1, outcome: 'approved' }, 404],
    [{ planId: 1, accountId: LEARNER, outcome: 'rejected', kind: 'passport' }, 400],
  ])('%j is refused with a Chinese msg', async (payload, code) => {
    const body = await decide(payload);
    expect(body.code).toBe(code);
    expect(body.msg).toMatch(CHINESE);
  });

  it('a kind the application did not send is a 404', async () => {
    const plan = await appliedTo(3);
    // The plan lists schooling, but these facts (no schooling that counts) did not need it, and none was sent.
    const body = await decide({ planId: plan.id, accountId: LEARNER, outcome: 'rejected', kind: 'schooling' });
    expect(body.code).toBe(404);
    expect((await mine(plan.id)).status).toBe(1);
  });
});
