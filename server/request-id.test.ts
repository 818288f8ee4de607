import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './test-support/app';

/** The site with one extra route that says which request id it gave the request (the one its log lines carry). */
const appWithRequestId = (env: Record<string, string>): Promise<FastifyInstance> =>
  buildTestApp(env, { configure: (app) => app.get('/__request-id', (request) => ({ id: request.id })) });

const CHOSEN = 'chosen-by-the-visitor';

describe('X-Request-Id is believed only from a proxy TRUST_PROXY trusts', () => {
  const apps: Record<string, FastifyInstance> = {};
  beforeAll(async () => {
    [apps.off, apps.nginx] = await Promise.all([appWithRequestId({}), appWithRequestId({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' })]);
  });
  afterAll(() => Promise.all(Object.values(apps).map((app) => app.close())));

  const idSeen = async (app: FastifyInstance, remoteAddress: string, requestId = CHOSEN) =>
    (await app.inject({ url: '/__request-id', remoteAddress, headers: { 'x-request-id': requestId } })).json<{ id: string }>().id;

  it('TRUST_PROXY off: a visitor reaching the site directly never chooses its request id', async () => {
    for (const address of ['127.0.0.1', '203.0.113.9']) {
      const id = await idSeen(apps.off!, address);
      expect(id).not.toBe(CHOSEN);
      expect(id).toMatch(/^[\da-f-]{36}$/);
    }
  });

  it('a list of proxies: their id is taken (IPv4-mapped too, and within a range); anyone else’s is replaced', async () => {
    expect(await idSeen(apps.nginx!, '127.0.0.1')).toBe(CHOSEN);
    expect(await idSeen(apps.nginx!, '::ffff:127.0.0.1')).toBe(CHOSEN);
    expect(await idSeen(apps.nginx!, '10.1.2.3')).toBe(CHOSEN);
    expect(await idSeen(apps.nginx!, '203.0.113.9')).not.toBe(CHOSEN);
    // Even a trusted proxy's id must look like one.
    expect(await idSeen(apps.nginx!, '127.0.0.1', 'x'.repeat(65))).not.toBe('x'.repeat(65));
  });
});
