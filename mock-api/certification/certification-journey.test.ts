import { describe, expect, it } from 'vitest';
import { admissionTicketSchema, type Journey } from '@shared/schemas/certification';
import { JOURNEY_STEPS } from '@shared/lib/certification-journey';
import { shanghaiIso } from '../core/faker';
import { candidate, journeyWorlds, sitTheory } from './certification-testing';
import { practicalScoreOf } from './journey-facts';
import { feeOrder } from '../enrollment/fee-testing';

/**
 * Issue 25 §3: one journey per application (报名 → 审核 → 缴费 → 准考证 → 考试 → 成绩 → 证书), read from
 * the clock, moving on as `/__mock/clock/advance` moves it; an application belongs to its plan round.
 */
const world = journeyWorlds();
const MINUTE = 60_000;
const states = (journey: Journey) => Object.fromEntries(journey.steps.map((step) => [step.key, step.state]));

describe('the journey of one application, moving with the clock', () => {
  it('apply → review → fee → ticket → exam → score → certificate, each step dated, with what to do next and where', async () => {
    const w = world();
    const plan = w.openPlan({ verified: true });
    const learner = w.learner(true);
    await w.apply(plan, learner.token);
    let journey = await w.journey(plan.id, learner.token);
    expect(journey.steps.map((step) => step.key)).toEqual([...JOURNEY_STEPS]);
    expect(states(journey)).toMatchObject({
      apply: 'done',
      review: 'current',
      fee: 'upcoming',
      ticket: 'upcoming',
      certificate: 'upcoming',
    });

    await w.decide(plan.id, learner.id, 'approved');
    journey = await w.journey(plan.id, learner.token);
    const round = w.roundOf(plan.id);
    const s = w.scheduleOf(plan.id, round);
    expect(w.stepOf(journey, 'review')).toMatchObject({ state: 'done', summary: '审核通过' });
    expect(w.stepOf(journey, 'fee')).toMatchObject({
      state: 'current',
      deadline: shanghaiIso(s.payEnd),
      action: { label: '去缴费', href: `/order/pay/create?productType=4&productId=${plan.id}` },
    });
    expect((await w.cards(learner.token))[0]).toMatchObject({
      planId: plan.id,
      step: 'fee',
      stepState: 'current',
      deadline: shanghaiIso(s.payEnd),
    });

    const order = await feeOrder(w, plan.id, learner.token);
    expect((await w.pay(order.id, learner.token)).code).toBe(0);
    journey = await w.journey(plan.id, learner.token);
    expect(states(journey)).toMatchObject({ fee: 'done', ticket: 'upcoming' });
    expect(journey.ticket).toEqual({ issueAt: shanghaiIso(s.ticketAt), issued: false });
    expect(journey.calendar.map((event) => /-(\w+)@/.exec(event.uid)![1])).toEqual([
      'fee',
      'ticket',
      'theory',
      'practical',
      'score',
      'certificate',
    ]);

    // The ticket: 1312 until its day, saying when; then the candidate's own.
    const early = await w.ticket(plan.id, learner.token);
    expect(early.code).toBe(1312);
    expect(early.msg).toContain(`${Number(shanghaiIso(s.ticketAt).slice(5, 7))}月${Number(shanghaiIso(s.ticketAt).slice(8, 10))}日`);
    await w.goTo(s.ticketAt);
    let token = w.signIn(learner.id);
    const ticket = admissionTicketSchema.parse((await w.ticket(plan.id, token)).data);
    const verified = w.mock.store.realNames.recordOf(learner.account)!;
    const photo = w.mock.store.applications.get(learner.id, plan.id)!.details!.items.find((item) => item.kind === 'photo')!.file;
    expect(ticket).toMatchObject({ planId: plan.id, name: verified.name, photo: { id: photo.id }, skillLevel: plan.skillLevel });
    expect(ticket.ticketNo).toMatch(/^\d{15}$/);
    expect(ticket.idNumberMasked).toMatch(/^\d{3}\*{11}[\dX]{4}$/);
    expect(JSON.stringify(ticket)).not.toContain(verified.idNumber);
    expect(ticket.professionCode).toMatch(/^\d-\d{2}-\d{2}-\d{2}$/);
    expect(ticket.sessions.map((session) => [session.part, session.start, session.room === null])).toEqual([
      ['theory', shanghaiIso(s.theory.start), true],
      ['practical', shanghaiIso(s.practical.start), false],
    ]);
    expect(ticket.sessions[1]).toMatchObject({
      venue: plan.institutionName,
      address: plan.address,
      room: expect.stringMatching(/^实操考场 \d$/),
    });
    expect(ticket.rules.length).toBeGreaterThanOrEqual(6);
    expect(states(await w.journey(plan.id, token))).toMatchObject({ ticket: 'done', exam: 'upcoming' });
    // The same number and seat on every read.
    expect(admissionTicketSchema.parse((await w.ticket(plan.id, token)).data)).toEqual(ticket);

    await w.goTo(s.theory.start + 30 * MINUTE);
    token = w.signIn(learner.id);
    journey = await w.journey(plan.id, token);
    expect(w.stepOf(journey, 'exam')).toMatchObject({
      state: 'current',
      deadline: shanghaiIso(s.theory.end),
      action: { label: '去考试', href: `/exam/${journey.examId}` },
    });
    const sat = await sitTheory(w, journey.examId!, token);

    // Scores stay hidden until their release, however the clock stands after the practical.
    await w.goTo(s.practical.end + MINUTE);
    token = w.signIn(learner.id);
    journey = await w.journey(plan.id, token);
    expect(states(journey)).toMatchObject({ exam: 'done', score: 'upcoming' });
    expect(journey.result).toBeNull();
    await w.goTo(s.scoreAt - 2 * MINUTE);
    expect((await w.journey(plan.id, w.signIn(learner.id))).result).toBeNull();

    await w.goTo(s.scoreAt);
    token = w.signIn(learner.id);
    journey = await w.journey(plan.id, token);
    const practical = practicalScoreOf(learner.id, plan.id, round);
    expect(journey.result).toMatchObject({
      releasedAt: shanghaiIso(s.scoreAt),
      parts: [
        { part: 'theory', score: sat.score, passLine: 60, passed: sat.score >= 60 },
        { part: 'practical', score: practical, passLine: 60, passed: practical >= 60 },
      ],
    });
    expect(sat.score).toBeGreaterThanOrEqual(60);
    // This candidate's mark passes (deterministic per account, plan and round); failing is tested with the control.
    expect(practical).toBeGreaterThanOrEqual(60);
    const certificateAt = s.scoreAt + 7 * 86_400_000;
    expect(w.stepOf(journey, 'certificate')).toMatchObject({ state: 'upcoming', at: shanghaiIso(certificateAt) });
    expect(journey.certificate).toBeNull();
    await w.goTo(certificateAt);
    token = w.signIn(learner.id);
    journey = await w.journey(plan.id, token);
    expect(states(journey)).toMatchObject({
      apply: 'done',
      review: 'done',
      fee: 'done',
      ticket: 'done',
      exam: 'done',
      score: 'done',
      certificate: 'done',
    });
    expect(journey.certificate).toMatchObject({
      holderName: verified.name,
      planId: plan.id,
      theoryScore: sat.score,
      practicalScore: practical,
    });
    expect(journey.certificate!.no).toMatch(/^S\d{17}$/);
    expect(w.stepOf(journey, 'certificate').action).toEqual({ label: '查看证书', href: `/study/certification/${plan.id}#certificate` });
    const mine = await w.data<{ no: string }[]>('GET', '/certification/certificates', token);
    expect(mine.map((certificate) => certificate.no)).toEqual([journey.certificate!.no]);
    expect((await w.cards(token))[0]).toMatchObject({ step: 'certificate', stepState: 'done', certificateNo: journey.certificate!.no });
  });

  it('most candidates pass the practical part, with a mark that stays the same per candidate and round', () => {
    const marks = Array.from({ length: 400 }, (_, index) => practicalScoreOf(100 + index, 7, 3));
    expect(marks.every((mark) => Number.isInteger(mark) && mark >= 0 && mark <= 100)).toBe(true);
    const passing = marks.filter((mark) => mark >= 60).length / marks.length;
    expect(passing).toBeGreaterThan(0.75);
    expect(passing).toBeLessThan(0.95);
    expect(practicalScoreOf(100, 7, 3)).toBe(marks[0]);
    expect(new Set([3, 4, 5, 6].map((round) => practicalScoreOf(101, 7, round))).size).toBeGreaterThan(1);
  });
});

