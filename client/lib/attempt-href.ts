import type { AttemptKind } from '@shared/schemas/exam';

/**
 * The page of one attempt at an exam: /exam/{id}/mocks/{subId} (mocks and every practice) or
 * /exam/{id}/official/{subId}. The exam pages link to it, the attempt page redirects to it (one URL
 * per attempt), a new practice paper goes to it.
 */
export const attemptHref = (examId: number, attemptId: number, kind: AttemptKind): string =>
  `/exam/${examId}/${kind === 'official' ? 'official' : 'mocks'}/${attemptId}`;
