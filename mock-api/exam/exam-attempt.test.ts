import { describe, expect, it } from 'vitest';
import {
  CODE_EXAM_NOT_PRACTICE,
  CODE_EXAM_NOT_SUBMITTED,
  CODE_EXAM_NOT_YOUR_ATTEMPT,
  CODE_EXAM_NO_WRONG_QUESTIONS,
  CODE_EXAM_QUESTION_NOT_IN_ATTEMPT,
  CODE_EXAM_SUBMITTED,
  CODE_EXAM_TIME_UP,
} from '@shared/api/exam';
import { AttemptEnding, AttemptStatus, QuestionKind } from '@shared/enums/exam';
import { checkResultSchema, examAttemptSchema, examResultSchema, type Answer } from '@shared/schemas/exam-attempt';
import { examHarness, wrongAnswer } from './exam-testing';

const harness = examHarness();
const MINUTE = 60_000;
type Question = { id: number; kind: number; blanks: number };

/** An answer of the right shape for a question, whatever its kind. */
const someAnswer = (question: Question): Answer =>
  ({ 1: 'B', 2: ['A', 'C'], 3: true, 4: Array.from({ length: question.blanks }, () => '示例'), 5: '先断电再检修' })[
    question.kind
  ] as Answer;

describe('mock /exam/attempts: taking a paper', () => {
  it('saves a batch and resumes exactly there: answers, marks, the current question; tab switches only grow', async () => {
    const { start, put, get, examWhere } = harness();
    const attempt = await start(examWhere((exam) => exam.mode === 2).id);
    const picks = [QuestionKind.SINGLE, QuestionKind.MULTIPLE, QuestionKind.JUDGE, QuestionKind.FILL, QuestionKind.SHORT].map((kind) =>
      attempt.questions.find((question: Question) => question.kind === kind)!,
    );
    const answers = picks.map((question: Question, index) => ({
      questionId: question.id,
      answer: someAnswer(question),
      marked: index === 1,
    }));
    const saved = await put(`/exam/attempts/${attempt.id}/answers`, { answers, current: 7, tabSwitches: 3 });
    expect(saved.data).toEqual({ savedAt: attempt.serverNow, deadline: attempt.deadline, serverNow: attempt.serverNow });
    // Idempotent, partial, and a lower tab-switch count does not lower the record.
    expect((await put(`/exam/attempts/${attempt.id}/answers`, { answers: answers.slice(0, 2), tabSwitches: 1 })).code).toBe(0);
    expect((await put(`/exam/attempts/${attempt.id}/answers`, { answers: [{ questionId: picks[2]!.id, marked: true }] })).code).toBe(0);
    const resumed = examAttemptSchema.parse((await get(`/exam/attempts/${attempt.id}`)).data);
    expect(resumed).toMatchObject({ current: 7, tabSwitches: 3, status: AttemptStatus.IN_PROGRESS });
    for (const [index, question] of picks.entries()) {
      const shown = resumed.questions.find((candidate) => candidate.id === question.id)!;
      expect(shown.answer).toEqual(answers[index]!.answer);
      expect(shown.marked).toBe(index === 1 || index === 2);
    }
    // Clearing an answer.
    await put(`/exam/attempts/${attempt.id}/answers`, { answers: [{ questionId: picks[0]!.id, answer: null }] });
    expect(
      (await get(`/exam/attempts/${attempt.id}`)).data.questions.find((question: Question) => question.id === picks[0]!.id).answer,
    ).toBeNull();
  });

  it('refuses a question not in the attempt or a wrongly shaped answer, and then saves nothing of the batch', async () => {
    const { start, put, get, examWhere } = harness();
    const attempt = await start(examWhere((exam) => exam.mode === 2).id);
    const single = attempt.questions.find((question: Question) => question.kind === QuestionKind.SINGLE)!;
    const judge = attempt.questions.find((question: Question) => question.kind === QuestionKind.JUDGE)!;
    const foreign = await put(`/exam/attempts/${attempt.id}/answers`, {
      answers: [
        { questionId: single.id, answer: 'A' },
        { questionId: 123, answer: 'A' },
      ],
    });
    expect(foreign).toMatchObject({ code: CODE_EXAM_QUESTION_NOT_IN_ATTEMPT, msg: '题目 123 不在这份答卷中' });
    const badShape = await put(`/exam/attempts/${attempt.id}/answers`, {
      answers: [
        { questionId: single.id, answer: 'A' },
        { questionId: judge.id, answer: 'A' },
      ],
    });
    expect(badShape.code).toBe(400);
    expect(badShape.msg).toContain('判断题的答案应为 true（正确）或 false（错误）');
    expect((await put(`/exam/attempts/${attempt.id}/answers`, { answers: [], current: 999 })).code).toBe(400);
    expect(
      (await get(`/exam/attempts/${attempt.id}`)).data.questions.find((question: Question) => question.id === single.id).answer,
    ).toBeNull();
  });

  it('someone else’s attempt is refused as not yours; an unknown one is a 404; signed out is a 401', async () => {
    const { start, get, put, post, other, examWhere } = harness();
    const attempt = await start(examWhere((exam) => exam.mode === 2).id);
    const notYours = { code: CODE_EXAM_NOT_YOUR_ATTEMPT, msg: '这不是你的答卷，无法查看或作答' };
    expect(await get(`/exam/attempts/${attempt.id}`, other)).toMatchObject(notYours);
    expect(await put(`/exam/attempts/${attempt.id}/answers`, { answers: [] }, other)).toMatchObject(notYours);
    expect(await post(`/exam/attempts/${attempt.id}/submit`, {}, other)).toMatchObject(notYours);
    expect(await get(`/exam/attempts/${attempt.id}/result`, other)).toMatchObject(notYours);
    expect(await get('/exam/attempts/987654')).toMatchObject({ code: 404, msg: '答卷不存在' });
    expect((await get(`/exam/attempts/${attempt.id}`, null)).code).toBe(401);
  });
});

