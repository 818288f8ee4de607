import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockApi, type RunningMock } from '@skill/mock-api';
import { buildTestApp, type TestApp } from '../test-support/app';

describe('/__mock on the site: the bundled mock’s developer controls (BUNDLED_MOCK=1)', () => {
  let site: TestApp;
  beforeAll(async () => {
    site = await buildTestApp({ MOCK_LIVE_SIMULATION: '0' });
  });
  afterAll(() => site.close());

  it('passes the controls through: the OpenAPI document and the latest SMS code', async () => {
    const document = await site.inject({ url: '/__mock/openapi.json' });
    expect(document.statusCode).toBe(200);
    expect((document.json() as { info: { title: string } }).info.title).toBe('技能学堂 API');
    expect(
      (await site.inject({ method: 'POST', url: '/api/sys/user/sms/code', payload: { account: '13700002222', type: 1 } })).json(),
    ).toMatchObject({ code: 0 });
    const latest = await site.inject({ url: '/__mock/sms/latest?account=13700002222' });
    expect(latest.json()).toMatchObject({ code: 0, data: { code: expect.stringMatching(/^\d{6}$/) } });
  });

  it('keeps the site’s Host: a control’s form posted from the site’s own page is not taken for another site’s', async () => {
    const generated = await site.inject({ method: 'POST', url: '/api/qr/generate', payload: { type: 1 }, headers: { host: 'site.test' } });
    const content = generated.json().data as string;
    expect(new URL(content).origin).toBe('http://site.test');
    const scan = await site.inject({
      method: 'POST',
      url: '/__mock/qr/scan',
      payload: { content },
      headers: { host: 'site.test', origin: 'http://site.test' },
    });
    expect(scan.json()).toMatchObject({ code: 0 });
    const forged = await site.inject({
      method: 'POST',
      url: '/__mock/qr/scan',
      payload: { content },
      headers: { host: 'site.test', origin: 'https://evil.example' },
    });
    expect(forged.statusCode).toBe(403);
  });
});

describe('in front of any other API (BUNDLED_MOCK unset)', () => {
  let api: RunningMock;
  let site: TestApp;
  beforeAll(async () => {
    // Even a mock that serves its controls: the site passes none of them on.
    api = await startMockApi({ MOCK_LIVE_SIMULATION: '0' });
    site = await buildTestApp({ API_UPSTREAM: api.url });
  });
  afterAll(async () => {
    await site.close();
    await api.close();
  });

  it('nothing under /__mock/ exists, and /api/__mock/ is not declared either', async () => {
    for (const url of [
      '/__mock/sms/latest?account=13800138000',
      '/__mock/app/scan?ticket=x',
      '/__mock/wechat/connect?redirect_uri=/',
      '/__mock/openapi.json',
    ])
      expect((await site.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    expect((await site.inject({ method: 'POST', url: '/__mock/qr/scan', payload: { content: 'x' } })).statusCode).toBe(404);
    expect((await site.inject({ url: '/api/__mock/sms/latest?account=13800138000' })).statusCode).toBe(404);
  });
});
