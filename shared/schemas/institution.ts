import * as z from 'zod/mini';
import { idSchema, nonNegativeInt } from './common';
import { teacherSchema } from './course';

/** An institution (机构): the fields listed here are read by other features (search, course pages). */
export const institutionCardSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** Institution type (spec §3): 1 机构, 2 个人. */
  type: z.int().check(z.gte(1), z.lte(2)),
  /** Institution category 1–7 (shared/enums/platform.ts). */
  category: z.int().check(z.gte(1), z.lte(7)),
  logo: z.string(),
  region: z.string(),
  courseCount: nonNegativeInt(),
});
export type InstitutionCard = z.infer<typeof institutionCardSchema>;

/** What the /institutional list shows per institution: the card plus its reach and a one-line pitch. */
export const institutionSummarySchema = z.extend(institutionCardSchema, {
  slogan: z.string(),
  /** Learners of all its courses together. */
  learnerCount: nonNegativeInt(),
  /** The mean rating of its courses (one decimal); 0 while it has none. */
  rating: z.number().check(z.gte(0), z.lte(5)),
  foundedYear: z.int().check(z.gte(1900), z.lte(2100)),
  tags: z.array(z.string()),
  /** Recommended by the platform: listed first, and what the home page shows. */
  featured: z.boolean(),
});
export type InstitutionSummary = z.infer<typeof institutionSummarySchema>;

/** A teacher of the institution's courses, with how many of them they teach. */
export const institutionTeacherSchema = z.extend(teacherSchema, { courseCount: nonNegativeInt() });
export type InstitutionTeacher = z.infer<typeof institutionTeacherSchema>;

export const institutionDetailSchema = z.extend(institutionSummarySchema, {
  /** Plain-text paragraphs. */
  intro: z.array(z.string()),
  /** 统一社会信用代码 (18 characters); null for an individual. */
  creditCode: z.nullable(z.string().check(z.length(18))),
  teachers: z.array(institutionTeacherSchema),
  /** The course categories it teaches, most courses first. */
  categories: z.array(z.object({ name: z.string(), courseCount: nonNegativeInt() })),
});
export type InstitutionDetail = z.infer<typeof institutionDetailSchema>;

/** 综合 (featured first, then by learners) / 课程最多 / 学员最多 / 评分最高. */
export const INSTITUTION_SORTS = ['recommend', 'courses', 'learners', 'rating'] as const;
export const institutionSortSchema = z.enum(INSTITUTION_SORTS);
export type InstitutionSort = z.infer<typeof institutionSortSchema>;

/** What the list can be filtered by, with how many institutions each choice holds. */
export const institutionFacetsSchema = z.object({
  types: z.array(z.object({ value: z.int(), count: nonNegativeInt() })),
  categories: z.array(z.object({ value: z.int(), count: nonNegativeInt() })),
  regions: z.array(z.object({ name: z.string(), count: nonNegativeInt() })),
});
export type InstitutionFacets = z.infer<typeof institutionFacetsSchema>;