describe('mock /exam/attempts: the deadline', () => {
  it('a late save is refused, the attempt is handed in as it stood at the deadline, the late batch is not applied', async () => {
    const { start, put, get, post, advance, keyOf, examWhere } = harness();
    const exam = examWhere((candidate) => candidate.mode === 2);
    const attempt = await start(exam.id);
    const [first, second] = attempt.questions.filter((question: Question) => question.kind === QuestionKind.SINGLE);
    const key = keyOf(attempt.id);
    await put(`/exam/attempts/${attempt.id}/answers`, { answers: [{ questionId: first.id, answer: key.get(first.id) }] });
    advance(exam.durationMinutes * MINUTE);
    const late = await put(`/exam/attempts/${attempt.id}/answers`, { answers: [{ questionId: second.id, answer: key.get(second.id) }] });
    expect(late).toMatchObject({ code: CODE_EXAM_TIME_UP, msg: '考试时间已到，答卷已按截止时的作答自动提交' });
    const result = examResultSchema.parse((await get(`/exam/attempts/${attempt.id}/result`)).data);
    expect(result).toMatchObject({
      endedBy: AttemptEnding.TIMEOUT,
      submittedAt: attempt.deadline,
      timeUsedSeconds: exam.durationMinutes * 60,
      tabSwitches: null,
    });
    expect(result.questions.find((question) => question.id === first.id)).toMatchObject({ correct: true });
    expect(result.questions.find((question) => question.id === second.id)).toMatchObject({ myAnswer: null, correct: false, earned: 0 });
    expect(result.score).toBe(first.score);
    expect((await post(`/exam/attempts/${attempt.id}/submit`)).code).toBe(CODE_EXAM_SUBMITTED);
  });

  it('fetching an expired attempt hands it in; a late submit returns the result as it stood', async () => {
    const { start, get, post, advance, examWhere } = harness();
    const exam = examWhere((candidate) => candidate.mode === 2);
    const fetched = await start(exam.id);
    advance(exam.durationMinutes * MINUTE + 5_000);
    expect((await get(`/exam/attempts/${fetched.id}`)).data).toMatchObject({ status: AttemptStatus.SUBMITTED });
    expect((await get(`/exam/${exam.id}`)).data.mine.openAttempts).toEqual([]);

    const submitted = await start(exam.id);
    const single = submitted.questions.find((question: Question) => question.kind === QuestionKind.SINGLE);
    advance(exam.durationMinutes * MINUTE + 1);
    const late = await post(`/exam/attempts/${submitted.id}/submit`, { answers: [{ questionId: single.id, answer: 'A' }] });
    expect(late.code).toBe(0);
    expect(late.data).toMatchObject({ endedBy: AttemptEnding.TIMEOUT, score: 0 });
    expect(late.data.questions.find((question: { id: number }) => question.id === single.id).myAnswer).toBeNull();
  });
});

