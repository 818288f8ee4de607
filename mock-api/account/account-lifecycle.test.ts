import { afterEach, describe, expect, it } from 'vitest';
import type { MockApi } from '../app';
import { envelopeOf, mockPool, type Envelope } from '../core/test-support';
import {
  CODE_DELETION_BLOCKED,
  CODE_DEVICE_UNKNOWN,
  CODE_PASSWORD_MISMATCH,
  CODE_WECHAT_ALREADY_BOUND,
  CODE_WECHAT_TAKEN,
  accountExportSchema,
  type Device,
} from '@shared/api/account-lifecycle';
import { DELETION_COOLING_OFF_MS } from '@shared/lib/account-deletion-rules';
import { VerifyScene } from '@shared/enums/auth';
import { MessageType } from '@shared/enums/message';
import { CODE_BAD_SMS, CODE_LOCKED, CODE_SMS_SCENE, CODE_SOCIAL_STATE } from '../auth/routes';
import { deviceName } from './device-name';

const PASSWORD = 'Start@1234';
const STATE = 'a'.repeat(64);
const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

const mocks = mockPool();
afterEach(() => mocks.closeAll());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function send(mock: MockApi, method: Method, url: string, options: { payload?: unknown; token?: string; ua?: string } = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers.token = options.token;
  if (options.ua) headers['user-agent'] = options.ua;
  return envelopeOf(
    await mock.app.inject({ method, url, payload: options.payload as Record<string, unknown> | undefined, headers }),
    url,
  ) as Envelope;
}

async function smsCode(mock: MockApi, phone: string, scene: number): Promise<string> {
  expect((await send(mock, 'POST', '/sys/user/sms/code', { payload: { account: phone, type: scene } })).code).toBe(0);
  return mock.store.sms.get(phone)!.code;
}

let phones = 0;
/** A learner of its own, with a password; `login` signs in again (a new device). */
async function learner(mock: MockApi) {
  const phone = `1360000${String(++phones).padStart(4, '0')}`;
  const code = await smsCode(mock, phone, VerifyScene.REGISTER);
  expect(
    (await send(mock, 'POST', '/user/register', { payload: { account: phone, security: code, password: PASSWORD, type: 1, agreed: true } }))
      .code,
  ).toBe(0);
  const login = async (ua = CHROME_WINDOWS) => {
    const body = await send(mock, 'POST', '/user/login', { payload: { account: phone, security: PASSWORD, loginType: 1 }, ua });
    expect(body.code, body.msg).toBe(0);
    return body.data as { token: string; deletionCancelled?: boolean };
  };
  return { phone, login, id: mock.store.accountByPhone(phone)!.id };
}

const selfCode = async (mock: MockApi, token: string) => (await send(mock, 'GET', '/user/self', { token })).code;

