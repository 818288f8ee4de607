import type { FastifyInstance } from 'fastify';
import { getNews, listNews } from '@shared/api/news';
import type { NewsItem } from '@shared/schemas/home';
import { NEWS_CATEGORIES, type NewsCategory, type NewsDetail, type NewsSummary } from '@shared/schemas/news';
import { accentOf } from '@shared/design/palette';
import { escapeHtml } from '@shared/lib/escape-html';
import { BusinessError, CODE_NOT_FOUND, handle } from '../core/define-handler';
import { deepFreeze, type MockStore } from '../core/store';

/** About 400 characters a minute, the usual reading speed for Chinese text. */
const readMinutesOf = (paragraphs: readonly string[]) =>
  Math.max(1, Math.round(paragraphs.reduce((sum, text) => sum + text.length, 0) / 400));

/**
 * A story's illustration: the category's colours, its pictogram (a stamped document, an exam
 * calendar, a rising chart, a megaphone, a briefcase) and the profession the story is about, so
 * two covers side by side tell their stories apart (issue 26: bars of "text" read as a loading skeleton).
 */
const PICTOGRAMS: Record<NewsCategory, { tagline: string; art: (strong: string) => string }> = {
  政策解读: {
    tagline: '政策要点速览',
    art: (strong) =>
      `<path d="M440 70h110l40 40v180H440z" fill="#fff" fill-opacity=".92"/><path d="M550 70v40h40" fill="#fff" fill-opacity=".6"/>` +
      `<path d="M468 130h90M468 156h96M468 182h70" stroke="${strong}" stroke-opacity=".45" stroke-width="8" stroke-linecap="round"/>` +
      `<circle cx="548" cy="246" r="30" fill="none" stroke="#e5484d" stroke-width="6"/><path d="m548 226 6 13 14 2-10 10 2 14-12-7-12 7 2-14-10-10 14-2z" fill="#e5484d"/>`,
  },
  考试动态: {
    tagline: '考试安排与报名',
    art: (strong) =>
      `<rect x="430" y="86" width="170" height="180" rx="18" fill="#fff" fill-opacity=".92"/><rect x="430" y="86" width="170" height="46" rx="18" fill="${strong}" fill-opacity=".85"/>` +
      `<path d="M470 72v30M560 72v30" stroke="#fff" stroke-width="10" stroke-linecap="round"/>` +
      `<path d="m472 200 28 28 56-60" fill="none" stroke="${strong}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`,
  },
  行业资讯: {
    tagline: '行业趋势观察',
    art: () =>
      `<path d="M430 290h180" stroke="#fff" stroke-width="6" stroke-linecap="round"/>` +
      `<rect x="446" y="220" width="32" height="62" rx="6" fill="#fff" fill-opacity=".6"/><rect x="496" y="180" width="32" height="102" rx="6" fill="#fff" fill-opacity=".75"/><rect x="546" y="130" width="32" height="152" rx="6" fill="#fff" fill-opacity=".92"/>` +
      `<path d="m440 170 60-44 36 22 62-58" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/><path d="m578 88 22-2-2 22" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`,
  },
  平台公告: {
    tagline: '平台通知',
    art: (strong) =>
      `<path d="M440 150h40l90-50v180l-90-50h-40z" fill="#fff" fill-opacity=".92" stroke-linejoin="round"/><rect x="440" y="150" width="40" height="80" rx="8" fill="${strong}" fill-opacity=".5"/>` +
      `<path d="m470 232 16 52h26l-14-52" fill="#fff" fill-opacity=".75"/>` +
      `<path d="M594 150q20 40 0 80M610 126q36 64 0 128" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round"/>`,
  },
  就业指导: {
    tagline: '求职与成长',
    art: (strong) =>
      `<rect x="424" y="130" width="180" height="136" rx="18" fill="#fff" fill-opacity=".92"/><path d="M484 130v-20a12 12 0 0 1 12-12h36a12 12 0 0 1 12 12v20" fill="none" stroke="#fff" stroke-width="10"/>` +
      `<path d="M424 186h180" stroke="${strong}" stroke-opacity=".35" stroke-width="8"/><rect x="498" y="174" width="32" height="26" rx="6" fill="${strong}" fill-opacity=".85"/>`,
  },
};

function newsCover(item: NewsItem, profession: string): string {
  const category = item.category as NewsCategory;
  const accent = NEWS_CATEGORIES.indexOf(category) + 1;
  const [strong, soft] = accentOf(accent);
  const [next] = accentOf(accent + 2);
  const { tagline, art } = PICTOGRAMS[category] ?? PICTOGRAMS['平台公告'];
  const font = `font-family="'WenQuanYi Micro Hei','PingFang SC','Microsoft YaHei',sans-serif"`;
  // Nine characters at most fit beside the pictogram at this size.
  const size = profession.length > 7 ? 36 : 44;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${strong}"/><stop offset="1" stop-color="${next}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
<circle cx="520" cy="180" r="150" fill="#fff" fill-opacity=".12"/>
<circle cx="40" cy="380" r="150" fill="#fff" fill-opacity=".08"/>
<rect x="48" y="56" width="96" height="36" rx="18" fill="${soft}"/>
<text x="96" y="81" text-anchor="middle" ${font} font-size="18" font-weight="700" fill="${strong}">${escapeHtml(category)}</text>
<text x="48" y="196" ${font} font-size="${size}" font-weight="700" fill="#fff">${escapeHtml(profession)}</text>
<text x="50" y="240" ${font} font-size="22" fill="#fff" fill-opacity=".9">${escapeHtml(tagline)}</text>
${art(strong)}
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
      relatedCourses: article.relatedCourseIds
        .map((id) => courses.get(id))
        .filter((course) => course !== undefined)
        .map((course) => store.reviews.rated(course)),
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
      .send(newsCover(summaries[position]!, articles.get(id)!.tags[0] ?? ''));
  });
}
