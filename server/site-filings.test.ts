import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig } from './config';
import { buildTestApp } from './test-support/app';
import { hydrationState, parsePage } from './test-support/html';
/** Every configuration names its API (required). */
const API = 'http://api.test';

/** Issue 26: the footer's filing line came from configuration, not a placeholder sentence. */
describe('the footer filing line (SITE_ICP, SITE_PSB)', () => {
  describe('configured', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp({ SITE_ICP: '京ICP备2026012345号-1', SITE_PSB: '京公网安备11010802012345号' });
    });
    afterAll(() => app.close());

    it('links each number to its public record, on rendered and (formerly) prerendered pages alike', async () => {
      for (const path of ['/', '/course', '/pricing']) {
        const response = await app.inject(path);
        const $ = parsePage(response.body);
        const links = $('[data-testid="site-filings"] a');
        expect(links.map((_, link) => $(link).text()).get(), path).toEqual(['京ICP备2026012345号-1', '京公网安备11010802012345号']);
        expect(links.eq(0).attr('href')).toBe('https://beian.miit.gov.cn/');
        expect(links.eq(1).attr('href')).toBe('https://beian.mps.gov.cn/#/query/webSearch?code=11010802012345');
        expect(links.eq(0).attr('rel')).toBe('noopener noreferrer');
        // A prerendered page built without these numbers is not served: /pricing is rendered with them.
        if (path === '/pricing') expect(response.headers['x-prerendered']).toBeUndefined();
      }
      // The browser renders the same line after a client navigation (another layout mounts a new footer).
      expect(hydrationState((await app.inject('/')).body)).toMatchObject({
        siteLegal: { icp: '京ICP备2026012345号-1', psb: '京公网安备11010802012345号' },
      });
    });
  });

  describe('unset (development)', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp();
    });
    afterAll(() => app.close());

    it('shows no filing line at all, never a made-up number or a placeholder', async () => {
      for (const path of ['/', '/pricing']) {
        const body = (await app.inject(path)).body;
        const $ = parsePage(body);
        expect($('[data-testid="site-filings"]')).toHaveLength(0);
        expect($('footer').text()).not.toMatch(/ICP|备案|上线前公示/);
      }
    });
  });

  it('refuses to start with a malformed number, naming the variable', () => {
    expect(() => loadConfig({ API_UPSTREAM: API, SITE_ICP: 'ICP 备案号：上线前公示' })).toThrow(ConfigError);
    expect(() => loadConfig({ API_UPSTREAM: API, SITE_PSB: '京公网安备123号' })).toThrow(/SITE_PSB/);
    expect(loadConfig({ API_UPSTREAM: API, SITE_ICP: '' }).SITE_ICP).toBeUndefined();
  });
});
