import type { APIRequestContext } from '@playwright/test';
import { listExams, saveExamAnswers, startExamAttempt, submitExamAttempt } from '@shared/api/exam';
import { listWrongBook } from '@shared/api/wrong-book';
import { contractClient } from './api';
import { mockControls, type KeyLine } from './mock';

/** A wrong answer of the same shape as the right one (a key line's answer). */
export function wrongAnswerOf(right: KeyLine['answer']): KeyLine['answer'] {
  if (typeof right === 'boolean') return !right;
  if (Array.isArray(right)) return /^[A-Z]$/.test(right[0] ?? '') ? (right.includes('A') ? ['B'] : ['A']) : right.map(() => '不知道');
  return right === 'A' ? 'B' : 'A';
}

/**
 * A mock paper of a 模拟考试 with mistakes saved in it, not yet handed in: the questions of `kinds`
 * (question kinds 1 单选, 2 多选, 3 判断, 4 填空), the first of each the paper has, answered wrong. The
 * flow hands it in itself (through the page, or `handInByApi`).
 */
export async function mockPaperWithMistakes(request: APIRequestContext, kinds: readonly number[] = [1, 3, 2]) {
  const api = contractClient(request);
  const exam = (await api.call(listExams, { query: { size: 100, mode: 2 } })).list[0]!;
  const paper = await api.call(startExamAttempt, { params: { id: exam.id }, body: { kind: 'mock' } });
  const key = await mockControls(request).answerKey(paper.id);
  const mistakes = kinds.flatMap((kind) => key.filter((line) => line.kind === kind).slice(0, 1));
  await api.call(saveExamAnswers, {
    params: { subId: paper.id },
    body: { answers: mistakes.map((line) => ({ questionId: line.questionId, answer: wrongAnswerOf(line.answer) })) },
  });
  return {
    examId: exam.id,
    subId: paper.id,
    url: `/exam/${exam.id}/mocks/${paper.id}`,
    mistakes,
    handInByApi: () => api.call(submitExamAttempt, { params: { subId: paper.id }, body: {} }),
  };
}

/** The right answer of each question in my book, in the book's own keys (not the paper's shuffle). */
export async function bookAnswers(request: APIRequestContext): Promise<Map<number, { kind: number; answer: KeyLine['answer'] }>> {
  const book = await contractClient(request).call(listWrongBook, { query: { page: 1, size: 100 } });
  return new Map(book.list.map((entry) => [entry.question.id, { kind: entry.question.kind, answer: entry.question.rightAnswer! }]));
}
