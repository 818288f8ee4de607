import { describe, expect, it } from 'vitest';
import { CODE_TICKET_NOT_ADMITTED, CODE_TICKET_NOT_ISSUED } from '@shared/api/certification';
import { RefundReason } from '@shared/lib/order-rules';
import type { Journey } from '@shared/schemas/certification';
import { shanghaiIso } from '../core/faker';
import { candidate, journeyWorlds } from './certification-testing';
import { approvedLearner, feeOrder } from '../enrollment/fee-testing';

/**
 * Issue 25 §3, as an attacker would try it: another learner's plan id, a ticket before its day, unpaid,
 * lapsed, withdrawn or refunded, and a rejected application (補交 still possible) — each a clear refusal.
 */
const world = journeyWorlds();
const MINUTE = 60_000;
const states = (journey: Journey) => journey.steps.map((step) => step.state);

describe('nobody reads another learner’s journey', () => {
  it('a plan the caller never applied to is the same 404 as an unknown plan, however they ask; signed out is 401', async () => {
    const w = world();
    const plan = w.openPlan({ verified: true });
    const owner = await candidate(w, plan);
    const stranger = w.learner(true);
    const answers = [];
    for (const url of [`/certification/journeys/${plan.id}`, `/certification/journeys/${plan.id}/ticket`, '/certification/journeys/999999'])
      answers.push(await w.call('GET', url, stranger.token));
    expect(answers.map((answer) => answer.code)).toEqual([404, 404, 404]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await w.data('GET', '/certification/journeys', stranger.token)).toEqual([]);
    expect((await w.call('GET', `/certification/journeys/${plan.id}`)).code).toBe(401);
    expect((await w.call('GET', '/certification/certificates')).code).toBe(401);
    // The owner's own is there.
    expect((await w.call('GET', `/certification/journeys/${plan.id}`, owner.token)).code).toBe(0);
  });
});

