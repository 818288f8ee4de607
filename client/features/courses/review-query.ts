import { REVIEW_SORTS, type ReviewSort } from '@shared/lib/review-rules';
import { MAX_PAGE, intIn, oneOf } from '@client/lib/url-query';

/** Which reviews a course page shows, as its URL holds them: `?reviewSort=helpful&reviewPage=2`. */
export interface ReviewQuery {
  sort: ReviewSort;
  page: number;
}

/** Impossible values read as the defaults (最新, page 1), like every list's query (conventions §2.8). */
export function parseReviewQuery(search: URLSearchParams): ReviewQuery {
  return {
    sort: oneOf(search.get('reviewSort'), REVIEW_SORTS) ?? 'latest',
    page: intIn(search.get('reviewPage'), 1, MAX_PAGE) ?? 1,
  };
}

/** The course page's URL for these reviews, landing on the reviews section (defaults left out). */
export function reviewHref(courseId: number, query: ReviewQuery): string {
  let search = '';
  if (query.sort !== 'latest') search += `&reviewSort=${query.sort}`;
  if (query.page > 1) search += `&reviewPage=${query.page}`;
  return `/course/${courseId}${search ? `?${search.slice(1)}` : ''}#reviews`;
}
