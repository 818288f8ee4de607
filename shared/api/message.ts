import { z } from 'zod';
import { defineEndpoint } from './define-endpoint';

export const messageCountSchema = z.object({ type: z.number().int(), count: z.number().int().nonnegative() });
export type MessageCount = z.infer<typeof messageCountSchema>;

export const getMessageCounts = defineEndpoint({
  id: 'message.count',
  method: 'GET',
  path: '/sys/message/self/count',
  summary: '按消息类型统计的消息数（readFlag=1 为未读）',
  query: z.object({ readFlag: z.coerce.number().int().min(1).max(2) }),
  data: z.array(messageCountSchema),
  codes: [401],
});

export const markMessagesRead = defineEndpoint({
  id: 'message.read',
  method: 'PUT',
  path: '/sys/message/read',
  summary: '标记已读：type 3 按类型（messageTypes 为逗号连接的类型号）',
  body: z.object({
    type: z.number().int().min(1).max(3),
    messageTypes: z.string().regex(/^\d+(,\d+)*$/).optional(),
    id: z.number().int().positive().optional(),
  }),
  data: z.object({ updated: z.number().int().nonnegative() }),
  codes: [401],
});
