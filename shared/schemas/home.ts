import { z } from 'zod';
import { idSchema, fenSchema, timestampSchema } from './common';
import { courseCardSchema } from './course';

export const bannerSchema = z.object({
  id: idSchema,
  title: z.string(),
  subtitle: z.string(),
  image: z.string(),
  link: z.string(),
  /** One of the seven tag accents, so the banner gradient matches the design palette. */
  accent: z.number().int().min(1).max(7),
});

export const liveCardSchema = z.object({
  id: idSchema,
  title: z.string(),
  cover: z.string(),
  teacher: z.string(),
  startTime: timestampSchema,
  /** 1 未开始, 2 直播中, 3 已结束. */
  status: z.number().int().min(1).max(3),
  onlineCount: z.number().int().nonnegative(),
  price: fenSchema,
});

export const newsItemSchema = z.object({
  id: idSchema,
  title: z.string(),
  category: z.string(),
  publishedAt: timestampSchema,
  views: z.number().int().nonnegative(),
});

export const professionChipSchema = z.object({
  id: idSchema,
  name: z.string(),
  courseCount: z.number().int().nonnegative(),
});

export const homeSchema = z.object({
  banners: z.array(bannerSchema),
  professions: z.array(professionChipSchema),
  courses: z.array(courseCardSchema),
  lives: z.array(liveCardSchema),
  news: z.array(newsItemSchema),
  stats: z.object({ courseCount: z.number().int(), learnerCount: z.number().int(), institutionCount: z.number().int() }),
});
export type Home = z.infer<typeof homeSchema>;
export type Banner = z.infer<typeof bannerSchema>;
export type LiveCard = z.infer<typeof liveCardSchema>;
export type NewsItem = z.infer<typeof newsItemSchema>;
