import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, hydrationState, textOf } from './test-support/app';

describe('/ fed by the whole catalogue', () => {
  let app: FastifyInstance;
  let html: string;
  beforeAll(async () => {
    app = await buildTestApp();
    html = (await app.inject('/')).body;
  });
  afterAll(() => app.close());

  it('hot and newest courses, open plans, featured institutions, live and news sections, in the server markup', () => {
    const text = textOf(html);
    for (const heading of ['热门职业', '热门课程', '最新上架', '直播', '正在报名', '合作机构', '资讯']) expect(text).toContain(heading);
    const { catalogue, content } = app.mockApi!.store;
    const newest = [...catalogue.courses].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0]!;
    const newSection = html.slice(html.indexOf('id="home-new-courses"'), html.indexOf('id="home-lives"'));
    expect(newSection).toContain(`href="/course/${newest.id}"`);
    // Four plans open for enrolment, each linking to its page.
    const plans = [...html.matchAll(/data-testid="plan-card"[\s\S]*?href="\/enrollment\/(\d+)"/g)].map((match) => Number(match[1]));
    expect(plans).toHaveLength(4);
    for (const id of plans) expect(content.enrollmentPlans.find((plan) => plan.id === id)?.status).toBe('open');
    expect([...html.matchAll(/data-testid="institution-card"/g)]).toHaveLength(6);
    // The stats band counts the institutions the catalogue really has.
    expect(html).toMatch(
      new RegExp(`>${content.institutions.length}<[^合]*家[\\s\\S]{0,200}合作机构|合作机构[\\s\\S]{0,200}>${content.institutions.length}<`),
    );
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
    for (const banner of banners) expect(html).toContain(`src="${banner.image}"`);
    expect(html).toContain('id="hero-1-slide-1"');
    expect(html).toContain('id="hero-2-slide-1"');
    expect(html.match(/<source media="\(max-width: 767px\)" srcset="data:image\/gif;base64,[A-Za-z0-9+/=]+">/g)).toHaveLength(
      banners.filter((banner) => banner.slot === 1).length,
    );
    expect(html.match(/<source media="\(min-width: 768px\)" srcset="data:image\/gif;base64,[A-Za-z0-9+/=]+">/g)).toHaveLength(
      banners.filter((banner) => banner.slot === 2).length,
    );
  });

  it('the first banner of each screen size is preloaded from the head, ahead of every stylesheet and script', () => {
    const state = hydrationState(html) as {
      query: { queries: { queryKey: unknown[]; state: { data: { banners: { slot: number; image: string }[] } } }[] };
    };
    const banners = state.query.queries.find((query) => query.queryKey[0] === 'home')!.state.data.banners;
    const head = html.slice(0, html.indexOf('</head>'));
    const preloads = [...head.matchAll(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high" media="([^"]+)">/g)].map(
      (match) => [match[1], match[2]],
    );
    expect(preloads).toEqual([
      [banners.find((banner) => banner.slot === 1)!.image, '(min-width: 768px)'],
      [banners.find((banner) => banner.slot === 2)!.image, '(max-width: 767px)'],
    ]);
    const firstPreload = head.indexOf('rel="preload" as="image"');
    expect(firstPreload).toBeLessThan(head.indexOf('rel="stylesheet"'));
    expect(firstPreload).toBeLessThan(head.indexOf('<script type="module"'));
    // The same <title> as before: the loader's meta only adds the preloads.
    expect(head).toContain('<title>登录技能学堂，探索新技能</title>');
  });
});
