import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { getPlayInfo as playInfoEndpoint } from '@shared/api/player';
import type { PlayInfo, ProgressStanding } from '@shared/schemas/player';
import { useApi } from '@client/lib/api-context';
import { useCachedQueryData } from '@client/lib/use-cached-query';

export const playInfoKey = (courseId: number) => ['player', 'info', courseId] as const;

export const getPlayInfo = (api: ApiClient, courseId: number) => api.call(playInfoEndpoint, { params: { id: courseId } });

/**
 * The player keeps its copy current from the progress answers while it is open (another lesson of
 * the same course reads it as it is); coming back to it from another page (where the learner may
 * have enrolled or bought) asks again: fresh while observed, stale at once otherwise (loadFresh).
 */
export const getPlayInfoQueryOptions = (api: ApiClient, courseId: number) =>
  queryOptions({
    queryKey: playInfoKey(courseId),
    queryFn: () => getPlayInfo(api, courseId),
    staleTime: (query) => (query.getObserversCount() > 0 ? Infinity : 0),
  });

export const usePlayInfo = (courseId: number) => useCachedQueryData(getPlayInfoQueryOptions(useApi(), courseId));

/** A progress answer into the cached play info: the lesson's status and position, the course's counts. */
export function applyStanding(info: PlayInfo, standing: ProgressStanding): PlayInfo {
  return {
    ...info,
    completedLessons: standing.completedLessons,
    lastLessonId: standing.lessonId,
    chapters: info.chapters.map((chapter) =>
      chapter.lessons.some((lesson) => lesson.id === standing.lessonId)
        ? {
            ...chapter,
            lessons: chapter.lessons.map((lesson) =>
              lesson.id === standing.lessonId ? { ...lesson, status: standing.status, position: standing.position } : lesson,
            ),
          }
        : chapter,
    ),
  };
}
