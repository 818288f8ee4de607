import type { Answer } from '@shared/schemas/exam-attempt';

/**
 * What a learner's answer to one question is, whatever paper it is on (an exam attempt, a practice
 * session, the wrong-question book): answered or not, a choice toggled, a blank filled, the answer
 * as text. Plain functions of the contract's `Answer`; shared by the features that show questions.
 */

export const JUDGE_LABELS: Record<'true' | 'false', string> = { true: '正确', false: '错误' };

/** Answered means something to grade: a choice, a true/false, any blank filled, any text written. */
export function isAnswered(answer: Answer): boolean {
  if (answer === null || answer === undefined) return false;
  if (typeof answer === 'boolean') return true;
  if (typeof answer === 'string') return answer.trim().length > 0;
  return answer.some((part) => part.trim().length > 0);
}

/** A multiple-choice answer toggled by one key, kept in A, B, C order (the server ignores order; people read it). */
export function toggleChoice(answer: Answer, key: string): string[] {
  const keys = Array.isArray(answer) ? answer : [];
  const next = keys.includes(key) ? keys.filter((item) => item !== key) : [...keys, key];
  return next.sort();
}

/** A fill-in answer with blank `index` set, one string per blank. */
export function withBlank(answer: Answer, blanks: number, index: number, text: string): string[] {
  const parts = Array.from({ length: blanks }, (_, at) => (Array.isArray(answer) ? (answer[at] ?? '') : ''));
  parts[index] = text;
  return parts;
}

/** An answer as text, for a verdict and a review: 'A、C', 正确, the blanks joined. */
export function answerText(answer: Answer): string {
  if (answer === null || answer === undefined) return '未作答';
  if (typeof answer === 'boolean') return answer ? '正确' : '错误';
  if (Array.isArray(answer)) return answer.filter((part) => part.trim()).join('、') || '未作答';
  return answer.trim() || '未作答';
}

/** Whether an option key is part of an answer (a 判断 option's key is 'true' / 'false'). */
export function answerHasKey(answer: Answer, key: string): boolean {
  if (typeof answer === 'boolean') return String(answer) === key;
  if (Array.isArray(answer)) return answer.includes(key);
  return answer === key;
}