describe('the admission ticket is for admitted candidates, from its day', () => {
  it('under review, unpaid, then before its day: 1313 saying why, then 1312 saying when', async () => {
    const w = world();
    const plan = w.openPlan({ verified: true });
    const learner = w.learner(true);
    await w.apply(plan, learner.token);
    expect(await w.ticket(plan.id, learner.token)).toMatchObject({
      code: CODE_TICKET_NOT_ADMITTED,
      msg: expect.stringContaining('审核中'),
    });
    await w.decide(plan.id, learner.id, 'approved');
    expect(await w.ticket(plan.id, learner.token)).toMatchObject({
      code: CODE_TICKET_NOT_ADMITTED,
      msg: expect.stringContaining('报名费尚未缴纳'),
    });
    const order = await feeOrder(w, plan.id, learner.token);
    expect((await w.pay(order.id, learner.token)).code).toBe(0);
    const s = w.scheduleOf(plan.id, w.roundOf(plan.id));
    await w.goTo(s.ticketAt - MINUTE);
    const early = await w.ticket(plan.id, w.signIn(learner.id));
    expect(early).toMatchObject({ code: CODE_TICKET_NOT_ISSUED, msg: expect.stringContaining(shanghaiIso(s.ticketAt).slice(11, 16)) });
    await w.goTo(s.ticketAt);
    expect((await w.ticket(plan.id, w.signIn(learner.id))).code).toBe(0);
  });

  it('a fee not paid by 缴费截止: the journey ends there (lapsed), and no ticket ever, even on its day', async () => {
    const w = world();
    const plan = w.openPlan({ verified: true });
    const learner = await approvedLearner(w, plan, true);
    const s = w.scheduleOf(plan.id, w.roundOf(plan.id));
    await w.goTo(s.payEnd + MINUTE);
    let token = w.signIn(learner.id);
    const journey = await w.journey(plan.id, token);
    expect(states(journey)).toEqual(['done', 'done', 'failed', 'skipped', 'skipped', 'skipped', 'skipped']);
    expect(w.stepOf(journey, 'fee').summary).toContain('已失效');
    expect(journey.calendar.map((event) => event.uid)).toEqual([expect.stringContaining('-fee@')]);
    expect((await w.cards(token))[0]).toMatchObject({ step: 'fee', stepState: 'failed', deadline: null });
    await w.goTo(s.ticketAt + MINUTE);
    token = w.signIn(learner.id);
    expect(await w.ticket(plan.id, token)).toMatchObject({ code: CODE_TICKET_NOT_ADMITTED, msg: expect.stringContaining('已失效') });
    await w.goTo(s.scoreAt + 8 * 86_400_000);
    expect((await w.journey(plan.id, w.signIn(learner.id))).result).toBeNull();
  });

  it('withdrawn while under review: the journey stays, ended, and says so; no ticket', async () => {
    const w = world();
    const plan = w.openPlan({ verified: true });
    const learner = w.learner(true);
    await w.apply(plan, learner.token);
    expect((await w.call('POST', `/enrollment/${plan.id}/withdraw`, learner.token)).code).toBe(0);
    const journey = await w.journey(plan.id, learner.token);
    expect(states(journey)).toEqual(['done', 'failed', 'skipped', 'skipped', 'skipped', 'skipped', 'skipped']);
    expect(w.stepOf(journey, 'review').summary).toContain('撤回');
    expect(journey.calendar).toEqual([]);
    expect(await w.ticket(plan.id, learner.token)).toMatchObject({ code: CODE_TICKET_NOT_ADMITTED, msg: expect.stringContaining('撤回') });
    // The plan itself is free to apply to again.
    expect((await w.detail(plan.id, learner.token)).my).toMatchObject({ status: 0 });
  });

  it('its fee refunded: the application is withdrawn, the journey ends at the fee, no ticket', async () => {
    const w = world();
    const plan = w.openPlan({ verified: true });
    const learner = await approvedLearner(w, plan, true);
    const order = await feeOrder(w, plan.id, learner.token);
    expect((await w.pay(order.id, learner.token)).code).toBe(0);
    expect((await w.call('POST', `/order/${order.id}/refund`, learner.token, { reason: RefundReason.DUPLICATE })).code).toBe(0);
    expect(await w.ticket(plan.id, learner.token)).toMatchObject({ code: CODE_TICKET_NOT_ADMITTED, msg: expect.stringContaining('退款') });
    for (let step = 0; step < 3; step += 1) await w.data('POST', `/__mock/pay/${order.id}/refund`);
    const journey = await w.journey(plan.id, learner.token);
    expect(states(journey)).toEqual(['done', 'done', 'failed', 'skipped', 'skipped', 'skipped', 'skipped']);
    expect(w.stepOf(journey, 'fee').summary).toMatch(/报名费已于 .* 退款，报名已撤回/);
    expect(await w.ticket(plan.id, learner.token)).toMatchObject({
      code: CODE_TICKET_NOT_ADMITTED,
      msg: expect.stringContaining('已退款'),
    });
  });

  it('rejected within the window: review failed, 补交材料 by the deadline is the next action; past it the journey ends', async () => {
    const w = world();
    const plan = w.openPlan({ verified: true });
    const learner = w.learner(true);
    await w.apply(plan, learner.token);
    await w.decide(plan.id, learner.id, 'rejected');
    const s = w.scheduleOf(plan.id, w.roundOf(plan.id));
    let journey = await w.journey(plan.id, learner.token);
    expect(w.stepOf(journey, 'review')).toMatchObject({
      state: 'failed',
      deadline: shanghaiIso(s.enrolEnd),
      action: { label: '补交材料', href: `/enrollment/${plan.id}/apply` },
    });
    expect(states(journey).slice(2)).toEqual(['upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect((await w.cards(learner.token))[0]).toMatchObject({ step: 'review', stepState: 'failed', deadline: shanghaiIso(s.enrolEnd) });
    expect(await w.ticket(plan.id, learner.token)).toMatchObject({
      code: CODE_TICKET_NOT_ADMITTED,
      msg: expect.stringContaining('补交材料'),
    });
    await w.goTo(s.enrolEnd + MINUTE);
    journey = await w.journey(plan.id, w.signIn(learner.id));
    expect(w.stepOf(journey, 'review')).toMatchObject({ state: 'failed', action: null });
    expect(states(journey).slice(2)).toEqual(['skipped', 'skipped', 'skipped', 'skipped', 'skipped']);
  });

  it('a subsidised plan: no fee step, the ticket comes without paying', async () => {
    const w = world();
    const plan = w.openPlan({ free: true, verified: true });
    const learner = await approvedLearner(w, plan, true);
    const s = w.scheduleOf(plan.id, w.roundOf(plan.id));
    expect(w.stepOf(await w.journey(plan.id, learner.token), 'fee')).toMatchObject({ state: 'skipped', summary: '补贴性培训，无需缴费' });
    await w.goTo(s.ticketAt);
    expect((await w.ticket(plan.id, w.signIn(learner.id))).code).toBe(0);
    expect((await w.journey(plan.id, w.signIn(learner.id))).calendar.some((event) => event.uid.includes('-fee@'))).toBe(false);
  });
});
