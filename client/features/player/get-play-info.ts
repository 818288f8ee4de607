import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { getPlayInfo as playInfoEndpoint } from '@shared/api/player';
import type { PlayInfo, ProgressStanding } from '@shared/schemas/player';
import { useCachedQueryData } from '@client/lib/use-cached-query';

export const playInfoKey = (courseId: number) => ['player', 'info', courseId] as const;

export const getPlayInfo = (api: ApiClient, courseId: number) => api.call(playInfoEndpoint, { params: { id: courseId } });

export const getPlayInfoQueryOptions = (api: ApiClient, courseId: number) =>
  queryOptions({ queryKey: playInfoKey(courseId), queryFn: () => getPlayInfo(api, courseId) });

export const usePlayInfo = (courseId: number) => useCachedQueryData<PlayInfo>(playInfoKey(courseId));

/**
 * The player keeps its copy current from the progress answers while it is open; coming back to it
 * from another page (where the learner may have enrolled or bought) asks again.
 */
export function forgetClosedPlayInfo(queryClient: QueryClient, courseId: number): void {
  if (typeof document === 'undefined') return;
  const query = queryClient.getQueryCache().find({ queryKey: playInfoKey(courseId), exact: true });
  if (query && query.getObserversCount() === 0) queryClient.removeQueries({ queryKey: playInfoKey(courseId), exact: true });
}

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
