import * as z from 'zod/mini';
import { idSchema, nonNegativeInt, timestampSchema } from './common';

/** One of my notes on a lesson, at a moment of it. */
export const lessonNoteSchema = z.object({
  id: idSchema,
  courseId: idSchema,
  lessonId: idSchema,
  lessonTitle: z.string(),
  /** Seconds into the lesson's media (0 for a reading lesson). */
  position: z.number().check(z.gte(0)),
  /** Plain text as written: shown as text, never as markup. */
  content: z.string(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type LessonNote = z.infer<typeof lessonNoteSchema>;

/** My notes in one course, in syllabus order and, within a lesson, by moment. */
export const courseNotesSchema = z.object({
  course: z.object({ id: idSchema, title: z.string(), cover: z.string() }),
  notes: z.array(lessonNoteSchema),
});
export type CourseNotes = z.infer<typeof courseNotesSchema>;

/** The courses I took notes in, the most recently noted first. */
export const myNoteCoursesSchema = z.object({
  courses: z.array(
    z.object({ id: idSchema, title: z.string(), cover: z.string(), noteCount: nonNegativeInt(), lastNotedAt: timestampSchema }),
  ),
});
export type MyNoteCourses = z.infer<typeof myNoteCoursesSchema>;

/** Longest position a note may carry (a day): the lesson's own length is checked by the API. */
const MAX_SECONDS = 24 * 3600;
/** The request's own bound; the rule (shared/lib/lesson-note-rules.ts, 500 characters) answers in Chinese. */
const contentSchema = z.string().check(z.maxLength(20_000));

export const createLessonNoteBodySchema = z.object({
  lessonId: idSchema,
  position: z.number().check(z.gte(0), z.lte(MAX_SECONDS)),
  content: contentSchema,
});
export type CreateLessonNoteBody = z.infer<typeof createLessonNoteBodySchema>;

export const updateLessonNoteBodySchema = z.object({ content: contentSchema });

export const noteParamsSchema = z.object({ noteId: idSchema });

export const removedNoteSchema = z.object({ id: idSchema });
