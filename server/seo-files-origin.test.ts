import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './test-support/app';

/** What an attacker can put in front of a cache or a crawler: any Host, any forwarded host. */
const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

describe('robots.txt and sitemap.xml never echo a Host header', () => {
  let unset: FastifyInstance;
  let pinned: FastifyInstance;
  beforeAll(async () => {
    [unset, pinned] = await Promise.all([
      buildTestApp({ TRUST_PROXY: '1' }),
      buildTestApp({ TRUST_PROXY: '1', SITE_ORIGIN: 'https://www.skill.test' }),
    ]);
  });
  afterAll(() => Promise.all([unset?.close(), pinned?.close()]));

  it('with SITE_ORIGIN, every absolute URL is on it, whatever the request says', async () => {
    const robots = await pinned.inject({ url: '/robots.txt', remoteAddress: '127.0.0.1', headers: FORGED });
    expect(robots.body).toContain('Sitemap: https://www.skill.test/sitemap.xml');
    const sitemap = await pinned.inject({ url: '/sitemap.xml', remoteAddress: '127.0.0.1', headers: FORGED });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain('<loc>https://www.skill.test/course</loc>');
    for (const answer of [robots, sitemap]) expect(answer.body).not.toContain('evil.example');
  });

  it('without SITE_ORIGIN, a host other than this machine gets no sitemap at all, never one on its own host', async () => {
    for (const headers of [FORGED, { host: 'evil.example' }, { host: 'www.skill.test' }]) {
      const robots = await unset.inject({ url: '/robots.txt', remoteAddress: '127.0.0.1', headers });
      expect(robots.statusCode).toBe(200);
      expect(robots.body).toContain('Disallow: /api/');
      expect(robots.body).not.toContain('Sitemap:');
      expect(robots.body).not.toContain(headers.host);
      const sitemap = await unset.inject({ url: '/sitemap.xml', remoteAddress: '127.0.0.1', headers });
      expect(sitemap.statusCode).toBe(404);
      expect(sitemap.body).not.toContain(headers.host);
    }
  });

  it('without SITE_ORIGIN, a local run (loopback host) still has its sitemap', async () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
      const robots = await unset.inject({ url: '/robots.txt', headers: { host } });
      expect(robots.body).toContain(`Sitemap: http://${host}/sitemap.xml`);
      const sitemap = await unset.inject({ url: '/sitemap.xml', headers: { host } });
      expect(sitemap.statusCode).toBe(200);
      expect(sitemap.body).toContain(`<loc>http://${host}/course</loc>`);
    }
  });
});
