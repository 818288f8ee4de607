import type { Chapter } from '@shared/schemas/course';

/**
 * Where 继续学习 on a course page goes: the first lesson in progress (学习中), else the first one not
 * completed once some are; undefined when nothing was started yet (开始学习 from the beginning) or
 * everything is done. The player resumes at the lesson's saved position itself.
 */
export function resumeLessonOf(chapters: readonly Chapter[]): number | undefined {
  const lessons = chapters.flatMap((chapter) => chapter.lessons);
  const learning = lessons.find((lesson) => lesson.progress === 2);
  if (learning) return learning.id;
  if (!lessons.some((lesson) => lesson.progress === 3)) return undefined;
  return lessons.find((lesson) => lesson.progress !== 3)?.id;
}

/** Whether the learner may open a lesson in the player: enrolled, or the lesson is free to preview. */
export const canPlayLesson = (lesson: { freePreview: boolean }, enrolled: boolean): boolean => enrolled || lesson.freePreview;
