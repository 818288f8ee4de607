import * as z from 'zod/mini';
import { defineEndpoint } from './define-endpoint';
import { authResultSchema } from '../schemas/user';
import { int } from '../schemas/common';

export const generateQr = defineEndpoint({
  id: 'qr.generate',
  method: 'POST',
  path: '/qr/generate',
  summary: '生成扫码登录二维码，data 为二维码内容',
  body: z.object({ type: int() }),
  data: z.string().check(z.minLength(1)),
  rateLimit: 'qr',
});

export const getQrResult = defineEndpoint({
  id: 'qr.result',
  method: 'POST',
  path: '/qr/result',
  summary: '轮询扫码结果；1179 表示二维码已过期',
  body: z.object({ content: z.string().check(z.minLength(1), z.maxLength(2048)) }),
  data: z.object({
    completeFlag: z.boolean(),
    /** -1 已过期, 0 未扫描, 1 已扫描. */
    status: z.int().check(z.gte(-1), z.lte(1)),
    result: z.nullable(authResultSchema),
  }),
  codes: [1179],
  session: 'issue',
});
