import { afterEach, describe, expect, it } from 'vitest';
import type { MockApi } from '../app';
import { envelopeOf, mockPool, type Envelope } from '../core/test-support';
import {
  CODE_PHONE_IN_USE,
  CODE_PHONE_UNREGISTERED,
  CODE_SAME_PASSWORD,
  CODE_SAME_PHONE,
  CODE_WEAK_PASSWORD,
  CODE_WECHAT_NOT_BOUND,
  CODE_WRONG_OLD_PASSWORD,
} from './routes';
import { CODE_BAD_PHONE, CODE_BAD_SMS, CODE_PHONE_TAKEN } from '../auth/routes';

const DEMO = '13800138000';
const PLAIN = '13900139000';
const PASSWORD = 'Demo@1234';
const NEW_PASSWORD = 'Fresh@2026';

type Body = Envelope;

const mocks = mockPool();
afterEach(() => mocks.closeAll());
const mockWithClock = () => mocks.withClock();

async function send(mock: MockApi, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token?: string): Promise<Body> {
  return envelopeOf(
    await mock.app.inject({ method, url, payload: payload as Record<string, unknown> | undefined, headers: token ? { token } : {} }),
    url,
  );
}

async function smsCode(mock: MockApi, phone: string, scene: number): Promise<string> {
  expect((await send(mock, 'POST', '/sys/user/sms/code', { account: phone, type: scene })).code).toBe(0);
  return mock.store.sms.get(phone)!.code;
}

async function login(mock: MockApi, account: string, security: string): Promise<Body> {
  return send(mock, 'POST', '/user/login', { account, security, loginType: 1 });
}

async function tokenOf(mock: MockApi, account = DEMO, password = PASSWORD): Promise<string> {
  const body = await login(mock, account, password);
  expect(body.code).toBe(0);
  return (body.data as { token: string }).token;
}

const selfCode = async (mock: MockApi, token: string) =>
  (await mock.app.inject({ method: 'GET', url: '/user/self', headers: { token } })).json().code as number;
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

describe.each([
  ['/user/password/recover', 4, 5],
  ['/user/password/reset', 5, 4],
] as const)('%s', (url, scene, otherScene) => {
  const submit = (mock: MockApi, account: string, security: string, password = NEW_PASSWORD) =>
    send(mock, 'POST', url, { account, security, password });

  it('sets the new password with a code of its scene and signs every session out', async () => {
    const { mock } = mockWithClock();
    const before = await tokenOf(mock);
    const code = await smsCode(mock, DEMO, scene);
    expect(await submit(mock, ` ${DEMO} `, ` ${code} `)).toMatchObject({ code: 0, data: null });
    expect((await login(mock, DEMO, PASSWORD)).code).not.toBe(0);
    expect((await login(mock, DEMO, NEW_PASSWORD)).code).toBe(0);
    expect(await selfCode(mock, before)).toBe(401);
  });

  it('lifts the password lockout: after five wrong passwords the new one signs in at once', async () => {
    const { mock } = mockWithClock();
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await login(mock, DEMO, 'Wrong@0000')).code).toBe(1001);
    expect((await login(mock, DEMO, PASSWORD)).code).toBe(1004);
    const code = await smsCode(mock, DEMO, scene);
    expect((await submit(mock, DEMO, code)).code).toBe(0);
    expect((await login(mock, DEMO, NEW_PASSWORD)).code).toBe(0);
  });

  it('refuses a wrong code, then still accepts the right one', async () => {
    const { mock } = mockWithClock();
    const code = await smsCode(mock, DEMO, scene);
    expect(await submit(mock, DEMO, wrong(code))).toMatchObject({ code: CODE_BAD_SMS, msg: '验证码错误' });
    expect((await submit(mock, DEMO, code)).code).toBe(0);
  });

  it('refuses a code that was used already', async () => {
    const { mock } = mockWithClock();
    const code = await smsCode(mock, DEMO, scene);
    expect((await submit(mock, DEMO, code)).code).toBe(0);
    expect(await submit(mock, DEMO, code, 'Other@2026')).toMatchObject({ code: CODE_BAD_SMS, msg: '请先获取验证码' });
  });

  it('refuses an expired code', async () => {
    const { mock, advance } = mockWithClock();
    const code = await smsCode(mock, DEMO, scene);
    advance(5 * 60_000 + 1);
    expect(await submit(mock, DEMO, code)).toMatchObject({ code: CODE_BAD_SMS, msg: '验证码已过期，请重新获取' });
  });

  it('refuses a code sent for another scene, or none at all', async () => {
    const { mock } = mockWithClock();
    expect((await submit(mock, PLAIN, '123456')).code).toBe(CODE_BAD_SMS);
    const code = await smsCode(mock, DEMO, otherScene);
    expect((await submit(mock, DEMO, code)).code).toBe(CODE_BAD_SMS);
  });

  it('refuses an unknown phone and a malformed one', async () => {
    const { mock } = mockWithClock();
    expect(await submit(mock, '13012345678', await smsCode(mock, '13012345678', scene))).toMatchObject({
      code: CODE_PHONE_UNREGISTERED,
      msg: '该手机号尚未注册',
    });
    expect((await submit(mock, '2301234567', '123456')).code).toBe(CODE_BAD_PHONE);
  });

  it('refuses a weak password without spending the code', async () => {
    const { mock } = mockWithClock();
    const code = await smsCode(mock, DEMO, scene);
    for (const weak of ['abc', 'abcdefgh1!', 'ABCDEFGH1!', 'Abcdefgh!!', 'Abcdefg12', 'Abcd 1234@', 'Abcdefgh1234567!x']) {
      expect((await submit(mock, DEMO, code, weak)).code, weak).toBe(CODE_WEAK_PASSWORD);
    }
    expect((await submit(mock, DEMO, code)).code).toBe(0);
  });
});