describe('SMS-code login (登录类型 2)', () => {
  it('signs in with a code of scene 2, once; a replayed code, a code of another scene or a wrong one is refused', async () => {
    const { mock } = mocks.withClock({ smsResendSeconds: 0 });
    const { phone } = await learner(mock);
    const login = (security: string) => send(mock, 'POST', '/user/login', { payload: { account: phone, security, loginType: 2 } });
    const code = await smsCode(mock, phone, VerifyScene.LOGIN);
    expect((await login(code)).code).toBe(0);
    expect((await login(code)).code).toBe(CODE_BAD_SMS);
    const recover = await smsCode(mock, phone, VerifyScene.RECOVER_PASSWORD);
    expect(await login(recover)).toMatchObject({ code: CODE_BAD_SMS, msg: '请先获取验证码' });
    const fresh = await smsCode(mock, phone, VerifyScene.LOGIN);
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await login(fresh === '000000' ? '111111' : '000000')).code).toBe(CODE_BAD_SMS);
    expect(await login(fresh)).toMatchObject({ code: CODE_BAD_SMS, msg: '验证码错误次数过多，请重新获取' });
  });

  it('an expired code is refused; the public send refuses the deletion scene; a second send within the wait is refused', async () => {
    const { mock, advance } = mocks.withClock();
    const { phone } = await learner(mock);
    advance(61_000);
    const code = await smsCode(mock, phone, VerifyScene.LOGIN);
    expect((await send(mock, 'POST', '/sys/user/sms/code', { payload: { account: phone, type: VerifyScene.LOGIN } })).code).toBe(1007);
    advance(5 * 60_000 + 1);
    expect(await send(mock, 'POST', '/user/login', { payload: { account: phone, security: code, loginType: 2 } })).toMatchObject({
      code: CODE_BAD_SMS,
      msg: '验证码已过期，请重新获取',
    });
    expect((await send(mock, 'POST', '/sys/user/sms/code', { payload: { account: phone, type: VerifyScene.DELETE_ACCOUNT } })).code).toBe(
      CODE_SMS_SCENE,
    );
  });

  it('an unregistered phone is registered by its first SMS login (spec: 自动注册)', async () => {
    const { mock } = mocks.withClock();
    const phone = '13600009999';
    const code = await smsCode(mock, phone, VerifyScene.LOGIN);
    expect((await send(mock, 'POST', '/user/login', { payload: { account: phone, security: code, loginType: 2 } })).code).toBe(0);
    expect(mock.store.accountByPhone(phone)).toBeDefined();
  });

  it('lifts the password lockout: the phone is proven', async () => {
    const { mock } = mocks.withClock({ smsResendSeconds: 0 });
    const { phone } = await learner(mock);
    const wrong = () => send(mock, 'POST', '/user/login', { payload: { account: phone, security: 'Wrong@1234', loginType: 1 } });
    for (let attempt = 0; attempt < 5; attempt += 1) await wrong();
    expect((await wrong()).code).toBe(CODE_LOCKED);
    const code = await smsCode(mock, phone, VerifyScene.LOGIN);
    expect((await send(mock, 'POST', '/user/login', { payload: { account: phone, security: code, loginType: 2 } })).code).toBe(0);
    expect((await send(mock, 'POST', '/user/login', { payload: { account: phone, security: PASSWORD, loginType: 1 } })).code).toBe(0);
  });
});

describe('change password: the confirmation must match', () => {
  it('refuses a mismatch (1023) and changes nothing', async () => {
    const { mock } = mocks.withClock();
    const { login } = await learner(mock);
    const { token } = await login();
    const change = (confirmPassword: string) =>
      send(mock, 'PUT', '/user/password', { token, payload: { oldPassword: PASSWORD, password: 'Fresh@2026', confirmPassword } });
    expect(await change('Fresh@2027')).toMatchObject({ code: CODE_PASSWORD_MISMATCH, msg: '两次输入的新密码不一致' });
    expect((await send(mock, 'PUT', '/user/password', { token, payload: { oldPassword: PASSWORD, password: 'Fresh@2026' } })).code).toBe(
      400,
    );
    expect((await change('Fresh@2026')).code).toBe(0);
  });
});

