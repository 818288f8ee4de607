import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { certificatePdfPath, journeyCalendarPath, ticketPdfPath } from '@shared/lib/certification-journey';
import { buildTestApp } from './test-support/app';

/**
 * The downloads inside the whole site (server/plugins/certification-downloads.test.ts covers their
 * answers against a stand-in API): they win over the page route, answer signed-out visitors as
 * protected pages do, and carry the site's security headers.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const DOWNLOADS = [ticketPdfPath(1), certificatePdfPath('S310115202604001572'), journeyCalendarPath(1)];

describe('signed out', () => {
  it.each(DOWNLOADS)('%s → 302 to the login modal and back, as a protected page', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/?login=1&redirect=${encodeURIComponent(url)}`);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each(DOWNLOADS)('%s with a token the API does not know → the cookie cleared, 302 with the expired notice', async (url) => {
    const response = await app.inject({ url, headers: { cookie: 'skill_token=not-a-session' } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/?login=expired&redirect=${encodeURIComponent(url)}`);
    expect(String(response.headers['set-cookie'])).toMatch(/^skill_token=;/);
  });
});

describe('not a download', () => {
  it('a certificate number of the wrong shape is the site’s 404 page, with its headers', async () => {
    const cookie = `skill_token=${app.mockApi!.store.issueToken(2)}`;
    const response = await app.inject({ url: '/study/certificates/not-a-number.pdf', headers: { cookie } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
  });
});
