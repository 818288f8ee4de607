import * as z from 'zod/mini';
import { fenSchema, idSchema, nonNegativeInt, timestampSchema } from './common';

export const teacherSchema = z.object({ id: idSchema, name: z.string(), avatar: z.string(), title: z.string() });

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
  price: fenSchema,
  originalPrice: fenSchema,
  isFree: z.boolean(),
  lessonCount: nonNegativeInt(),
  durationMinutes: nonNegativeInt(),
  learnerCount: nonNegativeInt(),
  rating: z.number().check(z.gte(0), z.lte(5)),
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
