import * as z from 'zod/mini';
import { idSchema } from './common';

/** The body of a news item (资讯); the list fields are home's newsItemSchema. */
export const newsArticleSchema = z.object({
  id: idSchema,
  content: z.array(z.string()),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;