describe('an application belongs to its plan round', () => {
  it('when the plan rolls to its next round it shows 未报名, the old journey stays (and fails unsat, pointing to 补考); applying again keeps both', async () => {
    const w = world();
    const plan = w.openPlan({ verified: true });
    const learner = await candidate(w, plan);
    const old = w.mock.store.applicationFees.roundDates(plan.id, learner.round)!;
    const next = w.mock.store.applicationFees.roundDates(plan.id, learner.round + 1)!;
    await w.goTo(next.enrolStart + MINUTE);
    const token = w.signIn(learner.id);
    const detail = await w.detail(plan.id, token);
    expect(detail.examDate).toBe(shanghaiIso(next.examDate));
    expect(detail.my).toMatchObject({ status: 0, details: null, fee: null, canWithdraw: false });
    const mine = await w.data<{ list: { id: number }[] }>('GET', '/enrollment/list?mine=1&page=1&size=50', token);
    expect(mine.list.map((card) => card.id)).not.toContain(plan.id);
    expect(w.mock.store.applications.placesTaken(plan.id)).toBe(0);
    // The official exam's sitting is this round's now: the old application admits to none.
    expect(await w.examStanding(detail, token)).toMatchObject({ status: 0 });

    const past = await w.journey(plan.id, token);
    expect(past.examDate).toBe(shanghaiIso(old.examDate));
    expect(past.planTitle).not.toBe(detail.title);
    // Never sat: 缺考, failed; the next round open now is the 补考.
    expect(past.result!.parts[0]).toMatchObject({ part: 'theory', score: null, passed: false });
    expect(past.result!.retake).toMatchObject({ planId: plan.id, examDate: shanghaiIso(next.examDate) });
    expect(w.stepOf(past, 'score')).toMatchObject({ state: 'failed', action: { label: '报名补考', href: `/enrollment/${plan.id}` } });
    expect(w.stepOf(past, 'certificate').state).toBe('skipped');

    // Applying to the new round: not "already applied", and the old round's paid fee pays nothing now.
    await w.apply(plan, token);
    await w.decide(plan.id, learner.id, 'approved');
    const again = await w.detail(plan.id, token);
    expect(again.my).toMatchObject({ status: 2, fee: { status: 'due' } });
    expect((await w.checkout(plan.id, token)).data).toMatchObject({ owned: false });
    const cards = (await w.cards(token)).filter((card) => card.planId === plan.id);
    expect(cards.map((card) => card.examDate)).toEqual([shanghaiIso(next.examDate), shanghaiIso(old.examDate)]);
    expect(cards.map((card) => card.step)).toEqual(['fee', 'score']);
    expect((await w.journey(plan.id, token)).examDate).toBe(shanghaiIso(next.examDate));
  });
});

