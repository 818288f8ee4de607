import * as z from 'zod/mini';
import { defineEndpoint } from './define-endpoint';
import { idSchema, pageOf, pageQuerySchema } from '../schemas/common';
import { ruleDetailSchema, ruleListSchema, ruleSummarySchema } from '../schemas/rule';

export const listRules = defineEndpoint({
  id: 'rule.list',
  method: 'GET',
  path: '/rule/list',
  summary: '平台规则列表：生效规则（effective）或公示规则（publicity），置顶在前，分页',
  query: z.extend(pageQuerySchema, { kind: ruleListSchema }),
  data: pageOf(ruleSummarySchema),
});

export const getRule = defineEndpoint({
  id: 'rule.detail',
  method: 'GET',
  path: '/rule/:kind/:id',
  summary: '规则详情：分章条款、适用范围、生效日期或公示期；不存在或不属于该列表 → 404',
  params: z.object({ kind: ruleListSchema, id: idSchema }),
  data: ruleDetailSchema,
  codes: [404],
});
