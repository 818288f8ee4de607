import * as z from 'zod/mini';
import { defineEndpoint } from './define-endpoint';
import { idParamsSchema, pageOf, pageQuerySchema } from '../schemas/common';
import {
  courseCardSchema,
  courseDetailSchema,
  courseFacetsSchema,
  coursePriceSchema,
  courseReviewPageSchema,
  courseSortSchema,
} from '../schemas/course';
import { homeSchema } from '../schemas/home';
import { REVIEW_SORTS } from '../lib/review-rules';

export const getHome = defineEndpoint({
  id: 'home.index',
  method: 'GET',
  path: '/home/index',
  summary: '首页：轮播、热门职业、热门课程（24）、最新课程、直播、正在报名的计划、合作机构、资讯与统计，一次取齐',
  data: homeSchema,
});

export const listCourses = defineEndpoint({
  id: 'course.list',
  method: 'GET',
  path: '/course/list',
  summary: '课程列表：分类、职业、技能等级、免费/付费、课程类型筛选，综合/最新/最热/价格排序，分页',
  query: z.extend(pageQuerySchema, {
    category: z.optional(z.string().check(z.maxLength(32))),
    professionId: z.optional(z.coerce.number().check(z.int(), z.positive())),
    level: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(5))),
    price: z.optional(coursePriceSchema),
    kind: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(2))),
    sort: z._default(courseSortSchema, 'recommend'),
    keyword: z.optional(z.string().check(z.trim(), z.maxLength(50))),
  }),
  data: pageOf(courseCardSchema),
});

export const getCourseFacets = defineEndpoint({
  id: 'course.facets',
  method: 'GET',
  path: '/course/facets',
  summary: '课程筛选项：分类与各分类下的职业（含课程数）',
  data: courseFacetsSchema,
});

export const getCourse = defineEndpoint({
  id: 'course.detail',
  method: 'GET',
  path: '/course/:id',
  summary: '课程详情：介绍、讲师、章节与课时（登录后含学习进度）；不存在 → 404',
  params: idParamsSchema,
  data: courseDetailSchema,
  codes: [404],
});

export const listCourseReviews = defineEndpoint({
  id: 'course.reviews',
  method: 'GET',
  path: '/course/:id/reviews',
  summary: '课程评价：最新 / 最有帮助排序、分页，评分分布与平均分（按已存评价计算），登录后含我的评价；课程不存在 → 404',
  params: idParamsSchema,
  query: z.extend(pageQuerySchema, { sort: z._default(z.enum(REVIEW_SORTS), 'latest') }),
  data: courseReviewPageSchema,
  codes: [404],
});
