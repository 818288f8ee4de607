import * as z from 'zod/mini';
import { defineEndpoint } from './define-endpoint';
import { idParamsSchema, pageOf, pageQuerySchema } from '../schemas/common';
import { professionCardSchema, professionDetailSchema, professionListCountsSchema } from '../schemas/profession';

export const listProfessions = defineEndpoint({
  id: 'profession.list',
  method: 'GET',
  path: '/profession/list',
  summary: '职业列表：职业分类（1–4）、行业、关键词筛选，分页；含各分类与各行业的数量',
  query: z.extend(pageQuerySchema, {
    type: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(4))),
    category: z.optional(z.string().check(z.maxLength(32))),
    keyword: z.optional(z.string().check(z.trim(), z.maxLength(50))),
  }),
  data: z.extend(pageOf(professionCardSchema), { counts: professionListCountsSchema }),
});

export const getProfession = defineEndpoint({
  id: 'profession.detail',
  method: 'GET',
  path: '/profession/:id',
  summary: '职业详情：概况与每个技能等级的学习路径（课程、报名计划、考试），登录后含学习进度与下一步建议；不存在 → 404',
  params: idParamsSchema,
  data: professionDetailSchema,
  codes: [404],
});
