import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { getAnswer, getQuestion, listAnswers } from '@shared/api/community';
import { useApi } from '@client/lib/api-context';
import { useCachedQueryData } from '@client/lib/use-cached-query';
import { oneOf, pageParam } from '@client/lib/url-query';

export const ANSWERS_PAGE_SIZE = 10;
const ANSWER_SORTS = ['votes', 'time'] as const;
export type AnswerSort = (typeof ANSWER_SORTS)[number];

export const questionKey = (id: number) => ['community', 'question', id] as const;
/** Every sort and page of a question's answers (what a new answer makes stale). */
export const allAnswersKey = (id: number) => ['community', 'question', id, 'answers'] as const;
export const answersKey = (id: number, sort: AnswerSort, page: number) => [...allAnswersKey(id), sort, page] as const;
export const answerDetailKey = (id: number) => ['community', 'answer', id] as const;

// A view is counted by each detail call, so the question is not refetched while it is on screen.
export const getQuestionQueryOptions = (api: ApiClient, id: number) =>
  queryOptions({ queryKey: questionKey(id), queryFn: () => api.call(getQuestion, { params: { id } }), staleTime: 5 * 60_000 });

export const getAnswersQueryOptions = (api: ApiClient, id: number, sort: AnswerSort, page: number) =>
  queryOptions({
    queryKey: answersKey(id, sort, page),
    queryFn: ({ signal }) => api.call(listAnswers, { params: { id }, query: { sort, page, size: ANSWERS_PAGE_SIZE }, signal }),
    staleTime: 30_000,
  });

export const getAnswerDetailQueryOptions = (api: ApiClient, id: number) =>
  queryOptions({ queryKey: answerDetailKey(id), queryFn: () => api.call(getAnswer, { params: { id } }), staleTime: 60_000 });

export const useQuestion = (id: number) => useCachedQueryData(getQuestionQueryOptions(useApi(), id));
export const useAnswerDetail = (id: number) => useCachedQueryData(getAnswerDetailQueryOptions(useApi(), id));

/** The answers of one sort and page: the loader's for the first view, fetched when the sort or page changes. */
export function useAnswers(id: number, sort: AnswerSort, page: number) {
  return useQuery({ ...getAnswersQueryOptions(useApi(), id, sort, page), placeholderData: (previous) => previous });
}

/** `?sort=time&page=2` of the question page: votes and page 1 by default. */
export function parseAnswersQuery(search: URLSearchParams): { sort: AnswerSort; page: number } {
  return { sort: oneOf(search.get('sort'), ANSWER_SORTS) ?? 'votes', page: pageParam(search) };
}

export function answersHref(questionId: number, { sort, page }: { sort: AnswerSort; page: number }): string {
  const params = new URLSearchParams();
  if (sort !== 'votes') params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `/community/question/${questionId}${query ? `?${query}` : ''}#answers`;
}
