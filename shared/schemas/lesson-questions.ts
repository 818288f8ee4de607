import * as z from 'zod/mini';
import { idSchema, nonNegativeInt } from './common';
import { questionSummarySchema } from './community';

/**
 * A question on a lesson (答疑) is a community question carrying this reference: the course, the
 * lesson and the moment of it the learner was watching when asking (whole seconds from its start).
 */
export const lessonRefSchema = z.object({
  courseId: idSchema,
  courseTitle: z.string(),
  lessonId: idSchema,
  lessonTitle: z.string(),
  seconds: nonNegativeInt(),
});
export type LessonRef = z.infer<typeof lessonRefSchema>;

/** The course's teacher as a community member (their answers are marked 讲师). */
export const courseTeacherSchema = z.object({ id: idSchema, nickname: z.string() });

/** A lesson question in the player's 答疑 tab and the course page's 课程答疑. */
export const lessonQuestionSchema = z.extend(questionSummarySchema, {
  lesson: lessonRefSchema,
  teacher: z.nullable(courseTeacherSchema),
  /** The course's teacher has answered it. */
  teacherAnswered: z.boolean(),
});
export type LessonQuestion = z.infer<typeof lessonQuestionSchema>;

/** The one-time key a browser sends with a question, so a replayed or double-clicked send asks once. */
export const requestKeySchema = z.string().check(z.regex(/^[\w-]{8,64}$/, '请求标识格式不正确'));