describe('mock /exam/attempts: handing in and results', () => {
  it('grades the paper, refuses a second submission and shows no result before submitting', async () => {
    const { start, put, post, get, keyOf, examWhere } = harness();
    const exam = examWhere((candidate) => candidate.mode === 3);
    const attempt = await start(exam.id);
    expect(await get(`/exam/attempts/${attempt.id}/result`)).toMatchObject({
      code: CODE_EXAM_NOT_SUBMITTED,
      msg: '答卷尚未提交，交卷后才能查看成绩',
    });
    const key = keyOf(attempt.id);
    const [wrongOne, ...rest] = attempt.questions as Question[];
    const answers = [
      { questionId: wrongOne!.id, answer: wrongAnswer(key.get(wrongOne!.id)!) },
      ...rest.map((question) => ({ questionId: question.id, answer: key.get(question.id)! })),
    ];
    await put(`/exam/attempts/${attempt.id}/answers`, { answers });
    const result = examResultSchema.parse((await post(`/exam/attempts/${attempt.id}/submit`)).data);
    expect(result).toMatchObject({
      status: AttemptStatus.SUBMITTED,
      endedBy: AttemptEnding.MANUAL,
      pendingCount: 0,
      correctCount: exam.questionCount - 1,
      wrongQuestionIds: [wrongOne!.id],
      passed: true,
    });
    expect(result.score).toBe(exam.totalScore - attempt.questions[0].score);
    expect(result.questions.every((question) => question.explanation.length > 0 && question.rightAnswer !== null)).toBe(true);
    expect(await post(`/exam/attempts/${attempt.id}/submit`)).toMatchObject({ code: CODE_EXAM_SUBMITTED, msg: '答卷已提交，请勿重复交卷' });
    expect(await put(`/exam/attempts/${attempt.id}/answers`, { answers: [] })).toMatchObject({
      code: CODE_EXAM_SUBMITTED,
      msg: '答卷已提交，不能再修改',
    });
    expect((await get(`/exam/${exam.id}`)).data.mine).toMatchObject({
      bestScore: result.score,
      passed: true,
      attemptsUsed: 1,
      attemptsLeft: null,
    });
  });

  it('accepts a fill-in typed full-width or with extra spaces; the last batch and auto flag ride on submit', async () => {
    const { start, post, keyOf, mock, examWhere } = harness();
    const attempt = await start(examWhere((candidate) => candidate.mode === 2).id);
    const fill = (attempt.questions as Question[]).find((question) => question.kind === QuestionKind.FILL)!;
    const right = keyOf(attempt.id).get(fill.id) as string[];
    const fullWidth = right.map((text) => `  ${text.replace(/[!-~]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0))}  `);
    const result = (
      await post(`/exam/attempts/${attempt.id}/submit`, {
        answers: [{ questionId: fill.id, answer: fullWidth }],
        tabSwitches: 2,
        auto: true,
      })
    ).data;
    expect(result.questions.find((question: Question) => question.id === fill.id)).toMatchObject({ correct: true, myAnswer: fullWidth });
    expect(result.endedBy).toBe(AttemptEnding.TIMEOUT);
    expect(mock.exams.get(attempt.id)!.tabSwitches).toBe(2);
  });

  it('short answers wait for the marker: 待批阅 with the auto-graded score, then the mark control → 已批阅', async () => {
    const { start, put, post, get, examWhere } = harness({ controls: true });
    const exam = examWhere((candidate) => candidate.mode === 2 && candidate.questionCount === 50);
    const attempt = await start(exam.id);
    const [answered, blank] = (attempt.questions as Question[]).filter((question) => question.kind === QuestionKind.SHORT);
    await put(`/exam/attempts/${attempt.id}/answers`, {
      answers: [{ questionId: answered!.id, answer: '一、切断电源；二、验电；三、挂接地线。' }],
    });
    const pending = examResultSchema.parse((await post(`/exam/attempts/${attempt.id}/submit`)).data);
    expect(pending).toMatchObject({ status: AttemptStatus.AWAITING_MARKING, pendingCount: 1, passed: null, score: 0 });
    expect(pending.questions.find((question) => question.id === answered!.id)).toMatchObject({ correct: null, earned: null });
    expect(pending.questions.find((question) => question.id === blank!.id)).toMatchObject({ correct: false, earned: 0 });
    expect((await get(`/exam/${exam.id}/history`)).data.list[0]).toMatchObject({ status: 3, score: 0, passed: null });

    const marked = await post(`/__mock/exam/attempts/${attempt.id}/mark`, {});
    expect(marked.data.status).toBe(AttemptStatus.MARKED);
    const final = examResultSchema.parse((await get(`/exam/attempts/${attempt.id}/result`)).data);
    const worth = attempt.questions.find((question: Question) => question.id === answered!.id).score;
    expect(final).toMatchObject({ status: AttemptStatus.MARKED, pendingCount: 0, score: worth, passed: false });
    expect(final.questions.find((question) => question.id === answered!.id)).toMatchObject({ correct: true, earned: worth });
  });
});

