import { z } from 'zod';
import { defineEndpoint } from './define-endpoint';
import { authResultSchema } from '../schemas/user';

export const generateQr = defineEndpoint({
  id: 'qr.generate',
  method: 'POST',
  path: '/qr/generate',
  summary: '生成扫码登录二维码，data 为二维码内容',
  body: z.object({ type: z.number().int() }),
  data: z.string().min(1),
});

export const getQrResult = defineEndpoint({
  id: 'qr.result',
  method: 'POST',
  path: '/qr/result',
  summary: '轮询扫码结果；1179 表示二维码已过期',
  body: z.object({ content: z.string().min(1).max(2048) }),
  data: z.object({
    completeFlag: z.boolean(),
    /** -1 已过期, 0 未扫描, 1 已扫描. */
    status: z.number().int().min(-1).max(1),
    result: authResultSchema.nullable(),
  }),
  codes: [1179],
});
