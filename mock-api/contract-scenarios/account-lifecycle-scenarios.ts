import * as lifecycle from '@shared/api/account-lifecycle';
import type { MockApi } from '../app';
import { call, type Scenario } from './support';
import { login, register, sendSmsCode } from '@shared/api/user';

/**
 * A learner of its own (deletion and binding change the account), signed in. The phone is read from
 * the mock's state, not a counter: the parity test runs each scenario on two mocks in lockstep.
 */
async function ownLearner({ app, store }: MockApi): Promise<{ token: string; phone: string }> {
  const phone = `1370055${String(store.accounts.size % 10_000).padStart(4, '0')}`;
  await call(app, sendSmsCode, { url: sendSmsCode.path, payload: { account: phone, type: 1 } });
  const security = store.sms.get(phone)!.code;
  await call(app, register, { url: register.path, payload: { account: phone, security, password: 'Start@1234', type: 1, agreed: true } });
  const signedIn = await call(app, login, { url: login.path, payload: { account: phone, security: 'Start@1234', loginType: 1 } });
  return { token: (signedIn.data as { token: string }).token, phone };
}

/** 账号安全 beyond credentials (issue 26): WeChat bind, devices, deletion. */
export const accountLifecycleScenarios: Record<string, Scenario> = {
  [lifecycle.bindWechat.id]: async (mock) => ({
    url: lifecycle.bindWechat.path,
    payload: { code: 'wx-contract-wechat', state: 'b'.repeat(64) },
    token: (await ownLearner(mock)).token,
  }),
  [lifecycle.listDevices.id]: async (mock) => ({ url: lifecycle.listDevices.path, token: (await ownLearner(mock)).token }),
  [lifecycle.signOutDevice.id]: async (mock) => {
    const { token, phone } = await ownLearner(mock);
    const other = mock.store.sessions.sessionsOf(mock.store.accountByPhone(phone)!.id).find((session) => session.token !== token);
    const id = other?.info.id ?? mock.store.sessions.sessionsOf(mock.store.accountByPhone(phone)!.id)[0]!.info.id;
    return { url: `/user/devices/${id}`, token };
  },
  [lifecycle.signOutOtherDevices.id]: async (mock) => ({ url: lifecycle.signOutOtherDevices.path, token: (await ownLearner(mock)).token }),
  [lifecycle.getDeletionStatus.id]: async (mock) => ({ url: lifecycle.getDeletionStatus.path, token: (await ownLearner(mock)).token }),
  [lifecycle.sendDeletionCode.id]: async (mock) => {
    const { token, phone } = await ownLearner(mock);
    // The register code's resend wait is over (as a minute later).
    mock.store.sms.delete(phone);
    return { url: lifecycle.sendDeletionCode.path, token };
  },
  [lifecycle.requestDeletion.id]: async (mock) => {
    const { token, phone } = await ownLearner(mock);
    mock.store.sms.delete(phone);
    await call(mock.app, lifecycle.sendDeletionCode, { url: lifecycle.sendDeletionCode.path, token });
    return { url: lifecycle.requestDeletion.path, payload: { security: mock.store.sms.get(phone)!.code }, token };
  },
};
