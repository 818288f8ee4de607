import { CODE_WECHAT_ALREADY_BOUND, CODE_WECHAT_TAKEN } from '@shared/api/account-lifecycle';
import type { Account } from './account-seed';
import { BusinessError } from '../core/define-handler';
import type { MockStore } from '../core/store';

export const WECHAT_TAKEN_MESSAGE = '该微信已绑定其他账号，请先登录那个账号解绑后再绑定';
export const WECHAT_ALREADY_BOUND_MESSAGE = '该账号已绑定其他微信，请先解绑后再绑定';

/**
 * The one rule of binding a WeChat, for both ways in: 绑定微信 in 账号安全 (signed in) and the bind form
 * of a WeChat sign-in (a phone proved by a scene-6 code). A WeChat bound to another account is never
 * taken from it (1021: its owner unbinds it there), and an account bound to another WeChat keeps it
 * (1022). `account` is undefined when the bind-at-sign-in phone has no account yet: only the first
 * check applies, and the caller creates the account after it passes.
 */
export function refuseUnbindableWechat(store: MockStore, openId: string, account: Account | undefined): void {
  const holder = store.accounts.byOpenId(openId);
  if (holder && holder !== account) throw new BusinessError(CODE_WECHAT_TAKEN, WECHAT_TAKEN_MESSAGE);
  if (account && account.wechatOpenId !== null && account.wechatOpenId !== openId)
    throw new BusinessError(CODE_WECHAT_ALREADY_BOUND, WECHAT_ALREADY_BOUND_MESSAGE);
}

/** Binds the WeChat to the account under the rule above (binding the one it already has changes nothing). */
export function bindWechatTo(store: MockStore, account: Account, openId: string): void {
  refuseUnbindableWechat(store, openId, account);
  store.accounts.bindOpenId(account, openId);
}
