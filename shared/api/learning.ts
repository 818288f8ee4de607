import * as z from 'zod/mini';
import { defineEndpoint } from './define-endpoint';
import { idSchema, pageQuerySchema } from '../schemas/common';
import { enrolmentSchema, favoriteKindSchema, favoritesSchema, favoriteStateSchema, myCoursesSchema } from '../schemas/learning';

/** A paid course cannot be enrolled in for free: it is bought (`/order/pay/create?productType=1`). */
export const CODE_COURSE_NOT_FREE = 4601;

export const enrolCourse = defineEndpoint({
  id: 'learning.enrol',
  method: 'POST',
  path: '/learning/enrolments',
  summary: '免费课程一键报名（已报名再调用不变）；付费课程 → 4601；课程不存在 → 404；未登录 → 401',
  body: z.object({ courseId: idSchema }),
  data: enrolmentSchema,
  codes: [401, 404, CODE_COURSE_NOT_FREE],
});

export const listMyCourses = defineEndpoint({
  id: 'learning.courses',
  method: 'GET',
  path: '/learning/courses',
  summary: '我的学习：已报名课程（最近学习在前，分页），含完成课时、进度、上次学到的课时与位置；可按学习进度筛选；未登录 → 401',
  query: z.extend(pageQuerySchema, {
    /** Learning progress (spec §3): 1 未开始, 2 学习中, 3 已完成. */
    progress: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(3))),
  }),
  data: myCoursesSchema,
  codes: [401],
});

export const listFavorites = defineEndpoint({
  id: 'learning.favorites',
  method: 'GET',
  path: '/learning/favorites',
  summary: '我的收藏：按类型（目前为课程）分页，最新收藏在前，含各类型数量；未登录 → 401',
  query: z.extend(pageQuerySchema, { kind: z._default(favoriteKindSchema, 'course') }),
  data: favoritesSchema,
  codes: [401],
});

const favoriteParams = z.object({ kind: favoriteKindSchema, id: idSchema });

export const addFavorite = defineEndpoint({
  id: 'learning.favorite.add',
  method: 'PUT',
  path: '/learning/favorites/:kind/:id',
  summary: '收藏（幂等），返回收藏状态与收藏数；对象不存在 → 404；未登录 → 401',
  params: favoriteParams,
  data: favoriteStateSchema,
  codes: [401, 404],
});

export const removeFavorite = defineEndpoint({
  id: 'learning.favorite.remove',
  method: 'DELETE',
  path: '/learning/favorites/:kind/:id',
  summary: '取消收藏（幂等），返回收藏状态与收藏数；对象不存在 → 404；未登录 → 401',
  params: favoriteParams,
  data: favoriteStateSchema,
  codes: [401, 404],
});
