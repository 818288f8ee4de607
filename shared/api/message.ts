import * as z from 'zod/mini';
import { defineEndpoint } from './define-endpoint';
import { int, nonNegativeInt } from '../schemas/common';

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