describe('WeChat bound while signed in', () => {
  it('binds a free WeChat; refuses one bound to another account, a second one, and a bad state', async () => {
    const { mock } = mocks.withClock();
    const { login, id } = await learner(mock);
    const { token } = await login();
    const bind = (code: string, state = STATE) => send(mock, 'POST', '/user/wechat', { token, payload: { code, state } });
    expect(await bind('wx-demo-wechat-bound')).toMatchObject({
      code: CODE_WECHAT_TAKEN,
      msg: '该微信已绑定其他账号，请先登录那个账号解绑后再绑定',
    });
    expect(mock.store.accountByPhone('13800138000')!.wechatOpenId).toBe('demo-wechat-bound');
    expect((await bind('wx-mine', 'not-a-state')).code).toBe(CODE_SOCIAL_STATE);
    expect(await bind('wx-mine')).toMatchObject({ code: 0, data: { user: { wechatBound: true } } });
    expect(mock.store.accounts.byId(id)!.wechatOpenId).toBe('mine');
    expect((await bind('wx-another')).code).toBe(CODE_WECHAT_ALREADY_BOUND);
    expect((await send(mock, 'POST', '/user/wechat', { payload: { code: 'wx-x', state: STATE } })).code).toBe(401);
    expect((await send(mock, 'DELETE', '/user/wechat', { token })).code).toBe(0);
    expect((await bind('wx-another')).code).toBe(0);
  });

  it('the bind form of a WeChat sign-in follows the same rule: a WeChat of another account is refused, never moved', async () => {
    const { mock } = mocks.withClock({ smsResendSeconds: 0 });
    const signInBind = async (phone: string, socialCode: string) =>
      send(mock, 'POST', '/user/login', {
        payload: { account: phone, security: await smsCode(mock, phone, 6), loginType: 2, socialType: 1, socialCode, socialState: STATE },
      });
    const { phone, login, id } = await learner(mock);
    // Signed in or at sign-in: one code and one message for a WeChat bound to another account.
    const { token } = await login();
    const signedIn = await send(mock, 'POST', '/user/wechat', { token, payload: { code: 'wx-demo-wechat-bound', state: STATE } });
    const atSignIn = await signInBind(phone, 'wx-demo-wechat-bound');
    expect(atSignIn).toEqual(signedIn);
    expect(atSignIn).toMatchObject({ code: CODE_WECHAT_TAKEN, msg: '该微信已绑定其他账号，请先登录那个账号解绑后再绑定' });
    expect(mock.store.accountByPhone('13800138000')!.wechatOpenId).toBe('demo-wechat-bound');
    expect(mock.store.accounts.byId(id)!.wechatOpenId).toBeNull();
    // A new phone is not registered by a refused bind.
    const fresh = '13611112222';
    expect((await signInBind(fresh, 'wx-demo-wechat-bound')).code).toBe(CODE_WECHAT_TAKEN);
    expect(mock.store.accountByPhone(fresh)).toBeUndefined();
    // A free WeChat binds and signs in; the same one again is fine; another one on that account is refused (1022), both ways.
    expect((await signInBind(phone, 'wx-learner-own')).code).toBe(0);
    expect((await signInBind(phone, 'wx-learner-own')).code).toBe(0);
    const second = await signInBind(phone, 'wx-learner-second');
    const secondSignedIn = await send(mock, 'POST', '/user/wechat', {
      token: (await login()).token,
      payload: { code: 'wx-learner-second', state: STATE },
    });
    expect(second).toEqual(secondSignedIn);
    expect(second.code).toBe(CODE_WECHAT_ALREADY_BOUND);
    expect(mock.store.accounts.byId(id)!.wechatOpenId).toBe('learner-own');
    expect(mock.store.accounts.byOpenId('learner-second')).toBeUndefined();
  });
});

