import * as z from 'zod/mini';
import { defineEndpoint } from './define-endpoint';
import { idParamsSchema, pageOf, pageQuerySchema } from '../schemas/common';
import { courseCardSchema } from '../schemas/course';
import { institutionDetailSchema, institutionFacetsSchema, institutionSortSchema, institutionSummarySchema } from '../schemas/institution';

export const listInstitutions = defineEndpoint({
  id: 'institution.list',
  method: 'GET',
  path: '/institution/list',
  summary: '机构列表：类型、分类、地区、关键词筛选，综合/课程最多/学员最多/评分最高排序，分页',
  query: z.extend(pageQuerySchema, {
    type: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(2))),
    category: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(7))),
    region: z.optional(z.string().check(z.trim(), z.maxLength(16))),
    keyword: z.optional(z.string().check(z.trim(), z.maxLength(30))),
    sort: z._default(institutionSortSchema, 'recommend'),
  }),
  data: pageOf(institutionSummarySchema),
});

export const getInstitutionFacets = defineEndpoint({
  id: 'institution.facets',
  method: 'GET',
  path: '/institution/facets',
  summary: '机构筛选项：类型、分类与地区（含机构数）',
  data: institutionFacetsSchema,
});

export const getInstitution = defineEndpoint({
  id: 'institution.detail',
  method: 'GET',
  path: '/institution/:id',
  summary: '机构详情：简介、成立年份、信用代码、学员数、评分、讲师；不存在 → 404',
  params: idParamsSchema,
  data: institutionDetailSchema,
  codes: [404],
});

export const listInstitutionCourses = defineEndpoint({
  id: 'institution.courses',
  method: 'GET',
  path: '/institution/:id/courses',
  summary: '机构的课程（最热在前，分页）；机构不存在 → 404',
  params: idParamsSchema,
  query: pageQuerySchema,
  data: pageOf(courseCardSchema),
  codes: [404],
});