describe('PUT /user/password', () => {
  const change = (mock: MockApi, token: string | undefined, oldPassword: string, password: string) =>
    send(mock, 'PUT', '/user/password', { oldPassword, password, confirmPassword: password }, token);

  it('changes the password; this session stays, the others end', async () => {
    const { mock } = mockWithClock();
    const other = await tokenOf(mock);
    const token = await tokenOf(mock);
    expect(await change(mock, token, PASSWORD, NEW_PASSWORD)).toMatchObject({ code: 0, data: null });
    expect(await selfCode(mock, token)).toBe(0);
    expect(await selfCode(mock, other)).toBe(401);
    expect((await login(mock, DEMO, NEW_PASSWORD)).code).toBe(0);
  });

  it('refuses a wrong current password, a weak new one and the same one', async () => {
    const { mock } = mockWithClock();
    const token = await tokenOf(mock);
    expect(await change(mock, token, 'Wrong@1234', NEW_PASSWORD)).toMatchObject({ code: CODE_WRONG_OLD_PASSWORD, msg: '当前密码错误' });
    expect((await change(mock, token, PASSWORD, 'weakpass')).code).toBe(CODE_WEAK_PASSWORD);
    expect((await change(mock, token, PASSWORD, PASSWORD)).code).toBe(CODE_SAME_PASSWORD);
    expect((await login(mock, DEMO, PASSWORD)).code).toBe(0);
  });

  it('needs a token', async () => {
    const { mock } = mockWithClock();
    expect((await change(mock, undefined, PASSWORD, NEW_PASSWORD)).code).toBe(401);
    expect((await change(mock, 'f'.repeat(48), PASSWORD, NEW_PASSWORD)).code).toBe(401);
  });
});

describe('PUT /user/phone', () => {
  const NEW_PHONE = '13700137005';
  const change = (mock: MockApi, token: string | undefined, account: string, security: string) =>
    send(mock, 'PUT', '/user/phone', { account, security }, token);

  it('moves the account to the new phone with a scene-6 code sent to it', async () => {
    const { mock } = mockWithClock();
    const token = await tokenOf(mock, PLAIN);
    const code = await smsCode(mock, NEW_PHONE, 6);
    const body = await change(mock, token, NEW_PHONE, code);
    expect(body).toMatchObject({ code: 0, data: { user: { phone: '137****7005', nickname: '焊工老李' } } });
    expect((await login(mock, NEW_PHONE, PASSWORD)).code).toBe(0);
    expect((await login(mock, PLAIN, PASSWORD)).code).not.toBe(0);
  });

  it('refuses a phone another account uses, and the current phone', async () => {
    const { mock } = mockWithClock();
    const token = await tokenOf(mock, PLAIN);
    expect(await change(mock, token, DEMO, await smsCode(mock, DEMO, 6))).toMatchObject({
      code: CODE_PHONE_IN_USE,
      msg: '该手机号已被其他账号使用',
    });
    expect((await change(mock, token, PLAIN, '123456')).code).toBe(CODE_SAME_PHONE);
    expect((await change(mock, token, '1380013800', '123456')).code).toBe(CODE_BAD_PHONE);
  });

  it('refuses wrong, expired, reused and other-scene codes', async () => {
    const { mock, advance } = mockWithClock();
    const token = await tokenOf(mock, PLAIN);
    let code = await smsCode(mock, NEW_PHONE, 6);
    expect(await change(mock, token, NEW_PHONE, wrong(code))).toMatchObject({ code: CODE_BAD_SMS, msg: '验证码错误' });
    advance(5 * 60_000 + 1);
    expect(await change(mock, token, NEW_PHONE, code)).toMatchObject({ code: CODE_BAD_SMS, msg: '验证码已过期，请重新获取' });
    code = await smsCode(mock, NEW_PHONE, 1);
    expect((await change(mock, token, NEW_PHONE, code)).code).toBe(CODE_BAD_SMS);
    advance(60_000);
    code = await smsCode(mock, NEW_PHONE, 6);
    expect((await change(mock, token, NEW_PHONE, code)).code).toBe(0);
    const back = await tokenOf(mock, NEW_PHONE);
    expect((await change(mock, back, NEW_PHONE, code)).code).toBe(CODE_SAME_PHONE);
    expect((await change(mock, back, '13700137006', code)).code).toBe(CODE_BAD_SMS);
  });

  it('needs a token', async () => {
    const { mock } = mockWithClock();
    expect((await change(mock, undefined, NEW_PHONE, '123456')).code).toBe(401);
  });
});

