import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, countingRenderer, cspNonce, type TestApp } from './test-support/app';
import { hydrationState, metaOf, parsePage, tagsOf, textOf, textsOf, titleOf } from './test-support/html';

const HOME_TITLE = '登录技能学堂，探索新技能';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** A Cookie header for a session the mock knows (demo account 1). */
const signedIn = () => ({ cookie: `skill_token=${app.mockApi.store.issueToken(1)}` });

async function homeCourseTitles(): Promise<string[]> {
  const response = await app.inject('/api/home/index');
  const body = response.json() as { code: number; data: { courses: { title: string }[] } };
  expect(body.code).toBe(0);
  return body.data.courses.map((course) => course.title);
}

describe('GET / (server-rendered home page)', () => {
  let response: Awaited<ReturnType<FastifyInstance['inject']>>;
  beforeAll(async () => {
    response = await app.inject('/');
  });

  it('is a 200 HTML page with the home title and a meta description', () => {
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
    // Standards mode from the first byte.
    expect(response.body).toMatch(/^<!DOCTYPE html>/);
    const $ = parsePage(response.body);
    expect($('html').attr('lang')).toBe('zh-CN');
    expect(titleOf($)).toBe(HOME_TITLE);
    expect(metaOf($, 'description')).toContain('技能学堂');
  });

  it('contains the mock API home courses as rendered markup', async () => {
    const titles = await homeCourseTitles();
    expect(titles).toHaveLength(24);
    const text = textOf(response.body);
    for (const title of titles) expect(text, title).toContain(title);
  });

  it('ships the hydration state as parseable JSON with the home query in it', async () => {
    const state = hydrationState(response.body) as {
      router: { loaderData: Record<string, unknown>; errors: unknown };
      query: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
      hasToken: boolean;
      buildId: string;
    };
    expect(state.hasToken).toBe(false);
    expect(state.buildId).toMatch(/^\w+$/);
    expect(state.router.errors).toBeNull();
    // The home query is there with what the page keeps live (the banners); its course lists are server
    // markup only (home's view, docs/decisions/017-page-data-views.md): the titles are in the page, once.
    const home = state.query.queries.find((query) => query.queryKey[0] === 'home')!.state.data as Record<string, unknown>;
    expect(Object.keys(home).sort()).toEqual(['banners', 'stats']);
    const [firstTitle] = await homeCourseTitles();
    expect(JSON.stringify(state.query)).not.toContain(firstTitle);
    expect(response.body).toContain(firstTitle);
  });

  it('signed out: one page for everyone, its inline scripts allowed by their SHA-256, no nonce (server/anonymous-page-cache.test.ts)', () => {
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(cspNonce(csp)).toBeUndefined();
    const executable = tagsOf(response.body, 'script').filter((tag) => !/^application\/(ld\+)?json$/.test(tag.attributes.type ?? ''));
    const inline = executable.filter((tag) => !('src' in tag.attributes));
    expect(inline.length).toBeGreaterThan(0); // the colour-mode boot script at least
    for (const tag of inline)
      expect(csp, tag.content.slice(0, 60)).toContain(`'sha256-${createHash('sha256').update(tag.content).digest('base64')}'`);
    for (const tag of [...executable, ...tagsOf(response.body, 'style')]) expect(tag.attributes.nonce).toBeUndefined();
  });

  it('signed in: a CSP whose nonce, fresh per response, is on every executable inline script and every style element', async () => {
    const [first, again] = [await app.inject({ url: '/', headers: signedIn() }), await app.inject({ url: '/', headers: signedIn() })];
    const csp = first.headers['content-security-policy'] as string;
    const nonce = cspNonce(csp);
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
    expect(cspNonce(csp, 'style-src')).toBe(nonce);
    const executable = tagsOf(first.body, 'script').filter((tag) => tag.attributes.type !== 'application/json');
    for (const tag of executable) expect(tag.attributes.nonce, tag.content.slice(0, 60) || tag.attributes.src).toBe(nonce);
    for (const tag of tagsOf(first.body, 'style')) expect(tag.attributes.nonce).toBe(nonce);
    expect(cspNonce(again.headers['content-security-policy'] as string)).not.toBe(nonce);
  });

  it('sends the security headers on pages, error pages and the API', async () => {
    for (const answer of [response, await app.inject('/that/path'), await app.inject('/api/home/index')]) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(answer.headers['x-powered-by']).toBeUndefined();
    }
  });
});

describe('page titles', () => {
  it.each([
    ['/course', '课程 - 技能学堂'],
    ['/live', '直播 - 技能学堂'],
    ['/news', '资讯 - 技能学堂'],
    ['/setting/user', '个人资料 - 技能学堂'],
    ['/message/reply', '回复我的 - 技能学堂'],
    ['/order/live', '直播订单 - 技能学堂'],
    ['/search', '搜索 - 技能学堂'],
  ])('%s has <title>%s</title>', async (url, title) => {
    // Some are protected pages (declared signed-in in client/app/route-table.tsx): rendered for a signed-in visitor.
    const response = await app.inject({ url, headers: signedIn() });
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe(title);
  });

  it('a page about one thing is named after it: the live room after its class', async () => {
    const live = app.mockApi.store.catalogue.lives[0]!;
    const response = await app.inject({ url: `/live/${live.id}/play`, headers: signedIn() });
    expect(titleOf(response.body)).toBe(`${live.title} - 直播间 - 技能学堂`);
  });

  it('a page with its own description uses it', async () => {
    const response = await app.inject('/pricing');
    expect(metaOf(response.body, 'description')).toContain('价格方案');
  });

  it('the dark player pages force dark mode in the server markup', async () => {
    const response = await app.inject({ url: '/live/3/play', headers: signedIn() });
    expect(parsePage(response.body)('html').attr('data-forced-theme')).toBe('dark');
  });
});

