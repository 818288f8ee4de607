import type { QueryClient } from '@tanstack/react-query';

/** Every query of the learner's own lists (/study, /collect) starts with this key. */
export const LEARNING_QUERY_KEY = ['learning'] as const;

/**
 * The learner's lists change from other pages (enrol, favourite, study) and belong to whoever is
 * signed in: a browser navigation to /study or /collect asks again rather than showing an older
 * copy. Queries on screen keep their data; on the server each request has its own cache anyway.
 */
export function forgetLearningLists(queryClient: QueryClient): void {
  if (typeof document !== 'undefined') queryClient.removeQueries({ queryKey: LEARNING_QUERY_KEY, type: 'inactive' });
}
