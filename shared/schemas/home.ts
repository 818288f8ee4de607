import * as z from 'zod/mini';
import { fenSchema, idSchema, int, nonNegativeInt, timestampSchema } from './common';
import { courseCardSchema } from './course';
import { enrollmentPlanCardSchema } from './enrollment';
import { institutionSummarySchema } from './institution';

export const bannerSchema = z.object({
  id: idSchema,
  /** Banner slot (spec §3): 1 home on desktop, 2 home on phones (3/4: the community's). */
  slot: z.int().check(z.gte(1), z.lte(4)),
  title: z.string(),
  subtitle: z.string(),
  image: z.string(),
  link: z.string(),
  /** One of the seven tag accents, so the banner gradient matches the design palette. */
  accent: z.int().check(z.gte(1), z.lte(7)),
});

export const liveCardSchema = z.object({
  id: idSchema,
  title: z.string(),
  cover: z.string(),
  teacher: z.string(),
  startTime: timestampSchema,
  /** 1 未开始, 2 直播中, 3 已结束. */
  status: z.int().check(z.gte(1), z.lte(3)),
  onlineCount: nonNegativeInt(),
  price: fenSchema,
});

export const newsItemSchema = z.object({
  id: idSchema,
  title: z.string(),
  category: z.string(),
  publishedAt: timestampSchema,
  views: nonNegativeInt(),
});

export const professionChipSchema = z.object({
  id: idSchema,
  name: z.string(),
  courseCount: nonNegativeInt(),
});

export const homeSchema = z.object({
  banners: z.array(bannerSchema),
  professions: z.array(professionChipSchema),
  /** 热门: the most learned courses. */
  courses: z.array(courseCardSchema),
  /** 最新: the latest published courses. */
  newCourses: z.array(courseCardSchema),
  lives: z.array(liveCardSchema),
  news: z.array(newsItemSchema),
  /** 正在报名: plans open for enrolment, closing soonest first (the learner's own status signed in). */
  plans: z.array(enrollmentPlanCardSchema),
  /** 合作机构: the featured organisations, in the institution list's default order. */
  institutions: z.array(institutionSummarySchema),
  stats: z.object({ courseCount: int(), learnerCount: int(), institutionCount: int() }),
});
export type Home = z.infer<typeof homeSchema>;
export type Banner = z.infer<typeof bannerSchema>;
export type LiveCard = z.infer<typeof liveCardSchema>;
export type NewsItem = z.infer<typeof newsItemSchema>;