describe('signed-in devices', () => {
  it('lists each session by browser and system, marks this one, and signs another out for real', async () => {
    const { mock, advance } = mocks.withClock();
    const { login } = await learner(mock);
    const phone = await login(SAFARI_IPHONE);
    advance(60_000);
    const desk = await login(CHROME_WINDOWS);
    const list = async (token: string) => ((await send(mock, 'GET', '/user/devices', { token })).data as { devices: Device[] }).devices;
    const devices = await list(desk.token);
    expect(devices.map(({ device, current, place }) => ({ device, current, place }))).toEqual([
      { device: 'Chrome · Windows', current: true, place: null },
      { device: 'Safari · iPhone', current: false, place: null },
    ]);
    expect(JSON.stringify(devices)).not.toContain(phone.token);
    expect((await send(mock, 'DELETE', `/user/devices/${devices[1]!.id}`, { token: desk.token })).code).toBe(0);
    expect(await selfCode(mock, phone.token)).toBe(401);
    expect(await selfCode(mock, desk.token)).toBe(0);
    // Twice: already gone.
    expect((await send(mock, 'DELETE', `/user/devices/${devices[1]!.id}`, { token: desk.token })).code).toBe(CODE_DEVICE_UNKNOWN);
  });

  it("another learner's device id is unknown (1020) and their session stays", async () => {
    const { mock } = mocks.withClock();
    const victim = await (await learner(mock)).login();
    const attacker = await (await learner(mock)).login();
    const [victimDevice] = ((await send(mock, 'GET', '/user/devices', { token: victim.token })).data as { devices: Device[] }).devices;
    expect((await send(mock, 'DELETE', `/user/devices/${victimDevice!.id}`, { token: attacker.token })).code).toBe(CODE_DEVICE_UNKNOWN);
    expect(await selfCode(mock, victim.token)).toBe(0);
  });

  it('退出其他设备 ends every session but this one', async () => {
    const { mock } = mocks.withClock();
    const { login } = await learner(mock);
    const others = [await login(), await login(SAFARI_IPHONE)];
    const mine = await login();
    expect(await send(mock, 'POST', '/user/devices/sign-out-others', { token: mine.token })).toMatchObject({ code: 0, data: { ended: 2 } });
    for (const other of others) expect(await selfCode(mock, other.token)).toBe(401);
    expect(await selfCode(mock, mine.token)).toBe(0);
  });

  it('names devices from the User-Agent', () => {
    expect(deviceName('')).toBe('未知设备');
    expect(deviceName('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36')).toBe('Chrome · Android');
    expect(deviceName('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Gecko/20100101 Firefox/130.0')).toBe('Firefox · macOS');
    expect(deviceName('Mozilla/5.0 (Windows NT 10.0) Chrome/120 Safari/537.36 Edg/120.0')).toBe('Edge · Windows');
  });
});

