/**
 * Course reviews (评价): the rules the form checks as it is filled and the API enforces again.
 * Lengths count characters as a learner sees them (code points: an emoji is one).
 */
export const REVIEW_TEXT_MIN = 5;
export const REVIEW_TEXT_MAX = 500;
export const REVIEW_RATINGS = [5, 4, 3, 2, 1] as const;
/** 最新 / 最有帮助. */
export const REVIEW_SORTS = ['latest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = { latest: '最新', helpful: '最有帮助' };
export const REVIEW_PAGE_SIZE = 10;

export const reviewTextLength = (text: string): number => Array.from(text.trim()).length;

/** Why the text cannot be sent, in the learner's words, or null. */
export function reviewTextProblem(text: string): string | null {
  const length = reviewTextLength(text);
  if (length === 0) return '请写下你的评价';
  if (length < REVIEW_TEXT_MIN) return `评价至少 ${REVIEW_TEXT_MIN} 个字`;
  if (length > REVIEW_TEXT_MAX) return `评价不能超过 ${REVIEW_TEXT_MAX} 个字`;
  return null;
}

export function reviewRatingProblem(rating: number | null | undefined): string | null {
  return rating !== null && rating !== undefined && Number.isInteger(rating) && rating >= 1 && rating <= 5 ? null : '请选择 1–5 星评分';
}

/** What each star count says (the form's radio labels and the summary bars). */
export const RATING_WORDS: Record<number, string> = { 5: '非常好', 4: '好', 3: '一般', 2: '较差', 1: '很差' };
