import type { FastifyInstance } from 'fastify';
import { changePassword, changePhone, recoverPassword, resetPassword, unbindWechat } from '@shared/api/account';
import { CODE_PASSWORD_MISMATCH } from '@shared/api/account-lifecycle';
import { VerifyScene } from '@shared/enums/auth';
import { BusinessError, CODE_UNAUTHORIZED, handle } from '../core/define-handler';
import { hashPassword, toUser, verifyPassword, type Account } from './account-seed';
import type { MockStore } from '../core/store';
import { consumeSms, PASSWORD_RULE, requirePhone } from '../auth/routes';

export const CODE_PHONE_UNREGISTERED = 1009;
export const CODE_WEAK_PASSWORD = 1010;
export const CODE_WRONG_OLD_PASSWORD = 1011;
export const CODE_SAME_PASSWORD = 1012;
export const CODE_PHONE_IN_USE = 1013;
export const CODE_SAME_PHONE = 1014;
export const CODE_WECHAT_NOT_BOUND = 1015;

function requireStrongPassword(password: string): void {
  if (!PASSWORD_RULE.test(password)) throw new BusinessError(CODE_WEAK_PASSWORD, '新密码须为 8-16 位，包含大小写字母、数字和特殊字符');
}

export function registerAccountRoutes(app: FastifyInstance, store: MockStore): void {
  const requireAccount = (token: string | undefined): Account => {
    const account = store.accountByToken(token);
    if (!account) throw new BusinessError(CODE_UNAUTHORIZED, '登录已失效，请重新登录');
    return account;
  };

  /**
   * 找回密码 and 重置密码 differ only in their SMS scene. A typo in the phone or a weak password is
   * refused before the code is checked, so it does not burn it; whether the phone is registered is
   * told only after the code (else anyone could test numbers). Whoever knew the old password is signed out.
   */
  const setPasswordBySms =
    (scene: number) =>
    ({ body }: { body: { account: string; security: string; password: string } }) => {
      requirePhone(body.account);
      requireStrongPassword(body.password);
      consumeSms(store, body.account, body.security, [scene]);
      const account = store.accounts.byPhone(body.account);
      if (!account) throw new BusinessError(CODE_PHONE_UNREGISTERED, '该手机号尚未注册');
      account.passwordHash = hashPassword(body.password);
      store.sessions.endAll(account.id);
      // Proving the phone is what the lockout asks for: the new password works at once.
      store.failedLogins.delete(account.phone);
      return null;
    };

  handle(app, recoverPassword, setPasswordBySms(VerifyScene.RECOVER_PASSWORD));
  handle(app, resetPassword, setPasswordBySms(VerifyScene.RESET_PASSWORD));

  handle(app, changePassword, ({ token, body }) => {
    const account = requireAccount(token);
    if (!verifyPassword(body.oldPassword, account.passwordHash)) throw new BusinessError(CODE_WRONG_OLD_PASSWORD, '当前密码错误');
    requireStrongPassword(body.password);
    if (body.confirmPassword !== body.password) throw new BusinessError(CODE_PASSWORD_MISMATCH, '两次输入的新密码不一致');
    if (body.password === body.oldPassword) throw new BusinessError(CODE_SAME_PASSWORD, '新密码不能与当前密码相同');
    account.passwordHash = hashPassword(body.password);
    // This device stays signed in; the others had the old password and are signed out.
    store.sessions.endAll(account.id, token);
    return null;
  });

  handle(app, changePhone, ({ token, body }) => {
    const account = requireAccount(token);
    requirePhone(body.account);
    if (body.account === account.phone) throw new BusinessError(CODE_SAME_PHONE, '新手机号不能与当前手机号相同');
    // Scene 6 (社交绑定) stands for "bind this phone": the spec has no scene of its own for a change.
    // The code first: that a number belongs to someone is told only to whoever holds it.
    consumeSms(store, body.account, body.security, [VerifyScene.SOCIAL_BIND]);
    if (store.accounts.byPhone(body.account)) throw new BusinessError(CODE_PHONE_IN_USE, '该手机号已被其他账号使用');
    account.phone = body.account;
    return { user: toUser(account) };
  });

  handle(app, unbindWechat, ({ token }) => {
    const account = requireAccount(token);
    if (account.wechatOpenId === null) throw new BusinessError(CODE_WECHAT_NOT_BOUND, '当前账号未绑定微信');
    // Nothing to refuse: every account keeps its phone, which signs in by SMS code whatever else it
    // has (and a password, random for WeChat sign-ups, which /recover can replace).
    account.wechatOpenId = null;
    return { user: toUser(account) };
  });
}
