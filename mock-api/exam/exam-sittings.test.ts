import { describe, expect, it } from 'vitest';
import { CODE_EXAM_ATTEMPTS_USED_UP } from '@shared/api/exam';
import { AttemptEnding, AttemptStatus } from '@shared/enums/exam';
import { ExamMode } from '@shared/enums/learning';
import { examDetailSchema } from '@shared/schemas/exam';
import { examHistorySchema, examResultSchema } from '@shared/schemas/exam-attempt';
import { shanghaiIso } from '../core/faker';
import { PLAN_PERIOD_DAYS } from '../enrollment/enrollment-plans';
import { examHarness } from './exam-testing';

/**
 * Issue 23 (exams across rounds): an official exam's window is read from the clock and moves to the
 * plan's next round (mock-api/exam/exams.ts), so an attempt is judged by the sitting it was taken
 * in — its answers published when THAT window closed, its attempts counted in that sitting only.
 */
const harness = examHarness();
const [MINUTE, HOUR, DAY] = [60_000, 3_600_000, 86_400_000];
const PERIOD = PLAN_PERIOD_DAYS * DAY;

/** A mock on a movable clock, an official exam admitted for the demo learner, and the dates of its shown sitting (round N) and the next. */
async function sittings() {
  const h = harness();
  const exam = h.examWhere((candidate) => candidate.mode === ExamMode.EXAM);
  const token = () => h.mock.store.issueToken(1);
  // Sessions last 7 days: a fresh token at every step of the clock.
  const goTo = (at: number) => {
    h.advance(at - h.now());
    return token();
  };
  const detail = async () => examDetailSchema.parse((await h.get(`/exam/${exam.id}`, token())).data);
  let shown = await detail();
  // The sitting shown may be over already: the next one is round N then.
  let openAt = Date.parse(shown.openAt!);
  if (shown.officialWindow === 'closed') openAt += PERIOD;
  goTo(openAt + HOUR);
  shown = await detail();
  expect(shown.officialWindow).toBe('open');
  expect(Date.parse(shown.openAt!)).toBe(openAt);
  const closeAt = Date.parse(shown.closeAt!);
  h.admit(exam.id, 1, { openWindow: false });
  return { h, exam, goTo, detail, token, round: { openAt, closeAt }, next: { openAt: openAt + PERIOD, closeAt: closeAt + PERIOD } };
}

