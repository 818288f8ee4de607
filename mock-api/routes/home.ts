import type { FastifyInstance } from 'fastify';
import { getHome } from '@shared/api/catalogue';
import { handle } from '../define-handler';
import { deepFreeze, type MockStore } from '../store';
import { SORTS } from './catalogue';

/** The home page's one call, assembled once: everything in it is read-only catalogue data. */
export function registerHomeRoutes(app: FastifyInstance, store: MockStore): void {
  const { catalogue } = store;
  const byLearners = [...catalogue.courses].sort(SORTS.popular!);
  const home = deepFreeze({
    banners: catalogue.banners,
    professions: [...catalogue.professions].sort((a, b) => b.courseCount - a.courseCount).slice(0, 12),
    courses: byLearners.slice(0, 24),
    newCourses: [...catalogue.courses].sort(SORTS.latest!).slice(0, 8),
    lives: catalogue.lives.filter((live) => live.status !== 3).slice(0, 4),
    news: catalogue.news.slice(0, 6),
    stats: {
      courseCount: catalogue.courses.length,
      learnerCount: catalogue.courses.reduce((sum, course) => sum + course.learnerCount, 0),
      institutionCount: store.content.institutions.length,
    },
  });
  handle(app, getHome, () => home);
}
