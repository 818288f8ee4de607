import { defineEnum } from './define-enum';

/**
 * 站内消息类型 1–34。规格列出了这些种类及其顺序，但没有给出每种的编号；
 * 编号按规格列举的顺序分配（本项目的选择，服务端与 mock 以此为准）：
 *   1–3   订单退款、发票申请、报名申请
 *   4–8   评论：问题、回答、想法、视频、评论（回复评论）
 *   9     回答（有人回答了我的问题）
 *   10–14 点赞：问题、回答、想法、视频、评论
 *   15–19 收藏：问题、回答、想法、视频、评论
 *   20–22 发票审核、直播警告、直播处罚
 *   23–31 删除：问题、回答、想法、视频、评论、课程评价、直播消息、头像、个人简介
 *   32–34 订单支付成功、订单支付取消、退款审核
 * 删除类共 9 种，规格只写了「按内容种类」，后 4 种（课程评价、直播消息、头像、个人简介）为补足编号的选择。
 *
 * 另加十六种（规格之外，本项目的扩展）：
 *   35    @我（规格有「@我的」分组却没有对应的种类：任何文字里 @昵称 都产生这一种）
 *   36    直播开播提醒（预约提醒的直播开始时送达，归入系统通知）
 *   37    实名认证结果（审核通过或未通过时送达，归入系统通知）
 *   38    题目纠错回复（题库老师处理了我的纠错，归入系统通知，不含答案）
 *   39    错题复习提醒（某天有到期的错题复习时，当天第一次打开消息时送达一条，归入系统通知）
 *   40–46 考证进度（报名审核结果、缴费提醒、截止提醒（缴费或补交材料截止前 3 天）、准考证发放、
 *         考前提醒（考试前一天）、成绩发布、证书发放）：打开消息时按时间补送，每条只送一次，
 *         时间为事情发生之时，链接到该报名的考证进度页，归入系统通知
 *   47    回答被采纳（提问者采纳了我的回答，归入「回答我的」）
 *   48    新粉丝（有人关注了我，归入系统通知）
 *   49    账号注销（申请注销、冷静期内登录撤销注销时各送达一条，归入系统通知）
 *   50    今日学习计划（当天的学习计划还有任务时，当天第一次打开消息时送达一条，与 39 合计每天最多一条学习提醒，归入系统通知）
 */
export const MessageType = defineEnum({
  ORDER_REFUND: [1, '订单退款'],
  INVOICE_APPLY: [2, '发票申请'],
  ENROLLMENT_APPLY: [3, '报名申请'],
  COMMENT_QUESTION: [4, '评论了问题'],
  COMMENT_ANSWER: [5, '评论了回答'],
  COMMENT_IDEA: [6, '评论了想法'],
  COMMENT_VIDEO: [7, '评论了视频'],
  COMMENT_COMMENT: [8, '回复了评论'],
  ANSWER: [9, '回答了问题'],
  LIKE_QUESTION: [10, '赞了问题'],
  LIKE_ANSWER: [11, '赞了回答'],
  LIKE_IDEA: [12, '赞了想法'],
  LIKE_VIDEO: [13, '赞了视频'],
  LIKE_COMMENT: [14, '赞了评论'],
  FAVORITE_QUESTION: [15, '收藏了问题'],
  FAVORITE_ANSWER: [16, '收藏了回答'],
  FAVORITE_IDEA: [17, '收藏了想法'],
  FAVORITE_VIDEO: [18, '收藏了视频'],
  FAVORITE_COMMENT: [19, '收藏了评论'],
  INVOICE_AUDIT: [20, '发票审核'],
  LIVE_WARNING: [21, '直播警告'],
  LIVE_PENALTY: [22, '直播处罚'],
  DELETE_QUESTION: [23, '问题被删除'],
  DELETE_ANSWER: [24, '回答被删除'],
  DELETE_IDEA: [25, '想法被删除'],
  DELETE_VIDEO: [26, '视频被删除'],
  DELETE_COMMENT: [27, '评论被删除'],
  DELETE_REVIEW: [28, '课程评价被删除'],
  DELETE_LIVE_MESSAGE: [29, '直播消息被删除'],
  DELETE_AVATAR: [30, '头像被删除'],
  DELETE_INTRO: [31, '个人简介被删除'],
  ORDER_PAID: [32, '订单支付成功'],
  ORDER_PAY_CANCELLED: [33, '订单支付取消'],
  ORDER_REFUND_AUDIT: [34, '退款审核'],
  MENTION: [35, '@了我'],
  LIVE_START: [36, '直播开播提醒'],
  REAL_NAME_RESULT: [37, '实名认证结果'],
  QUESTION_REPORT_REPLY: [38, '题目纠错回复'],
  REVIEW_REMINDER: [39, '错题复习提醒'],
  ENROLLMENT_REVIEWED: [40, '报名审核结果'],
  FEE_DUE: [41, '缴费提醒'],
  DEADLINE_REMINDER: [42, '截止提醒'],
  TICKET_ISSUED: [43, '准考证发放'],
  EXAM_REMINDER: [44, '考前提醒'],
  SCORE_RELEASED: [45, '成绩发布'],
  CERTIFICATE_ISSUED: [46, '证书发放'],
  ANSWER_ACCEPTED: [47, '回答被采纳'],
  NEW_FOLLOWER: [48, '新粉丝'],
  ACCOUNT_DELETION: [49, '账号注销'],
  TODAY_PLAN: [50, '今日学习计划'],
});
export type MessageTypeValue = (typeof MessageType)['values'][number];

