import { describe, expect, it } from 'vitest';
import {
  CODE_PRACTICE_FINISHED,
  CODE_PRACTICE_MODE_MISMATCH,
  CODE_PRACTICE_QUESTION_NOT_IN_SESSION,
  CODE_PRACTICE_TIME_UP,
} from '@shared/api/practice';
import { QuestionKind } from '@shared/enums/exam';
import { ExamMode } from '@shared/enums/learning';
import { examDetailSchema } from '@shared/schemas/exam';
import { examPracticeSchema, practiceAnswerResultSchema, practiceSessionSchema, readinessSchema } from '@shared/schemas/practice';
import { READINESS_RULES } from '@shared/lib/wrong-book-rules';
import { examHarness } from '../exam/exam-testing';
import { questionById } from '../exam/question-bank';
import { rightAnswerOfQuestion, wrongAnswerOfQuestion } from './wrong-book-testing';

/**
 * Issue 25 §4–§5: practice modes on every exam (顺序 / 随机 / 章节 / 背题 / 限时模拟, the position kept
 * and resumed) and the readiness estimate (docs/decisions/013-wrong-question-book.md).
 */
const harness = examHarness();
const [MINUTE, DAY] = [60_000, 86_400_000];
type H = ReturnType<typeof harness>;

const mockExam = (h: H) => h.examWhere((candidate) => candidate.mode === ExamMode.MOCK);
const start = async (h: H, examId: number, body: object, token?: string) => {
  const reply = await h.post(`/exam/${examId}/practice`, body, token);
  expect(reply.code, reply.msg).toBe(0);
  return practiceSessionSchema.parse(reply.data);
};
const answer = async (h: H, sessionId: number, questionId: number, right: boolean, token?: string) => {
  const reply = await h.post(
    `/practice/sessions/${sessionId}/answer`,
    { questionId, answer: right ? rightAnswerOfQuestion(questionId) : wrongAnswerOfQuestion(questionId) },
    token,
  );
  expect(reply.code, reply.msg).toBe(0);
  return practiceAnswerResultSchema.parse(reply.data);
};
/** Every question id of a session, page by page. */
const allQuestionIds = async (h: H, sessionId: number, token?: string) => {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const shown = practiceSessionSchema.parse((await h.get(`/practice/sessions/${sessionId}?page=${page}&size=50`, token)).data);
    ids.push(...shown.questions.map((question) => question.id));
    if (ids.length >= shown.total) return ids;
  }
};