describe('redirects are HTTP redirects', () => {
  it.each([
    ['/setting', '/setting/user'],
    ['/rule', '/rule/effective'],
    ['/order', '/order/course'],
    ['/message', '/message/reply'],
  ])('%s → 302 %s', async (from, to) => {
    const response = await app.inject({ url: from, headers: signedIn() });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(to);
    expect(response.body).toBe('');
  });

  it('the redirect target renders', async () => {
    const response = await app.inject('/rule/effective');
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe('生效规则 - 技能学堂');
  });
});

describe('not found', () => {
  it('an unknown path answers 404 with the error page', async () => {
    const response = await app.inject('/that/path');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const text = textOf(response.body);
    expect(text).toContain('Page not found: /that/path');
    expect(text).toContain('您访问的页面不存在！');
    expect(textsOf(response.body, 'a[href="/"]')).toContainEqual(expect.stringMatching(/^返回首页/));
  });

  it('a route whose params fail validation answers 404', async () => {
    const response = await app.inject('/course/abc');
    expect(response.statusCode).toBe(404);
    expect(textOf(response.body)).toContain('Page not found: /course/abc');
    expect(textOf(response.body)).toContain('您访问的页面不存在！');
  });

  it('a non-ASCII path is named decoded, as text', async () => {
    const response = await app.inject(encodeURI('/课程/电工<b>x</b>'));
    expect(response.statusCode).toBe(404);
    expect(textOf(response.body)).toContain('Page not found: /课程/电工<b>x</b>');
    expect(parsePage(response.body)('[data-testid="error-page"] b')).toHaveLength(0);
  });

  it('an unknown /api path is a JSON 404, not a page', async () => {
    const response = await app.inject('/api/no/such/endpoint');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404 });
  });

  it('a path that looks like markup is never echoed as markup', async () => {
    const response = await app.inject('/%3C/script%3E%3Cscript%3Ealert(1)%3C/script%3E');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toMatch(/<script>alert\(1\)/i);
    expect(response.body).not.toMatch(/<\/script><script>alert/i);
    expect(tagsOf(response.body, 'script').map((script) => script.content)).not.toContain('alert(1)');
  });
});

describe('bad input', () => {
  let counted: TestApp;
  let renderer: ReturnType<typeof countingRenderer>;
  beforeAll(async () => {
    renderer = countingRenderer();
    counted = await buildTestApp({}, { renderer });
  });
  afterAll(() => counted.close());

  it('a malformed escape is a 400 HTML page, not JSON and not a 500', async () => {
    const response = await app.inject('/%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toMatch(/^<!DOCTYPE html>/);
    expect(response.body).toContain('返回首页');
    expect(() => JSON.parse(response.body)).toThrow();
  });

  it('a malformed escape under /api is a JSON 400', async () => {
    const response = await app.inject('/api/course/%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400 });
  });

  it('a 10 000-character path is a 404 page answered without rendering', async () => {
    const before = renderer.renders();
    const response = await counted.inject(`/${'a'.repeat(9_999)}`);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('您访问的页面不存在！');
    expect(response.body.length).toBeLessThan(5_000);
    expect(renderer.renders()).toBe(before);
  });

  it('a path of thousands of slashes is answered without rendering, never a 500', async () => {
    const before = renderer.renders();
    const response = await counted.inject('/'.repeat(5_000));
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(renderer.renders()).toBe(before);
  });

  it('__proto__ and constructor.prototype in the query do not pollute Object.prototype', async () => {
    const response = await app.inject('/?__proto__[polluted]=1&constructor[prototype][x]=1&__proto__.y=1');
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe(HOME_TITLE);
    const probe = {} as Record<string, unknown>;
    expect(probe.polluted).toBeUndefined();
    expect(probe.x).toBeUndefined();
    expect(probe.y).toBeUndefined();
    expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')).toBe(false);
  });

  it('__proto__ in an /api query or JSON body does not pollute either', async () => {
    const listed = await app.inject('/api/course/list?__proto__[polluted]=1&constructor[prototype][x]=1');
    expect(listed.statusCode).toBeLessThan(500);
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"account":"13800138000","security":"x","loginType":1,"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}}}',
    });
    expect(login.statusCode).toBeLessThan(500);
    expect(login.json().code).not.toBe(0);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('an unknown /_payload.json is a 404 answered without rendering', async () => {
    const before = renderer.renders();
    const response = await counted.inject('/x/_payload.json');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<html');
    expect(renderer.renders()).toBe(before);
  });

  it.each(['/?/_payload.json', '/x?y=/_payload.json', '/course?y=/_payload.json'])(
    '%s is a rendered HTML page (only the path counts)',
    async (url) => {
      const before = renderer.renders();
      const response = await counted.inject(url);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toMatch(/^<!DOCTYPE html>/);
      expect(() => hydrationState(response.body)).not.toThrow();
      expect(renderer.renders()).toBe(before + 1);
    },
  );

  it('an oversized /api body is refused without a crash', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ account: 'a'.repeat(200_000), security: 'x', loginType: 1 }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toMatch(/json/);
  });

  it('HEAD / answers like GET without a body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe('');
  });
});
