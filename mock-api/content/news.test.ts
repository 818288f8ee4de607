import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/schemas/common';
import { NEWS_CATEGORIES, newsDetailSchema, type NewsDetail, type NewsSummary } from '@shared/schemas/news';
import { buildMockApi } from '../app';
import { NEWS_CATEGORIES as VOCABULARY_CATEGORIES, PROFESSIONS } from '../catalogue/vocabulary';
import { envelopeOf } from '../core/test-support';

const mock = buildMockApi();
afterAll(() => mock.app.close());

async function data<T>(url: string): Promise<T> {
  const body = envelopeOf(await mock.app.inject(url), url);
  expect(body.code, url).toBe(0);
  return body.data as T;
}

const everything = async (query = '') => {
  const first = await data<Page<NewsSummary>>(`/news/list?size=100&${query}`);
  return first.list;
};

describe('GET /news/list', () => {
  it('the contract’s categories are the catalogue’s', () => {
    expect([...NEWS_CATEGORIES]).toEqual(VOCABULARY_CATEGORIES);
  });

  it('100 stories, 24 a page by default; pinned ones first, then the newest', async () => {
    const first = await data<Page<NewsSummary>>('/news/list');
    expect(first).toMatchObject({ total: 100, page: 1, size: 24 });
    const all = await everything();
    const pinned = all.filter((item) => item.pinned);
    expect(pinned.length).toBeGreaterThanOrEqual(2);
    expect(pinned.length).toBeLessThanOrEqual(5);
    expect(all.slice(0, pinned.length).every((item) => item.pinned)).toBe(true);
    const rest = all.slice(pinned.length);
    for (let index = 1; index < rest.length; index += 1) expect(rest[index - 1]!.publishedAt >= rest[index]!.publishedAt).toBe(true);
    for (const item of all) {
      expect(item.summary.length).toBeGreaterThan(10);
      expect(item.source.length).toBeGreaterThan(1);
      if (item.cover !== null) expect(item.cover).toBe(`/api/media/news/${item.id}.svg`);
    }
    expect(all.some((item) => item.cover === null)).toBe(true);
    expect(all.some((item) => item.cover !== null)).toBe(true);
  });

  it('pages are disjoint and cover all 100', async () => {
    const pages = await Promise.all(
      Array.from({ length: 10 }, (_, index) => data<Page<NewsSummary>>(`/news/list?size=10&page=${index + 1}`)),
    );
    const ids = pages.flatMap((page) => page.list.map((item) => item.id));
    expect(new Set(ids).size).toBe(100);
    expect(await data<Page<NewsSummary>>('/news/list?size=10&page=11')).toMatchObject({ list: [], total: 100 });
  });

  it.each(NEWS_CATEGORIES.map((category) => [category]))('category=%s keeps exactly that category, pinned first', async (category) => {
    const filtered = await everything(`category=${encodeURIComponent(category)}`);
    const expected = mock.store.catalogue.news.filter((item) => item.category === category);
    expect(filtered.map((item) => item.id).sort((a, b) => a - b)).toEqual(expected.map((item) => item.id).sort((a, b) => a - b));
    const firstUnpinned = filtered.findIndex((item) => !item.pinned);
    expect(filtered.slice(firstUnpinned).some((item) => item.pinned)).toBe(false);
  });

  it('sort=popular: most read first', async () => {
    const popular = await everything('sort=popular');
    for (let index = 1; index < popular.length; index += 1) expect(popular[index - 1]!.views >= popular[index]!.views).toBe(true);
  });

  it.each(['category=%3Cscript%3E', 'category=%E5%A8%B1%E4%B9%90', 'sort=views', 'page=0', 'size=101'])(
    'an impossible value (%s) is refused in Chinese',
    async (query) => {
      expect(envelopeOf(await mock.app.inject(`/news/list?${query}`), query).code).toBe(400);
    },
  );
});

