import * as z from 'zod/mini';
import { idSchema, nonNegativeInt, pageOf, timestampSchema } from './common';
import { courseCardSchema } from './course';

/** Where a learner stands in one course: enrolled or not, lessons completed of all, percent. */
export const courseStandingSchema = z.object({
  enrolled: z.boolean(),
  completedLessons: nonNegativeInt(),
  lessonCount: nonNegativeInt(),
  /** 0–100, rounded down (100 only when every lesson is completed). */
  percent: z.int().check(z.gte(0), z.lte(100)),
});
export type CourseStanding = z.infer<typeof courseStandingSchema>;

/** The lesson 继续学习 opens and the second the player resumes it at. */
export const continueLessonSchema = z.object({
  id: idSchema,
  title: z.string(),
  position: nonNegativeInt(),
  durationSeconds: nonNegativeInt(),
});
export type ContinueLesson = z.infer<typeof continueLessonSchema>;

/** One card of /study (我的学习): the course, my progress in it and where to pick it up. */
export const myCourseSchema = z.object({
  course: courseCardSchema,
  completedLessons: nonNegativeInt(),
  lessonCount: nonNegativeInt(),
  percent: z.int().check(z.gte(0), z.lte(100)),
  /** Learning progress (spec §3) of the whole course: 1 未开始, 2 学习中, 3 已完成. */
  status: z.int().check(z.gte(1), z.lte(3)),
  /** The lesson last played and the second it was left at; null until a lesson was played. */
  lastLesson: z.nullable(z.object({ id: idSchema, title: z.string(), position: nonNegativeInt(), durationSeconds: nonNegativeInt() })),
  enrolledAt: timestampSchema,
  /** The last progress report in this course; null until a lesson was played. */
  lastStudiedAt: z.nullable(timestampSchema),
  /** Where 继续学习 goes (shared/lib/continue-learning.ts) with its saved position; null for a course without lessons. */
  continueLesson: z.nullable(continueLessonSchema),
  /** Whether I have reviewed the course (the card's 评价课程 link then says 已评价). */
  reviewed: z.boolean(),
});
export type MyCourse = z.infer<typeof myCourseSchema>;

/** /study's list (most recently studied first) with totals over every enrolled course. */
export const myCoursesSchema = z.extend(pageOf(myCourseSchema), {
  summary: z.object({ enrolled: nonNegativeInt(), completed: nonNegativeInt(), completedLessons: nonNegativeInt() }),
});
export type MyCourses = z.infer<typeof myCoursesSchema>;

/**
 * What can be kept as a favourite: courses, live classes, exams and news (this contract's endpoints),
 * community questions, answers, ideas (想法, `pin`) and videos (favourited with the community's own
 * endpoint, listed here): every kind a 收藏 button is offered for has its tab on /collect.
 */
export const FAVORITE_KINDS = ['course', 'live', 'exam', 'question', 'pin', 'news', 'answer', 'video'] as const;
export const favoriteKindSchema = z.enum(FAVORITE_KINDS);
export type FavoriteKind = z.infer<typeof favoriteKindSchema>;

export const courseFavoriteSchema = z.object({
  kind: z.literal('course'),
  id: idSchema,
  favoritedAt: timestampSchema,
  course: courseCardSchema,
});

/** A favourite other than a course: what its row shows; `target` null when it was deleted or taken down (已失效). */
export const itemFavoriteSchema = z.object({
  kind: z.enum(['live', 'exam', 'question', 'pin', 'news', 'answer', 'video']),
  id: idSchema,
  favoritedAt: timestampSchema,
  target: z.nullable(
    z.object({
      title: z.string(),
      href: z.string(),
      cover: z.nullable(z.string()),
      /** One line under the title: a teacher and time, a question's answers, a news item's category… */
      meta: z.string(),
    }),
  ),
});
export type ItemFavorite = z.infer<typeof itemFavoriteSchema>;

/** One favourite, tagged by its kind. */
export const favoriteSchema = z.union([courseFavoriteSchema, itemFavoriteSchema]);
export type Favorite = z.infer<typeof favoriteSchema>;

/** /collect's list of one kind (newest first) with how many favourites each kind holds. */
export const favoritesSchema = z.extend(pageOf(favoriteSchema), {
  counts: z.record(favoriteKindSchema, nonNegativeInt()),
});
export type Favorites = z.infer<typeof favoritesSchema>;

/** A favourite added or removed: the new state and the target's new favourite count. */
export const favoriteStateSchema = z.object({
  kind: favoriteKindSchema,
  id: idSchema,
  favorite: z.boolean(),
  favoriteCount: nonNegativeInt(),
});
export type FavoriteState = z.infer<typeof favoriteStateSchema>;

export const enrolmentSchema = z.object({ courseId: idSchema, enrolledAt: timestampSchema });
export type Enrolment = z.infer<typeof enrolmentSchema>;

/** A China day of study: seconds studied, questions answered, and whether that makes it a study day (shared/lib/study-goal-rules.ts). */
const studyDaySchema = z.object({ date: z.string(), seconds: nonNegativeInt(), answers: nonNegativeInt(), counted: z.boolean() });

/** /study's statistics: study per China day for the last 30 days, the weekly goal, the streak if wanted, totals, per course. */
export const studyStatsSchema = z.object({
  /** The last 30 China days (Asia/Shanghai), oldest first, today last. */
  days: z.array(studyDaySchema),
  todaySeconds: nonNegativeInt(),
  totalSeconds: nonNegativeInt(),
  /** This week, Monday to Sunday (China time): the goal in study days, the days, and how many counted. */
  week: z.object({ goalDays: z.int().check(z.gte(1), z.lte(7)), days: z.array(studyDaySchema), studiedDays: nonNegativeInt() }),
  /** Study days in a row, one rest day allowed between them; null unless the learner turned the streak on. */
  streak: z.nullable(nonNegativeInt()),
  /** Courses by time studied, most first (at most 10). */
  courses: z.array(z.object({ id: idSchema, title: z.string(), seconds: nonNegativeInt() })),
  /**
   * The videos watched are short samples (示例视频) standing in for the lessons, so the time is that of
   * the samples: /study says so beside it (the mock's clips, decision 025). False for real recordings.
   */
  videoSamples: z.boolean(),
});
export type StudyStats = z.infer<typeof studyStatsSchema>;

/** PUT /learning/study-goal: the weekly goal and whether to count a streak (at least one). */
export const studyGoalBodySchema = z.object({ weekDays: z.optional(z.int()), streak: z.optional(z.boolean()) });
