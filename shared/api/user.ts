import * as z from 'zod/mini';
import { defineEndpoint } from './define-endpoint';
import { authResultSchema, userSchema } from '../schemas/user';
import { int } from '../schemas/common';

/** The phone (or the open platform's code); trimmed like every account value (spec §5). */
export const account = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));
/** A password or an SMS code (or the open platform's state). */
export const security = z.string().check(z.trim(), z.minLength(1), z.maxLength(128));
/** A password being set: never trimmed, it is checked exactly as typed. */
export const password = z.string().check(z.minLength(1), z.maxLength(64));

export const getSelf = defineEndpoint({
  id: 'user.self',
  method: 'GET',
  path: '/user/self',
  summary: '当前登录用户（需要 token）',
  data: z.object({ user: userSchema }),
  codes: [401],
  session: 'check',
});

export const login = defineEndpoint({
  id: 'user.login',
  method: 'POST',
  path: '/user/login',
  summary:
    '登录：密码、验证码、开放平台授权（account=code, security=state）或社交绑定（socialCode/socialState + 场景 6 验证码；与「账号安全」绑定微信同一规则：该微信已绑定其他账号 → 1021，该手机号的账号已绑定其他微信 → 1022，均不改变任何绑定）',
  body: z.object({
    account,
    security,
    loginType: int(),
    socialType: z.optional(int()),
    socialCode: z.optional(z.string().check(z.maxLength(512))),
    socialState: z.optional(z.string().check(z.maxLength(512))),
  }),
  data: authResultSchema,
  // 1021 / 1022: shared/api/account-lifecycle.ts (the binding rule both ways in share).
  codes: [209, 1001, 1002, 1003, 1004, 1005, 1021, 1022],
  session: 'issue',
  rateLimit: 'login',
});

/** Registration without the learner's own tick on 我已阅读并同意《服务条款》和《隐私协议》. */
export const CODE_CONSENT_REQUIRED = 1017;

export const register = defineEndpoint({
  id: 'user.register',
  method: 'POST',
  path: '/user/register',
  summary:
    '手机号 + 短信验证码注册（随后客户端用密码登录）：须带 agreed=true（学员本人勾选同意服务条款和隐私协议，否则 → 1017，不消耗验证码），再核对验证码，再说手机号是否已注册',
  // agreed is optional in the shape so a request without it gets the business refusal (1017), not a schema error.
  body: z.object({ account, security, password, type: int(), agreed: z.optional(z.boolean()) }),
  data: z.nullable(z.object({ userId: int() })),
  codes: [1002, 1003, 1006, CODE_CONSENT_REQUIRED],
  // Registration answers no token today (the client signs in next); should it ever, it becomes the cookie.
  session: 'issue',
  // Each call checks a secret (an SMS code) and could test whether a phone is registered: limited like password logins.
  rateLimit: 'login',
});

export const sendSmsCode = defineEndpoint({
  id: 'sms.code',
  method: 'POST',
  path: '/sys/user/sms/code',
  summary: '发送短信验证码（type 为验证场景）',
  body: z.object({ account, type: int() }),
  data: z.optional(z.null()),
  codes: [1002, 1007, 1008],
  rateLimit: 'sms',
});

export const logout = defineEndpoint({
  id: 'user.logout',
  method: 'POST',
  path: '/user/logout',
  summary: '退出登录：使当前 token 失效（没有 token 也视为成功）',
  data: z.optional(z.null()),
  session: 'end',
});
