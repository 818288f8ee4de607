import * as z from 'zod/mini';
import { defineEndpoint } from './define-endpoint';
import { pageOf, pageQuerySchema } from '../schemas/common';
import { courseCardSchema, courseSortSchema } from '../schemas/course';
import { homeSchema } from '../schemas/home';

export const getHome = defineEndpoint({
  id: 'home.index',
  method: 'GET',
  path: '/home/index',
  summary: '首页：轮播、热门职业、推荐课程（24）、直播、资讯',
  data: homeSchema,
});

export const listCourses = defineEndpoint({
  id: 'course.list',
  method: 'GET',
  path: '/course/list',
  summary: '课程列表（分页、分类、排序）',
  query: z.extend(pageQuerySchema, {
    category: z.optional(z.string().check(z.maxLength(32))),
    sort: z._default(courseSortSchema, 'recommend'),
    keyword: z.optional(z.string().check(z.trim(), z.maxLength(50))),
  }),
  data: pageOf(courseCardSchema),
});