describe('mock /exam/attempts: practice', () => {
  it('has no time limit; 核对答案 records the answer, tells right or wrong with the 解析 and locks it', async () => {
    const { start, post, put, get, keyOf, examWhere } = harness();
    const attempt = await start(examWhere((exam) => exam.mode === 3).id);
    expect(attempt).toMatchObject({ practice: true, deadline: null });
    const [first, second] = attempt.questions as Question[];
    const right = keyOf(attempt.id).get(first!.id)!;
    const checked = checkResultSchema.parse(
      (await post(`/exam/attempts/${attempt.id}/check`, { questionId: first!.id, answer: right })).data,
    );
    expect(checked).toMatchObject({ questionId: first!.id, answer: right, correct: true, rightAnswer: right });
    expect(checked.explanation).toMatch(/[\u4e00-\u9fff]/);
    const miss = (
      await post(`/exam/attempts/${attempt.id}/check`, { questionId: second!.id, answer: wrongAnswer(keyOf(attempt.id).get(second!.id)!) })
    ).data;
    expect(miss.correct).toBe(false);
    // Locked: a later save or check does not change the checked answer.
    await put(`/exam/attempts/${attempt.id}/answers`, { answers: [{ questionId: first!.id, answer: wrongAnswer(right) }] });
    expect((await post(`/exam/attempts/${attempt.id}/check`, { questionId: first!.id, answer: wrongAnswer(right) })).data.correct).toBe(
      true,
    );
    const view = examAttemptSchema.parse((await get(`/exam/attempts/${attempt.id}`)).data);
    expect(view.questions[0]!.check).toMatchObject({ correct: true });
    expect(view.questions[2]!.check).toBeNull();
    expect((await post(`/exam/attempts/${attempt.id}/check`, { questionId: first!.id, answer: null })).code).toBe(0);
    expect((await post(`/exam/attempts/${attempt.id}/check`, { questionId: 5, answer: 'A' })).code).toBe(CODE_EXAM_QUESTION_NOT_IN_ATTEMPT);
  });

  it('核对答案 is only for practice', async () => {
    const { start, post, examWhere } = harness();
    const attempt = await start(examWhere((exam) => exam.mode === 2).id);
    expect(await post(`/exam/attempts/${attempt.id}/check`, { questionId: attempt.questions[0].id, answer: 'A' })).toMatchObject({
      code: CODE_EXAM_NOT_PRACTICE,
    });
  });

  it('错题练习 holds a finished attempt’s wrong gradable questions, untimed; only from my own finished attempt', async () => {
    const { start, post, put, keyOf, other, examWhere } = harness();
    const exam = examWhere((candidate) => candidate.mode === 2 && candidate.questionCount === 50);
    const source = await start(exam.id);
    expect((await post(`/exam/${exam.id}/attempts`, { kind: 'mock', fromAttemptId: source.id })).code).toBe(CODE_EXAM_NOT_SUBMITTED);
    const key = keyOf(source.id);
    const gradable = (source.questions as Question[]).filter((question) => question.kind !== QuestionKind.SHORT);
    const [missed, ...rightOnes] = gradable.slice(0, 6);
    await put(`/exam/attempts/${source.id}/answers`, {
      answers: rightOnes.map((question) => ({ questionId: question.id, answer: key.get(question.id)! })),
    });
    const result = (await post(`/exam/attempts/${source.id}/submit`)).data;
    const expected = (result.wrongQuestionIds as number[]).filter((id) => gradable.some((question) => question.id === id));
    expect(expected).toContain(missed!.id);

    const from = { kind: 'mock', fromAttemptId: source.id };
    const practice = examAttemptSchema.parse((await post(`/exam/${exam.id}/attempts`, from)).data);
    expect(practice).toMatchObject({ practice: true, deadline: null, fromAttemptId: source.id, kind: 'mock' });
    expect(practice.examTitle).toContain('错题练习');
    expect(practice.questions.map((question) => question.id).sort()).toEqual([...expected].sort());
    expect((await post(`/exam/${exam.id}/attempts`, from)).data.id).toBe(practice.id);
    expect((await post(`/exam/${exam.id}/attempts`, from, other)).code).toBe(CODE_EXAM_NOT_YOUR_ATTEMPT);
    expect((await post(`/exam/${exam.id}/attempts`, { kind: 'official', fromAttemptId: source.id })).code).toBeGreaterThan(0);

    // All right → nothing to practise.
    const perfect = await start(exam.id);
    const perfectKey = keyOf(perfect.id);
    const all = (perfect.questions as Question[])
      .filter((question) => question.kind !== QuestionKind.SHORT)
      .map((question) => ({ questionId: question.id, answer: perfectKey.get(question.id)! }));
    await post(`/exam/attempts/${perfect.id}/submit`, { answers: all });
    expect(await post(`/exam/${exam.id}/attempts`, { kind: 'mock', fromAttemptId: perfect.id })).toMatchObject({
      code: CODE_EXAM_NO_WRONG_QUESTIONS,
    });
  });
});
