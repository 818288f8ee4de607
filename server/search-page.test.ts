import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, tagsOf, textOf, visibleMarkup } from './test-support/app';

const hitsIn = (html: string) => html.match(/data-testid="search-hit"/g)?.length ?? 0;
const tabCount = (html: string, type: string) =>
  Number(new RegExp(`data-testid="search-tab-${type}"[^>]*>[^<]*<span[^>]*>(\\d+)</span>`).exec(html)?.[1] ?? NaN);
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
    expect(response.body).toContain('<title>「实操」的搜索结果 - 技能学堂</title>');
    const text = textOf(response.body);
    expect(text).toContain('「 实操 」的搜索结果');
    for (const label of ['课程', '直播', '考试', '资讯', '问答', '热门搜索']) expect(text).toContain(label);
    expect(tabCount(response.body, 'course')).toBeGreaterThan(10);
    expect(tabCount(response.body, 'question')).toBeGreaterThan(0);
    expect(response.body).toMatch(
      /<a [^>]*href="\/search\?keyword=%E5%AE%9E%E6%93%8D"[^>]*aria-current="page"[^>]*data-testid="search-tab-course"/,
    );
    expect(response.body).toContain('href="/search?keyword=%E5%AE%9E%E6%93%8D&amp;type=question"');
    expect(hitsIn(response.body)).toBe(10);
    expect(response.body).toContain('<mark>实操</mark>');
    // Prices as the course page shows them, and page links that keep the keyword.
    expect(text).toMatch(/¥\d+\.\d{2}|免费/);
    expect(response.body).toContain('href="/search?keyword=%E5%AE%9E%E6%93%8D&amp;page=2"');
    // The big box holds the keyword: searching again needs no retyping.
    expect(response.body).toMatch(/<input [^>]*name="keyword"[^>]*value="实操"/);
  });

  it('the type and page come from the URL; the box searches again in the same kind', async () => {
    const response = await app.inject(search({ keyword: '实操', type: 'question', page: '2' }));
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/data-testid="search-results" data-type="question"/);
    expect(response.body).toMatch(/aria-current="page"[^>]*data-testid="search-tab-question"/);
    expect(response.body).toMatch(/<a [^>]*aria-current="page"[^>]*aria-label="第 2 页"/);
    expect(response.body).toContain('<input type="hidden" name="type" value="question"/>');
    const text = textOf(response.body);
    expect(text).toMatch(/已解决|待解决/);
    expect(text).toMatch(/\d+ 个回答/);
  });

  it('each kind renders its own rows: lives with status and time, news with category and date', async () => {
    const live = await app.inject(search({ keyword: '公开课', type: 'live' }));
    expect(hitsIn(live.body)).toBeGreaterThan(0);
    expect(textOf(live.body)).toMatch(/未开始|直播中|已结束/);
    expect(live.body).toMatch(/href="\/live\/\d+"/);
    const news = await app.inject(search({ keyword: '培训补贴', type: 'news' }));
    expect(hitsIn(news.body)).toBeGreaterThan(0);
    expect(textOf(news.body)).toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(news.body).toMatch(/href="\/news\/\d+"/);
  });

  it('no result anywhere: tips and the suggestions as search links', async () => {
    const response = await app.inject(search({ keyword: '量子力学' }));
    expect(response.statusCode).toBe(200);
    const text = textOf(response.body);
    expect(text).toContain('没有找到与「 量子力学 」相关的内容');
    expect(text).toContain('试试这些搜索');
    const suggestions = [...response.body.matchAll(/<a href="(\/search\?keyword=[^"]+)"[^>]*data-testid="search-suggestion"/g)].map(
      (match) => match[1],
    );
    expect(suggestions.length).toBeGreaterThanOrEqual(6);
  });

  it('nothing on this tab but elsewhere: links to the tabs that have results', async () => {
    const response = await app.inject(search({ keyword: '培训补贴', type: 'course' }));
    const text = textOf(response.body);
    expect(text).toContain('课程中没有找到与');
    expect(response.body).toMatch(/href="\/search\?keyword=[^"]*&amp;type=news"[^>]*>资讯 \d+ 条/);
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
      expect(response.body).toContain('<title>搜索 - 技能学堂</title>');
      const text = textOf(response.body);
      expect(text).toContain('热门搜索');
      expect(text).toContain('热门职业');
      expect(text).toContain('搜索历史');
      expect(response.body).toContain(`href="/search?keyword=${encodeURIComponent('职业技能等级认定')}"`);
      expect(hitsIn(response.body)).toBe(0);
    }
  });

  it('markup in the keyword is only ever text', async () => {
    const keyword = '<img src=x onerror=alert(1)>';
    const response = await app.inject(search({ keyword }));
    expect(response.statusCode).toBe(200);
    const markup = visibleMarkup(response.body);
    expect(markup).not.toContain('<img src=x');
    expect(markup).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(response.body).toContain('<title>「&lt;img src=x onerror=alert(1)&gt;」的搜索结果 - 技能学堂</title>');
    expect(tagsOf(response.body, 'script').every((tag) => !tag.content.includes('<img'))).toBe(true);
  });

  it('impossible values are ignored, never errors or reflected markup', async () => {
    const response = await app.inject('/search?keyword=%E5%AE%9E%E6%93%8D&type=%3Cscript%3E&page=-3');
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/data-testid="search-results" data-type="course"/);
    expect(response.body).not.toContain('<script>');
    expect(response.body).not.toMatch(/href="\/search\?[^"]*(type=%3C|page=-3)/);
    // An over-long keyword is cut to 50 characters, not refused.
    const long = await app.inject(search({ keyword: `实操${'x'.repeat(80)}` }));
    expect(long.statusCode).toBe(200);
    expect(long.body).toContain(`「实操${'x'.repeat(48)}」的搜索结果`);
  });
});
