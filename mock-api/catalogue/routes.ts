import type { FastifyInstance } from 'fastify';
import { getCourse, getCourseFacets, listCourses } from '@shared/api/catalogue';
import type { Chapter, CourseSort } from '@shared/schemas/course';
import type { CatalogueCourse } from './catalogue';
import type { CourseExtras } from './course-details';
import { materialIndex } from '../lesson-materials/routes';
import { BusinessError, CODE_NOT_FOUND, handle } from '../core/define-handler';
import { deepFreeze, type MockStore } from '../core/store';

type Compare = (a: CatalogueCourse, b: CatalogueCourse) => number;

/** 综合 keeps the catalogue's curated order; ties in the others fall back to the id, so pages never overlap. */
export const SORTS: Record<CourseSort, Compare | null> = {
  recommend: null,
  latest: (a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.id - b.id,
  popular: (a, b) => b.learnerCount - a.learnerCount || a.id - b.id,
  'price-asc': (a, b) => a.price - b.price || a.id - b.id,
  'price-desc': (a, b) => b.price - a.price || a.id - b.id,
};

export function registerCatalogueRoutes(app: FastifyInstance, store: MockStore): void {
  const { catalogue } = store;
  const categories = [...new Set(catalogue.professions.map((profession) => profession.category))];
  const facets = deepFreeze({
    categories: categories.map((name) => ({ name, courseCount: catalogue.courses.filter((course) => course.category === name).length })),
    professions: catalogue.professions,
  });
  // Each sort computed once: the list is read-only (frozen), and every page request reuses them.
  const sorted = new Map<CourseSort, readonly CatalogueCourse[]>(
    (Object.entries(SORTS) as [CourseSort, Compare | null][]).map(([sort, compare]) => [
      sort,
      compare ? [...catalogue.courses].sort(compare) : catalogue.courses,
    ]),
  );

  handle(app, getCourseFacets, () => facets);

  handle(app, listCourses, ({ query }) => {
    const list = sorted
      .get(query.sort)!
      .filter(
        (course) =>
          (!query.category || course.category === query.category) &&
          (!query.professionId || course.professionId === query.professionId) &&
          (!query.level || course.skillLevel === query.level) &&
          (!query.price || course.isFree === (query.price === 'free')) &&
          (!query.kind || course.kind === query.kind) &&
          (!query.keyword || course.title.includes(query.keyword)),
      );
    const start = (query.page - 1) * query.size;
    return {
      list: list.slice(start, start + query.size).map((course) => store.reviews.rated(course)),
      total: list.length,
      page: query.page,
      size: query.size,
    };
  });

  const courseById = new Map(catalogue.courses.map((course) => [course.id, course]));
  for (const extras of catalogue.courseExtras.values()) deepFreeze(extras);
  const courseOf = (id: number) => {
    const course = courseById.get(id);
    const extras = catalogue.courseExtras.get(id);
    if (!course || !extras) throw new BusinessError(CODE_NOT_FOUND, '课程不存在或已下架');
    return { course, extras };
  };

  const materialCountOf = (lessonId: number) => materialIndex(store).byLesson.get(lessonId)?.length ?? 0;
  // Signed out, a syllabus carries no progress: built once per course (frozen like the rest), not per request.
  const anonymousChapters = new Map<number, readonly Chapter[]>();
  const chaptersFor = (courseId: number, chapters: CourseExtras['chapters'], accountId: number | undefined): readonly Chapter[] => {
    if (accountId === undefined) {
      let built = anonymousChapters.get(courseId);
      if (!built)
        anonymousChapters.set(
          courseId,
          (built = deepFreeze(
            chapters.map((chapter) => ({
              ...chapter,
              lessons: chapter.lessons.map((lesson) => ({ ...lesson, materialCount: materialCountOf(lesson.id), progress: null })),
            })),
          )),
        );
      return built;
    }
    return chapters.map((chapter) => ({
      ...chapter,
      lessons: chapter.lessons.map((lesson) => ({
        ...lesson,
        materialCount: materialCountOf(lesson.id),
        progress: store.progress.statusOf(accountId, lesson.id),
      })),
    }));
  };

  handle(app, getCourse, ({ params, token }) => {
    const { course, extras } = courseOf(params.id);
    const accountId = store.accountByToken(token)?.id;
    const { chapters, favoriteCount, ...rest } = extras;
    // The score and count come from the stored reviews, as on every card (a review written or edited moves them).
    return {
      ...store.reviews.rated(course),
      ...rest,
      favoriteCount: Math.max(0, favoriteCount + store.enrolments.favoriteDelta('course', course.id)),
      chapters: chaptersFor(course.id, chapters, accountId) as Chapter[],
      // Every video lesson of the mock plays one of its short sample clips (media/sample-media.ts).
      videoSamples: true,
      my:
        accountId === undefined
          ? null
          : {
              enrolled: store.enrolments.isEnrolled(accountId, course.id),
              favorite: store.enrolments.isFavorite(accountId, 'course', course.id),
              completedLessons: Math.min(course.lessonCount, store.progress.completedCount(accountId, course.id)),
              lastLessonId: store.progress.lastLessonOf(accountId, course.id)?.lessonId ?? null,
            },
    };
  });
}