describe('the demo accounts at start', () => {
  it('技能学员小王 (verified) has one finished journey with its certificate; 焊工老李 (unverified) has none', async () => {
    const w = world();
    const token = w.signIn(1);
    const finished = (await w.cards(token)).filter((card) => card.certificateNo !== null);
    expect(finished).toHaveLength(1);
    const journey = await w.journey(finished[0]!.planId, token);
    expect(states(journey)).toEqual({
      apply: 'done',
      review: 'done',
      fee: 'skipped',
      ticket: 'done',
      exam: 'done',
      score: 'done',
      certificate: 'done',
    });
    expect(Date.parse(journey.certificate!.issuedAt)).toBeLessThanOrEqual(w.now());
    expect(journey.certificate).toMatchObject({ holderName: '王晓明', theoryScore: 86, practicalScore: 91 });
    // The exam step agrees with the scores: the theory part was taken (the seeded result has no attempt behind it).
    expect(journey.steps.find((step) => step.key === 'exam')!.summary).toBe('考试已结束，两科均已参加');
    const mine = await w.data<{ no: string; verificationCode: string }[]>('GET', '/certification/certificates', token);
    expect(mine.map((certificate) => certificate.no)).toEqual([finished[0]!.certificateNo]);
    expect(await w.data('GET', '/certification/journeys', w.signIn(2))).toEqual([]);
    expect(await w.data('GET', '/certification/certificates', w.signIn(2))).toEqual([]);
    // Its public page shows it genuine, the holder masked.
    expect(await w.data('GET', `/certificate/verify/${mine[0]!.no}?code=${mine[0]!.verificationCode}`)).toMatchObject({
      holderNameMasked: '王*明',
    });
  });
});
