import * as z from 'zod/mini';
import { defineEndpoint } from './define-endpoint';
import {
  reminderSettingsBodySchema,
  reminderSettingsSchema,
  unsubscribeTokenSchema,
  unsubscribeViewSchema,
  wechatSubscribeBodySchema,
  wechatSubscribedSchema,
} from '../schemas/reminders';

/** The WeChat sheet's ticket is unknown, expired (10 minutes) or already used. */
export const CODE_WECHAT_TICKET_INVALID = 5701;
/** No WeChat bound to the account: there is nobody to send WeChat messages to. */
export const CODE_WECHAT_NOT_BOUND = 5702;
/** The event already has the most unused subscriptions kept (WECHAT_SUBSCRIPTIONS_MAX). */
export const CODE_WECHAT_SUBSCRIPTIONS_FULL = 5703;
/** An unsubscribe link that is not one of ours (forged, altered, or its account is gone). */
export const CODE_UNSUBSCRIBE_INVALID = 5704;

export const getReminderSettings = defineEndpoint({
  id: 'reminders.get',
  method: 'GET',
  path: '/account/reminders',
  summary:
    '提醒设置（需登录）：7 种提醒（错题复习到期、今日学习计划、缴费即将截止、准考证发放、考前提醒、成绩发布、证书发放）各自的渠道开关（站内消息 / 短信 / 微信服务通知），免打扰时段（北京时间 HH:mm，默认 22:00–08:00，null 为不设），短信发往的手机号（脱敏），微信是否绑定、每种提醒剩余的一次性订阅数与订阅页地址，学习提醒是否因证书已颁发而停止；未登录 → 401',
  data: reminderSettingsSchema,
  codes: [401],
});

export const updateReminderSettings = defineEndpoint({
  id: 'reminders.update',
  method: 'PUT',
  path: '/account/reminders',
  summary:
    '保存提醒设置（需登录）：channels 为 7 种提醒各自的三个渠道开关（须写全），quietHours 为 {start, end}（HH:mm，开始与结束不能相同，最长 16 小时，可跨零点）或 null；没有可用手机号时不能开启短信。规则：学习提醒（错题复习、今日计划）每个渠道每个北京日最多一条，且只在有待办时发送；最新一次考证的证书颁发后学习提醒停止（其他考证进度照常）；短信与微信在免打扰时段内顺延到时段结束，站内消息不受影响；微信每条消息消耗一次该提醒的一次性订阅。不合规 → 400（中文说明）；未登录 → 401',
  body: reminderSettingsBodySchema,
  data: reminderSettingsSchema,
  codes: [400, 401],
});

export const subscribeWechatReminders = defineEndpoint({
  id: 'reminders.wechat.subscribe',
  method: 'POST',
  path: '/account/reminders/wechat-subscriptions',
  summary:
    '记下微信一次性订阅（需登录）：ticket 为微信订阅页（mock 的替身页 /__mock/reminders/wechat-subscribe）返回的票据，10 分钟内有效、只能用一次；票据里每种允许的提醒各加一次订阅（每次订阅只能发送一条该提醒），每种最多保留 20 次未用的订阅。票据无效、过期或已用 → 5701；账号未绑定微信 → 5702；订阅次数已满 → 5703；未登录 → 401',
  body: wechatSubscribeBodySchema,
  data: wechatSubscribedSchema,
  codes: [400, 401, CODE_WECHAT_TICKET_INVALID, CODE_WECHAT_NOT_BOUND, CODE_WECHAT_SUBSCRIPTIONS_FULL],
});

export const getUnsubscribe = defineEndpoint({
  id: 'reminders.unsubscribe.view',
  method: 'GET',
  path: '/account/reminders/unsubscribe',
  summary:
    '退订链接说明（无需登录）：token 为每条提醒里退订链接的签名令牌（账号 + 提醒 + 渠道，HMAC-SHA256），答出它退订的提醒、渠道以及当前是否开启；只读，不改变任何设置（邮件扫描器等预取链接不会误退订）。令牌无效 → 5704',
  query: z.object({ token: unsubscribeTokenSchema }),
  data: unsubscribeViewSchema,
  codes: [400, CODE_UNSUBSCRIBE_INVALID],
});

export const confirmUnsubscribe = defineEndpoint({
  id: 'reminders.unsubscribe.confirm',
  method: 'POST',
  path: '/account/reminders/unsubscribe',
  summary:
    '确认退订（无需登录）：关闭 token（查询参数，与退订链接相同）所指账号的这一种提醒的这一个渠道，其他设置不变；重复退订结果相同。令牌无效 → 5704',
  query: z.object({ token: unsubscribeTokenSchema }),
  data: unsubscribeViewSchema,
  codes: [400, CODE_UNSUBSCRIBE_INVALID],
});
