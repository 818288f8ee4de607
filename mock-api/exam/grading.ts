import { QuestionKind } from '@shared/enums/exam';
import type { Answer } from '@shared/schemas/exam-attempt';
import type { BankQuestion } from './bank-builder';

/**
 * Grading rules, the same as the rules text shows the learner:
 * - 单选 and 判断: exact.
 * - 多选: all or nothing (错选、多选、少选均不得分), as in the national theory exams.
 * - 填空: all blanks right or nothing; a blank matches any accepted spelling after normalising both
 *   sides — NFKC (full-width letters, digits and punctuation become half-width: ＡＢＣ１２％～ →
 *   ABC12%~), trimmed, case-insensitive, and spaces do not matter (inner runs collapse, and a
 *   spelling with or without spaces is the same answer: "GB 18218" = "GB18218").
 * - 简答: an empty answer is 0 at once; otherwise it waits for the marker (待批阅).
 */

/** How a blank's text is compared. */
export function normaliseBlank(text: string): string {
  return text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

export function blankMatches(given: string, accepted: readonly string[]): boolean {
  const mine = normaliseBlank(given);
  if (!mine) return false;
  const bare = mine.replace(/ /g, '');
  return accepted.some((spelling) => {
    const right = normaliseBlank(spelling);
    return right === mine || right.replace(/ /g, '') === bare;
  });
}

/** Option key shown at position `index` (A, B, C…). */
export const keyAt = (index: number): string => String.fromCharCode(65 + index);
const indexOfKey = (key: string): number => key.charCodeAt(0) - 65;

export interface Verdict {
  /** null: waiting for the marker. */
  correct: boolean | null;
  earned: number | null;
}

const isEmpty = (answer: Answer | undefined): boolean =>
  answer === null ||
  answer === undefined ||
  (typeof answer === 'string' && answer.trim() === '') ||
  (Array.isArray(answer) && answer.every((item) => item.trim() === ''));

/**
 * Grades one answer. `order[shown] = bank index`: the attempt's option shuffle, so the keys the
 * learner picked are mapped back to the bank's options.
 */
export function grade(question: BankQuestion, order: readonly number[], answer: Answer | undefined, score: number): Verdict {
  const wrong: Verdict = { correct: false, earned: 0 };
  if (isEmpty(answer)) return wrong;
  let correct: boolean;
  switch (question.kind) {
    case QuestionKind.SINGLE:
      correct = typeof answer === 'string' && order[indexOfKey(answer)] === question.rightOptions[0];
      break;
    case QuestionKind.MULTIPLE: {
      if (!Array.isArray(answer)) return wrong;
      const picked = new Set(answer.map((key) => order[indexOfKey(key)]));
      correct = picked.size === question.rightOptions.length && question.rightOptions.every((index) => picked.has(index));
      break;
    }
    case QuestionKind.JUDGE:
      correct = answer === question.rightJudge;
      break;
    case QuestionKind.FILL:
      correct = Array.isArray(answer) && question.blanks.every((accepted, index) => blankMatches(answer[index] ?? '', accepted));
      break;
    default:
      return { correct: null, earned: null };
  }
  return correct ? { correct: true, earned: score } : wrong;
}

/** The right answer as the learner saw the question: keys of this attempt, first spelling per blank, the reference. */
export function rightAnswerOf(question: BankQuestion, order: readonly number[]): Answer {
  const keysOf = (indices: readonly number[]) => indices.map((index) => keyAt(order.indexOf(index))).sort();
  switch (question.kind) {
    case QuestionKind.SINGLE:
      return keysOf(question.rightOptions)[0]!;
    case QuestionKind.MULTIPLE:
      return keysOf(question.rightOptions);
    case QuestionKind.JUDGE:
      return question.rightJudge;
    case QuestionKind.FILL:
      return question.blanks.map((accepted) => accepted[0]!);
    default:
      return question.reference;
  }
}

/**
 * Checks an answer's shape against its question and returns it in stored form (keys upper-cased,
 * 多选 keys sorted and de-duplicated, an empty 多选 as null), or the reason it does not fit.
 */
export function acceptAnswer(question: BankQuestion, answer: Answer): { ok: true; value: Answer } | { ok: false; reason: string } {
  if (answer === null) return { ok: true, value: null };
  const optionKey = (value: unknown) =>
    typeof value === 'string' && /^[A-Za-z]$/.test(value) && indexOfKey(value.toUpperCase()) < question.options.length;
  switch (question.kind) {
    case QuestionKind.SINGLE:
      return optionKey(answer)
        ? { ok: true, value: (answer as string).toUpperCase() }
        : { ok: false, reason: `单选题的答案应为一个选项字母（A～${keyAt(question.options.length - 1)}）` };
    case QuestionKind.MULTIPLE:
      if (!Array.isArray(answer) || !answer.every(optionKey))
        return { ok: false, reason: `多选题的答案应为选项字母的数组（A～${keyAt(question.options.length - 1)}）` };
      return { ok: true, value: answer.length === 0 ? null : [...new Set(answer.map((key) => key.toUpperCase()))].sort() };
    case QuestionKind.JUDGE:
      return typeof answer === 'boolean'
        ? { ok: true, value: answer }
        : { ok: false, reason: '判断题的答案应为 true（正确）或 false（错误）' };
    case QuestionKind.FILL:
      return Array.isArray(answer) && answer.length === question.blanks.length
        ? { ok: true, value: answer }
        : { ok: false, reason: `填空题的答案应为 ${question.blanks.length} 个空的文字数组` };
    default:
      return typeof answer === 'string' ? { ok: true, value: answer } : { ok: false, reason: '简答题的答案应为文字' };
  }
}
