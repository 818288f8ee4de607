import type { FastifyInstance } from 'fastify';
import { getCourseFacets, getHome, listCourses } from '@shared/api/catalogue';
import type { CourseCard, CourseSort } from '@shared/schemas/course';
import { handle } from '../define-handler';
import { deepFreeze, type MockStore } from '../store';

type Compare = (a: CourseCard, b: CourseCard) => number;

/** 综合 keeps the catalogue's curated order; ties in the others fall back to the id, so pages never overlap. */
const SORTS: Record<CourseSort, Compare | null> = {
  recommend: null,
  latest: (a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.id - b.id,
  popular: (a, b) => b.learnerCount - a.learnerCount || a.id - b.id,
  'price-asc': (a, b) => a.price - b.price || a.id - b.id,
  'price-desc': (a, b) => b.price - a.price || a.id - b.id,
};

export function registerCatalogueRoutes(app: FastifyInstance, store: MockStore): void {
  const { catalogue } = store;
  const byLearners = [...catalogue.courses].sort(SORTS.popular!);
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
  const categories = [...new Set(catalogue.professions.map((profession) => profession.category))];
  const facets = deepFreeze({
    categories: categories.map((name) => ({ name, courseCount: catalogue.courses.filter((course) => course.category === name).length })),
    professions: catalogue.professions,
  });
  // Each sort computed once: the list is read-only (frozen), and every page request reuses them.
  const sorted = new Map<CourseSort, readonly CourseCard[]>(
    (Object.entries(SORTS) as [CourseSort, Compare | null][]).map(([sort, compare]) => [sort, compare ? [...catalogue.courses].sort(compare) : catalogue.courses]),
  );

  handle(app, getHome, () => home);
  handle(app, getCourseFacets, () => facets);

  handle(app, listCourses, ({ query }) => {
    const list = sorted.get(query.sort)!.filter(
      (course) =>
        (!query.category || course.category === query.category) &&
        (!query.professionId || course.professionId === query.professionId) &&
        (!query.level || course.skillLevel === query.level) &&
        (!query.price || course.isFree === (query.price === 'free')) &&
        (!query.kind || course.kind === query.kind) &&
        (!query.keyword || course.title.includes(query.keyword)),
    );
    const start = (query.page - 1) * query.size;
    return { list: list.slice(start, start + query.size), total: list.length, page: query.page, size: query.size };
  });
}