/** 已读标记（GET /api/sys/message/self/count 的 readFlag）。 */
export const ReadFlag = defineEnum({
  UNREAD: [1, '未读'],
  READ: [2, '已读'],
});
export type ReadFlagValue = (typeof ReadFlag)['values'][number];

/** 标记已读的范围（PUT /api/sys/message/read 的 type）。 */
export const MarkReadScope = defineEnum({
  SINGLE: [1, '单条'],
  ALL: [2, '全部'],
  BY_TYPE: [3, '按类型'],
});
export type MarkReadScopeValue = (typeof MarkReadScope)['values'][number];

/** 消息推送渠道。 */
export const MessageChannel = defineEnum({
  APP: [1, 'App'],
});
export type MessageChannelValue = (typeof MessageChannel)['values'][number];

/** 消息中心分组 = /message 下的路由段，按标签页顺序。 */
export const MESSAGE_GROUP_KEYS = Object.freeze(['reply', 'at', 'like', 'answer', 'system', 'whisper'] as const);
export type MessageGroup = (typeof MESSAGE_GROUP_KEYS)[number];

export interface MessageGroupInfo {
  readonly key: MessageGroup;
  /** 标签页文案。 */
  readonly label: string;
  /** 该分组包含的消息类型（进入该页时按类型标记已读）。 */
  readonly types: readonly MessageTypeValue[];
}

const T = MessageType;
const defineGroup = (key: MessageGroup, label: string, types: MessageTypeValue[]): MessageGroupInfo =>
  Object.freeze({ key, label, types: Object.freeze(types) });

/**
 * 规格 §7 的分组：reply = 对问题/回答/想法/视频/评论的评论；answer = 回答；like = 点赞与收藏；
 * whisper = 订单支付成功、订单支付取消、发票审核、退款审核；system = 全部删除类。
 * 扩展：at = 35（@我）；system 另含 36（直播开播提醒）、37（实名认证结果）、38（题目纠错回复）、39（错题复习提醒）
 * 与 40–46（考证进度：报名审核结果、缴费提醒、截止提醒、准考证发放、考前提醒、成绩发布、证书发放）、
 * 48（新粉丝）、49（账号注销）、50（今日学习计划）；answer 另含 47（回答被采纳）。
 */
