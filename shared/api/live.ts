import * as z from 'zod/mini';
import { defineEndpoint } from './define-endpoint';
import { idParamsSchema, pageOf, pageQuerySchema } from '../schemas/common';
import { liveDetailSchema, livePlaybackSchema, liveReminderSchema, liveSummarySchema } from '../schemas/live';

/** 预约提醒 only makes sense before the class starts. */
export const CODE_LIVE_NOT_UPCOMING = 4701;
/** 未购买: a paid class's stream, room, replay and chat are for learners who bought it (a refund takes it back). */
export const CODE_LIVE_NOT_PURCHASED = 4702;

/** The live room socket's refusals before the upgrade, in the API's words: the mock's route and the site's admission (server/live-socket-admission.ts) answer them alike. */
export const LIVE_SOCKET_REFUSALS = {
  signInFirst: { code: 401, msg: '请先登录并购买后观看' },
  notPurchased: { code: CODE_LIVE_NOT_PURCHASED, msg: '本直播为付费直播，购买后即可观看' },
} as const;

export const listLives = defineEndpoint({
  id: 'live.list',
  method: 'GET',
  path: '/live/list',
  summary:
    '直播列表：按状态（1 未开始 / 2 直播中 / 3 已结束）与类型（1 普通 / 2 课程直播）筛选；直播中在前，其次即将开始（最早在前），已结束最新在前；分页',
  query: z.extend(pageQuerySchema, {
    status: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(3))),
    type: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(2))),
  }),
  data: pageOf(liveSummarySchema),
});

export const getLive = defineEndpoint({
  id: 'live.detail',
  method: 'GET',
  path: '/live/:id',
  summary:
    '直播详情：讲师、时间、大纲、关联课程、价格；登录时含是否已预约提醒、是否已购买（owned：付费直播有已支付且未退款的订单）；不存在 → 404',
  params: idParamsSchema,
  data: liveDetailSchema,
  codes: [404],
});

export const setLiveReminder = defineEndpoint({
  id: 'live.reminder',
  method: 'PUT',
  path: '/live/:id/reminder',
  summary: '预约 / 取消开播提醒（幂等）；开播时提醒进入消息中心；已开播或已结束 → 4701；未登录 → 401；不存在 → 404',
  params: idParamsSchema,
  body: z.object({ on: z.boolean() }),
  data: liveReminderSchema,
  codes: [401, 404, CODE_LIVE_NOT_UPCOMING],
});

export const getLivePlayback = defineEndpoint({
  id: 'live.playback',
  method: 'GET',
  path: '/live/:id/playback',
  summary:
    '直播间 / 回放的播放信息（需登录）：直播中 → 直播流；已结束 → 回放录像与按时间同步的聊天记录（媒体为签名地址，约 2 小时有效，付费直播只对购买者本人且订单未退款时有效）；未开始 → 无媒体；付费直播未购买（或已退款）→ 4702（直播间的 WebSocket 同样拒绝：未登录 401，未购买 403 + 4702）；未登录 → 401；不存在 → 404',
  params: idParamsSchema,
  data: livePlaybackSchema,
  codes: [401, 404, CODE_LIVE_NOT_PURCHASED],
});
