import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../test-support/app';

const PATHS = ['/service', '/api/home/index', '/robots.txt', '/no/such/page'];

describe('Strict-Transport-Security', () => {
  let trusting: FastifyInstance;
  let direct: FastifyInstance;
  beforeAll(async () => {
    [trusting, direct] = await Promise.all([buildTestApp({ TRUST_PROXY: '1' }), buildTestApp()]);
  });
  afterAll(() => Promise.all([trusting?.close(), direct?.close()]));

  it('is sent on every answer that came over HTTPS (the trusted proxy says so)', async () => {
    for (const url of PATHS) {
      const answer = await trusting.inject({ url, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-proto': 'https' } });
      expect(answer.headers['strict-transport-security'], url).toBe('max-age=31536000');
    }
  });

  it('never over plain HTTP, nor when an untrusted client claims HTTPS', async () => {
    for (const url of PATHS) {
      expect(
        (await trusting.inject({ url, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-proto': 'http' } })).headers[
          'strict-transport-security'
        ],
        url,
      ).toBeUndefined();
      expect(
        (await direct.inject({ url, headers: { 'x-forwarded-proto': 'https' } })).headers['strict-transport-security'],
        url,
      ).toBeUndefined();
    }
  });
});
