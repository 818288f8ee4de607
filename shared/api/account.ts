import * as z from 'zod/mini';
import { defineEndpoint } from './define-endpoint';
import { userSchema } from '../schemas/user';
import { account, password, security } from './user';

/**
 * Account security: a forgotten password (找回密码), a reset with an SMS code (重置密码), changing
 * the password or the phone of the signed-in account, and unbinding WeChat.
 */
const smsPasswordBody = z.object({ account, security, password });

export const recoverPassword = defineEndpoint({
  id: 'user.password.recover',
  method: 'POST',
  path: '/user/password/recover',
  summary: '找回密码：手机号 + 短信验证码（场景 4）+ 新密码；该账号已有的登录全部失效',
  body: smsPasswordBody,
  data: z.optional(z.null()),
  codes: [1002, 1003, 1009, 1010],
  // Each call checks a secret (an SMS code): limited like password logins.
  rateLimit: 'login',
});

export const resetPassword = defineEndpoint({
  id: 'user.password.reset',
  method: 'POST',
  path: '/user/password/reset',
  summary: '重置密码：手机号 + 短信验证码（场景 5）+ 新密码；该账号已有的登录全部失效',
  body: smsPasswordBody,
  data: z.optional(z.null()),
  codes: [1002, 1003, 1009, 1010],
  // Each call checks a secret (an SMS code): limited like password logins.
  rateLimit: 'login',
});

export const changePassword = defineEndpoint({
  id: 'user.password.change',
  method: 'PUT',
  path: '/user/password',
  summary: '修改密码（需要 token）：当前密码 + 新密码 + 确认新密码（须一致 → 1023）；其他设备上的登录失效',
  body: z.object({ oldPassword: password, password, confirmPassword: password }),
  data: z.optional(z.null()),
  codes: [401, 1010, 1011, 1012, 1023],
  rateLimit: 'login',
});

export const changePhone = defineEndpoint({
  id: 'user.phone.change',
  method: 'PUT',
  path: '/user/phone',
  // The spec's verification scenes have no "change phone": the code goes to the new phone with
  // scene 6 (社交绑定), the scene that already means "attach this phone to an account".
  summary: '更换手机号（需要 token）：新手机号 + 发到新手机号的短信验证码（场景 6）',
  body: z.object({ account, security }),
  data: z.object({ user: userSchema }),
  codes: [401, 1002, 1003, 1013, 1014],
  rateLimit: 'login',
});

export const unbindWechat = defineEndpoint({
  id: 'user.wechat.unbind',
  method: 'DELETE',
  path: '/user/wechat',
  summary: '解绑微信（需要 token）：之后用手机号 + 密码登录',
  data: z.object({ user: userSchema }),
  codes: [401, 1015],
});
