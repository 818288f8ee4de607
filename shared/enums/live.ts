import { defineEnum } from './define-enum';

/** 直播类型。 */
export const LiveType = defineEnum({
  ORDINARY: [1, '普通直播'],
  COURSE: [2, '课程直播'],
});
export type LiveTypeValue = (typeof LiveType)['values'][number];

/** 直播状态。 */
export const LiveStatus = defineEnum({
  NOT_STARTED: [1, '未开始'],
  LIVE: [2, '直播中'],
  ENDED: [3, '已结束'],
});
export type LiveStatusValue = (typeof LiveStatus)['values'][number];

/** 直播间（WebSocket）消息类型 1–10，顺序与规格一致。 */
export const LiveMessageKind = defineEnum({
  USER_MUTE: [1, '用户禁言'],
  ROOM_MUTE_NOTICE: [2, '全员禁言/公告'],
  START_END: [3, '开播/下播'],
  WARNING: [4, '直播警告'],
  PENALTY: [5, '直播处罚'],
  HEARTBEAT: [6, '心跳'],
  MESSAGE: [7, '聊天消息'],
  MESSAGE_DELETE: [8, '消息删除'],
  WRONG_MESSAGE_TYPE: [9, '消息类型错误'],
  ONLINE_COUNT: [10, '在线人数'],
});
export type LiveMessageKindValue = (typeof LiveMessageKind)['values'][number];
