import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { allEndpoints } from '@shared/api/registry';
import { buildStandaloneMock } from '../standalone';

// The OpenAPI document is served with the mock's controls (the site passes /__mock to its bundled
// mock: server/plugins/bundled-mock-controls.test.ts), never without them.

const apps: FastifyInstance[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));
const kept = <T extends FastifyInstance>(app: T) => (apps.push(app), app);

describe('GET /__mock/openapi.json', () => {
  it('the standalone mock with MOCK_CONTROLS=1 serves the whole document', async () => {
    const { app } = await buildStandaloneMock({ LOG_LEVEL: 'silent', MOCK_LIVE_SIMULATION: '0', MOCK_CONTROLS: '1' });
    kept(app);
    const response = await app.inject({ url: '/__mock/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, { operationId: string }>> };
    expect(document.openapi).toBe('3.1.0');
    const ids = Object.values(document.paths).flatMap((methods) => Object.values(methods).map((operation) => operation.operationId));
    expect(ids).toEqual(expect.arrayContaining(allEndpoints.map((endpoint) => endpoint.id)));
  });

  it('the standalone mock without its controls does not', async () => {
    const { app } = await buildStandaloneMock({ LOG_LEVEL: 'silent', MOCK_LIVE_SIMULATION: '0' });
    kept(app);
    expect((await app.inject({ url: '/__mock/openapi.json' })).statusCode).toBe(404);
  });
});
