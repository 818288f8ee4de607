import type { FastifyInstance } from 'fastify';
import { getNews, listNews } from '@shared/api/news';
import type { NewsItem } from '@shared/schemas/home';
import { NEWS_CATEGORIES, type NewsCategory, type NewsDetail, type NewsSummary } from '@shared/schemas/news';
import { accentOf } from '@shared/design/palette';
import { escapeHtml } from '@shared/lib/escape-html';
import { BusinessError, CODE_NOT_FOUND, handle } from '../define-handler';
import { deepFreeze, type MockStore } from '../store';

/** About 400 characters a minute, the usual reading speed for Chinese text. */
const readMinutesOf = (paragraphs: readonly string[]) =>
  Math.max(1, Math.round(paragraphs.reduce((sum, text) => sum + text.length, 0) / 400));

/** A story's illustration: the category's accent, a few abstract shapes and the category's name. */
function newsCover(item: NewsItem): string {
  const accent = NEWS_CATEGORIES.indexOf(item.category as NewsCategory) + 1;
  const [strong, soft] = accentOf(accent);
  const [next] = accentOf(accent + 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${strong}"/><stop offset="1" stop-color="${next}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
<circle cx="560" cy="60" r="150" fill="#fff" fill-opacity=".12"/>
<circle cx="80" cy="360" r="170" fill="#fff" fill-opacity=".08"/>
<rect x="48" y="56" width="96" height="36" rx="18" fill="${soft}"/>
<text x="96" y="81" text-anchor="middle" font-family="'WenQuanYi Micro Hei','PingFang SC','Microsoft YaHei',sans-serif" font-size="18" font-weight="700" fill="${strong}">${escapeHtml(item.category)}</text>
<rect x="48" y="212" width="360" height="14" rx="7" fill="#fff" fill-opacity=".55"/>
<rect x="48" y="240" width="280" height="14" rx="7" fill="#fff" fill-opacity=".35"/>
<rect x="48" y="268" width="200" height="14" rx="7" fill="#fff" fill-opacity=".25"/>
</svg>`;
}

export function registerNewsRoutes(app: FastifyInstance, store: MockStore): void {
  const articles = new Map(store.content.newsArticles.map((article) => [article.id, article]));
  const courses = new Map(store.catalogue.courses.map((course) => [course.id, course]));
  // Newest first: the reading order, and the order prev/next walk.
  const chronological = [...store.catalogue.news].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id);
  const summaries: NewsSummary[] = chronological.map((item) => {
    const article = articles.get(item.id)!;
    return { ...item, summary: article.summary, cover: article.cover, source: article.source, pinned: article.pinned };
  });
  const listed = deepFreeze([...summaries.filter((item) => item.pinned), ...summaries.filter((item) => !item.pinned)]);
  const popular = deepFreeze([...summaries].sort((a, b) => b.views - a.views || a.id - b.id));
  const orders = { latest: listed, popular };
  const byCategory = new Map(
    NEWS_CATEGORIES.map((category) => [
      category,
      { latest: listed.filter((item) => item.category === category), popular: popular.filter((item) => item.category === category) },
    ]),
  );
  const positionOf = new Map(chronological.map((item, index) => [item.id, index]));
  const link = (item: NewsItem | undefined) => (item ? { id: item.id, title: item.title, publishedAt: item.publishedAt } : null);

  handle(app, listNews, ({ query }) => {
    const list = (query.category ? byCategory.get(query.category)! : orders)[query.sort];
    const start = (query.page - 1) * query.size;
    return { list: list.slice(start, start + query.size), total: list.length, page: query.page, size: query.size };
  });

  handle(app, getNews, ({ params }): NewsDetail => {
    const position = positionOf.get(params.id);
    if (position === undefined) throw new BusinessError(CODE_NOT_FOUND, '资讯不存在或已下线');
    const summary = summaries[position]!;
    const article = articles.get(params.id)!;
    // The closest stories of the same category, either side in time.
    const related = chronological
      .filter((item) => item.category === summary.category && item.id !== summary.id)
      .sort(
        (a, b) =>
          Math.abs(positionOf.get(a.id)! - position) - Math.abs(positionOf.get(b.id)! - position) ||
          b.publishedAt.localeCompare(a.publishedAt),
      )
      .slice(0, 5);
    return {
      ...summary,
      author: article.author,
      tags: article.tags,
      blocks: article.blocks,
      readMinutes: readMinutesOf(article.content),
      prev: link(chronological[position - 1]),
      next: link(chronological[position + 1]),
      related,
      relatedCourses: article.relatedCourseIds.map((id) => courses.get(id)).filter((course) => course !== undefined),
    };
  });

  // A static segment: Fastify prefers it to media.ts's /media/:kind/:file.
  app.get<{ Params: { file: string } }>('/media/news/:file', async (request, reply) => {
    const id = Number(/^(\d{1,6})\.svg$/.exec(request.params.file)?.[1]);
    const position = positionOf.get(id);
    if (position === undefined || !summaries[position]!.cover) return reply.code(404).send({ code: 404, msg: '资源不存在' });
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(newsCover(summaries[position]!));
  });
}
