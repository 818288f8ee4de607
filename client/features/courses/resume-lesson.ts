import type { Chapter } from '@shared/schemas/course';
import { continueLessonId } from '@shared/lib/continue-learning';

/**
 * Where 继续学习 on a course page goes: the one rule of shared/lib/continue-learning.ts (the last
 * lesson studied if unfinished, else the next unfinished one, else the first), as /study and the home
 * page's card; undefined when nothing was studied yet (开始学习 from the beginning). The player resumes
 * at the lesson's saved position itself.
 */
export function resumeLessonOf(chapters: readonly Chapter[], lastLessonId?: number | null): number | undefined {
  const lessons = chapters.flatMap((chapter) => chapter.lessons);
  if (!lessons.some((lesson) => lesson.progress === 2 || lesson.progress === 3) && lastLessonId == null) return undefined;
  return continueLessonId(
    lessons.map((lesson) => ({ id: lesson.id, status: lesson.progress })),
    lastLessonId,
  );
}

/**
 * Where 继续学习 goes for a learner who has not bought the course but studied its free previews: the
 * same rule over the previews alone; undefined when none was studied or every one is finished (then
 * 免费试看 offers the first again).
 */
export function resumePreviewOf(chapters: readonly Chapter[], lastLessonId?: number | null): number | undefined {
  const previews = chapters.map((chapter) => ({ ...chapter, lessons: chapter.lessons.filter((lesson) => lesson.freePreview) }));
  const lessons = previews.flatMap((chapter) => chapter.lessons);
  if (lessons.every((lesson) => lesson.progress === 3)) return undefined;
  return resumeLessonOf(previews, lessons.some((lesson) => lesson.id === lastLessonId) ? lastLessonId : null);
}

/** A lesson's number in the whole course, as 继续学习 第N节 says it (1 first). */
export function lessonNumberOf(chapters: readonly Chapter[], lessonId: number): number {
  return chapters.flatMap((chapter) => chapter.lessons).findIndex((lesson) => lesson.id === lessonId) + 1;
}

/** Whether the learner may open a lesson in the player: enrolled, or the lesson is free to preview. */
export const canPlayLesson = (lesson: { freePreview: boolean }, enrolled: boolean): boolean => enrolled || lesson.freePreview;
