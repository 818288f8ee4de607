import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import * as cheerio from 'cheerio';
import { buildTestApp } from './test-support/app';

/**
 * What a visitor gets before any script runs, read from the served HTML with a real parser: the
 * sections of the home page, a section page's title and heading, and the prerendered pages with their
 * data files. (Moved from e2e/ssr.spec.ts and the prerender checks of e2e/pricing.spec.ts and
 * e2e/join.spec.ts: a browser with JavaScript off only read this same markup.)
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function page(url: string) {
  const response = await app.inject(url);
  return { response, $: cheerio.load(response.body) };
}

describe('server-rendered pages', () => {
  it('the home page: 24 hot and 8 newest course cards', async () => {
    const { response, $ } = await page('/');
    expect(response.statusCode).toBe(200);
    expect($('section[aria-labelledby="home-courses"] [data-testid="course-card"]')).toHaveLength(24);
    expect($('section[aria-labelledby="home-new-courses"] [data-testid="course-card"]')).toHaveLength(8);
  });

  it('a section page: its title and its heading', async () => {
    const { response, $ } = await page('/course');
    expect(response.statusCode).toBe(200);
    expect($('title').text()).toBe('课程 - 技能学堂');
    expect($('main h1').text().trim()).toBe('课程');
  });
});

describe('prerendered pages', () => {
  it.each(['/service', '/privacy', '/contactus', '/pricing'])(
    '%s is served prerendered, with its _payload.json for client navigations',
    async (path) => {
      const { response } = await page(path);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-prerendered']).toBe('1');
      const payload = await app.inject(`${path}/_payload.json`);
      expect(payload.statusCode).toBe(200);
      expect(() => payload.json()).not.toThrow();
    },
  );

  it('/contactus: the hotline, the e-mail, the cards for business, onboarding, media and feedback, the address', async () => {
    const { $ } = await page('/contactus');
    expect($('main h1').text().trim()).toBe('联系我们');
    const hotline = $('[data-testid="contact-hotline"]');
    expect(hotline.text().trim()).toBe('400-880-1234');
    expect(hotline.attr('href')).toBe('tel:4008801234');
    expect(
      $('[data-testid="contact-join"] a')
        .filter((_, link) => $(link).text().trim() === '申请入驻')
        .attr('href'),
    ).toBe('/join');
    expect(
      $('[data-testid="contact-feedback"] a')
        .filter((_, link) => $(link).text().trim() === '提交反馈')
        .attr('href'),
    ).toBe('/feedback');
    expect($('[data-testid="contact-media"]').text()).toContain('media@skillsite.example.com');
    const address = $('section[aria-labelledby]').filter(
      (_, section) =>
        $(`#${$(section).attr('aria-labelledby')}`)
          .text()
          .trim() === '公司地址',
    );
    expect(address.text()).toContain('文三路 90 号');
  });

  it('/privacy §7 links the account export and the deletion', async () => {
    const { $ } = await page('/privacy');
    const hrefOf = (name: string) =>
      $('main a')
        .filter((_, link) => $(link).text().trim() === name)
        .attr('href');
    expect(hrefOf('注销账号')).toBe('/setting/account/delete');
    expect(hrefOf('导出我的数据')).toMatch(/^\/setting\/account/);
  });

  it('/pricing: the plans in its payload, and the yearly prices in the HTML with 按年 checked', async () => {
    expect(JSON.stringify((await app.inject('/pricing/_payload.json')).json())).toContain('企业版');
    const { $ } = await page('/pricing');
    const price = (edition: number) => $(`[data-testid="plan-${edition}"] [data-testid="plan-price"]`).text().trim();
    expect(price(1)).toBe('¥9,800/年');
    expect(price(2)).toBe('¥26,800/年');
    expect(price(4)).toBe('联系销售');
    expect($('[data-testid="plan-2"] [data-testid="plan-saving"]').text().trim()).toBe('省 31%');
    const checked = $('input[name="billing-period"]:checked');
    expect(checked).toHaveLength(1);
    expect(checked.attr('value')).toBe('1');
  });
});
