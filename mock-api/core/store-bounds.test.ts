import { afterEach, describe, expect, it } from 'vitest';
import type { MockApi } from '../app';
import { DEFAULT_LIMITS, FORGET_AFTER_MS, LOGIN_LOCKOUT_MS, MockStore, SESSION_TTL_MS, SMS_CODE_TTL_MS } from './store';
import { envelopeOf, mockPool, type Envelope } from './test-support';

const DEMO = '13800138000';
const PASSWORD = 'Demo@1234';
const phone = (index: number) => `137${String(index).padStart(8, '0')}`;

const mocks = mockPool();
afterEach(() => mocks.closeAll());

async function post(mock: MockApi, url: string, payload: unknown, token?: string): Promise<Envelope> {
  return envelopeOf(
    await mock.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: token ? { token } : {} }),
    url,
  );
}
const selfCode = async (mock: MockApi, token: string) =>
  (await mock.app.inject({ method: 'GET', url: '/user/self', headers: { token } })).json().code as number;
const sendSms = (mock: MockApi, account: string, type = 2) => post(mock, '/sys/user/sms/code', { account, type });
const generate = async (mock: MockApi) => (await post(mock, '/qr/generate', { type: 1 })).data as string;
const poll = (mock: MockApi, content: string) => post(mock, '/qr/result', { content });

async function smsLogin(mock: MockApi, account: string): Promise<string> {
  expect((await sendSms(mock, account)).code).toBe(0);
  const body = await post(mock, '/user/login', { account, security: mock.store.sms.get(account)!.code, loginType: 2 });
  expect(body.code).toBe(0);
  return (body.data as { token: string }).token;
}

describe('sessions', () => {
  it('live 7 days, the token cookie’s lifetime: older ones no longer sign in', async () => {
    const { mock, advance } = mocks.withClock();
    const body = await post(mock, '/user/login', { account: DEMO, security: PASSWORD, loginType: 1 });
    const token = (body.data as { token: string }).token;
    advance(SESSION_TTL_MS - 1);
    expect(await selfCode(mock, token)).toBe(0);
    advance(1);
    expect(await selfCode(mock, token)).toBe(401);
    expect(mock.store.sessions.size).toBe(0);
  });

  it('shrink after expiry and never exceed their bound (the oldest is signed out)', async () => {
    const { mock, advance } = mocks.withClock({ limits: { sessions: 3 } });
    const tokens = Array.from({ length: 5 }, () => mock.store.issueToken(1));
    expect(mock.store.sessions.size).toBe(3);
    expect(await selfCode(mock, tokens[0]!)).toBe(401);
    expect(await selfCode(mock, tokens[1]!)).toBe(401);
    expect(await selfCode(mock, tokens[4]!)).toBe(0);
    advance(SESSION_TTL_MS);
    expect(mock.store.sessions.size).toBe(0);
  });

  it('signing an account out ends its sessions only, keeping the caller’s if asked', () => {
    const store = new MockStore();
    const [keep, other] = [store.issueToken(1), store.issueToken(1)];
    const someoneElse = store.issueToken(2);
    store.sessions.endAll(1, keep);
    expect(store.accountByToken(keep)?.id).toBe(1);
    expect(store.accountByToken(other)).toBeUndefined();
    expect(store.accountByToken(someoneElse)?.id).toBe(2);
    store.sessions.endAll(1);
    expect(store.accountByToken(keep)).toBeUndefined();
    expect(store.sessions.size).toBe(1);
  });
});

describe('SMS records', () => {
  it('say "expired" for a while after the code expires, then are forgotten (still 1003)', async () => {
    const { mock, advance } = mocks.withClock();
    await sendSms(mock, DEMO);
    const code = mock.store.sms.get(DEMO)!.code;
    advance(SMS_CODE_TTL_MS + 1);
    expect(await post(mock, '/user/login', { account: DEMO, security: code, loginType: 2 })).toMatchObject({
      code: 1003,
      msg: '验证码已过期，请重新获取',
    });
    advance(FORGET_AFTER_MS);
    expect(mock.store.sms.size).toBe(0);
    expect(await post(mock, '/user/login', { account: DEMO, security: code, loginType: 2 })).toMatchObject({
      code: 1003,
      msg: '请先获取验证码',
    });
  });

  it('are kept as long as the resend window when that is longer', async () => {
    const { mock, advance } = mocks.withClock({ smsResendSeconds: 3_600 });
    expect((await sendSms(mock, DEMO)).code).toBe(0);
    advance(59 * 60_000);
    expect((await sendSms(mock, DEMO)).code).toBe(1007);
    advance(60_000);
    expect((await sendSms(mock, DEMO)).code).toBe(0);
  });

  it('shrink after expiry and never exceed their bound', async () => {
    const { mock, advance } = mocks.withClock({ limits: { smsRecords: 3 } });
    for (let index = 0; index < 5; index += 1) {
      expect((await sendSms(mock, phone(index))).code).toBe(0);
      expect(mock.store.sms.size).toBeLessThanOrEqual(3);
    }
    expect([...mock.store.sms.keys()]).toEqual([phone(2), phone(3), phone(4)]);
    advance(SMS_CODE_TTL_MS + FORGET_AFTER_MS);
    expect(mock.store.sms.size).toBe(0);
  });
});

