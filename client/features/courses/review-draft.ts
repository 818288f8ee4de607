/**
 * What the review form holds, kept per course in localStorage so a refusal, a reload or a sign-in
 * loses nothing (conventions §2.3); cleared once the review is saved.
 */
export interface ReviewDraft {
  rating: number | null;
  content: string;
}

const keyOf = (courseId: number) => `skill:course-review-draft:${courseId}`;
/** Generous: the form refuses past the limit, the draft keeps what was typed. */
const MAX_DRAFT_CHARS = 4000;

export function readReviewDraft(storage: Pick<Storage, 'getItem'> | undefined, courseId: number): ReviewDraft | null {
  try {
    const raw = storage?.getItem(keyOf(courseId));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<ReviewDraft>;
    if (typeof value.content !== 'string') return null;
    const rating =
      typeof value.rating === 'number' && Number.isInteger(value.rating) && value.rating >= 1 && value.rating <= 5 ? value.rating : null;
    return { rating, content: value.content.slice(0, MAX_DRAFT_CHARS) };
  } catch {
    return null;
  }
}

export function saveReviewDraft(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, courseId: number, draft: ReviewDraft): void {
  try {
    if (!draft.content.trim() && draft.rating === null) storage?.removeItem(keyOf(courseId));
    else storage?.setItem(keyOf(courseId), JSON.stringify({ rating: draft.rating, content: draft.content.slice(0, MAX_DRAFT_CHARS) }));
  } catch {
    // Storage full or forbidden (private mode): the form still works, only without a draft.
  }
}

export function clearReviewDraft(storage: Pick<Storage, 'removeItem'> | undefined, courseId: number): void {
  try {
    storage?.removeItem(keyOf(courseId));
  } catch {
    // Nothing to clear.
  }
}
