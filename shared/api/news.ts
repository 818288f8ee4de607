import * as z from 'zod/mini';
import { defineEndpoint } from './define-endpoint';
import { idParamsSchema, pageOf, pageQuerySchema } from '../schemas/common';
import { newsCategorySchema, newsDetailSchema, newsSummarySchema } from '../schemas/news';

export const listNews = defineEndpoint({
  id: 'news.list',
  method: 'GET',
  path: '/news/list',
  summary: '资讯列表：按分类筛选；latest 置顶在前、其余最新在前，popular 阅读最多在前；分页',
  query: z.extend(pageQuerySchema, {
    category: z.optional(newsCategorySchema),
    sort: z._default(z.enum(['latest', 'popular']), 'latest'),
  }),
  data: pageOf(newsSummarySchema),
});

export const getNews = defineEndpoint({
  id: 'news.detail',
  method: 'GET',
  path: '/news/:id',
  summary: '资讯详情：正文、上一篇/下一篇、相关资讯与相关课程；不存在 → 404',
  params: idParamsSchema,
  data: newsDetailSchema,
  codes: [404],
});
