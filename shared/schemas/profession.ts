import * as z from 'zod/mini';
import { fenSchema, idSchema, nonNegativeInt, positiveInt } from './common';
import { enrollmentPlanCardSchema } from './enrollment';
import { examCardSchema } from './exam';

const skillLevelSchema = z.int().check(z.gte(1), z.lte(5));
/** Occupational category (spec §3) 1–4: 职业技能 / 职业资格 / 兴趣爱好 / 公益. */
const occupationCategorySchema = z.int().check(z.gte(1), z.lte(4));

/** What a profession page adds to the catalogue's profession (id, name, industry category, course count). */
export const professionProfileSchema = z.object({
  id: idSchema,
  type: occupationCategorySchema,
  /** National occupation code (职业分类大典), e.g. 6-31-01-03. */
  code: z.string(),
  /** One line for cards and the page description. */
  summary: z.string(),
  description: z.string(),
  /** 主要工作任务. */
  duties: z.array(z.string()),
  /** 就业前景. */
  outlook: z.string(),
  /** Typical monthly pay, e.g. 6000–12000 元/月. */
  salaryRange: z.string(),
  /** The certificate the levels lead to (职业技能等级证书 / 职业资格证书 / 培训合格证书). */
  certificate: z.string(),
  /** The skill levels (1–5) the profession is certified at, ascending. */
  levels: z.array(skillLevelSchema),
});
export type ProfessionProfile = z.infer<typeof professionProfileSchema>;

/** A profession in the list. */
export const professionCardSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** The industry (电气电子, 信息技术…), as the course catalogue names it. */
  category: z.string(),
  type: occupationCategorySchema,
  code: z.string(),
  summary: z.string(),
  levels: z.array(skillLevelSchema),
  courseCount: nonNegativeInt(),
  planCount: nonNegativeInt(),
  openPlanCount: nonNegativeInt(),
  examCount: nonNegativeInt(),
  learnerCount: nonNegativeInt(),
});
export type ProfessionCard = z.infer<typeof professionCardSchema>;

export const professionListCountsSchema = z.object({
  /** Per occupational category, under the other filters. */
  types: z.array(z.object({ type: occupationCategorySchema, count: nonNegativeInt() })),
  /** Per industry, under the other filters. */
  categories: z.array(z.object({ name: z.string(), count: nonNegativeInt() })),
});
export type ProfessionListCounts = z.infer<typeof professionListCountsSchema>;

/** One course on a level's path, with my standing in it when signed in. */
export const pathCourseSchema = z.object({
  id: idSchema,
  title: z.string(),
  cover: z.string(),
  /** Skill category 1 知识 / 2 技能. */
  kind: z.int().check(z.gte(1), z.lte(2)),
  lessonCount: nonNegativeInt(),
  durationMinutes: nonNegativeInt(),
  isFree: z.boolean(),
  price: fenSchema,
  learnerCount: nonNegativeInt(),
  teacherName: z.string(),
  my: z.nullable(z.object({ enrolled: z.boolean(), completedLessons: nonNegativeInt() })),
});
export type PathCourse = z.infer<typeof pathCourseSchema>;

export const NEXT_STEP_KINDS = ['start-course', 'continue-course', 'apply-plan', 'await-audit', 'take-exam', 'next-level', 'done'] as const;

/** What the learner should do next on a level (the course, plan, exam or level it points at). */
export const nextStepSchema = z.object({
  kind: z.enum(NEXT_STEP_KINDS),
  /** The course, plan or exam id, or the next level; null for `done`. */
  targetId: z.nullable(positiveInt()),
  title: z.nullable(z.string()),
});
export type NextStep = z.infer<typeof nextStepSchema>;

/** A learner's progress along one level's path. */
export const levelProgressSchema = z.object({
  enrolledCourses: nonNegativeInt(),
  completedCourses: nonNegativeInt(),
  completedLessons: nonNegativeInt(),
  totalLessons: nonNegativeInt(),
});
export type LevelProgress = z.infer<typeof levelProgressSchema>;

/** One step of the learning path: a skill level's courses in order, its plans and its exams. */
export const professionLevelPathSchema = z.object({
  level: skillLevelSchema,
  courses: z.array(pathCourseSchema),
  plans: z.array(enrollmentPlanCardSchema),
  exams: z.array(examCardSchema),
  /** Null signed out. */
  progress: z.nullable(levelProgressSchema),
  /** Null when the level has nothing to do (no course, plan or exam). */
  nextStep: z.nullable(nextStepSchema),
});
export type ProfessionLevelPath = z.infer<typeof professionLevelPathSchema>;

export const professionDetailSchema = z.extend(professionCardSchema, {
  description: z.string(),
  duties: z.array(z.string()),
  outlook: z.string(),
  salaryRange: z.string(),
  certificate: z.string(),
  /** One entry per level the profession has, ascending. */
  path: z.array(professionLevelPathSchema),
  /** The signed-in learner's level here: that of the course of this profession they enrolled in last; null signed out or none. */
  myLevel: z.nullable(skillLevelSchema),
});
export type ProfessionDetail = z.infer<typeof professionDetailSchema>;
