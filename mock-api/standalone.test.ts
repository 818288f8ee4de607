import { afterEach, describe, expect, it } from 'vitest';
import type { MockApi } from './app';
import { buildStandaloneMock } from './standalone';

let mock: MockApi | undefined;
afterEach(() => mock?.app.close());

describe('the standalone mock API (mock-api/main.ts)', () => {
  it('serves no developer controls unless MOCK_CONTROLS=1', async () => {
    mock = await buildStandaloneMock({ LOG_LEVEL: 'silent', MOCK_LIVE_SIMULATION: '0' });
    for (const [method, url] of [
      ['GET', '/__mock/sms/latest?account=13800138000'],
      ['POST', '/__mock/pay/1/succeed'],
      ['GET', '/__mock/wechat/connect'],
    ] as const) {
      const response = await mock.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(`${method} ${url} → ${response.statusCode}`).toBe(`${method} ${url} → 404`);
      expect(response.json()).toEqual({ code: 404, msg: '资源不存在' });
    }
    expect((await mock.app.inject('/home/index')).statusCode).toBe(200);
  });

  it('with MOCK_CONTROLS=1 the controls are on its own port, as developers use them', async () => {
    mock = await buildStandaloneMock({ LOG_LEVEL: 'silent', MOCK_LIVE_SIMULATION: '0', MOCK_CONTROLS: '1' });
    await mock.app.inject({ method: 'POST', url: '/sys/user/sms/code', payload: { account: '13800138000', type: 2 } });
    const latest = await mock.app.inject('/__mock/sms/latest?account=13800138000');
    expect(latest.statusCode).toBe(200);
    expect(latest.json().data.code).toMatch(/^\d{6}$/);
  });
});
