import { describe, expect, it } from 'vitest';
import { studyStatsSchema } from '@shared/schemas/learning';
import { examHarness } from '../exam/exam-testing';
import { rightAnswerOfQuestion } from '../wrong-book/wrong-book-testing';

/** Issue 36 §3: the weekly goal and the opt-in streak, as a learner sets them and as an attacker tries them. */
const harness = examHarness();

describe('the weekly goal and the streak', () => {
  it('3 days a week by default and no streak; ten answers today make it a study day; the goal is the learner’s alone', async () => {
    const h = harness();
    const me = h.other;
    const before = studyStatsSchema.parse((await h.get('/learning/stats', me)).data);
    expect(before.week).toMatchObject({ goalDays: 3, studiedDays: 0 });
    expect(before.week.days.map((day) => day.date)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(before.streak).toBeNull();
    // Ten answers checked in a practice (核对): today counts.
    const exam = h.examWhere((candidate) => candidate.mode === 2);
    const session = (await h.post(`/exam/${exam.id}/practice`, { mode: 'sequential' }, me)).data;
    for (const question of session.questions.slice(0, 10) as { id: number }[])
      expect(
        (
          await h.post(
            `/practice/sessions/${session.id}/answer`,
            { questionId: question.id, answer: rightAnswerOfQuestion(question.id) },
            me,
          )
        ).code,
      ).toBe(0);
    const set = await h.put('/learning/study-goal', { weekDays: 5, streak: true }, me);
    expect(set.code, set.msg).toBe(0);
    const after = studyStatsSchema.parse(set.data);
    expect(after.days.at(-1)).toMatchObject({ date: '2026-11-22', answers: 10, counted: true });
    expect(after.week).toMatchObject({ goalDays: 5, studiedDays: 1 });
    expect(after.streak).toBe(1);
    // The demo learner's goal is untouched; turning the streak off hides it again.
    expect((await h.get('/learning/stats')).data).toMatchObject({ week: { goalDays: 3 }, streak: null });
    expect((await h.put('/learning/study-goal', { streak: false }, me)).data).toMatchObject({ week: { goalDays: 5 }, streak: null });
  });

  it('refuses a goal outside 1–7 days or an empty change, in Chinese; signed out is 401', async () => {
    const h = harness();
    for (const body of [{ weekDays: 0 }, { weekDays: 8 }])
      expect(await h.put('/learning/study-goal', body)).toMatchObject({ code: 400, msg: '每周目标应为 1 到 7 天' });
    expect(await h.put('/learning/study-goal', {})).toMatchObject({ code: 400, msg: '请至少修改每周目标或连续学习中的一项' });
    expect((await h.put('/learning/study-goal', { weekDays: 2.5 })).code).toBe(400);
    expect((await h.put('/learning/study-goal', { streak: 'yes' })).code).toBe(400);
    expect((await h.put('/learning/study-goal', { weekDays: 4 }, null)).code).toBe(401);
    expect((await h.get('/learning/stats')).data).toMatchObject({ week: { goalDays: 3 } });
  });
});
