import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './test-support/app';
import { countOf, hrefsOf, only, parsePage, tagsOf, textOf, textsOf, titleOf } from './test-support/html';

const hitsIn = (html: string) => countOf(html, '[data-testid="search-hit"]');
/** The count a kind's tab shows. */
const tabCount = (html: string, type: string) => Number(only(parsePage(html), `[data-testid="search-tab-${type}"] > span`).text());
/** The values of the keyword boxes (the header's and the page's). */
const keywordBoxes = (html: string) =>
  parsePage(html)('input[name="keyword"]')
    .toArray()
    .map((input) => input.attribs.value);
const search = (query: Record<string, string>) => `/search?${new URLSearchParams(query)}`;

describe('/search rendered on the server', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('a keyword: titled after it, a tab per kind with its count, a page of highlighted course rows', async () => {
    const response = await app.inject(search({ keyword: '实操' }));
    expect(response.statusCode).toBe(200);
    const $ = parsePage(response.body);
    expect(titleOf($)).toBe('「实操」的搜索结果 - 技能学堂');
    const text = textOf($);
    expect(text).toContain('「 实操 」的搜索结果');
    for (const label of ['课程', '直播', '考试', '资讯', '问答', '热门搜索']) expect(text).toContain(label);
    expect(tabCount(response.body, 'course')).toBeGreaterThan(10);
    expect(tabCount(response.body, 'question')).toBeGreaterThan(0);
    const courseTab = only($, 'a[data-testid="search-tab-course"]');
    expect(courseTab.attr('href')).toBe('/search?keyword=%E5%AE%9E%E6%93%8D');
    expect(courseTab.attr('aria-current')).toBe('page');
    expect(hrefsOf($)).toContain('/search?keyword=%E5%AE%9E%E6%93%8D&type=question');
    expect(hitsIn(response.body)).toBe(10);
    expect(textsOf($, '[data-testid="search-hit"] mark')).toContain('实操');
    // Prices as the course page shows them, and page links that keep the keyword.
    expect(text).toMatch(/¥\d+\.\d{2}|免费/);
    expect(hrefsOf($)).toContain('/search?keyword=%E5%AE%9E%E6%93%8D&page=2');
    // The big box holds the keyword: searching again needs no retyping.
    expect(keywordBoxes(response.body)).toContain('实操');
  });

  it('without JavaScript the header’s box is a GET form to /search, and the page’s box keeps the kind', async () => {
    // (Was e2e/search.spec.ts "without JavaScript › the GET forms still search…": the browser only submitted this markup.)
    const home = parsePage((await app.inject('/')).body);
    const header = home('header form[role="search"][action="/search"][method="get"]');
    expect(header).toHaveLength(1);
    expect(header.find('input[name="keyword"]')).toHaveLength(1);
    expect(header.find('button[type="submit"]')).toHaveLength(1);
    const $ = parsePage((await app.inject(search({ keyword: '实操', type: 'question' }))).body);
    const kept = $('main form[action="/search"][method="get"]').filter(
      (_, form) => $(form).find('input[type="hidden"][name="type"][value="question"]').length === 1,
    );
    expect(kept).toHaveLength(1);
    expect(kept.find('input[name="keyword"]').attr('value')).toBe('实操');
  });

  it('the type and page come from the URL; the box searches again in the same kind', async () => {
    const response = await app.inject(search({ keyword: '实操', type: 'question', page: '2' }));
    expect(response.statusCode).toBe(200);
    const $ = parsePage(response.body);
    expect(only($, '[data-testid="search-results"]').attr('data-type')).toBe('question');
    expect(only($, '[data-testid="search-tab-question"]').attr('aria-current')).toBe('page');
    expect($('a[aria-current="page"][aria-label="第 2 页"]')).toHaveLength(1);
    expect(only($, 'input[type="hidden"][name="type"]').attr('value')).toBe('question');
    const text = textOf($);
    expect(text).toMatch(/已解决|待解决/);
    expect(text).toMatch(/\d+ 个回答/);
  });

  it('each kind renders its own rows: lives with status and time, news with category and date', async () => {
    const live = await app.inject(search({ keyword: '公开课', type: 'live' }));
    expect(hitsIn(live.body)).toBeGreaterThan(0);
    expect(textOf(live.body)).toMatch(/未开始|直播中|已结束/);
    expect(hrefsOf(live.body).some((href) => /^\/live\/\d+$/.test(href))).toBe(true);
    const news = await app.inject(search({ keyword: '培训补贴', type: 'news' }));
    expect(hitsIn(news.body)).toBeGreaterThan(0);
    expect(textOf(news.body)).toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(hrefsOf(news.body).some((href) => /^\/news\/\d+$/.test(href))).toBe(true);
  });

  it('no result anywhere: tips and the suggestions as search links', async () => {
    const response = await app.inject(search({ keyword: '量子力学' }));
    expect(response.statusCode).toBe(200);
    const text = textOf(response.body);
    expect(text).toContain('没有找到与「 量子力学 」相关的内容');
    expect(text).toContain('试试这些搜索');
    const suggestions = parsePage(response.body)('a[data-testid="search-suggestion"]')
      .toArray()
      .filter((link) => /^\/search\?keyword=.+/.test(link.attribs.href ?? ''));
    expect(suggestions.length).toBeGreaterThanOrEqual(6);
  });

  it('nothing on this tab but elsewhere: links to the tabs that have results', async () => {
    const response = await app.inject(search({ keyword: '培训补贴', type: 'course' }));
    const text = textOf(response.body);
    expect(text).toContain('课程中没有找到与');
    const $ = parsePage(response.body);
    const toNews = $('a')
      .toArray()
      .filter((link) => /^\/search\?keyword=[^&]*&type=news$/.test(link.attribs.href ?? ''))
      .map((link) => textOf($(link)).trim());
    expect(toNews).toContainEqual(expect.stringMatching(/^资讯 \d+ 条/));
  });

  it('a page past the end offers the first page', async () => {
    const response = await app.inject(search({ keyword: '实操', page: '400' }));
    expect(response.statusCode).toBe(200);
    expect(hitsIn(response.body)).toBe(0);
    expect(textOf(response.body)).toContain('这一页没有结果了');
  });

  it('no keyword: the hot keywords as links, titled 搜索', async () => {
    for (const url of ['/search', '/search?keyword=%20%20', '/search?type=news']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(titleOf(response.body)).toBe('搜索 - 技能学堂');
      const text = textOf(response.body);
      expect(text).toContain('热门搜索');
      expect(text).toContain('热门职业');
      expect(text).toContain('搜索历史');
      expect(hrefsOf(response.body)).toContain(`/search?keyword=${encodeURIComponent('职业技能等级认定')}`);
      expect(hitsIn(response.body)).toBe(0);
    }
  });

  it('markup in the keyword is only ever text', async () => {
    const keyword = '<img src=x onerror=alert(1)>';
    const response = await app.inject(search({ keyword }));
    expect(response.statusCode).toBe(200);
    const $ = parsePage(response.body);
    // It made no element of its own, and reads as the text it is, in the page and in its title.
    expect($('img[src="x"], [onerror]')).toHaveLength(0);
    expect(textOf($)).toContain(`「 ${keyword} 」的搜索结果`);
    expect(titleOf($)).toBe(`「${keyword}」的搜索结果 - 技能学堂`);
    // A parser reads the inside of <title> as text either way: its bytes must be escaped too.
    expect(response.body).toContain('<title>「&lt;img src=x onerror=alert(1)&gt;」的搜索结果 - 技能学堂</title>');
    expect(tagsOf($, 'script').every((tag) => !tag.content.includes('<img'))).toBe(true);
  });

  it('impossible values are ignored, never errors or reflected markup', async () => {
    const response = await app.inject('/search?keyword=%E5%AE%9E%E6%93%8D&type=%3Cscript%3E&page=-3');
    expect(response.statusCode).toBe(200);
    expect(only(parsePage(response.body), '[data-testid="search-results"]').attr('data-type')).toBe('course');
    expect(response.body).not.toContain('<script>');
    const searches = hrefsOf(response.body).filter((href) => href.startsWith('/search?'));
    expect(searches.length).toBeGreaterThan(0);
    for (const href of searches) expect(href).not.toMatch(/type=%3C|page=-3/);
    // An over-long keyword is cut to 50 characters, not refused.
    const long = await app.inject(search({ keyword: `实操${'x'.repeat(80)}` }));
    expect(long.statusCode).toBe(200);
    expect(titleOf(long.body)).toBe(`「实操${'x'.repeat(48)}」的搜索结果 - 技能学堂`);
  });
});
