import { describe, expect, it } from 'vitest';
import { CODE_EXAM_TIME_UP } from '@shared/api/exam';
import { AttemptEnding, AttemptStatus, QuestionKind } from '@shared/enums/exam';
import { examHarness } from './exam-testing';

const harness = examHarness();
type Question = { id: number; kind: number; score: number };

describe('/__mock/exam developer controls', () => {
  it('key: the right answers in the attempt’s own keys; answering with them scores full marks', async () => {
    const { start, get, post, examWhere } = harness({ controls: true });
    const exam = examWhere((candidate) => candidate.mode === 3);
    const attempt = await start(exam.id);
    const key = (await get(`/__mock/exam/attempts/${attempt.id}/key`)).data as { questionId: number; kind: number; answer: unknown }[];
    expect(key.map((item) => item.questionId)).toEqual(attempt.questions.map((question: Question) => question.id));
    const result = (
      await post(`/exam/attempts/${attempt.id}/submit`, { answers: key.map(({ questionId, answer }) => ({ questionId, answer })) })
    ).data;
    expect(result.score).toBe(exam.totalScore);
    expect((await get('/__mock/exam/attempts/999999/key')).code).toBe(404);
  });

  it('expire: the deadline becomes now — the next save is the late save, and the paper is handed in', async () => {
    const { start, put, post, get, examWhere } = harness({ controls: true });
    const attempt = await start(examWhere((exam) => exam.mode === 2).id);
    const expired = await post(`/__mock/exam/attempts/${attempt.id}/expire`);
    expect(expired.data).toMatchObject({ id: attempt.id, status: AttemptStatus.IN_PROGRESS, deadline: attempt.serverNow });
    expect((await put(`/exam/attempts/${attempt.id}/answers`, { answers: [] })).code).toBe(CODE_EXAM_TIME_UP);
    expect((await get(`/exam/attempts/${attempt.id}/result`)).data.endedBy).toBe(AttemptEnding.TIMEOUT);
    expect((await post(`/__mock/exam/attempts/${attempt.id}/expire`)).msg).toBe('答卷已提交');
  });

  it('deadline: a short limit for browser tests; practice has none to move', async () => {
    const { start, post, get, advance, examWhere } = harness({ controls: true });
    const attempt = await start(examWhere((exam) => exam.mode === 2).id);
    const moved = await post(`/__mock/exam/attempts/${attempt.id}/deadline`, { inSeconds: 30 });
    expect(Date.parse(moved.data.deadline) - Date.parse(moved.data.serverNow)).toBe(30_000);
    expect((await get(`/exam/attempts/${attempt.id}`)).data.deadline).toBe(moved.data.deadline);
    advance(30_000);
    expect((await get(`/exam/attempts/${attempt.id}`)).data.status).toBe(AttemptStatus.SUBMITTED);
    const practice = await start(examWhere((exam) => exam.mode === 3).id);
    expect(await post(`/__mock/exam/attempts/${practice.id}/deadline`, { inSeconds: 30 })).toMatchObject({
      code: 400,
      msg: '练习不限时，没有截止时间',
    });
    expect((await post(`/__mock/exam/attempts/${attempt.id}/deadline`, { inSeconds: -1 })).code).toBe(400);
  });

  it('mark: given scores (capped at the question’s worth), defaults for the rest; refuses open papers and papers without 简答', async () => {
    const { start, put, post, get, examWhere } = harness({ controls: true });
    const exam = examWhere((candidate) => candidate.mode === 2 && candidate.questionCount === 50);
    const attempt = await start(exam.id);
    expect((await post(`/__mock/exam/attempts/${attempt.id}/mark`, {})).msg).toBe('答卷尚未提交，不能批阅');
    const [one, two] = (attempt.questions as Question[]).filter((question) => question.kind === QuestionKind.SHORT);
    await put(`/exam/attempts/${attempt.id}/answers`, {
      answers: [one, two].map((question) => ({ questionId: question!.id, answer: '作答要点若干' })),
    });
    await post(`/exam/attempts/${attempt.id}/submit`);
    expect((await post(`/__mock/exam/attempts/${attempt.id}/mark`, { scores: { 5: 1 } })).code).toBe(400);
    expect((await post(`/__mock/exam/attempts/${attempt.id}/mark`, { scores: { [one!.id]: 2, [two!.id]: 999 } })).code).toBe(0);
    const result = (await get(`/exam/attempts/${attempt.id}/result`)).data;
    expect(result.status).toBe(AttemptStatus.MARKED);
    expect(result.questions.find((question: Question) => question.id === one!.id)).toMatchObject({ earned: 2, correct: false });
    expect(result.questions.find((question: Question) => question.id === two!.id)).toMatchObject({ earned: two!.score, correct: true });
    expect(result.score).toBe(2 + two!.score);
    expect(result.wrongQuestionIds).toContain(one!.id);
    const practice = await start(examWhere((candidate) => candidate.mode === 3).id);
    await post(`/exam/attempts/${practice.id}/submit`);
    expect((await post(`/__mock/exam/attempts/${practice.id}/mark`, {})).msg).toBe('这份答卷没有需要批阅的简答题');
  });

  it('window: opens an official exam now (or moves it), which the detail and the start then follow', async () => {
    const { post, get, start, examWhere, admit } = harness({ controls: true });
    const official = examWhere((exam) => exam.mode === 1);
    admit(official.id, undefined, { openWindow: false });
    const opened = await post(`/__mock/exam/${official.id}/window`, { minutes: 45 });
    expect(Date.parse(opened.data.closeAt) - Date.parse(opened.data.openAt)).toBe(45 * 60_000);
    expect((await get(`/exam/${official.id}`)).data).toMatchObject({
      officialWindow: 'open',
      openAt: opened.data.openAt,
      closeAt: opened.data.closeAt,
    });
    const attempt = await start(official.id, 'official');
    expect(attempt.deadline).toBe(opened.data.closeAt);
    await post(`/__mock/exam/${official.id}/window`, { opensInMinutes: 60 });
    expect((await get(`/exam/${official.id}`)).data.officialWindow).toBe('upcoming');
    expect((await post(`/__mock/exam/${examWhere((exam) => exam.mode === 2).id}/window`, {})).msg).toBe('只有正式考试有开放时间');
    expect((await post('/__mock/exam/99999/window', {})).code).toBe(404);
  });

  it('admit: an approved, paid application to an official exam’s plan, so a real-name verified learner can sit it', async () => {
    const { post, get, examWhere } = harness({ controls: true });
    const official = examWhere((exam) => exam.mode === 1);
    await post(`/__mock/exam/${official.id}/window`, {});
    expect((await post(`/exam/${official.id}/attempts`, { kind: 'official', confirm: true })).code).toBe(4812);
    const admitted = await post(`/__mock/exam/${official.id}/admit`, { phone: '13800138000' });
    expect(admitted.data).toMatchObject({ examId: official.id, accountId: 1, realNameVerified: true });
    expect((await get(`/exam/${official.id}`)).data.mine.enrolment).toEqual({ status: 2, paid: true, fee: 'paid' });
    expect((await post(`/__mock/exam/${official.id}/admit`, { phone: '13800138000' })).code).toBe(0);
    expect((await post(`/exam/${official.id}/attempts`, { kind: 'official', confirm: true })).code).toBe(0);
    expect((await post(`/__mock/exam/${examWhere((exam) => exam.mode === 2).id}/admit`, { accountId: 1 })).code).toBe(400);
    expect((await post(`/__mock/exam/${official.id}/admit`, { phone: '10000000000' })).code).toBe(404);
  });
});
