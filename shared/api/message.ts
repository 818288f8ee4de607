import * as z from 'zod/mini';
import { defineEndpoint } from './define-endpoint';
import { idSchema, int, nonNegativeInt, pageOf, pageQuerySchema, timestampSchema } from '../schemas/common';

export const messageCountSchema = z.object({ type: int(), count: nonNegativeInt() });
export type MessageCount = z.infer<typeof messageCountSchema>;

export const getMessageCounts = defineEndpoint({
  id: 'message.count',
  method: 'GET',
  path: '/sys/message/self/count',
  summary: '按消息类型统计的消息数（readFlag=1 为未读）',
  query: z.object({ readFlag: z.coerce.number().check(z.int(), z.gte(1), z.lte(2)) }),
  data: z.array(messageCountSchema),
  codes: [401],
});

export const markMessagesRead = defineEndpoint({
  id: 'message.read',
  method: 'PUT',
  path: '/sys/message/read',
  summary: '标记已读：type 3 按类型（messageTypes 为逗号连接的类型号）',
  body: z.object({
    type: z.int().check(z.gte(1), z.lte(3)),
    messageTypes: z.optional(z.string().check(z.regex(/^\d+(,\d+)*$/))),
    id: z.optional(z.int().check(z.positive())),
  }),
  data: z.object({ updated: nonNegativeInt() }),
  codes: [401],
});

/**
 * One notice of the message centre. `action` says what was done (回答了你的问题), `quote` is the
 * content it was done to, `content` what the sender wrote (a comment, an answer's first lines),
 * `link` the site path that shows it. All plain text: the page renders them as text.
 */
export const messageItemSchema = z.object({
  id: idSchema,
  /**
   * One of MessageType (shared/enums/message.ts), 1–50 with no gaps: the bound is spelled here, not imported — the
   * header's unread count reads this module, and the enumeration's labels would ride into every page (message.test.ts
   * holds the bound to the enumeration).
   */
  type: z.int().check(z.gte(1), z.lte(50)),
  readFlag: z.int().check(z.gte(1), z.lte(2)),
  createdAt: timestampSchema,
  /** null for notices of the platform itself (system, whisper); id null for an anonymous author (匿名用户). */
  sender: z.nullable(z.object({ id: z.nullable(idSchema), nickname: z.string(), avatar: z.string() })),
  action: z.string(),
  title: z.string(),
  quote: z.string(),
  content: z.string(),
  /** A path on this site (starts with one slash), or null when there is nothing to open. */
  link: z.nullable(z.string().check(z.regex(/^\/(?!\/)/))),
  /** A reminder's unsubscribe page (a path on this site, signed out too); null or absent for any other message. */
  unsubscribe: z.optional(z.nullable(z.string().check(z.regex(/^\/(?!\/)/)))),
});
export type MessageItem = z.infer<typeof messageItemSchema>;

export const listMessages = defineEndpoint({
  id: 'message.list',
  method: 'GET',
  path: '/sys/message/list',
  summary: '消息列表（需登录）：messageTypes 为逗号连接的类型号（消息中心分组的类型，规格 §7），最新在前；分页',
  query: z.extend(pageQuerySchema, {
    messageTypes: z.string().check(z.regex(/^\d+(,\d+)*$/)),
    size: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), 20),
  }),
  data: pageOf(messageItemSchema),
  codes: [401],
});
