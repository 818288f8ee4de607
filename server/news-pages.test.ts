import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, textOf } from './test-support/app';

const rowsIn = (html: string) => html.match(/data-testid="news-row"/g)?.length ?? 0;
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, any>,
  );

describe('/news and /news/{id} rendered on the server', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('the list: category tabs, 10 stories with summary, date and views, pinned first, popular stories, page links', async () => {
    const response = await app.inject('/news');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>资讯 - 技能学堂</title>');
    expect(rowsIn(response.body)).toBe(10);
    const text = textOf(response.body);
    for (const label of ['全部', '政策解读', '考试动态', '行业资讯', '平台公告', '就业指导', '热门资讯', '置顶', '共 100 篇'])
      expect(text).toContain(label);
    const firstRow = /data-testid="news-row"[\s\S]*?<\/article>/.exec(response.body)![0];
    expect(firstRow).toContain('置顶');
    expect(response.body).toMatch(/<a (?=[^>]*href="\/news")(?=[^>]*aria-current="page")[^>]*>全部<\/a>/);
    expect(response.body).toMatch(/<a (?=[^>]*href="\/news\?page=2")(?=[^>]*aria-label="第 2 页")[^>]*>/);
    expect(response.body).toMatch(/<time datetime="2026-\d\d-\d\dT[^"]+">2026-\d\d-\d\d<\/time>/);
  });

  it('a category tab lists only that category, and its tab is current', async () => {
    const category = '考试动态';
    const response = await app.inject(`/news?category=${encodeURIComponent(category)}`);
    const expected = app.mockApi!.store.catalogue.news.filter((item) => item.category === category).length;
    expect(textOf(response.body)).toContain(`共 ${expected} 篇`);
    const rows = [...response.body.matchAll(/data-testid="news-row"[\s\S]*?<\/article>/g)].map((match) => match[0]);
    expect(rows.length).toBe(Math.min(10, expected));
    expect(rows.every((row) => row.includes(`>${category}</span>`))).toBe(true);
    expect(response.body).toMatch(new RegExp(`<a (?=[^>]*aria-current="page")[^>]*>${category}</a>`));
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
    const store = app.mockApi!.store;
    const chronological = [...store.catalogue.news].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    const item = chronological[5]!;
    const article = store.content.newsArticles.find((candidate) => candidate.id === item.id)!;
    const response = await app.inject(`/news/${item.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<title>${item.title} - 技能学堂</title>`);
    expect(response.body).toContain(`<meta name="description" content="${article.summary}">`);
    expect(response.body).toMatch(new RegExp(`<h1 id="news-title"[^>]*>${item.title}</h1>`));
    const text = textOf(response.body);
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
    expect(response.body.match(/<h2 class="[^"]*"[^>]*>[^<]+<\/h2>/g)!.length).toBeGreaterThanOrEqual(
      article.blocks.filter((block) => block.kind === 'heading').length,
    );
    expect(response.body).toContain(`href="/news/${chronological[4]!.id}"`);
    if (article.relatedCourseIds.length) expect(response.body).toContain(`href="/course/${article.relatedCourseIds[0]}"`);
  });

  it('carries schema.org NewsArticle JSON-LD and Open Graph article tags', async () => {
    const item = app.mockApi!.store.catalogue.news.find((candidate) => candidate.id === 1)!;
    const article = app.mockApi!.store.content.newsArticles.find((candidate) => candidate.id === 1)!;
    const response = await app.inject('/news/1');
    const news = jsonLd(response.body).find((block) => block['@type'] === 'NewsArticle');
    expect(news).toMatchObject({
      '@context': 'https://schema.org',
      headline: item.title,
      datePublished: item.publishedAt,
      author: { '@type': 'Person', name: article.author },
      publisher: { '@type': 'Organization', name: '技能学堂' },
    });
    expect(response.body).toContain('<meta property="og:type" content="article">');
    expect((await app.inject('/news')).body).not.toContain('"NewsArticle"');
  });

  it.each(['/news/abc', '/news/-1', '/news/1.5', '/news/0', '/news/101', '/news/99999999'])('%s → the 404 page', async (url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>页面不存在 - 技能学堂</title>');
    expect(response.body).not.toContain('NewsArticle');
  });
});
