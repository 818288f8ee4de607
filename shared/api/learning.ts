import * as z from 'zod/mini';
import { defineEndpoint } from './define-endpoint';
import { idSchema, pageQuerySchema } from '../schemas/common';
import {
  enrolmentSchema,
  favoriteKindSchema,
  favoritesSchema,
  favoriteStateSchema,
  myCoursesSchema,
  studyGoalBodySchema,
  studyStatsSchema,
} from '../schemas/learning';

/** A paid course cannot be enrolled in for free: it is bought (`/order/pay/create?productType=1`). */
export const CODE_COURSE_NOT_FREE = 4601;
/** Favouriting something that was deleted (a community question or idea): it cannot be added again. Issue 26 owns 4660–4679. */
export const CODE_FAVORITE_TARGET_GONE = 4660;

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
  summary:
    '我的学习：已报名课程（最近学习在前，分页），含完成课时、进度、上次学到的课时与位置、继续学习的课时（规则见 shared/lib/continue-learning.ts）；可按学习进度筛选；未登录 → 401',
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
  summary:
    '我的收藏：按类型（课程 / 直播 / 考试 / 问答 / 想法 / 资讯）分页，最新收藏在前，含各类型数量；已删除或下架的内容仍列出，target 为 null（已失效）；只列本人的收藏；未登录 → 401',
  query: z.extend(pageQuerySchema, { kind: z._default(favoriteKindSchema, 'course') }),
  data: favoritesSchema,
  codes: [401],
});

const favoriteParams = z.object({ kind: favoriteKindSchema, id: idSchema });

export const addFavorite = defineEndpoint({
  id: 'learning.favorite.add',
  method: 'PUT',
  path: '/learning/favorites/:kind/:id',
  summary:
    '收藏（幂等：重复收藏不重复计数），返回收藏状态与收藏数；问答与想法同社区收藏（作者收到 收到的赞 消息）；对象不存在 → 404；已删除 → 4660；未登录 → 401',
  params: favoriteParams,
  data: favoriteStateSchema,
  codes: [401, 404, CODE_FAVORITE_TARGET_GONE],
});

export const removeFavorite = defineEndpoint({
  id: 'learning.favorite.remove',
  method: 'DELETE',
  path: '/learning/favorites/:kind/:id',
  summary: '取消收藏（幂等），返回收藏状态与收藏数；已删除的内容也可取消（已失效的收藏）；从未存在的对象 → 404；未登录 → 401',
  params: favoriteParams,
  data: favoriteStateSchema,
  codes: [401, 404],
});

export const getFavoriteState = defineEndpoint({
  id: 'learning.favorite.state',
  method: 'GET',
  path: '/learning/favorites/:kind/:id',
  summary: '我是否收藏了某个对象与它的收藏数（直播、考试、资讯页的收藏按钮在登录后读取）；对象不存在 → 404；未登录 → 401',
  params: favoriteParams,
  data: favoriteStateSchema,
  codes: [401, 404],
});

export const getStudyStats = defineEndpoint({
  id: 'learning.stats',
  method: 'GET',
  path: '/learning/stats',
  summary:
    '学习统计：最近 30 天（北京时间）每天的学习秒数、做题数与是否算学习日（学习满 10 分钟或做题满 10 道）、今日、累计、本周（周一至周日）学习日与每周目标、连续学习天数（允许中间休息一天；本人开启后才有，否则 null）、各课程时长；时长由播放进度上报按 shared/lib/study-time.ts 的规则计入（每次不超过距上次上报的实际时间与视频前进时长，单次 ≤ 60 秒）；未登录 → 401',
  data: studyStatsSchema,
  codes: [401],
});

export const updateStudyGoal = defineEndpoint({
  id: 'learning.studyGoal',
  method: 'PUT',
  path: '/learning/study-goal',
  summary:
    '修改学习目标（需登录）：每周学习天数（1–7，默认 3）、是否统计连续学习天数（默认不统计），至少一项；返回新的学习统计；不合规 → 400；未登录 → 401',
  body: studyGoalBodySchema,
  data: studyStatsSchema,
  codes: [400, 401],
});
