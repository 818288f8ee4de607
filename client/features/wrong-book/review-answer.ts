import { QuestionKind } from '@shared/enums/exam';
import type { Answer } from '@shared/schemas/exam-attempt';

/**
 * A review's answer as the learner builds it, in the shape the API grades (wrongBook.review): a key
 * for 单选, keys in A, B, C order for 多选, true / false for 判断, one text per blank for 填空.
 */

/** The options of a 判断题 (the API takes a boolean). */
export const JUDGE_OPTIONS = [
  { key: 'true', text: '正确' },
  { key: 'false', text: '错误' },
] as const;

/** An answer with `key` chosen: a 单选 or 判断 replaces, a 多选 toggles it. */
export function choose(answer: Answer, kind: number, key: string): Answer {
  if (kind === QuestionKind.JUDGE) return key === 'true';
  if (kind !== QuestionKind.MULTIPLE) return key;
  const keys = Array.isArray(answer) ? answer : [];
  return (keys.includes(key) ? keys.filter((item) => item !== key) : [...keys, key]).sort();
}

/** Whether an option is chosen in the answer. */
export function isChosen(answer: Answer, kind: number, key: string): boolean {
  if (kind === QuestionKind.JUDGE) return typeof answer === 'boolean' && answer === (key === 'true');
  if (kind === QuestionKind.MULTIPLE) return Array.isArray(answer) && answer.includes(key);
  return answer === key;
}

/** A fill-in answer with blank `index` set, one string per blank. */
export function withBlank(answer: Answer, blanks: number, index: number, text: string): string[] {
  const parts = Array.from({ length: blanks }, (_, at) => (Array.isArray(answer) ? (answer[at] ?? '') : ''));
  parts[index] = text;
  return parts;
}

/** Something to grade: a choice, a true / false, every blank filled. */
export function isComplete(answer: Answer, kind: number, blanks: number): boolean {
  if (answer === null || answer === undefined) return false;
  if (typeof answer === 'boolean') return true;
  if (typeof answer === 'string') return answer.trim().length > 0;
  if (kind === QuestionKind.FILL) return answer.length === blanks && answer.every((part) => part.trim().length > 0);
  return answer.length > 0;
}

/** 简答 cannot be graded by a review (the book never holds one); the rest can. */
export const isReviewable = (kind: number): boolean => kind !== QuestionKind.SHORT;
