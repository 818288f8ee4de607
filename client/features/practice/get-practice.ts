import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import {
  getExamPractice as practiceEndpoint,
  getPracticeSession as sessionEndpoint,
  getReadiness as readinessEndpoint,
} from '@shared/api/practice';
import { useApi } from '@client/lib/api-context';
import { useCachedQueryData } from '@client/lib/use-cached-query';
import { SESSION_PAGE_SIZE } from './session-state';

/**
 * The practice of one exam (issue 25 §4–§5): my sessions with their progress and the bank by
 * 鉴定要素, my readiness estimate, and one session's page of questions. All signed in and the
 * learner's own, cached per viewer; the session page changes the first two, so they are always asked
 * again (loadFresh, staleTime 0).
 */

export const getExamPractice = (api: ApiClient, examId: number) => api.call(practiceEndpoint, { params: { id: examId } });

export const getExamPracticeQueryOptions = (api: ApiClient, viewer: number, examId: number) =>
  queryOptions({ queryKey: ['practice', 'list', examId, viewer] as const, queryFn: () => getExamPractice(api, examId), staleTime: 0 });

export const useExamPractice = (viewer: number, examId: number) =>
  useCachedQueryData(getExamPracticeQueryOptions(useApi(), viewer, examId));

export const getReadiness = (api: ApiClient, examId: number) => api.call(readinessEndpoint, { params: { id: examId } });

export const getReadinessQueryOptions = (api: ApiClient, viewer: number, examId: number) =>
  queryOptions({ queryKey: ['practice', 'readiness', examId, viewer] as const, queryFn: () => getReadiness(api, examId), staleTime: 0 });

export const useReadiness = (viewer: number, examId: number) => useCachedQueryData(getReadinessQueryOptions(useApi(), viewer, examId));

/** A page of a session's questions (50 a page); without a page, the page of the question the learner was on. */
export const getPracticeSession = (api: ApiClient, sessionId: number, page?: number) =>
  api.call(sessionEndpoint, { params: { sessionId }, query: { size: SESSION_PAGE_SIZE, ...(page ? { page } : {}) } });

/** Never fresh from the cache: answers change it, and a reload must resume exactly where the learner was. */
export const getPracticeSessionQueryOptions = (api: ApiClient, sessionId: number, page?: number) =>
  queryOptions({
    queryKey: ['practice', 'session', sessionId, page ?? 'position'] as const,
    queryFn: () => getPracticeSession(api, sessionId, page),
    staleTime: 0,
  });

export const usePracticeSession = (sessionId: number) => useCachedQueryData(getPracticeSessionQueryOptions(useApi(), sessionId));

/** Every practice query of an exam (list and readiness, any viewer): what a start or an answer makes stale. */
export const practiceOfExamKeys = (examId: number) => [
  ['practice', 'list', examId],
  ['practice', 'readiness', examId],
];
