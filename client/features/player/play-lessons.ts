import type { PlayInfo, PlayLesson } from '@shared/schemas/player';
import { continueLessonId } from '@shared/lib/continue-learning';

export type LessonInChapter = PlayLesson & { chapterTitle: string; chapterIndex: number; indexInChapter: number };

/** Every lesson of the course in syllabus order, with where it sits. */
export function lessonsOf(info: PlayInfo): LessonInChapter[] {
  return info.chapters.flatMap((chapter, chapterIndex) =>
    chapter.lessons.map((lesson, indexInChapter) => ({ ...lesson, chapterTitle: chapter.title, chapterIndex, indexInChapter })),
  );
}

const LESSON_PARAM = /^[1-9]\d{0,15}$/;

/** `?lesson=` as an id; anything malformed is no choice at all. */
export function lessonParam(search: URLSearchParams): number | undefined {
  const value = search.get('lesson') ?? '';
  return LESSON_PARAM.test(value) ? Number(value) : undefined;
}

const TIME_PARAM = /^\d{1,5}(?:\.\d)?$/;

/** `?t=` (seconds, a note's moment): where the lesson starts instead of the saved position; malformed is none. */
export function timeParam(search: URLSearchParams): number | undefined {
  const value = search.get('t') ?? '';
  return TIME_PARAM.test(value) && Number(value) <= 24 * 3600 ? Number(value) : undefined;
}

/**
 * The lesson the page opens: the one asked for when it is in this course (even one the learner
 * may not play: the page says why); else 继续学习's one rule (shared/lib/continue-learning.ts, the
 * same as the course page, /study and home) among the lessons the learner may play; else the first
 * lesson. An id from another course is ignored, never an error.
 */
export function pickLesson(
  lessons: readonly LessonInChapter[],
  requested: number | undefined,
  lastLessonId: number | null,
): LessonInChapter | undefined {
  const asked = lessons.find((lesson) => lesson.id === requested);
  if (asked) return asked;
  const continued = continueLessonId(
    lessons.filter((lesson) => lesson.playable),
    lastLessonId,
  );
  return lessons.find((lesson) => lesson.id === continued) ?? lessons[0];
}

/** What continuous play starts after `currentId`: the next video the learner may play (exams and locked lessons are skipped). */
export function nextPlayableVideo(lessons: readonly LessonInChapter[], currentId: number): LessonInChapter | undefined {
  const index = lessons.findIndex((lesson) => lesson.id === currentId);
  return lessons.slice(index + 1).find((lesson) => lesson.playable && lesson.kind === 1 && lesson.media !== null);
}

/** The lessons before and after in syllabus order, whatever they are (the 上一节 / 下一节 links). */
export function neighboursOf(
  lessons: readonly LessonInChapter[],
  currentId: number,
): { previous?: LessonInChapter; next?: LessonInChapter } {
  const index = lessons.findIndex((lesson) => lesson.id === currentId);
  return index < 0 ? {} : { previous: lessons[index - 1], next: lessons[index + 1] };
}

/** Where playback resumes: the saved position, unless it is so near either end that starting over is better. */
export function resumePosition(position: number, duration: number): number {
  if (!Number.isFinite(position) || position < 2) return 0;
  if (duration > 0 && position >= duration - 2) return 0;
  return position;
}

/** What the end of the last playable video says: what is left (locked lessons to buy or enrol for), or that all is done. */
export function endNoteOf(
  lessons: readonly LessonInChapter[],
  currentId: number,
): { text: string; lockReason: 'enrol' | 'purchase' | null } {
  const index = lessons.findIndex((lesson) => lesson.id === currentId);
  const locked = lessons.slice(index + 1).find((lesson) => !lesson.playable);
  if (locked?.lockReason === 'purchase') return { text: '购买课程后可继续学习后续课时', lockReason: 'purchase' };
  if (locked?.lockReason === 'enrol') return { text: '报名后可继续学习后续课时', lockReason: 'enrol' };
  return { text: '本课程的视频课时已全部学完', lockReason: null };
}
