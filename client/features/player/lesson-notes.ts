import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { createLessonNote, listCourseNotes, listMyNoteCourses, removeLessonNote, updateLessonNote } from '@shared/api/lesson-notes';
import type { CourseNotes, LessonNote } from '@shared/schemas/lesson-notes';
import { useApi } from '@client/lib/api-context';
import { useCachedQueryData } from '@client/lib/use-cached-query';

/** My notes in one course (the player's 笔记 tab, /study/notes/{courseId}). */
export const getCourseNotes = (api: ApiClient, courseId: number) => api.call(listCourseNotes, { params: { id: courseId } });

export const getCourseNotesQueryOptions = (api: ApiClient, courseId: number) =>
  queryOptions({ queryKey: ['notes', 'course', courseId] as const, queryFn: () => getCourseNotes(api, courseId), staleTime: 30_000 });

export const useCourseNotes = (courseId: number) => useCachedQueryData(getCourseNotesQueryOptions(useApi(), courseId));

/** The courses I took notes in (/study/notes). */
export const getMyNoteCourses = (api: ApiClient) => api.call(listMyNoteCourses, {});

export const getMyNoteCoursesQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['notes', 'courses'] as const, queryFn: () => getMyNoteCourses(api), staleTime: 30_000 });

export const useMyNoteCourses = () => useCachedQueryData(getMyNoteCoursesQueryOptions(useApi()));

export const addNote = (api: ApiClient, body: { lessonId: number; position: number; content: string }) =>
  api.call(createLessonNote, { body });
export const editNote = (api: ApiClient, noteId: number, content: string) =>
  api.call(updateLessonNote, { params: { noteId }, body: { content } });
export const deleteNote = (api: ApiClient, noteId: number) => api.call(removeLessonNote, { params: { noteId } });

/** Notes in syllabus order as the API gives them: a new or edited one takes its place by lesson order, then moment. */
function placed(notes: readonly LessonNote[], note: LessonNote, lessonOrder: (lessonId: number) => number): LessonNote[] {
  const others = notes.filter((candidate) => candidate.id !== note.id);
  return [...others, note].sort((a, b) => lessonOrder(a.lessonId) - lessonOrder(b.lessonId) || a.position - b.position || a.id - b.id);
}

/** A note saved: the course's cached notes follow at once, and /study/notes asks again next time. */
export function noteSaved(queryClient: QueryClient, api: ApiClient, note: LessonNote, lessonOrder: (lessonId: number) => number): void {
  queryClient.setQueryData<CourseNotes>(getCourseNotesQueryOptions(api, note.courseId).queryKey, (current) =>
    current ? { ...current, notes: placed(current.notes, note, lessonOrder) } : current,
  );
  void queryClient.invalidateQueries({ queryKey: getMyNoteCoursesQueryOptions(api).queryKey });
}

export function noteRemoved(queryClient: QueryClient, api: ApiClient, courseId: number, noteId: number): void {
  queryClient.setQueryData<CourseNotes>(getCourseNotesQueryOptions(api, courseId).queryKey, (current) =>
    current ? { ...current, notes: current.notes.filter((note) => note.id !== noteId) } : current,
  );
  void queryClient.invalidateQueries({ queryKey: getMyNoteCoursesQueryOptions(api).queryKey });
}
