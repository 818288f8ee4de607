import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { listWrongBook } from '@shared/api/wrong-book';
import { useApi } from '@client/lib/api-context';
import { useCachedQueryData } from '@client/lib/use-cached-query';
import { wrongBookApiQuery, wrongBookSearch, type WrongBookListQuery } from './wrong-book-list-query';

/** Every query of the book: the lists and the summary (a write marks them all stale). */
export const WRONG_BOOK_QUERY_KEY = ['wrong-book'] as const;

/** A view's key: its canonical filters and the one question a 纠错 reply's link shows (the review reads 今日待复习's first page). */
const listKey = (query: WrongBookListQuery) => [...WRONG_BOOK_QUERY_KEY, 'list', wrongBookSearch(query), query.question ?? null] as const;

export const getWrongBook = (api: ApiClient, query: WrongBookListQuery) => api.call(listWrongBook, { query: wrongBookApiQuery(query) });

/** The learner's own standing, changed by exams, practice and reviews elsewhere: no staleTime, the loader asks again (loadFresh). */
export const getWrongBookQueryOptions = (api: ApiClient, query: WrongBookListQuery) =>
  queryOptions({ queryKey: listKey(query), queryFn: () => getWrongBook(api, query) });

export const useWrongBook = (query: WrongBookListQuery) => useCachedQueryData(getWrongBookQueryOptions(useApi(), query));
