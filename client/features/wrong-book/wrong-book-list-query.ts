import {
  KNOWLEDGE_POINT_IDS,
  WRONG_BOOK_PATH,
  WRONG_BOOK_STATUSES,
  WRONG_REASONS,
  type WrongBookStatus,
} from '@shared/lib/wrong-book-rules';
import { intIn, oneOf, pageParam } from '@client/lib/url-query';

/** 错因 to filter by: a tagged reason, or `none` for the untagged. */
export const REASON_FILTERS = [...WRONG_REASONS, 'none'] as const;
export type ReasonFilter = (typeof REASON_FILTERS)[number];

/**
 * /study/wrong-book as the URL holds it:
 * `?status=due&exam=12&profession=3&level=4&point=5&reason=careless&page=2`, every part optional
 * (no status: every question in the book). `question` (the link of a 纠错 reply) shows that question's
 * entry alone, marked: wherever it is when no tab is chosen, a favourite too. The level filters only
 * with its profession (the groups are by both).
 * The review (/study/wrong-book/review) takes the same filters and reads the first page of 今日待复习.
 */
export interface WrongBookListQuery {
  status?: WrongBookStatus;
  examId?: number;
  professionId?: number;
  level?: number;
  pointId?: number;
  reason?: ReasonFilter;
  page: number;
  question?: number;
}

export const WRONG_BOOK_PAGE_SIZE = 10;

const MAX_ID = 999_999_999;

/** Impossible values (`status=x`, `level=9`, `point=0`, `page=-1`) are ignored as if absent: a mistyped link still shows the book. */
export function parseWrongBookListQuery(search: URLSearchParams): WrongBookListQuery {
  const status = oneOf(search.get('status'), WRONG_BOOK_STATUSES);
  const professionId = intIn(search.get('profession'), 1, MAX_ID);
  return {
    status,
    examId: intIn(search.get('exam'), 1, MAX_ID),
    professionId,
    level: professionId === undefined ? undefined : intIn(search.get('level'), 1, 5),
    pointId: oneOf(search.get('point'), KNOWLEDGE_POINT_IDS),
    reason: oneOf(search.get('reason'), REASON_FILTERS),
    page: pageParam(search),
    question: intIn(search.get('question'), 1, MAX_ID),
  };
}

/** The canonical query (defaults left out, one order), `?`-prefixed or empty; `question` is a one-off view and never carried on. */
export function wrongBookSearch(query: Omit<WrongBookListQuery, 'question'>): string {
  let text = '';
  if (query.status) text += `&status=${query.status}`;
  if (query.examId) text += `&exam=${query.examId}`;
  if (query.professionId) text += `&profession=${query.professionId}`;
  if (query.professionId && query.level) text += `&level=${query.level}`;
  if (query.pointId) text += `&point=${query.pointId}`;
  if (query.reason) text += `&reason=${query.reason}`;
  if (query.page > 1) text += `&page=${query.page}`;
  return text ? `?${text.slice(1)}` : '';
}

/** The link for one change: any change but the page itself starts at page 1. */
export const wrongBookHref = (query: WrongBookListQuery, change: Partial<WrongBookListQuery>): string =>
  `${WRONG_BOOK_PATH}${wrongBookSearch({ ...query, page: 1, ...change })}`;

/** The same filters with nothing chosen but the tab. */
export const NO_FILTERS: Partial<WrongBookListQuery> = {
  examId: undefined,
  professionId: undefined,
  level: undefined,
  pointId: undefined,
  reason: undefined,
};

/** Whether any filter besides the tab is set. */
export const hasFilters = (query: WrongBookListQuery): boolean =>
  Boolean(query.examId || query.professionId || query.pointId || query.reason);

/** Where the questions due today are reviewed one at a time. */
export const WRONG_BOOK_REVIEW_PATH = `${WRONG_BOOK_PATH}/review`;

/** The review of the questions due today under the same filters (the tab and the page are the review's own). */
export const reviewHref = (query: WrongBookListQuery): string =>
  `${WRONG_BOOK_REVIEW_PATH}${wrongBookSearch({ ...query, status: undefined, page: 1 })}`;

/** What the review reads: the first page of 今日待复习 under the URL's filters. */
export const reviewQuery = (search: URLSearchParams): WrongBookListQuery => ({
  ...parseWrongBookListQuery(search),
  status: 'due',
  page: 1,
  question: undefined,
});

/** The API query of a list view (the review reads the first page of 今日待复习). */
export const wrongBookApiQuery = (query: WrongBookListQuery) => ({
  page: query.page,
  size: WRONG_BOOK_PAGE_SIZE,
  status: query.status,
  examId: query.examId,
  professionId: query.professionId,
  skillLevel: query.professionId ? query.level : undefined,
  knowledgePointId: query.pointId,
  reason: query.reason,
  questionId: query.question,
});