describe('注销账号', () => {
  async function deletionCode(mock: MockApi, token: string) {
    expect((await send(mock, 'POST', '/user/deletion/code', { token })).code).toBe(0);
  }

  it('needs a code of its own scene sent to the account: none, another scene, another phone, a replay are refused', async () => {
    const { mock, advance } = mocks.withClock();
    const { phone, login } = await learner(mock);
    const { token } = await login();
    const request = (security: string) => send(mock, 'POST', '/user/deletion', { token, payload: { security } });
    expect((await send(mock, 'POST', '/user/deletion', { token, payload: {} })).code).toBe(400);
    expect((await request('123456')).code).toBe(CODE_BAD_SMS);
    advance(61_000);
    const loginCode = await smsCode(mock, phone, VerifyScene.LOGIN);
    expect((await request(loginCode)).code).toBe(CODE_BAD_SMS);
    advance(61_000);
    await deletionCode(mock, token);
    expect((await send(mock, 'POST', '/user/deletion/code', { token })).code).toBe(1007);
    const code = mock.store.sms.get(phone)!.code;
    // Another learner holding this code cannot delete their own account with it.
    const other = await (await learner(mock)).login();
    expect((await send(mock, 'POST', '/user/deletion', { token: other.token, payload: { security: code } })).code).toBe(CODE_BAD_SMS);
    expect((await request(code)).code).toBe(0);
    const again = await login();
    expect((await send(mock, 'POST', '/user/deletion', { token: again.token, payload: { security: code } })).code).toBe(CODE_BAD_SMS);
    expect((await send(mock, 'POST', '/user/deletion', { payload: { security: code } })).code).toBe(401);
  });

  it('signs every device out; signing in within 15 days cancels it with a notice (type 49)', async () => {
    const { mock, advance } = mocks.withClock({ smsResendSeconds: 0 });
    const { phone, login, id } = await learner(mock);
    const first = await login();
    const second = await login();
    await deletionCode(mock, first.token);
    const requested = await send(mock, 'POST', '/user/deletion', {
      token: first.token,
      payload: { security: mock.store.sms.get(phone)!.code },
    });
    expect(requested.code).toBe(0);
    for (const { token } of [first, second]) expect(await selfCode(mock, token)).toBe(401);
    advance(DELETION_COOLING_OFF_MS - 60_000);
    const back = await login();
    expect(back.deletionCancelled).toBe(true);
    expect(mock.store.accounts.byId(id)!.deletionRequestedAt).toBeNull();
    const notices = mock.store.messages.list(id, [MessageType.ACCOUNT_DELETION]);
    expect(notices.map((message) => message.action)).toEqual(expect.arrayContaining(['已申请注销账号', '注销申请已撤销']));
    advance(2 * DELETION_COOLING_OFF_MS);
    expect(await selfCode(mock, back.token)).toBe(401); // the session's own 7 days, not the deletion
    expect((await login()).deletionCancelled).toBeUndefined();
  });

  it('after 15 days the account is gone: no sign-in, its sessions find nobody, its phone registers anew', async () => {
    const { mock, advance } = mocks.withClock({ smsResendSeconds: 0 });
    const { phone, login, id } = await learner(mock);
    const { token } = await login();
    await deletionCode(mock, token);
    expect((await send(mock, 'POST', '/user/deletion', { token, payload: { security: mock.store.sms.get(phone)!.code } })).code).toBe(0);
    advance(DELETION_COOLING_OFF_MS);
    expect((await send(mock, 'POST', '/user/login', { payload: { account: phone, security: PASSWORD, loginType: 1 } })).code).toBe(1001);
    expect(mock.store.accounts.byId(id)).toBeUndefined();
    const code = await smsCode(mock, phone, VerifyScene.REGISTER);
    expect(
      (
        await send(mock, 'POST', '/user/register', {
          payload: { account: phone, security: code, password: PASSWORD, type: 1, agreed: true },
        })
      ).code,
    ).toBe(0);
    expect(mock.store.accountByPhone(phone)!.id).not.toBe(id);
  });

  it('is refused while an order is unpaid, and says what to do first', async () => {
    const { mock } = mocks.withClock({ smsResendSeconds: 0 });
    const { phone, login } = await learner(mock);
    const { token } = await login();
    const course = mock.store.catalogue.courses.filter((item) => item.price > 0)[10]!;
    expect(
      (await send(mock, 'POST', '/order', { token, payload: { productType: 1, productId: course.id, idempotencyKey: 'deletion-test-1' } }))
        .code,
    ).toBe(0);
    const status = (await send(mock, 'GET', '/user/deletion', { token })).data as { blockers: { kind: string; message: string }[] };
    expect(status.blockers).toEqual([
      expect.objectContaining({ kind: 'unpaid-order', message: '你有待支付的订单：请先完成支付或取消订单' }),
    ]);
    await deletionCode(mock, token);
    const refused = await send(mock, 'POST', '/user/deletion', { token, payload: { security: mock.store.sms.get(phone)!.code } });
    expect(refused).toMatchObject({ code: CODE_DELETION_BLOCKED, msg: '你有待支付的订单：请先完成支付或取消订单' });
    expect(await selfCode(mock, token)).toBe(0);
    // The code was not spent: after the order is cancelled it still works.
    const orderId = mock.store.orders.listOf(mock.store.accountByPhone(phone)!.id)[0]!.id;
    expect((await send(mock, 'POST', `/order/${orderId}/cancel`, { token })).code).toBe(0);
    expect((await send(mock, 'POST', '/user/deletion', { token, payload: { security: mock.store.sms.get(phone)!.code } })).code).toBe(0);
  });
});

