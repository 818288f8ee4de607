import { z } from 'zod';
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
  query: pageQuerySchema.extend({
    category: z.string().max(32).optional(),
    sort: courseSortSchema.default('recommend'),
    keyword: z.string().trim().max(50).optional(),
  }),
  data: pageOf(courseCardSchema),
});