describe('GET /news/:id', () => {
  it('the story: summary, source, author, structured body (text, never markup), tags, reading time', async () => {
    const story = await data<NewsDetail>('/news/2');
    expect(newsDetailSchema.safeParse(story).success).toBe(true);
    const item = mock.store.catalogue.news.find((candidate) => candidate.id === 2)!;
    expect(story).toMatchObject({ id: 2, title: item.title, category: item.category, publishedAt: item.publishedAt, views: item.views });
    expect(story.blocks.filter((block) => block.kind === 'heading').length).toBeGreaterThanOrEqual(2);
    expect(story.blocks.filter((block) => block.kind === 'paragraph').length).toBeGreaterThanOrEqual(4);
    for (const block of story.blocks) expect(block.text).not.toMatch(/[<>]|\{\w\}/);
    expect(story.author).toMatch(/^[\u4e00-\u9fff]{2,4}$/);
    expect(story.readMinutes).toBeGreaterThanOrEqual(1);
    // The profession of the headline is in the body and the tags.
    const profession = PROFESSIONS.filter((candidate) => item.title.includes(candidate.name)).sort(
      (a, b) => b.name.length - a.name.length,
    )[0]!;
    expect(story.blocks.map((block) => block.text).join('')).toContain(profession.name);
    expect(story.tags).toContain(profession.name);
  });

  it('prev is the newer story and next the older one; the ends have none', async () => {
    const chronological = [...mock.store.catalogue.news].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    const middle = await data<NewsDetail>(`/news/${chronological[10]!.id}`);
    expect(middle.prev?.id).toBe(chronological[9]!.id);
    expect(middle.next?.id).toBe(chronological[11]!.id);
    expect((await data<NewsDetail>(`/news/${chronological[0]!.id}`)).prev).toBeNull();
    expect((await data<NewsDetail>(`/news/${chronological[99]!.id}`)).next).toBeNull();
  });

  it('related stories share its category; related courses teach the profession it names', async () => {
    const story = await data<NewsDetail>('/news/3');
    expect(story.related.length).toBeGreaterThan(0);
    expect(story.related.every((item) => item.category === story.category && item.id !== story.id)).toBe(true);
    expect(story.relatedCourses.length).toBeGreaterThan(0);
    const professionId = PROFESSIONS.findIndex((profession) => profession.name === story.tags[0]) + 1;
    expect(story.relatedCourses.every((course) => course.professionId === professionId)).toBe(true);
  });

  it.each(['/news/101', '/news/99999999'])('%s → 404 with a Chinese msg', async (url) => {
    expect(envelopeOf(await mock.app.inject(url), url)).toMatchObject({ code: 404, msg: '资讯不存在或已下线' });
  });

  it('/news/list is the list, not a story id', async () => {
    expect(envelopeOf(await mock.app.inject('/news/list'), 'list').code).toBe(0);
  });
});

describe('GET /media/news/:file', () => {
  it('an illustration for stories that have one, 404 for the others', async () => {
    const withCover = mock.store.content.newsArticles.find((article) => article.cover)!;
    const withoutCover = mock.store.content.newsArticles.find((article) => !article.cover)!;
    const response = await mock.app.inject(`/media/news/${withCover.id}.svg`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect((await mock.app.inject(`/media/news/${withoutCover.id}.svg`)).statusCode).toBe(404);
  });

  it('each illustration names the story’s profession and draws its category, with no grey bars that read as a loading skeleton (issue 26)', async () => {
    const illustrated = mock.store.content.newsArticles.filter((article) => article.cover);
    const covers = new Set<string>();
    for (const article of illustrated) {
      const svg = (await mock.app.inject(`/media/news/${article.id}.svg`)).body;
      const [profession, category] = article.tags;
      expect(svg).toContain(`>${profession}</text>`);
      expect(svg).toContain(`>${category}</text>`);
      // The old placeholder: three translucent rounded bars where a headline would be.
      expect(svg).not.toMatch(/<rect [^>]*height="14" rx="7"/);
      covers.add(svg);
    }
    // Stories about different professions or categories look different.
    expect(covers.size).toBe(new Set(illustrated.map((article) => `${article.tags[0]}|${article.tags[1]}`)).size);
  });
});