describe('issue 23: an official attempt is judged by the sitting it was taken in', () => {
  it('its answers are published when its own window closes and stay published when the exam’s window has moved on to the next round (upcoming, then open); 错题练习 likewise', async () => {
    const { h, exam, goTo, detail, round, next } = await sittings();
    const attempt = await h.start(exam.id, 'official', goTo(round.openAt + 2 * HOUR));
    const key = h.keyOf(attempt.id);
    const firstTen = attempt.questions
      .slice(0, 10)
      .map((question: { id: number }) => ({ questionId: question.id, answer: key.get(question.id)! }));
    const submitted = examResultSchema.parse(
      (await h.post(`/exam/attempts/${attempt.id}/submit`, { answers: firstTen }, goTo(round.openAt + 3 * HOUR))).data,
    );
    expect(submitted).toMatchObject({ answersWithheld: true, answersPublishAt: shanghaiIso(round.closeAt), questions: [] });

    const resultAt = async (at: number) => examResultSchema.parse((await h.get(`/exam/attempts/${attempt.id}/result`, goTo(at))).data);
    const drillAt = async (at: number) => h.post(`/exam/${exam.id}/attempts`, { kind: 'mock', fromAttemptId: attempt.id }, goTo(at));
    expect((await resultAt(round.closeAt - 1)).answersWithheld).toBe(true);
    for (const [at, window] of [
      [round.closeAt, 'closed'],
      [next.openAt - HOUR, 'upcoming'],
      [next.openAt + HOUR, 'open'],
      [next.closeAt + HOUR, 'closed'],
    ] as const) {
      const published = await resultAt(at);
      expect((await detail()).officialWindow, new Date(at).toISOString()).toBe(window);
      expect(published, `${window} at ${shanghaiIso(at)}`).toMatchObject({
        answersWithheld: false,
        answersPublishAt: null,
        score: submitted.score,
      });
      expect(published.questions).toHaveLength(exam.questionCount);
      expect(published.wrongQuestionIds.length).toBeGreaterThan(0);
    }
    // The exam shows the next round now, yet the paper of round N can be drilled.
    goTo(next.openAt + HOUR);
    expect((await detail()).openAt).toBe(shanghaiIso(next.openAt));
    const drill = await drillAt(next.openAt + HOUR);
    expect(drill.code, drill.msg).toBe(0);
  });

  it('two attempts (the paper and one 补考) per sitting: used up in round N, a learner sits round N+1 again; the detail and the history tell the sittings apart', async () => {
    const { h, exam, goTo, detail, round, next } = await sittings();
    const first = await h.start(exam.id, 'official', goTo(round.openAt + 2 * HOUR));
    const key = h.keyOf(first.id);
    const all = first.questions.map((question: { id: number }) => ({ questionId: question.id, answer: key.get(question.id)! }));
    const failed = (await h.post(`/exam/attempts/${first.id}/submit`, { answers: all.slice(0, 20) }, goTo(round.openAt + 3 * HOUR))).data;
    expect(failed.passed).toBe(false);
    const makeUp = await h.start(exam.id, 'official', goTo(round.openAt + 4 * HOUR));
    const makeUpKey = h.keyOf(makeUp.id);
    const right = makeUp.questions.map((question: { id: number }) => ({ questionId: question.id, answer: makeUpKey.get(question.id)! }));
    const passed = (await h.post(`/exam/attempts/${makeUp.id}/submit`, { answers: right }, goTo(round.openAt + 5 * HOUR))).data;
    // 简答 wait for the marker: 待批阅, the objective part counted.
    expect(passed.score).toBeGreaterThanOrEqual(exam.passScore);
    expect((await h.post(`/exam/${exam.id}/attempts`, { kind: 'official', confirm: true }, goTo(round.openAt + 6 * HOUR))).code).toBe(
      CODE_EXAM_ATTEMPTS_USED_UP,
    );

    goTo(next.openAt + HOUR);
    const shown = await detail();
    expect(shown.openAt).toBe(shanghaiIso(next.openAt));
    expect(shown.mine).toMatchObject({ attemptsUsed: 0, attemptsLeft: 2, bestScore: null, passed: false });
    expect(shown.mine!.sittings).toEqual([
      // The 补考 waits for the marker: the best final score is the first paper's, and passing is still open.
      {
        openAt: shanghaiIso(round.openAt),
        closeAt: shanghaiIso(round.closeAt),
        current: false,
        attempts: 2,
        bestScore: failed.score,
        passed: null,
        answersPublished: true,
      },
    ]);
    // Round N+1 is a new enrolment: the learner applies (and pays) again to sit it.
    h.admit(exam.id, 1, { openWindow: false });
    const again = await h.post(`/exam/${exam.id}/attempts`, { kind: 'official', confirm: true }, goTo(next.openAt + HOUR));
    expect(again.code, again.msg).toBe(0);
    expect(new Set([first.id, makeUp.id]).has(again.data.id)).toBe(false);
    const now = await detail();
    expect(now.mine).toMatchObject({ attemptsUsed: 1, attemptsLeft: 1 });
    expect(now.mine!.sittings.map((sitting) => [sitting.openAt, sitting.current, sitting.attempts])).toEqual([
      [shanghaiIso(next.openAt), true, 1],
      [shanghaiIso(round.openAt), false, 2],
    ]);

    const history = examHistorySchema.parse((await h.get(`/exam/${exam.id}/history`, goTo(next.openAt + 2 * HOUR))).data);
    const sittingOf = (id: number) => history.list.find((attempt) => attempt.id === id)!.sitting;
    expect(sittingOf(first.id)).toEqual({ openAt: shanghaiIso(round.openAt), closeAt: shanghaiIso(round.closeAt) });
    expect(sittingOf(makeUp.id)).toEqual({ openAt: shanghaiIso(round.openAt), closeAt: shanghaiIso(round.closeAt) });
    expect(sittingOf(again.data.id)).toEqual({ openAt: shanghaiIso(next.openAt), closeAt: shanghaiIso(next.closeAt) });
  });

  it('a paper still open when its window closes is handed in at that closeAt, as it stood; it counts in its own sitting, not the next', async () => {
    const { h, exam, goTo, detail, round, next } = await sittings();
    const late = await h.start(exam.id, 'official', goTo(round.closeAt - 30 * MINUTE));
    expect(late.deadline).toBe(shanghaiIso(round.closeAt));
    const key = h.keyOf(late.id);
    const five = late.questions.slice(0, 5).map((question: { id: number }) => ({ questionId: question.id, answer: key.get(question.id)! }));
    expect((await h.put(`/exam/attempts/${late.id}/answers`, { answers: five }, goTo(round.closeAt - 20 * MINUTE))).code).toBe(0);

    goTo(next.openAt + HOUR);
    const history = examHistorySchema.parse((await h.get(`/exam/${exam.id}/history`, goTo(next.openAt + HOUR))).data);
    expect(history.list.find((attempt) => attempt.id === late.id)).toMatchObject({
      // Its 简答 left empty: nothing waits for the marker.
      status: AttemptStatus.SUBMITTED,
      submittedAt: shanghaiIso(round.closeAt),
      endedBy: AttemptEnding.TIMEOUT,
      sitting: { openAt: shanghaiIso(round.openAt), closeAt: shanghaiIso(round.closeAt) },
    });
    const result = examResultSchema.parse((await h.get(`/exam/attempts/${late.id}/result`, goTo(next.openAt + HOUR))).data);
    expect(result).toMatchObject({ answersWithheld: false, score: 5 * result.questions[0]!.score });
    expect((await detail()).mine).toMatchObject({ attemptsUsed: 0, attemptsLeft: 2, openAttempts: [] });
    h.admit(exam.id, 1, { openWindow: false });
    const fresh = await h.start(exam.id, 'official', goTo(next.openAt + HOUR));
    expect(fresh.id).not.toBe(late.id);
    expect(fresh.deadline).toBe(shanghaiIso(next.openAt + HOUR + exam.durationMinutes * MINUTE));
  });
});
