import { afterAll, describe, expect, it } from 'vitest';
import { buildMockApi } from '../app';
import { devControls } from '../dev-controls';
import { MockClock } from './mock-clock';

/**
 * The mock's clock moves on by the developer control (`/__mock/clock/advance`), so browser tests can
 * live through days (the wrong-question book's reviews 1, 2, 4, 7 and 15 days on): every store reads it.
 */
const start = Date.parse('2026-11-22T23:30:00+08:00');
const mock = buildMockApi({ now: () => start, liveSimulation: false });
void mock.app.register(devControls, { prefix: '/__mock', mock });
afterAll(() => mock.app.close());

const call = async (method: 'GET' | 'POST', url: string, payload?: object, token?: string) =>
  (await mock.app.inject({ method, url, payload, headers: token ? { token } : {} })).json() as { code: number; msg?: string; data: any };

describe('/__mock/clock', () => {
  it('says now and today in China, and moves forward by days, hours and minutes; the API follows', async () => {
    expect(await call('GET', '/__mock/clock')).toMatchObject({
      code: 0,
      data: { now: '2026-11-22T23:30:00+08:00', offsetMinutes: 0, today: '2026-11-22' },
    });
    const token = mock.store.issueToken(1);
    expect((await call('GET', '/wrong-book/summary', undefined, token)).data.today).toBe('2026-11-22');
    // 40 minutes on: past midnight in China, another day.
    expect(await call('POST', '/__mock/clock/advance', { minutes: 40 })).toMatchObject({
      data: { now: '2026-11-23T00:10:00+08:00', offsetMinutes: 40, today: '2026-11-23' },
    });
    expect((await call('GET', '/wrong-book/summary', undefined, token)).data.today).toBe('2026-11-23');
    expect((await call('GET', '/exam/1', undefined, token)).data.serverNow).toBe('2026-11-23T00:10:00+08:00');
    expect(await call('POST', '/__mock/clock/advance', { days: 2, hours: 1 })).toMatchObject({
      data: { now: '2026-11-25T01:10:00+08:00' },
    });
    expect(mock.store.now()).toBe(start + (2 * 24 * 60 + 60 + 40) * 60_000);
  });

  it('never goes back, and asks for something to move by, in Chinese', async () => {
    for (const body of [{}, { days: -1 }, { minutes: 0 }, { hours: 'two' }, { days: 401 }])
      expect(await call('POST', '/__mock/clock/advance', body)).toMatchObject({ code: 400, msg: expect.stringMatching(/[\u4e00-\u9fff]/) });
    expect(() => new MockClock(() => 0).advance(-1)).toThrow(RangeError);
  });

  it('moving past the session lifetime signs everyone out, as waiting would', async () => {
    const token = mock.store.issueToken(1);
    expect((await call('GET', '/user/self', undefined, token)).code).toBe(0);
    await call('POST', '/__mock/clock/advance', { days: 8 });
    expect((await call('GET', '/user/self', undefined, token)).code).toBe(401);
  });
});
