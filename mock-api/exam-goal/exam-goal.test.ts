import { describe, expect, it } from 'vitest';
import { examGoalSchema } from '@shared/schemas/exam-goal';
import { candidate, journeyWorlds } from '../certification/certification-testing';
import { approvedLearner } from '../enrollment/fee-testing';
import { examHarness } from '../exam/exam-testing';
import { chinaDate, chinaDay } from '../wrong-book/review-schedule';

/** Issue 36: the exam goal the review schedule aims at, as a learner sets it and as an attacker tries it. */
const harness = examHarness();
const world = journeyWorlds();

describe('the exam goal', () => {
  it('defaults to 90 % and no exam; a chosen date and target are the learner’s alone; null goes back', async () => {
    const h = harness();
    // 13900139000 has no journey (the demo learner's is in the next tests).
    const me = h.other;
    expect(examGoalSchema.parse((await h.get('/learning/exam-goal', me)).data)).toEqual({
      today: '2026-11-22',
      retentionPercent: 90,
      examDate: null,
      source: null,
      examTitle: null,
      journeyExam: null,
    });
    const set = await h.put('/learning/exam-goal', { examDate: '2026-12-20', retentionPercent: 85 }, me);
    expect(set.data).toMatchObject({ examDate: '2026-12-20', source: 'chosen', examTitle: '自定考试日期', retentionPercent: 85 });
    expect((await h.get('/learning/exam-goal')).data).toMatchObject({ source: 'journey', retentionPercent: 90 });
    expect((await h.put('/learning/exam-goal', { examDate: null }, me)).data).toMatchObject({ examDate: null, retentionPercent: 85 });
    // Once the chosen day is past, it is no goal any more.
    await h.put('/learning/exam-goal', { examDate: '2026-11-23' }, me);
    h.advance(86_400_000);
    expect((await h.get('/learning/exam-goal', h.mock.store.issueToken(2))).data).toMatchObject({ examDate: null, source: null });
  });

  it('refuses a past, today’s, far-off or impossible date and a target outside 70–97 %, in Chinese, and keeps the goal', async () => {
    const h = harness();
    await h.put('/learning/exam-goal', { examDate: '2026-12-20' });
    const refusals: [object, string][] = [
      [{ examDate: '2026-11-21' }, '考试日期应在今天之后'],
      [{ examDate: '2026-11-22' }, '考试日期应在今天之后'],
      [{ examDate: '2027-11-24' }, '考试日期不能超过一年之后'],
      [{ examDate: '2026-02-30' }, '请选择正确的考试日期'],
      [{ examDate: '明天' }, '请选择正确的考试日期'],
      [{ retentionPercent: 50 }, '记忆目标应在 70% 到 97% 之间'],
      [{ retentionPercent: 99 }, '记忆目标应在 70% 到 97% 之间'],
      [{}, '请至少修改记忆目标或考试日期中的一项'],
    ];
    for (const [body, msg] of refusals)
      expect(await h.put('/learning/exam-goal', body), JSON.stringify(body)).toMatchObject({ code: 400, msg });
    expect((await h.put('/learning/exam-goal', { retentionPercent: 90.5 })).code).toBe(400);
    expect((await h.get('/learning/exam-goal')).data).toMatchObject({ examDate: '2026-12-20', retentionPercent: 90 });
    expect((await h.get('/learning/exam-goal', null)).code).toBe(401);
    expect((await h.put('/learning/exam-goal', { retentionPercent: 80 }, null)).code).toBe(401);
  });

  it('without a chosen date, the exam of a journey the learner is admitted to; not one they only applied to', async () => {
    const w = world();
    const plan = w.openPlan({ verified: true });
    const admitted = await candidate(w, plan);
    const examDay = chinaDay(w.scheduleOf(plan.id, admitted.round).theory.start);
    const goal = await w.data<{ examDate: string; source: string; journeyExam: { planId: number } }>(
      'GET',
      '/learning/exam-goal',
      admitted.token,
    );
    expect(goal).toMatchObject({
      examDate: chinaDate(examDay),
      source: 'journey',
      journeyExam: { planId: plan.id, date: chinaDate(examDay) },
    });
    // Approved to the same plan (it has a fee) but unpaid: not admitted, no exam day from it.
    expect(plan.fee).toBeGreaterThan(0);
    const unpaid = await approvedLearner(w, plan, true);
    expect(await w.data('GET', '/learning/exam-goal', unpaid.token)).toMatchObject({ examDate: null, journeyExam: null });
    // A chosen date wins over the journey's; the journey's stays on offer.
    const chosen = await w.mock.app.inject({
      method: 'PUT',
      url: '/learning/exam-goal',
      headers: { token: admitted.token },
      payload: { examDate: chinaDate(examDay + 3) },
    });
    expect(chosen.json().data).toMatchObject({ source: 'chosen', journeyExam: { date: chinaDate(examDay) } });
  });
});
