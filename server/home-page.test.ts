import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test-support/app';
import { hydrationState, parsePage, textOf, titleOf, type Page } from './test-support/html';

describe('/ fed by the whole catalogue', () => {
  let app: TestApp;
  let html: string;
  let $: Page;
  beforeAll(async () => {
    app = await buildTestApp();
    html = (await app.inject('/')).body;
    $ = parsePage(html);
  });
  afterAll(() => app.close());

  it('hot and newest courses, open plans, featured institutions, live and news sections, in the server markup', () => {
    const text = textOf($);
    for (const heading of ['热门职业', '热门课程', '最新上架', '直播', '正在报名', '合作机构', '资讯']) expect(text).toContain(heading);
    const { catalogue, content } = app.mockApi.store;
    const newest = [...catalogue.courses].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0]!;
    const newSection = $('section[aria-labelledby="home-new-courses"]');
    expect(newSection.find(`a[href="/course/${newest.id}"]`).length).toBeGreaterThan(0);
    // Four plans open for enrolment, each linking to its page.
    const plans = $('[data-testid="plan-card"]')
      .toArray()
      .map((card) => Number(/^\/enrollment\/(\d+)$/.exec($(card).find('a[href^="/enrollment/"]').first().attr('href') ?? '')?.[1]));
    expect(plans).toHaveLength(4);
    for (const id of plans) expect(content.enrollmentPlans.find((plan) => plan.id === id)?.status).toBe('open');
    expect($('[data-testid="institution-card"]')).toHaveLength(6);
    // The stats band counts the institutions the catalogue really has.
    const institutionsStat = $('dt')
      .filter((_, term) => $(term).text() === '合作机构')
      .next('dd');
    expect(institutionsStat).toHaveLength(1);
    expect(textOf(institutionsStat).trim()).toBe(`${content.institutions.length} 家`);
  });

  it('one API call: the home index carries the plans and institutions too (the only query the page hydrates)', () => {
    const state = hydrationState(html) as { query: { queries: { queryKey: unknown[] }[] } };
    expect(state.query.queries.map((query) => query.queryKey)).toEqual([['home']]);
  });

  it('banner slot 1 for desktops and slot 2 for phones; each hides its art from the other screen size', () => {
    const state = hydrationState(html) as {
      query: { queries: { queryKey: unknown[]; state: { data: { banners: { slot: number; image: string }[] } } }[] };
    };
    const banners = state.query.queries.find((query) => query.queryKey[0] === 'home')!.state.data.banners;
    expect(new Set(banners.map((banner) => banner.slot))).toEqual(new Set([1, 2]));
    const images = $('img')
      .toArray()
      .map((image) => image.attribs.src);
    for (const banner of banners) expect(images).toContain(banner.image);
    expect($('#hero-1-slide-1')).toHaveLength(1);
    expect($('#hero-2-slide-1')).toHaveLength(1);
    // Each banner's <picture> swaps its art for a blank pixel on the other screen size.
    const blankSources = (media: string) =>
      $(`picture > source[media="${media}"]`)
        .toArray()
        .filter((source) => /^data:image\/gif;base64,[A-Za-z0-9+/=]+$/.test(source.attribs.srcset ?? ''));
    expect(blankSources('(max-width: 767px)')).toHaveLength(banners.filter((banner) => banner.slot === 1).length);
    expect(blankSources('(min-width: 768px)')).toHaveLength(banners.filter((banner) => banner.slot === 2).length);
  });

  it('the first banner of each screen size is preloaded from the head, ahead of every stylesheet and script', () => {
    const state = hydrationState(html) as {
      query: { queries: { queryKey: unknown[]; state: { data: { banners: { slot: number; image: string }[] } } }[] };
    };
    const banners = state.query.queries.find((query) => query.queryKey[0] === 'home')!.state.data.banners;
    const head = $('head > *').toArray();
    const preloads = head.filter(
      (element) => element.name === 'link' && element.attribs.rel === 'preload' && element.attribs.as === 'image',
    );
    expect(preloads.map((link) => [link.attribs.href, link.attribs.media, link.attribs.fetchpriority])).toEqual([
      [banners.find((banner) => banner.slot === 1)!.image, '(min-width: 768px)', 'high'],
      [banners.find((banner) => banner.slot === 2)!.image, '(max-width: 767px)', 'high'],
    ]);
    const firstPreload = head.indexOf(preloads[0]!);
    const firstStylesheet = head.findIndex((element) => element.name === 'link' && element.attribs.rel === 'stylesheet');
    const entryScript = head.findIndex((element) => element.name === 'script' && element.attribs.type === 'module');
    expect(firstStylesheet).toBeGreaterThan(-1);
    expect(entryScript).toBeGreaterThan(-1);
    expect(firstPreload).toBeLessThan(firstStylesheet);
    expect(firstPreload).toBeLessThan(entryScript);
    // The same <title> as before: the loader's meta only adds the preloads.
    expect(titleOf($)).toBe('登录技能学堂，探索新技能');
    expect($('head > title')).toHaveLength(1);
  });
});
