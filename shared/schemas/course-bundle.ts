import * as z from 'zod/mini';
import { fenSchema, idSchema, nonNegativeInt, positiveInt } from './common';
import { courseCardSchema } from './course';
import { courseStandingSchema } from './learning';

/** Series (系列课): courses of one profession in level order; packs (课程包): courses across a category. */
export const COURSE_BUNDLE_KINDS = ['series', 'pack'] as const;
export const courseBundleKindSchema = z.enum(COURSE_BUNDLE_KINDS);
export type CourseBundleKind = z.infer<typeof courseBundleKindSchema>;

/** A series (系列课, product type 3) or a pack (课程包, product type 2) of courses. */
export const courseBundleCardSchema = z.object({
  id: idSchema,
  kind: courseBundleKindSchema,
  /** Product type (spec §3): 2 course pack, 3 series course — what the order page is told. */
  productType: z.int().check(z.gte(2), z.lte(3)),
  title: z.string(),
  subtitle: z.string(),
  cover: z.string(),
  category: z.string(),
  /** The series' profession; null for a pack (it spans a category). */
  professionId: z.nullable(idSchema),
  /** In the order they are taken (a series: by skill level). */
  courseIds: z.array(idSchema),
  courseCount: positiveInt(),
  lessonCount: nonNegativeInt(),
  durationMinutes: nonNegativeInt(),
  /** The bundle's price, a discount on buying the courses one by one. */
  price: fenSchema,
  /** The sum of the courses' own prices. */
  originalPrice: fenSchema,
  /** Skill levels covered, lowest and highest (1 初级工 … 5 高级技师). */
  levelFrom: z.int().check(z.gte(1), z.lte(5)),
  levelTo: z.int().check(z.gte(1), z.lte(5)),
  learnerCount: nonNegativeInt(),
});
export type CourseBundleCard = z.infer<typeof courseBundleCardSchema>;

/** The series or pack page: the card, what it is for, and its courses with my standing in each (signed in). */
export const courseBundleDetailSchema = z.extend(courseBundleCardSchema, {
  summary: z.string(),
  highlights: z.array(z.string()),
  courses: z.array(z.object({ course: courseCardSchema, my: z.nullable(courseStandingSchema) })),
  /** The signed-in learner's totals over the bundle; null signed out. */
  my: z.nullable(z.object({ enrolledCourses: nonNegativeInt(), completedCourses: nonNegativeInt(), completedLessons: nonNegativeInt() })),
});
export type CourseBundleDetail = z.infer<typeof courseBundleDetailSchema>;
