import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CODE_CONSENT_REQUIRED, getSelf, login, logout, register, sendSmsCode } from '@shared/api/user';
import { CODE_LOGIN_LOCKED, CODE_SOCIAL_UNBOUND } from '@shared/api/business-codes';
import { BusinessError, CODE_UNAUTHORIZED, handle } from '../core/define-handler';
import { hashPassword, toUser, verifyPassword, type Account } from '../account/account-seed';
import { MOCK_EPOCH, shanghaiIso } from '../core/faker';
import { LOGIN_LOCKOUT_MS, SMS_CODE_TTL_MS, type MockStore } from '../core/store';
import { bindWechatTo, refuseUnbindableWechat } from '../account/wechat-binding';
import { signIn } from './sign-in';

export { CODE_SOCIAL_UNBOUND };
export const CODE_BAD_CREDENTIALS = 1001;
export const CODE_BAD_PHONE = 1002;
export const CODE_BAD_SMS = 1003;
export const CODE_LOCKED = CODE_LOGIN_LOCKED;
export const CODE_SOCIAL_STATE = 1005;
export const CODE_PHONE_TAKEN = 1006;
export const CODE_SMS_TOO_SOON = 1007;
export const CODE_SMS_SCENE = 1008;

const SMS_MAX_FAILURES = 5;
export const PHONE = /^1\d{10}$/;
/** The social-login state: SHA-256 hex of a timestamp and a random string (spec §2, issue item 4). */
const SOCIAL_STATE = /^[0-9a-f]{64}$/i;
export const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^\sA-Za-z\d])\S{8,16}$/;

/** Social codes the WeChat stand-in hands out: `wx-<openId>`. */
const openIdOf = (code: string): string | null => (code.startsWith('wx-') ? code.slice(3) : null);

export function requirePhone(phone: string): void {
  if (!PHONE.test(phone)) throw new BusinessError(CODE_BAD_PHONE, '手机号格式错误');
}

/** Checks and consumes an SMS code: valid 5 minutes, single use, at most 5 wrong tries. */
export function consumeSms(store: MockStore, phone: string, code: string, scenes: number[]): void {
  const record = store.sms.get(phone);
  if (!record || record.used || !scenes.includes(record.scene)) throw new BusinessError(CODE_BAD_SMS, '请先获取验证码');
  if (store.now() > record.expiresAt) throw new BusinessError(CODE_BAD_SMS, '验证码已过期，请重新获取');
  if (record.failures >= SMS_MAX_FAILURES) throw new BusinessError(CODE_BAD_SMS, '验证码错误次数过多，请重新获取');
  if (record.code !== code) {
    record.failures += 1;
    throw new BusinessError(CODE_BAD_SMS, '验证码错误');
  }
  record.used = true;
}

function createAccount(store: MockStore, phone: string, password: string | null): Account {
  return store.accounts.add({
    phone,
    passwordHash: hashPassword(password ?? randomBytes(18).toString('base64')),
    nickname: `学员${phone.slice(-4)}`,
    gender: 1,
    signature: '',
    realNameVerified: false,
    coinBalance: 0,
    wechatOpenId: null,
    createdAt: shanghaiIso(Math.max(store.now(), MOCK_EPOCH)),
  });
}

