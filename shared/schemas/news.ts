import * as z from 'zod/mini';
import { idSchema, nonNegativeInt, timestampSchema } from './common';
import { courseCardSchema } from './course';
import { newsItemSchema } from './home';

/** The news categories (资讯分类), in tab order; the mock's vocabulary uses the same list. */
export const NEWS_CATEGORIES = ['政策解读', '考试动态', '行业资讯', '平台公告', '就业指导'] as const;
export const newsCategorySchema = z.enum(NEWS_CATEGORIES);
export type NewsCategory = z.infer<typeof newsCategorySchema>;

/** One block of an article body: structured text, never markup. */
export const newsBlockSchema = z.object({
  kind: z.enum(['heading', 'paragraph']),
  text: z.string(),
});
export type NewsBlock = z.infer<typeof newsBlockSchema>;

/**
 * The body of a news item (资讯) as the mock keeps it; the list fields are home's newsItemSchema.
 * `content` is the plain text of every paragraph (what a search reads); `blocks` is the same text
 * with its subheadings, in reading order (what the article page renders).
 */
export const newsArticleSchema = z.object({
  id: idSchema,
  content: z.array(z.string()),
  blocks: z.array(newsBlockSchema),
  summary: z.string(),
  /** An illustration for some stories only. */
  cover: z.nullable(z.string()),
  source: z.string(),
  author: z.string(),
  pinned: z.boolean(),
  tags: z.array(z.string()),
  relatedCourseIds: z.array(idSchema),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;

/** A row of the /news list. */
export const newsSummarySchema = z.extend(newsItemSchema, {
  summary: z.string(),
  cover: z.nullable(z.string()),
  source: z.string(),
  pinned: z.boolean(),
});
export type NewsSummary = z.infer<typeof newsSummarySchema>;

const newsLinkSchema = z.object({ id: idSchema, title: z.string(), publishedAt: timestampSchema });
export type NewsLink = z.infer<typeof newsLinkSchema>;

export const newsDetailSchema = z.extend(newsSummarySchema, {
  author: z.string(),
  tags: z.array(z.string()),
  blocks: z.array(newsBlockSchema),
  /** Reading time in minutes, from the length of the text. */
  readMinutes: nonNegativeInt(),
  /** The neighbours in the list's order (newest first): prev is the newer story. */
  prev: z.nullable(newsLinkSchema),
  next: z.nullable(newsLinkSchema),
  related: z.array(newsItemSchema),
  relatedCourses: z.array(courseCardSchema),
});
export type NewsDetail = z.infer<typeof newsDetailSchema>;