describe('导出我的数据', () => {
  it('is a JSON attachment of the learner’s own data, without secrets', async () => {
    const { mock } = mocks.withClock();
    const { phone, login } = await learner(mock);
    const { token } = await login();
    const response = await mock.app.inject({ method: 'GET', url: '/user/export', headers: { token } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="skill-site-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const data = JSON.parse(response.body) as { profile: { phone: string; id: number } };
    expect(data.profile.phone).toBe(`${phone.slice(0, 3)}****${phone.slice(7)}`);
    expect(response.body).not.toContain(token);
    expect(response.body).not.toContain(mock.store.accountByPhone(phone)!.passwordHash.split(':')[1]);
    expect(response.body).not.toMatch(/passwordHash|token/i);
    expect((await mock.app.inject({ method: 'GET', url: '/user/export' })).statusCode).toBe(401);
  });

  it('masks the ID number of a verified learner', async () => {
    const { mock } = mocks.withClock();
    const login = await send(mock, 'POST', '/user/login', { payload: { account: '13800138000', security: 'Demo@1234', loginType: 1 } });
    const { token } = login.data as { token: string };
    const body = (await mock.app.inject({ method: 'GET', url: '/user/export', headers: { token } })).body;
    const data = JSON.parse(body) as { profile: { realName: { idNumber: string } }; orders: unknown[] };
    expect(data.profile.realName.idNumber).toMatch(/\*/);
    // The learner's own number, whole, nowhere (the export also holds long numbers that are none: certificates, invoices).
    expect(body).not.toContain(mock.store.realNames.recordOf(mock.store.accountByPhone('13800138000')!)!.idNumber);
    expect(data.orders.length).toBeGreaterThan(0);
  });

  it('holds the learner’s notes (course, lesson, moment, text, written and edited), never another learner’s; and every promised section', async () => {
    const { mock, advance } = mocks.withClock();
    const me = await learner(mock);
    const other = await learner(mock);
    const { token } = await me.login();
    const { token: otherToken } = await other.login();
    // A free course's free-preview video: any signed-in learner may note it.
    const course = mock.store.catalogue.courses.find((candidate) => candidate.isFree)!;
    const lesson = mock.store.catalogue.courseExtras
      .get(course.id)!
      .chapters.flatMap((chapter) => chapter.lessons)
      .find((candidate) => candidate.kind === 1 && candidate.freePreview)!;
    const note = async (who: string, content: string) => {
      const body = await send(mock, 'POST', '/lesson/notes', { token: who, payload: { lessonId: lesson.id, position: 3, content } });
      expect(body.code, body.msg).toBe(0);
      return body.data as { id: number };
    };
    const mine = await note(token, '我的笔记 <b>不是标签</b>');
    await note(otherToken, '别人的笔记，不应出现');
    advance(60_000);
    expect((await send(mock, 'PUT', `/lesson/notes/${mine.id}`, { token, payload: { content: '我的笔记（改过）' } })).code).toBe(0);
    const exported = async (who: string) =>
      accountExportSchema.parse(JSON.parse((await mock.app.inject({ method: 'GET', url: '/user/export', headers: { token: who } })).body));
    const data = await exported(token);
    expect(data.study.notes).toEqual([
      {
        courseId: course.id,
        courseTitle: course.title,
        lessonId: lesson.id,
        lessonTitle: lesson.title,
        positionSeconds: 3,
        text: '我的笔记（改过）',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
    expect(data.study.notes[0]!.updatedAt > data.study.notes[0]!.createdAt).toBe(true);
    expect(JSON.stringify(data)).not.toContain('别人的笔记');
    expect((await exported(otherToken)).study.notes.map((item) => item.text)).toEqual(['别人的笔记，不应出现']);
    expect(data.reviews).toEqual([]);
  });

  it('holds the learner’s course reviews and lesson questions', async () => {
    const { mock } = mocks.withClock();
    const login = await send(mock, 'POST', '/user/login', { payload: { account: '13800138000', security: 'Demo@1234', loginType: 1 } });
    const { token } = login.data as { token: string };
    const demoId = mock.store.accountByPhone('13800138000')!.id;
    const courseId = mock.store.enrolments.enrolledCourseIds(demoId)[0]!;
    mock.store.reviews.write(demoId, courseId, 5, '讲得清楚，例子实用');
    const data = accountExportSchema.parse(
      JSON.parse((await mock.app.inject({ method: 'GET', url: '/user/export', headers: { token } })).body),
    );
    expect(data.reviews).toEqual([expect.objectContaining({ courseId, rating: 5, text: '讲得清楚，例子实用', editedAt: null })]);
    expect(data.study.studyTime.totalSeconds).toBeGreaterThan(0);
    expect(data.community.questions.every((question) => 'lesson' in question)).toBe(true);
  });
});