describe('DELETE /user/wechat', () => {
  it('unbinds, after which the WeChat no longer signs in', async () => {
    const { mock } = mockWithClock();
    const token = await tokenOf(mock);
    expect(await send(mock, 'DELETE', '/user/wechat', undefined, token)).toMatchObject({ code: 0, data: { user: { wechatBound: false } } });
    const social = await send(mock, 'POST', '/user/login', { account: 'wx-demo-wechat-bound', security: 'a'.repeat(64), loginType: 10 });
    expect(social.code).toBe(209);
    expect(await send(mock, 'DELETE', '/user/wechat', undefined, token)).toMatchObject({
      code: CODE_WECHAT_NOT_BOUND,
      msg: '当前账号未绑定微信',
    });
  });

  it('needs a token', async () => {
    const { mock } = mockWithClock();
    expect((await send(mock, 'DELETE', '/user/wechat')).code).toBe(401);
  });
});

describe('a phone’s registration is not told before its SMS code (issue 23, finding 6)', () => {
  const UNKNOWN = '13012345678';
  const register = (mock: MockApi, account: string, security: string) =>
    send(mock, 'POST', '/user/register', { account, security, password: NEW_PASSWORD, type: 1, agreed: true });
  /** What the flow answers for a registered and an unregistered phone with the same bad code: the same thing. */
  async function sameAnswer(submit: (mock: MockApi, phone: string, code: string) => Promise<Body>, scene: number) {
    const { mock } = mockWithClock();
    const answers: Body[] = [];
    for (const phone of [DEMO, UNKNOWN]) answers.push(await submit(mock, phone, '123456'));
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toMatchObject({ code: CODE_BAD_SMS, msg: '请先获取验证码' });
    const wrongAnswers: Body[] = [];
    for (const phone of [DEMO, UNKNOWN]) wrongAnswers.push(await submit(mock, phone, wrong(await smsCode(mock, phone, scene))));
    expect(wrongAnswers[0]).toEqual(wrongAnswers[1]);
    expect(wrongAnswers[0]).toMatchObject({ code: CODE_BAD_SMS, msg: '验证码错误' });
    return mock;
  }

  it('/user/register: a missing or wrong code says so for a registered phone and a new one alike; only the right code learns it is taken', async () => {
    const mock = await sameAnswer(register, 1);
    expect(await register(mock, DEMO, mock.store.sms.get(DEMO)!.code)).toMatchObject({
      code: CODE_PHONE_TAKEN,
      msg: '该手机号已注册，请直接登录',
    });
    const created = await register(mock, UNKNOWN, mock.store.sms.get(UNKNOWN)!.code);
    expect(created.code, created.msg).toBe(0);
  });

  it('/user/password/recover and /reset: an unregistered phone is told so only after its code', async () => {
    for (const [url, scene] of [
      ['/user/password/recover', 4],
      ['/user/password/reset', 5],
    ] as const) {
      const submit = (mock: MockApi, account: string, security: string) =>
        send(mock, 'POST', url, { account, security, password: NEW_PASSWORD });
      const mock = await sameAnswer(submit, scene);
      expect(await submit(mock, UNKNOWN, mock.store.sms.get(UNKNOWN)!.code)).toMatchObject({
        code: CODE_PHONE_UNREGISTERED,
        msg: '该手机号尚未注册',
      });
    }
  });

  it('PUT /user/phone: a number in use is told so only after the code sent to it', async () => {
    const { mock } = mockWithClock();
    const token = await tokenOf(mock, PLAIN);
    const change = (account: string, security: string) => send(mock, 'PUT', '/user/phone', { account, security }, token);
    expect(await change(DEMO, '123456')).toEqual(await change(UNKNOWN, '123456'));
    expect(await change(DEMO, wrong(await smsCode(mock, DEMO, 6)))).toEqual(await change(UNKNOWN, wrong(await smsCode(mock, UNKNOWN, 6))));
    expect(await change(DEMO, mock.store.sms.get(DEMO)!.code)).toMatchObject({ code: CODE_PHONE_IN_USE, msg: '该手机号已被其他账号使用' });
  });
});
