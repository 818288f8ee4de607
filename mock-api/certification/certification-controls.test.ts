import { describe, expect, it } from 'vitest';
import { shanghaiIso } from '../core/faker';
import { candidate, journeyWorlds } from './certification-testing';
import { approvedLearner } from '../enrollment/fee-testing';

/**
 * The certification journey's developer controls (`/__mock/certification/{planId}/tickets|scores|certificates`)
 * and the schedule that otherwise moves on by itself; the certificate only when both parts pass.
 */
const world = journeyWorlds();
const DAY = 86_400_000;

describe('/__mock/certification', () => {
  it('tickets: issued now for a candidate (the schedule’s date otherwise); refused, saying why, for anyone else', async () => {
    const w = world();
    const plan = w.openPlan({ verified: true });
    const learner = await candidate(w, plan);
    const unpaid = await approvedLearner(w, plan, true);
    const issue = (body: object) => w.call('POST', `/__mock/certification/${plan.id}/tickets`, undefined, body);
    expect((await w.ticket(plan.id, learner.token)).code).toBe(1312);
    const issued = await issue({ accountId: learner.id });
    expect(issued).toMatchObject({
      code: 0,
      data: { planId: plan.id, issuedAt: shanghaiIso(w.now()), ticketNo: expect.stringMatching(/^\d{15}$/) },
    });
    const ticket = await w.ticket(plan.id, learner.token);
    expect(ticket).toMatchObject({ code: 0, data: { ticketNo: (issued.data as { ticketNo: string }).ticketNo } });
    expect((await w.journey(plan.id, learner.token)).ticket).toEqual({ issueAt: shanghaiIso(w.now()), issued: true });
    // Again: the same ticket, nothing moves.
    expect((await issue({ accountId: learner.id })).data).toEqual(issued.data);
    expect(await issue({ accountId: unpaid.id })).toMatchObject({ code: 400, msg: expect.stringContaining('报名费尚未缴纳') });
    expect(await issue({ accountId: w.learner(true).id })).toMatchObject({ code: 404 });
    expect(await issue({ phone: '13000000000' })).toMatchObject({ code: 404 });
  });

  it('scores: released now; hidden before; the certificate only when both parts pass, then at once by the control or 7 days on', async () => {
    const w = world();
    const plan = w.openPlan({ verified: true });
    const learner = await candidate(w, plan);
    const scores = (body: object) =>
      w.call('POST', `/__mock/certification/${plan.id}/scores`, undefined, { accountId: learner.id, ...body });
    const certify = () => w.call('POST', `/__mock/certification/${plan.id}/certificates`, undefined, { accountId: learner.id });
    expect((await w.journey(plan.id, learner.token)).result).toBeNull();
    expect(await certify()).toMatchObject({ code: 400, msg: expect.stringContaining('成绩尚未发布') });
    for (const body of [{ theory: 101 }, { practical: -1 }, { practical: null }, { theory: '80' }])
      expect((await scores(body)).code, JSON.stringify(body)).toBe(400);

    // Never sat the theory paper: 缺考 by default; the practical failed as set.
    const failed = await scores({ practical: 52 });
    expect(failed).toMatchObject({ code: 0, data: { theory: null, practical: 52, passed: false, releasedAt: shanghaiIso(w.now()) } });
    let journey = await w.journey(plan.id, learner.token);
    expect(journey.result!.parts.map((part) => [part.part, part.score, part.passed])).toEqual([
      ['theory', null, false],
      ['practical', 52, false],
    ]);
    expect(w.stepOf(journey, 'score')).toMatchObject({ state: 'failed', action: { label: '报名补考' } });
    expect(journey.result!.retake).toMatchObject({ planId: expect.any(Number), enrolEnd: expect.any(String) });
    expect(w.stepOf(journey, 'certificate').state).toBe('skipped');
    expect(await certify()).toMatchObject({ code: 400, msg: expect.stringContaining('均合格') });
    await w.goTo(w.now() + 8 * DAY);
    const token = w.signIn(learner.id);
    expect((await w.journey(plan.id, token)).certificate).toBeNull();
    expect(await w.data('GET', '/certification/certificates', token)).toEqual([]);

    // Corrected (theory 78, practical 80): passed; the certificate follows 7 days after the release, or at once by the control.
    expect(await scores({ theory: 78, practical: 80 })).toMatchObject({ code: 0, data: { theory: 78, practical: 80, passed: true } });
    journey = await w.journey(plan.id, token);
    expect(w.stepOf(journey, 'certificate').state).toBe('done');
    const certificate = journey.certificate!;
    expect(certificate).toMatchObject({ theoryScore: 78, practicalScore: 80 });
    expect((await certify()).data).toMatchObject({ no: certificate.no });
    expect(await scores({ practical: 90 })).toMatchObject({ code: 409 });
  });

  it('scores released before the practical session’s scheduled end: no step is 已完成 with a date still to come', async () => {
    const w = world();
    const plan = w.openPlan({ verified: true });
    const learner = await candidate(w, plan);
    const s = w.scheduleOf(plan.id, learner.round);
    expect(w.now()).toBeLessThan(s.practical.end);
    await w.call('POST', `/__mock/certification/${plan.id}/tickets`, undefined, { accountId: learner.id });
    await w.call('POST', `/__mock/certification/${plan.id}/scores`, undefined, { accountId: learner.id, theory: 88, practical: 90 });
    await w.call('POST', `/__mock/certification/${plan.id}/certificates`, undefined, { accountId: learner.id });
    const journey = await w.journey(plan.id, learner.token);
    expect(w.stepOf(journey, 'exam').state).toBe('done');
    for (const step of journey.steps.filter((candidate) => candidate.state === 'done'))
      expect(Date.parse(step.at!), `${step.key} at ${step.at}`).toBeLessThanOrEqual(w.now());
  });

  it('certificates: issued at once when both passed, and verifiable by number', async () => {
    const w = world();
    const plan = w.openPlan({ verified: true });
    const learner = await candidate(w, plan);
    await w.call('POST', `/__mock/certification/${plan.id}/scores`, undefined, { accountId: learner.id, theory: 88, practical: 90 });
    const made = await w.call('POST', `/__mock/certification/${plan.id}/certificates`, undefined, { accountId: learner.id });
    expect(made).toMatchObject({ code: 0, data: { issuedAt: shanghaiIso(w.now()), planId: plan.id } });
    const no = (made.data as { no: string }).no;
    const mine = await w.data<{ no: string; verificationCode: string }[]>('GET', '/certification/certificates', learner.token);
    expect(mine.map((record) => record.no)).toEqual([no]);
    expect(await w.data('GET', `/certificate/verify/${no}?code=${mine[0]!.verificationCode}`)).toMatchObject({
      no,
      skillLevel: plan.skillLevel,
      professionName: plan.professionName,
    });
  });

  it('the exam window control moves the theory session of the round shown, on the journey and the ticket', async () => {
    const w = world();
    const plan = w.openPlan({ verified: true });
    const learner = await candidate(w, plan);
    const examId = (await w.journey(plan.id, learner.token)).examId!;
    const moved = await w.data<{ openAt: string; closeAt: string }>('POST', `/__mock/exam/${examId}/window`, undefined, {
      opensInMinutes: 60,
      minutes: 90,
    });
    await w.call('POST', `/__mock/certification/${plan.id}/tickets`, undefined, { accountId: learner.id });
    const ticket = await w.ticket(plan.id, learner.token);
    expect((ticket.data as { sessions: { start: string; end: string }[] }).sessions[0]).toMatchObject({
      start: moved.openAt,
      end: moved.closeAt,
    });
    const journey = await w.journey(plan.id, learner.token);
    expect(journey.calendar.find((event) => event.uid.includes('-theory@'))).toMatchObject({ start: moved.openAt, end: moved.closeAt });
  });
});
