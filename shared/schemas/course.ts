import * as z from 'zod/mini';
import { fenSchema, idSchema, nonNegativeInt, timestampSchema } from './common';

export const teacherSchema = z.object({ id: idSchema, name: z.string(), avatar: z.string(), title: z.string() });
export type Teacher = z.infer<typeof teacherSchema>;

/** What a course card needs; the detail page adds chapters and rich text in a later issue. */
export const courseCardSchema = z.object({
  id: idSchema,
  title: z.string(),
  subtitle: z.string(),
  cover: z.string(),
  category: z.string(),
  professionId: idSchema,
  /** Skill category (spec §3): 1 knowledge, 2 skill — the list's 课程类型 filter. */
  kind: z.int().check(z.gte(1), z.lte(2)),
  tags: z.array(z.string()),
  /** Skill level 1–5 (初级工 … 高级技师). */
  skillLevel: z.int().check(z.gte(1), z.lte(5)),
  teacher: teacherSchema,
  institution: z.string(),
  institutionId: idSchema,
  price: fenSchema,
  originalPrice: fenSchema,
  isFree: z.boolean(),
  lessonCount: nonNegativeInt(),
  durationMinutes: nonNegativeInt(),
  learnerCount: nonNegativeInt(),
  /** The mean of its reviews to one decimal (0 without any), computed where the reviews are kept. */
  rating: z.number().check(z.gte(0), z.lte(5)),
  /** How many reviews that mean is of: the card and the course page show the same pair. */
  reviewCount: nonNegativeInt(),
  publishedAt: timestampSchema,
});
export type CourseCard = z.infer<typeof courseCardSchema>;

/** 综合 / 最新 / 最热 / 价格 ↑ / 价格 ↓. */
export const COURSE_SORTS = ['recommend', 'latest', 'popular', 'price-asc', 'price-desc'] as const;
export const courseSortSchema = z.enum(COURSE_SORTS);
export type CourseSort = z.infer<typeof courseSortSchema>;

export const COURSE_PRICES = ['free', 'paid'] as const;
export const coursePriceSchema = z.enum(COURSE_PRICES);
export type CoursePrice = z.infer<typeof coursePriceSchema>;

/** What the course list can be filtered by: the categories and the professions in each. */
export const courseFacetsSchema = z.object({
  categories: z.array(z.object({ name: z.string(), courseCount: nonNegativeInt() })),
  professions: z.array(z.object({ id: idSchema, name: z.string(), category: z.string(), courseCount: nonNegativeInt() })),
});
export type CourseFacets = z.infer<typeof courseFacetsSchema>;

/** One lesson of a chapter: a video or an exam, maybe free to preview, with my progress when signed in. */
export const lessonSchema = z.object({
  id: idSchema,
  title: z.string(),
  /** Lesson kind (spec §3, LessonKind): 1 video, 2 exam, 3 reading (图文). */
  kind: z.int().check(z.gte(1), z.lte(3)),
  freePreview: z.boolean(),
  durationSeconds: nonNegativeInt(),
  /** Downloadable materials the lesson carries (the syllabus marks 资料); downloading needs access to the lesson. */
  materialCount: nonNegativeInt(),
  /** Learning progress (spec §3) 1 未开始 / 2 学习中 / 3 已完成; null signed out. */
  progress: z.nullable(z.int().check(z.gte(1), z.lte(3))),
});
export type Lesson = z.infer<typeof lessonSchema>;

export const chapterSchema = z.object({ id: idSchema, title: z.string(), lessons: z.array(lessonSchema) });
export type Chapter = z.infer<typeof chapterSchema>;

/** The detail page: the card's fields, what the course teaches and to whom, its teachers and syllabus. */
export const courseDetailSchema = z.extend(courseCardSchema, {
  summary: z.string(),
  /** 你将学到: short outcomes, shown as a checklist. */
  outcomes: z.array(z.string()),
  /** 适合人群. */
  audience: z.array(z.string()),
  teachers: z.array(teacherSchema),
  /** Skill coins accepted instead of money (0: not sold for coins). */
  coinPrice: nonNegativeInt(),
  favoriteCount: nonNegativeInt(),
  /** Days of access after enrolling (0: for good). */
  studyExpiryDays: nonNegativeInt(),
  chapters: z.array(chapterSchema),
  /**
   * The video lessons play short samples (示例视频, seconds long) standing in for the full lessons whose
   * lengths the syllabus lists: the page says so (the mock's clips, decision 025). False for real recordings.
   */
  videoSamples: z.boolean(),
  /** The signed-in learner's state; null signed out. */
  /** lastLessonId: the lesson of my latest progress report in this course (the 继续学习 rule starts from it). */
  my: z.nullable(
    z.object({
      enrolled: z.boolean(),
      favorite: z.boolean(),
      completedLessons: nonNegativeInt(),
      lastLessonId: z.optional(z.nullable(idSchema)),
    }),
  ),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

export const courseReviewSchema = z.object({
  id: idSchema,
  nickname: z.string(),
  avatar: z.string(),
  /** Rating level 1–5 (spec §3). */
  rating: z.int().check(z.gte(1), z.lte(5)),
  content: z.string(),
  createdAt: timestampSchema,
  /** When its author last changed it (shown as 已编辑); null never edited. */
  editedAt: z.nullable(timestampSchema),
  /** 有用: learners who found it helpful. */
  helpfulCount: nonNegativeInt(),
  /** Whether the signed-in learner marked it 有用 (false signed out). */
  helpfulByMe: z.boolean(),
  /** The signed-in learner's own review (no 有用 on it; 修改 instead). */
  mine: z.boolean(),
});
export type CourseReview = z.infer<typeof courseReviewSchema>;

/** Computed from the stored reviews, so every review written or edited moves it. */
export const reviewSummarySchema = z.object({
  /** The mean rating to one decimal; 0 without reviews. */
  average: z.number().check(z.gte(0), z.lte(5)),
  count: nonNegativeInt(),
  /** Reviews per star count, 5★ first: [5★, 4★, 3★, 2★, 1★]. */
  distribution: z.array(nonNegativeInt()),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

/** A page of reviews with the course's summary and the signed-in learner's standing. */
export const courseReviewPageSchema = z.object({
  list: z.array(courseReviewSchema),
  total: nonNegativeInt(),
  page: z.int().check(z.positive()),
  size: z.int().check(z.positive()),
  summary: reviewSummarySchema,
  /** The signed-in learner's review of this course; null when none (or signed out). */
  mine: z.nullable(courseReviewSchema),
  /** Whether the signed-in learner may write one (enrolled, none yet); false signed out. */
  canReview: z.boolean(),
});
export type CourseReviewPage = z.infer<typeof courseReviewPageSchema>;
