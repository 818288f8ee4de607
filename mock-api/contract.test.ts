import { describe, expect, it } from 'vitest';
import { allEndpoints } from '@shared/api/registry';
import { envelopeSchema } from '@shared/api/define-endpoint';
import { buildMockApi } from './app';
import { handledEndpoints } from './define-handler';

describe('mock API implements the contract', () => {
  const { app } = buildMockApi();

  it('has a handler for every declared endpoint', () => {
    const handled = handledEndpoints.get(app) ?? new Set();
    const missing = allEndpoints.filter((endpoint) => !handled.has(endpoint.id)).map((endpoint) => endpoint.id);
    expect(missing).toEqual([]);
    expect(new Set(allEndpoints.map((endpoint) => endpoint.id)).size).toBe(allEndpoints.length);
  });

  it('answers every declared route with an envelope', async () => {
    for (const endpoint of allEndpoints) {
      const url = `${endpoint.path.replace(/:(\w+)/g, '1')}${endpoint.query ? '?readFlag=1' : ''}`;
      const response = await app.inject({ method: endpoint.method, url, payload: endpoint.body ? {} : undefined });
      expect(response.statusCode, endpoint.id).toBe(200);
      expect(envelopeSchema.safeParse(response.json()).success, endpoint.id).toBe(true);
    }
  });
});
