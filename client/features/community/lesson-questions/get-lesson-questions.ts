import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { listLessonQuestions } from '@shared/api/lesson-questions';
import { useApi } from '@client/lib/api-context';

export const LESSON_QUESTIONS_PAGE_SIZE = 10;

/** Every lesson-question list of a course (what a new question or answer there makes stale). */
export const allLessonQuestionsKey = (courseId: number) => ['lesson-questions', courseId] as const;

/** A course's lesson questions: one lesson's (by their moment) or the whole course's (newest first). */
export const getLessonQuestionsQueryOptions = (api: ApiClient, courseId: number, lessonId: number | null, page = 1) =>
  queryOptions({
    queryKey: [...allLessonQuestionsKey(courseId), lessonId ?? 'all', page] as const,
    queryFn: ({ signal }) =>
      api.call(listLessonQuestions, {
        params: { id: courseId },
        query: { lessonId: lessonId ?? undefined, page, size: LESSON_QUESTIONS_PAGE_SIZE },
        signal,
      }),
    staleTime: 30_000,
  });

/** Read in the browser only (the player's 答疑 tab and the course page's section load after the page). */
export function useLessonQuestions(courseId: number, lessonId: number | null, page = 1) {
  return useQuery({ ...getLessonQuestionsQueryOptions(useApi(), courseId, lessonId, page), placeholderData: (previous) => previous });
}
