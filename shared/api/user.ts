import { z } from 'zod';
import { defineEndpoint } from './define-endpoint';
import { authResultSchema, userSchema } from '../schemas/user';

const account = z.string().trim().min(1).max(64);
const security = z.string().trim().min(1).max(128);

export const getSelf = defineEndpoint({
  id: 'user.self',
  method: 'GET',
  path: '/user/self',
  summary: '当前登录用户（需要 token）',
  data: z.object({ user: userSchema }),
  codes: [401],
});

export const login = defineEndpoint({
  id: 'user.login',
  method: 'POST',
  path: '/user/login',
  summary: '登录：密码、验证码、开放平台授权（account=code, security=state）或社交绑定',
  body: z.object({
    account,
    security,
    loginType: z.number().int(),
    socialType: z.number().int().optional(),
    socialCode: z.string().max(512).optional(),
    socialState: z.string().max(512).optional(),
  }),
  data: authResultSchema,
  codes: [209, 1001, 1002, 1003, 1004, 1005],
});

export const register = defineEndpoint({
  id: 'user.register',
  method: 'POST',
  path: '/user/register',
  summary: '手机号 + 短信验证码注册（随后客户端用密码登录）',
  body: z.object({ account, security, password: z.string().min(1).max(64), type: z.number().int() }),
  data: z.object({ userId: z.number().int() }).nullable(),
  codes: [1002, 1003, 1006],
});

export const sendSmsCode = defineEndpoint({
  id: 'sms.code',
  method: 'POST',
  path: '/sys/user/sms/code',
  summary: '发送短信验证码（type 为验证场景）',
  body: z.object({ account, type: z.number().int() }),
  data: z.null().optional(),
  codes: [1002, 1007, 1008],
});