export const MESSAGE_GROUPS: Readonly<Record<MessageGroup, MessageGroupInfo>> = Object.freeze({
  reply: defineGroup('reply', '回复我的', [T.COMMENT_QUESTION, T.COMMENT_ANSWER, T.COMMENT_IDEA, T.COMMENT_VIDEO, T.COMMENT_COMMENT]),
  at: defineGroup('at', '@我的', [T.MENTION]),
  like: defineGroup('like', '收到的赞', [
    T.LIKE_QUESTION,
    T.LIKE_ANSWER,
    T.LIKE_IDEA,
    T.LIKE_VIDEO,
    T.LIKE_COMMENT,
    T.FAVORITE_QUESTION,
    T.FAVORITE_ANSWER,
    T.FAVORITE_IDEA,
    T.FAVORITE_VIDEO,
    T.FAVORITE_COMMENT,
  ]),
  answer: defineGroup('answer', '回答我的', [T.ANSWER, T.ANSWER_ACCEPTED]),
  system: defineGroup('system', '系统通知', [
    T.DELETE_QUESTION,
    T.DELETE_ANSWER,
    T.DELETE_IDEA,
    T.DELETE_VIDEO,
    T.DELETE_COMMENT,
    T.DELETE_REVIEW,
    T.DELETE_LIVE_MESSAGE,
    T.DELETE_AVATAR,
    T.DELETE_INTRO,
    T.LIVE_START,
    T.REAL_NAME_RESULT,
    T.QUESTION_REPORT_REPLY,
    T.REVIEW_REMINDER,
    T.ENROLLMENT_REVIEWED,
    T.FEE_DUE,
    T.DEADLINE_REMINDER,
    T.TICKET_ISSUED,
    T.EXAM_REMINDER,
    T.SCORE_RELEASED,
    T.CERTIFICATE_ISSUED,
    T.NEW_FOLLOWER,
    T.ACCOUNT_DELETION,
    T.TODAY_PLAN,
  ]),
  whisper: defineGroup('whisper', '我的消息', [T.ORDER_PAID, T.ORDER_PAY_CANCELLED, T.INVOICE_AUDIT, T.ORDER_REFUND_AUDIT]),
});

export function isMessageGroup(value: unknown): value is MessageGroup {
  return typeof value === 'string' && (MESSAGE_GROUP_KEYS as readonly string[]).includes(value);
}

/**
 * 消息中心分组：路径形如 /message/{group}（允许结尾斜杠、查询串与锚点），否则 null。
 * 只看 /message 下的第一段，避免 /community/question/1/answer/2 之类的路径被误认为 answer。
 */
export function messageGroupOfPath(pathname: string): MessageGroup | null {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  const segments = path.split('/').filter(Boolean);
  if (segments[0] !== 'message') return null;
  const segment = segments[1];
  return isMessageGroup(segment) ? segment : null;
}

/** 分组所属消息类型的逗号连接串，即 PUT /api/sys/message/read 的 messageTypes（空分组为 ''）。 */
export function messageTypesParam(group: MessageGroup): string {
  return MESSAGE_GROUPS[group].types.join(',');
}

/** 进入分组页时的按类型标记已读请求体；分组没有类型时为 null。 */
export function markGroupReadBody(group: MessageGroup): { type: typeof MarkReadScope.BY_TYPE; messageTypes: string } | null {
  const messageTypes = messageTypesParam(group);
  return messageTypes ? { type: MarkReadScope.BY_TYPE, messageTypes } : null;
}

/** 消息类型所属分组（不属于任何分组的类型为 null）。 */
export function messageGroupOfType(type: unknown): MessageGroup | null {
  return MESSAGE_GROUP_KEYS.find((key) => (MESSAGE_GROUPS[key].types as readonly unknown[]).includes(type)) ?? null;
}

/** 按分组汇总未读数（counts 为 GET /api/sys/message/self/count 的 data）。 */
export function unreadCountOfGroup(counts: readonly { type: number; count: number }[], group: MessageGroup): number {
  const types: readonly number[] = MESSAGE_GROUPS[group].types;
  return counts.reduce((sum, { type, count }) => (types.includes(type) ? sum + count : sum), 0);
}
