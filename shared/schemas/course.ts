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

export const courseSortSchema = z.enum(['recommend', 'latest', 'popular', 'free']);
export type CourseSort = z.infer<typeof courseSortSchema>;