export function registerUserRoutes(app: FastifyInstance, store: MockStore): void {
  const failedLogins = store.failedLogins;

  handle(app, getSelf, ({ token }) => {
    const account = store.accountByToken(token);
    if (!account) throw new BusinessError(CODE_UNAUTHORIZED, '登录已失效，请重新登录');
    return { user: toUser(account) };
  });

  handle(app, logout, ({ token }) => {
    if (token) store.sessions.end(token);
    return null;
  });

  handle(app, sendSmsCode, ({ body }) => {
    requirePhone(body.account);
    if (body.type < 1 || body.type > 6) throw new BusinessError(CODE_SMS_SCENE, '验证码类型错误');
    const previous = store.sms.get(body.account);
    if (previous && store.now() - previous.sentAt < store.smsResendMs) {
      throw new BusinessError(CODE_SMS_TOO_SOON, `验证码发送过于频繁，请 ${Math.ceil(store.smsResendMs / 1000)} 秒后再试`);
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    store.sms.set(body.account, {
      code,
      scene: body.type,
      sentAt: store.now(),
      expiresAt: store.now() + SMS_CODE_TTL_MS,
      failures: 0,
      used: false,
    });
    return null;
  });

  handle(app, register, ({ body }) => {
    // Consent is the learner's own tick, carried by the request: without it nothing is checked or spent.
    if (body.agreed !== true) throw new BusinessError(CODE_CONSENT_REQUIRED, '请阅读并勾选同意《服务条款》和《隐私协议》后再注册');
    requirePhone(body.account);
    if (!PASSWORD_RULE.test(body.password))
      throw new BusinessError(CODE_BAD_CREDENTIALS, '密码须为 8-16 位，包含大小写字母、数字和特殊字符');
    // The code first: whether a phone is registered is told only to whoever holds it, never to a
    // script trying numbers (a missing or wrong code answers the same for every phone).
    consumeSms(store, body.account, body.security, [1, 3]);
    if (store.accounts.byPhone(body.account)) throw new BusinessError(CODE_PHONE_TAKEN, '该手机号已注册，请直接登录');
    return { userId: createAccount(store, body.account, body.password).id };
  });

  handle(app, login, ({ body, userAgent }) => {
    const authResult = (store: MockStore, account: Account) => signIn(store, account, userAgent);
    if (body.loginType === 10) {
      const openId = openIdOf(body.account);
      if (!openId || !SOCIAL_STATE.test(body.security)) throw new BusinessError(CODE_SOCIAL_STATE, '授权信息无效，请重新登录');
      const account = store.accounts.byOpenId(openId);
      if (!account) throw new BusinessError(CODE_SOCIAL_UNBOUND, '该微信尚未绑定账号，请先绑定手机号');
      return authResult(store, account);
    }
    requirePhone(body.account);
    if (body.socialCode) {
      const openId = openIdOf(body.socialCode);
      if (!openId || (body.socialState !== undefined && !SOCIAL_STATE.test(body.socialState))) {
        throw new BusinessError(CODE_SOCIAL_STATE, '授权信息无效，请重新登录');
      }
      consumeSms(store, body.account, body.security, [6]);
      // The one binding rule (account/wechat-binding.ts), as 绑定微信 in 账号安全: a WeChat bound to
      // another account is refused (1021), never moved; checked before a new phone's account is made.
      const existing = store.accounts.byPhone(body.account);
      refuseUnbindableWechat(store, openId, existing);
      const account = existing ?? createAccount(store, body.account, null);
      bindWechatTo(store, account, openId);
      return authResult(store, account);
    }
    if (body.loginType === 2) {
      // Scene 2 (登录) or 3 (自动注册): a phone with no account is registered by its first SMS login (spec §1, §3).
      consumeSms(store, body.account, body.security, [2, 3]);
      // Proving the phone is what the password lockout asks for (its message points here).
      store.failedLogins.delete(body.account);
      return authResult(store, store.accounts.byPhone(body.account) ?? createAccount(store, body.account, null));
    }
    const throttle = failedLogins.get(body.account);
    if (throttle && throttle.count >= 5 && store.now() < throttle.until) {
      throw new BusinessError(CODE_LOCKED, '密码错误次数过多，请 15 分钟后再试或使用验证码登录');
    }
    const account = store.accounts.byPhone(body.account);
    if (!account || !verifyPassword(body.security, account.passwordHash)) {
      const count = (throttle && store.now() < throttle.until ? throttle.count : 0) + 1;
      failedLogins.set(body.account, { count, until: store.now() + LOGIN_LOCKOUT_MS });
      throw new BusinessError(CODE_BAD_CREDENTIALS, '手机号或密码错误');
    }
    failedLogins.delete(body.account);
    return authResult(store, account);
  });
}
