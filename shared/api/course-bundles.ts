import * as z from 'zod/mini';
import { defineEndpoint } from './define-endpoint';
import { idParamsSchema, idSchema, pageOf, pageQuerySchema } from '../schemas/common';
import { courseBundleCardSchema, courseBundleDetailSchema } from '../schemas/course-bundle';

const bundleListQuery = z.extend(pageQuerySchema, {
  /** Only the bundles holding this course (a course page's 所属系列 / 课程包). */
  courseId: z.optional(idSchema),
  category: z.optional(z.string().check(z.maxLength(32))),
  professionId: z.optional(z.coerce.number().check(z.int(), z.positive())),
});

export const listCourseSeries = defineEndpoint({
  id: 'course-group.list',
  method: 'GET',
  path: '/course-group/list',
  summary: '系列课列表：可按课程、分类、职业筛选，分页',
  query: bundleListQuery,
  data: pageOf(courseBundleCardSchema),
});

export const getCourseSeries = defineEndpoint({
  id: 'course-group.detail',
  method: 'GET',
  path: '/course-group/:id',
  summary: '系列课详情：按等级排列的课程、总课时与时长、系列价与单买合计（登录后含各课学习进度）；不存在 → 404',
  params: idParamsSchema,
  data: courseBundleDetailSchema,
  codes: [404],
});

export const listCoursePacks = defineEndpoint({
  id: 'course-project.list',
  method: 'GET',
  path: '/course-project/list',
  summary: '课程包列表：可按课程、分类筛选，分页',
  query: bundleListQuery,
  data: pageOf(courseBundleCardSchema),
});

export const getCoursePack = defineEndpoint({
  id: 'course-project.detail',
  method: 'GET',
  path: '/course-project/:id',
  summary: '课程包详情：包内课程、总课时与时长、打包价与单买合计（登录后含各课学习进度）；不存在 → 404',
  params: idParamsSchema,
  data: courseBundleDetailSchema,
  codes: [404],
});