describe('practice sessions', () => {
  it('顺序练习: the practice part of the bank in order, objective only, never an official question; each answer checked at once, a wrong one into the book; the position is kept and resumed', async () => {
    const h = harness();
    const exam = mockExam(h);
    const overview = examPracticeSchema.parse((await h.get(`/exam/${exam.id}/practice`)).data);
    expect(overview.sessions).toEqual([]);
    expect(overview.knowledgePoints.reduce((sum, point) => sum + point.share, 0)).toBe(100);
    expect(overview.knowledgePoints.reduce((sum, point) => sum + point.questionCount, 0)).toBe(overview.total);
    expect(overview.knowledgePoints.every((point) => point.questionCount > 0)).toBe(true);

    const session = await start(h, exam.id, { mode: 'sequential' });
    expect(session).toMatchObject({
      mode: 'sequential',
      status: 'active',
      position: 0,
      total: overview.total,
      page: 1,
      size: 20,
      deadline: null,
    });
    expect(session.sheet).toEqual(Array(overview.total).fill(0));
    const ids = await allQuestionIds(h, session.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    for (const id of ids) {
      const question = questionById(id)!;
      expect(question.part, `${id}`).toBe('practice');
      expect(question.kind).not.toBe(QuestionKind.SHORT);
      // Of this exam's bank (ids say which: profession × 10 + level, × 10 000).
      expect(Math.floor((id - 1) / 10_000)).toBe(exam.professionId * 10 + exam.skillLevel);
    }
    expect(session.questions[0]!.verdict).toBeNull();
    expect(session.questions[0]!.answer).toBeNull();

    const wrong = await answer(h, session.id, ids[5]!, false);
    expect(wrong).toMatchObject({ position: 5, answeredCount: 1, correctCount: 0, verdict: { correct: false } });
    expect(wrong.verdict!.rightAnswer).toEqual(rightAnswerOfQuestion(ids[5]!));
    expect(wrong.wrongBookEntryId).toBeGreaterThan(0);
    const right = await answer(h, session.id, ids[6]!, true);
    expect(right).toMatchObject({ position: 6, answeredCount: 2, correctCount: 1, verdict: { correct: true }, wrongBookEntryId: null });
    // Answered: the first answer stands, whatever is sent again.
    const again = await answer(h, session.id, ids[5]!, true);
    expect(again).toMatchObject({ verdict: { correct: false }, answeredCount: 2, wrongBookEntryId: wrong.wrongBookEntryId });
    expect(again.answer).toEqual(wrongAnswerOfQuestion(ids[5]!));
    expect((await h.get('/wrong-book?page=1&size=10')).data.total).toBe(1);

    expect((await h.put(`/practice/sessions/${session.id}/position`, { position: 37 })).data.position).toBe(37);
    expect(await h.put(`/practice/sessions/${session.id}/position`, { position: overview.total })).toMatchObject({ code: 400 });
    // Coming back: the same session, at 37, on the page that holds it, the sheet as left.
    const resumed = await start(h, exam.id, { mode: 'sequential' });
    expect(resumed).toMatchObject({ id: session.id, position: 37, page: 2, answeredCount: 2, correctCount: 1 });
    expect(resumed.questions.map((question) => question.index)).toContain(37);
    expect(resumed.sheet.slice(5, 7)).toEqual([2, 1]);
    const read = practiceSessionSchema.parse((await h.get(`/practice/sessions/${session.id}`)).data);
    expect(read).toMatchObject({ position: 37, page: 2 });
    expect(read.questions.find((question) => question.index === 37)).toBeDefined();
    const listed = examPracticeSchema.parse((await h.get(`/exam/${exam.id}/practice`)).data).sessions;
    expect(listed).toMatchObject([{ id: session.id, mode: 'sequential', position: 37, answeredCount: 2 }]);
    // restart: a new session from the start.
    const fresh = await start(h, exam.id, { mode: 'sequential', restart: true });
    expect(fresh.id).not.toBe(session.id);
    expect(fresh).toMatchObject({ position: 0, answeredCount: 0 });
  });

  it('随机练习 shuffles the same questions; 章节练习 takes the chosen points only and needs one; 背题模式 shows every answer and takes none', async () => {
    const h = harness();
    const exam = mockExam(h);
    const sequential = await allQuestionIds(h, (await start(h, exam.id, { mode: 'sequential' })).id);
    const random = await allQuestionIds(h, (await start(h, exam.id, { mode: 'random' })).id);
    expect(random).not.toEqual(sequential);
    expect([...random].sort((a, b) => a - b)).toEqual(sequential);

    const detail = examDetailSchema.parse((await h.get(`/exam/${exam.id}`)).data);
    const [a, b] = detail.knowledgePoints;
    const chapter = await start(h, exam.id, { mode: 'chapter', knowledgePointIds: [b!.id, a!.id, a!.id] });
    expect(chapter.knowledgePoints.map((point) => point.id)).toEqual([a!.id, b!.id].sort((x, y) => x - y));
    const chapterIds = await allQuestionIds(h, chapter.id);
    expect(chapterIds.every((id) => [a!.id, b!.id].includes(questionById(id)!.point))).toBe(true);
    expect(chapterIds).toEqual(sequential.filter((id) => [a!.id, b!.id].includes(questionById(id)!.point)));
    expect(await h.post(`/exam/${exam.id}/practice`, { mode: 'chapter' })).toMatchObject({
      code: 400,
      msg: '章节练习请至少选择一个鉴定要素',
    });
    // 技术管理与培训指导 (7) is on papers of levels 4–5 only.
    const junior = h.examWhere((candidate) => candidate.mode === ExamMode.MOCK && candidate.skillLevel <= 3);
    expect(await h.post(`/exam/${junior.id}/practice`, { mode: 'chapter', knowledgePointIds: [7] })).toMatchObject({
      code: 400,
      msg: '鉴定要素 7 不属于这场考试',
    });
    expect(await h.post(`/exam/${exam.id}/practice`, { mode: 'chapter', knowledgePointIds: [9] })).toMatchObject({ code: 400 });
    // A different choice of points is a different session; the same one resumes.
    expect((await start(h, exam.id, { mode: 'chapter', knowledgePointIds: [a!.id] })).id).not.toBe(chapter.id);
    expect((await start(h, exam.id, { mode: 'chapter', knowledgePointIds: [a!.id, b!.id] })).id).toBe(chapter.id);

    const memorize = await start(h, exam.id, { mode: 'memorize' });
    for (const question of memorize.questions) {
      expect(question.answer).toBeNull();
      expect(question.verdict).toEqual({
        correct: null,
        rightAnswer: rightAnswerOfQuestion(question.id),
        explanation: questionById(question.id)!.explanation,
      });
    }
    const id = memorize.questions[0]!.id;
    expect(await h.post(`/practice/sessions/${memorize.id}/answer`, { questionId: id, answer: rightAnswerOfQuestion(id) })).toMatchObject({
      code: CODE_PRACTICE_MODE_MISMATCH,
    });
    expect(await h.post(`/practice/sessions/${memorize.id}/submit`)).toMatchObject({ code: CODE_PRACTICE_MODE_MISMATCH });
    expect((await h.put(`/practice/sessions/${memorize.id}/position`, { position: 12 })).code).toBe(0);
    expect((await start(h, exam.id, { mode: 'memorize' })).position).toBe(12);
  });

  it('限时模拟: answers saved unseen until handed in (or the time is up), then graded, the wrong ones into the book', async () => {
    const h = harness();
    const exam = mockExam(h);
    const timed = await start(h, exam.id, { mode: 'timed', questionCount: 10, minutes: 5 });
    expect(timed).toMatchObject({ mode: 'timed', total: 10, status: 'active' });
    expect(Date.parse(timed.deadline!) - Date.parse(timed.serverNow)).toBeLessThanOrEqual(5 * MINUTE);
    const kinds = timed.questions.map((question) => question.kind);
    expect(kinds).toEqual([...kinds].sort());
    const [first, second] = timed.questions;
    const saved = await answer(h, timed.id, first!.id, false);
    expect(saved).toMatchObject({ verdict: null, wrongBookEntryId: null, answeredCount: 1, correctCount: 0 });
    // Until handed in an answer may change, and nothing is in the book.
    await answer(h, timed.id, second!.id, false);
    await answer(h, timed.id, second!.id, true);
    expect((await h.get(`/practice/sessions/${timed.id}`)).data.sheet.slice(0, 2)).toEqual([3, 3]);
    expect((await h.get('/wrong-book?page=1&size=10')).data.total).toBe(0);
    const handed = practiceSessionSchema.parse((await h.post(`/practice/sessions/${timed.id}/submit`)).data);
    expect(handed).toMatchObject({ status: 'finished', answeredCount: 2, correctCount: 1 });
    expect(handed.sheet.slice(0, 3)).toEqual([2, 1, 0]);
    expect(handed.questions[0]!.verdict).toMatchObject({ correct: false });
    expect(handed.questions[2]!.verdict).toMatchObject({ correct: null });
    expect((await h.get('/wrong-book?page=1&size=10')).data.list).toMatchObject([{ question: { id: first!.id } }]);
    expect(await h.post(`/practice/sessions/${timed.id}/submit`)).toMatchObject({ code: CODE_PRACTICE_FINISHED });
    expect(await h.post(`/practice/sessions/${timed.id}/answer`, { questionId: first!.id, answer: 'A' })).toMatchObject({
      code: CODE_PRACTICE_FINISHED,
    });
    // A new timed practice, its time running out: handed in as it stood, a late answer refused.
    const late = await start(h, exam.id, { mode: 'timed', questionCount: 10, minutes: 5 });
    expect(late.id).not.toBe(timed.id);
    await answer(h, late.id, late.questions[0]!.id, false);
    h.advance(5 * MINUTE + 1000);
    expect(await h.post(`/practice/sessions/${late.id}/answer`, { questionId: late.questions[1]!.id, answer: 'A' })).toMatchObject({
      code: CODE_PRACTICE_TIME_UP,
    });
    const closed = practiceSessionSchema.parse((await h.get(`/practice/sessions/${late.id}`)).data);
    expect(closed).toMatchObject({ status: 'finished', submittedAt: late.deadline, answeredCount: 1 });
    expect(closed.sheet[1]).toBe(0);
  });

  it('is the learner’s own: another learner’s session id is 404 everywhere, a question not in it 4823, signed out 401', async () => {
    const h = harness();
    const exam = mockExam(h);
    const session = await start(h, exam.id, { mode: 'timed', questionCount: 10 });
    const questionId = session.questions[0]!.id;
    for (const reply of [
      await h.get(`/practice/sessions/${session.id}`, h.other),
      await h.post(`/practice/sessions/${session.id}/answer`, { questionId, answer: 'A' }, h.other),
      await h.put(`/practice/sessions/${session.id}/position`, { position: 1 }, h.other),
      await h.post(`/practice/sessions/${session.id}/submit`, {}, h.other),
      await h.get('/practice/sessions/999999'),
    ])
      expect(reply).toMatchObject({ code: 404, msg: '练习不存在' });
    expect(examPracticeSchema.parse((await h.get(`/exam/${exam.id}/practice`, h.other)).data).sessions).toEqual([]);
    expect(await h.post(`/practice/sessions/${session.id}/answer`, { questionId: 1, answer: 'A' })).toMatchObject({
      code: CODE_PRACTICE_QUESTION_NOT_IN_SESSION,
    });
    expect(await h.get(`/exam/${exam.id}/practice`, null)).toMatchObject({ code: 401 });
    expect(await h.get(`/exam/999999/practice`)).toMatchObject({ code: 404 });
    expect(await h.post(`/practice/sessions/${session.id}/answer`, { questionId, answer: 42 })).toMatchObject({ code: 400 });
    // Practice counts nothing towards the exam: no attempt, no best score.
    expect((await h.get(`/exam/${exam.id}`)).data.mine).toMatchObject({ attemptsUsed: 0, bestScore: null, openAttempts: [] });
  });
});

describe('readiness (备考评估)', () => {
  it('says why there is no number below the minimums, gives one weighted by the paper’s shares once there are enough answers, names the weakest points and a practice set for them', async () => {
    const h = harness();
    const exam = mockExam(h);
    const readiness = async (token?: string) => readinessSchema.parse((await h.get(`/exam/${exam.id}/readiness`, token)).data);
    let shown = await readiness();
    expect(shown).toMatchObject({ sufficient: false, estimate: null, expectedScore: null, likelyPass: null, answered: 0 });
    expect(shown.insufficientReason).toContain('至少需要 30 题');
    expect(shown.method).toContain('比重');
    expect(shown.points.reduce((sum, point) => sum + point.share, 0)).toBe(100);
    expect(shown.points.every((point) => point.accuracy === null)).toBe(true);
    // With no answers the weakest are the points with the largest shares; the set practises them.
    const byShare = [...shown.points].sort((a, b) => b.share - a.share || a.id - b.id).slice(0, 3);
    expect(shown.weakest.map((point) => point.id)).toEqual(byShare.map((point) => point.id));
    expect(shown.practice).toEqual({ mode: 'chapter', knowledgePointIds: byShare.map((point) => point.id) });

    // Every point of the paper: the weakest answered wrong one time in two, the others right; the second-weakest one in four.
    const points = shown.points.map((point) => point.id);
    const [weak, weaker] = [points[points.length - 1]!, points[0]!];
    let answered = 0;
    for (const point of points) {
      const session = await start(h, exam.id, { mode: 'chapter', knowledgePointIds: [point] });
      const ids = await allQuestionIds(h, session.id);
      const take = Math.min(ids.length, point === weak || point === weaker ? 8 : 6);
      for (let index = 0; index < take; index += 1) {
        const right = point === weak ? index % 2 === 1 : point === weaker ? index % 4 !== 0 : true;
        await answer(h, session.id, ids[index]!, right);
        answered += 1;
      }
      // Before every point has its minimum, no number however many answers.
      if (point !== points[points.length - 1]) expect((await readiness()).sufficient).toBe(false);
    }
    expect(answered).toBeGreaterThanOrEqual(READINESS_RULES.minAnswers);
    shown = await readiness();
    expect(shown).toMatchObject({ sufficient: true, insufficientReason: null, answered });
    const accuracy = (id: number) => shown.points.find((point) => point.id === id)!.accuracy;
    expect(accuracy(weak)).toBe(50);
    expect(accuracy(weaker)).toBe(75);
    const expected = Math.round(shown.points.reduce((sum, point) => sum + (point.share * point.accuracy!) / 100, 0) * 10) / 10;
    expect(shown.estimate).toBe(expected);
    expect(shown.expectedScore).toBe(Math.round(((expected * exam.totalScore) / 100) * 2) / 2);
    expect(shown.likelyPass).toBe(shown.expectedScore! >= exam.passScore);
    expect(shown.weakest.slice(0, 2).map((point) => point.id)).toEqual([weak, weaker]);
    expect(shown.practice.knowledgePointIds.slice(0, 2)).toEqual([weak, weaker]);
    // One click: the practice set is a valid start.
    expect((await start(h, exam.id, shown.practice)).mode).toBe('chapter');

    // Another exam of the same profession and level reads the same answers; the window forgets old ones.
    h.advance((READINESS_RULES.windowDays + 1) * DAY);
    const token = h.mock.store.issueToken(1);
    expect(await readiness(token)).toMatchObject({ sufficient: false, answered: 0 });
  });

  it('counts the last 50 answers per point only, and nothing of another profession or level', async () => {
    const h = harness();
    const exam = mockExam(h);
    const point = examDetailSchema.parse((await h.get(`/exam/${exam.id}`)).data).knowledgePoints.sort((a, b) => b.share - a.share)[0]!;
    const session = await start(h, exam.id, { mode: 'chapter', knowledgePointIds: [point.id] });
    const ids = await allQuestionIds(h, session.id);
    expect(ids.length).toBeGreaterThan(READINESS_RULES.perPointRecent);
    // 10 wrong, then 50 right: the last 50 are all right.
    for (let index = 0; index < 60; index += 1) await answer(h, session.id, ids[index]!, index >= 10);
    const shown = readinessSchema.parse((await h.get(`/exam/${exam.id}/readiness`)).data);
    expect(shown.points.find((candidate) => candidate.id === point.id)).toMatchObject({ answered: 50, correct: 50, accuracy: 100 });
    const stranger = h.examWhere((candidate) => candidate.professionId !== exam.professionId);
    expect(readinessSchema.parse((await h.get(`/exam/${stranger.id}/readiness`)).data).answered).toBe(0);
    expect(await h.get(`/exam/${exam.id}/readiness`, null)).toMatchObject({ code: 401 });
  });

  it('mastery per 鉴定要素: questions done of the practice bank, and the recall of my wrong questions on my exam day', async () => {
    const h = harness();
    const token = h.other;
    const exam = mockExam(h);
    const readiness = async (as = token) => readinessSchema.parse((await h.get(`/exam/${exam.id}/readiness`, as)).data);
    const before = await readiness();
    for (const point of before.points) expect(point).toMatchObject({ seenQuestions: 0, cards: 0, recall: null });
    const point = [...before.points].sort((a, b) => b.share - a.share)[0]!;
    expect(point.bankQuestions).toBeGreaterThan(50);
    const session = (await h.post(`/exam/${exam.id}/practice`, { mode: 'chapter', knowledgePointIds: [point.id] }, token)).data;
    const ids = (session.questions as { id: number }[]).map((question) => question.id);
    // Six different questions, two of them wrong; one of them answered again counts once.
    for (const [index, id] of ids.slice(0, 6).entries())
      expect(
        (
          await h.post(
            `/practice/sessions/${session.id}/answer`,
            { questionId: id, answer: index < 2 ? wrongAnswerOfQuestion(id) : rightAnswerOfQuestion(id) },
            token,
          )
        ).code,
      ).toBe(0);
    const after = (await readiness()).points.find((candidate) => candidate.id === point.id)!;
    expect(after).toMatchObject({ bankQuestions: point.bankQuestions, seenQuestions: 6, cards: 2 });
    // Predicted recall of today's mistakes 30 days on is low; with an exam tomorrow it is higher than that.
    expect(after.recall!).toBeGreaterThan(0);
    expect(after.recall!).toBeLessThan(50);
    await h.put('/learning/exam-goal', { examDate: '2026-11-23' }, token);
    const nearExam = (await readiness()).points.find((candidate) => candidate.id === point.id)!;
    expect(nearExam.recall!).toBeGreaterThan(after.recall!);
    // Another learner sees none of it.
    expect((await readiness(h.learner)).points.find((candidate) => candidate.id === point.id)).toMatchObject({ cards: 0 });
  });
});

describe('/__mock/practice/sessions/{id}/deadline (a short 限时模拟 for browser tests)', () => {
  it('moves one timed session’s deadline to now + inSeconds; the next call past it hands the session in, the clock untouched', async () => {
    const h = harness({ controls: true });
    const exam = mockExam(h);
    const deadline = (sessionId: number, body: object) =>
      h.mock.app
        .inject({ method: 'POST', url: `/__mock/practice/sessions/${sessionId}/deadline`, payload: body })
        .then((reply) => reply.json());
    const timed = await start(h, exam.id, { mode: 'timed', questionCount: 10, minutes: 30 });
    await answer(h, timed.id, timed.questions[0]!.id, true);
    const before = h.now();
    const moved = await deadline(timed.id, { inSeconds: 5 });
    expect(moved).toMatchObject({ code: 0, data: { id: timed.id } });
    expect(Date.parse(moved.data.deadline) - Date.parse(moved.data.serverNow)).toBeLessThanOrEqual(5000);
    expect(h.now()).toBe(before);
    const shown = practiceSessionSchema.parse((await h.get(`/practice/sessions/${timed.id}`)).data);
    expect(shown).toMatchObject({ status: 'active', deadline: moved.data.deadline });
    h.advance(6000);
    const closed = practiceSessionSchema.parse((await h.get(`/practice/sessions/${timed.id}`)).data);
    expect(closed).toMatchObject({ status: 'finished', submittedAt: moved.data.deadline, correctCount: 1 });
    expect(await deadline(timed.id, { inSeconds: 5 })).toMatchObject({ code: 400 });
    const sequential = await start(h, exam.id, { mode: 'sequential' });
    expect(await deadline(sequential.id, { inSeconds: 5 })).toMatchObject({ code: 400 });
    const open = await start(h, exam.id, { mode: 'timed', questionCount: 10 });
    for (const body of [{}, { inSeconds: -1 }, { inSeconds: 1.5 }, { inSeconds: 86_401 }])
      expect(await deadline(open.id, body)).toMatchObject({ code: 400 });
    expect(await deadline(999_999, { inSeconds: 5 })).toMatchObject({ code: 404 });
  });
});
