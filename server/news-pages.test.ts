import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test-support/app';
import { countOf, hrefsOf, jsonLdOf, metaOf, only, parsePage, textOf, textsOf, titleOf } from './test-support/html';

const rowsIn = (html: string) => countOf(html, '[data-testid="news-row"]');

describe('/news and /news/{id} rendered on the server', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('the list: category tabs, 10 stories with summary, date and views, pinned first, popular stories, page links', async () => {
    const response = await app.inject('/news');
    expect(response.statusCode).toBe(200);
    const $ = parsePage(response.body);
    expect(titleOf($)).toBe('资讯 - 技能学堂');
    expect(rowsIn(response.body)).toBe(10);
    const text = textOf($);
    for (const label of ['全部', '政策解读', '考试动态', '行业资讯', '平台公告', '就业指导', '热门资讯', '置顶', '共 100 篇'])
      expect(text).toContain(label);
    expect(textsOf($, '[data-testid="news-row"]')[0]).toContain('置顶');
    expect(textsOf($, 'a[href="/news"][aria-current="page"]')).toContain('全部');
    expect($('a[href="/news?page=2"][aria-label="第 2 页"]')).toHaveLength(1);
    const times = $('[data-testid="news-row"] time').toArray();
    expect(times).toHaveLength(10);
    for (const time of times) {
      expect(time.attribs.datetime).toMatch(/^2026-\d\d-\d\dT/);
      expect($(time).text()).toBe(time.attribs.datetime!.slice(0, 10));
    }
  });

  it('a category tab lists only that category, and its tab is current', async () => {
    const category = '考试动态';
    const response = await app.inject(`/news?category=${encodeURIComponent(category)}`);
    const $ = parsePage(response.body);
    const expected = app.mockApi.store.catalogue.news.filter((item) => item.category === category).length;
    expect(textOf($)).toContain(`共 ${expected} 篇`);
    const rows = $('[data-testid="news-row"]').toArray();
    expect(rows.length).toBe(Math.min(10, expected));
    // Each row's category tag names the category.
    for (const row of rows) expect(textsOf($(row), 'span')).toContain(category);
    expect(textsOf($, 'a[aria-current="page"]')).toContain(category);
  });

  it('impossible values are ignored, never an error or reflected markup', async () => {
    const response = await app.inject('/news?category=%3Cscript%3Ealert(1)%3C%2Fscript%3E&page=-3');
    expect(response.statusCode).toBe(200);
    expect(rowsIn(response.body)).toBe(10);
    expect(textOf(response.body)).toContain('共 100 篇');
    expect(response.body).not.toContain('alert(1)');
    const past = await app.inject('/news?page=99');
    expect(rowsIn(past.body)).toBe(0);
    expect(textOf(past.body)).toContain('这一页没有资讯了');
  });

  it('a story: title, meta line, lead, subheadings and paragraphs, prev/next, related stories and courses', async () => {
    const store = app.mockApi.store;
    const chronological = [...store.catalogue.news].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    const item = chronological[5]!;
    const article = store.content.newsArticles.find((candidate) => candidate.id === item.id)!;
    const response = await app.inject(`/news/${item.id}`);
    expect(response.statusCode).toBe(200);
    const $ = parsePage(response.body);
    expect(titleOf($)).toBe(`${item.title} - 技能学堂`);
    expect(metaOf($, 'description')).toBe(article.summary);
    expect(only($, 'h1').attr('id')).toBe('news-title');
    expect($('h1').text()).toBe(item.title);
    const text = textOf($);
    for (const label of [
      `来源：${article.source}`,
      `作者：${article.author}`,
      '导读',
      article.summary,
      '上一篇',
      '下一篇',
      chronological[4]!.title,
      chronological[6]!.title,
      '相关资讯',
    ])
      expect(text).toContain(label);
    for (const block of article.blocks) expect(text).toContain(block.text);
    // Each subheading of the story is a heading of its own.
    const subheadings = article.blocks.filter((block) => block.kind === 'heading').map((block) => block.text);
    expect(subheadings.length).toBeGreaterThan(0);
    expect(textsOf($, 'h2')).toEqual(expect.arrayContaining(subheadings));
    const links = hrefsOf($);
    expect(links).toContain(`/news/${chronological[4]!.id}`);
    // The seed's stories each list their profession's courses (mock-api/content/news-articles.ts): the first is linked.
    expect(article.relatedCourseIds.length).toBeGreaterThan(0);
    expect(links).toContain(`/course/${article.relatedCourseIds[0]}`);
  });

  it('carries schema.org NewsArticle JSON-LD and Open Graph article tags', async () => {
    const item = app.mockApi.store.catalogue.news.find((candidate) => candidate.id === 1)!;
    const article = app.mockApi.store.content.newsArticles.find((candidate) => candidate.id === 1)!;
    const response = await app.inject('/news/1');
    const news = jsonLdOf(response.body).find((block) => block['@type'] === 'NewsArticle');
    expect(news).toMatchObject({
      '@context': 'https://schema.org',
      headline: item.title,
      datePublished: item.publishedAt,
      author: { '@type': 'Person', name: article.author },
      publisher: { '@type': 'Organization', name: '技能学堂' },
    });
    expect(metaOf(response.body, 'og:type')).toBe('article');
    expect(jsonLdOf((await app.inject('/news')).body).map((block) => block['@type'])).not.toContain('NewsArticle');
  });

  it.each(['/news/abc', '/news/-1', '/news/1.5', '/news/0', '/news/101', '/news/99999999'])('%s → the 404 page', async (url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(404);
    expect(titleOf(response.body)).toBe('页面不存在 - 技能学堂');
    expect(response.body).not.toContain('NewsArticle');
  });
});
