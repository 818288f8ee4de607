import type { FastifyInstance } from 'fastify';
import { getHome, listCourses } from '@shared/api/catalogue';
import { handle } from '../define-handler';
import { deepFreeze, type MockStore } from '../store';

export function registerCatalogueRoutes(app: FastifyInstance, store: MockStore): void {
  const { catalogue } = store;
  const byLearners = [...catalogue.courses].sort((a, b) => b.learnerCount - a.learnerCount);
  const home = deepFreeze({
    banners: catalogue.banners,
    professions: [...catalogue.professions].sort((a, b) => b.courseCount - a.courseCount).slice(0, 12),
    courses: byLearners.slice(0, 24),
    lives: catalogue.lives.filter((live) => live.status !== 3).slice(0, 4),
    news: catalogue.news.slice(0, 6),
    stats: {
      courseCount: catalogue.courses.length,
      learnerCount: catalogue.courses.reduce((sum, course) => sum + course.learnerCount, 0),
      institutionCount: 8,
    },
  });

  handle(app, getHome, () => home);

  handle(app, listCourses, ({ query }) => {
    let list = catalogue.courses;
    if (query.category) list = list.filter((course) => course.category === query.category);
    if (query.keyword) list = list.filter((course) => course.title.includes(query.keyword!));
    if (query.sort === 'free') list = list.filter((course) => course.isFree);
    if (query.sort === 'latest') list = [...list].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    if (query.sort === 'popular') list = [...list].sort((a, b) => b.learnerCount - a.learnerCount);
    const start = (query.page - 1) * query.size;
    return { list: list.slice(start, start + query.size), total: list.length, page: query.page, size: query.size };
  });
}
