import type { QueryClient } from '@tanstack/react-query';

/** Every query of the learner's own lists (/study, /collect) starts with this key. */
export const LEARNING_QUERY_KEY = ['learning'] as const;

/**
 * After studying: the learner's lists no longer stand (progress, last studied), so the copies not on
 * screen are dropped (a navigation to /study or /collect asks again anyway: loadFresh). Browser only;
 * on the server each request has its own cache.
 */
export function forgetLearningLists(queryClient: QueryClient): void {
  if (typeof document !== 'undefined') queryClient.removeQueries({ queryKey: LEARNING_QUERY_KEY, type: 'inactive' });
}
