import type { FastifyInstance } from 'fastify';
import { getCoursePack, getCourseSeries, listCoursePacks, listCourseSeries } from '@shared/api/course-bundles';
import type { CatalogueCourse } from '../catalogue/catalogue';
import type { CourseBundleCard } from '@shared/schemas/course-bundle';
import type { CourseStanding } from '@shared/schemas/learning';
import type { CourseBundle } from './course-bundles';
import { BusinessError, CODE_NOT_FOUND, handle } from '../core/define-handler';
import type { MockStore } from '../core/store';
import { percentOf } from '../learning/routes';

export function registerCourseBundlesRoutes(app: FastifyInstance, store: MockStore): void {
  const { series, packs } = store.content.courseBundles;
  const courseById = new Map(store.catalogue.courses.map((course) => [course.id, course]));

  /** The card alone (a list does not carry the page's copy). */
  const cardOf = ({ summary: _summary, highlights: _highlights, ...card }: CourseBundle): CourseBundleCard => card;
  const cards = { series: series.map(cardOf), pack: packs.map(cardOf) };

  const standingOf = (accountId: number, course: CatalogueCourse): CourseStanding => {
    const completedLessons = Math.min(course.lessonCount, store.progress.completedCount(accountId, course.id));
    return {
      enrolled: store.enrolments.isEnrolled(accountId, course.id),
      completedLessons,
      lessonCount: course.lessonCount,
      percent: percentOf(completedLessons, course.lessonCount),
    };
  };

  const detailOf = (bundle: CourseBundle | undefined, token: string | undefined, missing: string) => {
    if (!bundle) throw new BusinessError(CODE_NOT_FOUND, missing);
    const accountId = store.accountByToken(token)?.id;
    const courses = bundle.courseIds.map((id) => {
      const course = courseById.get(id)!;
      return { course: store.reviews.rated(course), my: accountId === undefined ? null : standingOf(accountId, course) };
    });
    const my =
      accountId === undefined
        ? null
        : {
            enrolledCourses: courses.filter((item) => item.my!.enrolled).length,
            completedCourses: courses.filter((item) => item.my!.lessonCount > 0 && item.my!.completedLessons >= item.my!.lessonCount)
              .length,
            completedLessons: courses.reduce((sum, item) => sum + item.my!.completedLessons, 0),
          };
    return { ...bundle, courses, my };
  };

  const listOf = (
    all: readonly CourseBundleCard[],
    query: { page: number; size: number; courseId?: number; category?: string; professionId?: number },
  ) => {
    const list = all.filter(
      (bundle) =>
        (!query.courseId || bundle.courseIds.includes(query.courseId)) &&
        (!query.category || bundle.category === query.category) &&
        (!query.professionId || bundle.professionId === query.professionId),
    );
    const start = (query.page - 1) * query.size;
    return { list: list.slice(start, start + query.size), total: list.length, page: query.page, size: query.size };
  };

  // The lists first: /course-group/list must not be taken for an id by the in-process dispatch.
  handle(app, listCourseSeries, ({ query }) => listOf(cards.series, query));
  handle(app, listCoursePacks, ({ query }) => listOf(cards.pack, query));
  handle(app, getCourseSeries, ({ params, token }) => detailOf(series[params.id - 1], token, '系列课不存在或已下架'));
  handle(app, getCoursePack, ({ params, token }) => detailOf(packs[params.id - 1], token, '课程包不存在或已下架'));
}