describe('QR tickets', () => {
  const ticketOf = (content: string) => new URL(content).searchParams.get('ticket')!;

  it('answer 1179 "expired" after the TTL, are forgotten 10 minutes later, and answer 1179 still', async () => {
    const { mock, advance } = mocks.withClock({ qrTtlSeconds: 1 });
    const contents = [await generate(mock), await generate(mock)];
    advance(1_001);
    expect(await poll(mock, contents[0]!)).toMatchObject({ code: 1179, msg: '二维码已过期，请刷新二维码' });
    expect(mock.store.qrTickets.size).toBe(2);
    advance(FORGET_AFTER_MS);
    expect(mock.store.qrTickets.size).toBe(0);
    expect(mock.store.qrTickets.get(ticketOf(contents[1]!))).toBeUndefined();
    expect(await poll(mock, contents[1]!)).toMatchObject({ code: 1179, msg: '二维码已过期或不存在，请刷新二维码' });
  });

  it('never exceed their bound: generating more evicts the oldest (1179 for it)', async () => {
    const { mock } = mocks.withClock({ limits: { qrTickets: 5 } });
    const contents: string[] = [];
    for (let index = 0; index < 12; index += 1) {
      contents.push(await generate(mock));
      expect(mock.store.qrTickets.size).toBeLessThanOrEqual(5);
    }
    expect([...mock.store.qrTickets.keys()]).toEqual(contents.slice(7).map(ticketOf));
    expect((await poll(mock, contents[0]!)).code).toBe(1179);
    expect(await poll(mock, contents[11]!)).toMatchObject({ code: 0, data: { completeFlag: false, status: 0 } });
  });
});

describe('failed-login counters', () => {
  const wrongLogin = (mock: MockApi, account: string) => post(mock, '/user/login', { account, security: 'Wrong@1234', loginType: 1 });

  it('last until their lockout ends, then are gone', async () => {
    const { mock, advance } = mocks.withClock();
    for (let attempt = 0; attempt < 5; attempt += 1) await wrongLogin(mock, DEMO);
    expect(mock.store.failedLogins.get(DEMO)).toMatchObject({ count: 5 });
    advance(LOGIN_LOCKOUT_MS - 1);
    expect((await post(mock, '/user/login', { account: DEMO, security: PASSWORD, loginType: 1 })).code).toBe(1004);
    advance(1);
    expect(mock.store.failedLogins.size).toBe(0);
    expect((await post(mock, '/user/login', { account: DEMO, security: PASSWORD, loginType: 1 })).code).toBe(0);
  });

  it('never exceed their bound', async () => {
    const { mock } = mocks.withClock({ limits: { failedLogins: 2 } });
    for (let index = 0; index < 4; index += 1) {
      expect((await wrongLogin(mock, phone(index))).code).toBe(1001);
      expect(mock.store.failedLogins.size).toBeLessThanOrEqual(2);
    }
    expect([...mock.store.failedLogins.keys()]).toEqual([phone(2), phone(3)]);
  });
});

describe('accounts created at run time', () => {
  it('never exceed their bound: the oldest goes with its sessions, the seeded ones stay', async () => {
    const { mock } = mocks.withClock({ limits: { createdAccounts: 2 } });
    const seeded = mock.store.accounts.size;
    const tokens: string[] = [];
    for (let index = 0; index < 3; index += 1) tokens.push(await smsLogin(mock, phone(index)));
    expect(mock.store.accounts.size).toBe(seeded + 2);
    expect(mock.store.accounts.byPhone(phone(0))).toBeUndefined();
    expect(await selfCode(mock, tokens[0]!)).toBe(401);
    expect(await selfCode(mock, tokens[2]!)).toBe(0);
    // Ids are not reused: the next account is not the evicted one's.
    const ids = [...mock.store.accounts].map((account) => account.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(mock.store.accounts.byPhone(DEMO)).toBeDefined();
  });
});

describe('defaults', () => {
  it('are sane and overridable', () => {
    expect(DEFAULT_LIMITS).toEqual({
      sessions: 100_000,
      smsRecords: 50_000,
      qrTickets: 20_000,
      failedLogins: 50_000,
      createdAccounts: 10_000,
    });
    const store = new MockStore({ limits: { qrTickets: 7 } });
    expect(store.qrTickets.maxEntries).toBe(7);
    expect(store.sessions.maxEntries).toBe(DEFAULT_LIMITS.sessions);
    expect(store.sessions.ttlMs).toBe(7 * 24 * 3_600_000);
    expect(store.qrTickets.ttlMs).toBe(store.qrTtlMs + 10 * 60_000);
    expect(store.sms.ttlMs).toBe(15 * 60_000);
    expect(store.failedLogins.ttlMs).toBe(15 * 60_000);
  });
});
