import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMockApi, type MockApi } from '../app';
import { devControls } from '../dev-controls';

/** `/__mock/account/deletion/elapse`: one account's 注销 cooling-off over now, the shared clock untouched. */
const PHONE = '13900139000';
let mock: MockApi;

beforeAll(async () => {
  mock = buildMockApi();
  await mock.app.register(devControls, { prefix: '/__mock', mock });
});
afterAll(() => mock.app.close());

type Envelope = { code: number; msg: string; data?: any };
/** The API itself (the session as a token header) and its control. */
async function api(url: string, payload?: object, token?: string) {
  const response = await mock.app.inject({ method: 'POST', url, payload, headers: token ? { token } : {} });
  return response.json() as Envelope;
}
const login = () => api('/user/login', { account: PHONE, security: 'Demo@1234', loginType: 1 });
const elapse = async (account: unknown) =>
  (
    await mock.app.inject({ method: 'POST', url: '/__mock/account/deletion/elapse', payload: { account }, headers: { host: 'site.test' } })
  ).json() as Envelope;

describe('/__mock/account/deletion/elapse', () => {
  it('refuses a malformed phone, an unknown one and an account without a request, saying so', async () => {
    expect(await elapse('abc')).toMatchObject({ code: 400, msg: 'account 应为 11 位手机号' });
    expect(await elapse('13000000000')).toMatchObject({ code: 404 });
    expect(await elapse(PHONE)).toMatchObject({ code: 409, msg: '该账号没有待处理的注销申请' });
  });

  it('removes the requesting account at once and no other; the clock does not move', async () => {
    const signedIn = await login();
    expect(signedIn.code).toBe(0);
    const token = signedIn.data.token as string;
    expect((await api('/user/deletion/code', undefined, token)).code).toBe(0);
    const code = mock.store.sms.get(PHONE)!.code;
    expect((await api('/user/deletion', { security: code }, token)).code).toBe(0);
    const before = mock.store.now();
    expect(await elapse(PHONE)).toMatchObject({ code: 0, data: { removed: true } });
    expect(mock.store.now() - before).toBeLessThan(60_000);
    expect(mock.store.accountByPhone(PHONE)).toBeUndefined();
    expect(mock.store.accountByPhone('13800138000')).toBeDefined();
    expect((await login()).code).toBe(1001);
  });
});
