import type { FastifyInstance } from 'fastify';
import { addFavorite, CODE_COURSE_NOT_FREE, enrolCourse, listFavorites, listMyCourses, removeFavorite } from '@shared/api/learning';
import type { CourseCard } from '@shared/schemas/course';
import { FAVORITE_KINDS, type FavoriteKind, type MyCourse } from '@shared/schemas/learning';
import { BusinessError, CODE_NOT_FOUND, CODE_UNAUTHORIZED, handle } from '../define-handler';
import { shanghaiIso } from '../data/faker';
import type { MockStore } from '../store';

/** The signed-in learner's account id, or 401 with the message the site shows. */
export function learnerOf(store: MockStore, token: string | undefined): number {
  const account = store.accountByToken(token);
  if (!account) throw new BusinessError(CODE_UNAUTHORIZED, '请先登录');
  return account.id;
}

/** Completed of all, as a whole percent that reaches 100 only when everything is done. */
export const percentOf = (completed: number, total: number): number =>
  total === 0 ? 0 : Math.min(100, Math.floor((completed / total) * 100));

export function registerLearningRoutes(app: FastifyInstance, store: MockStore): void {
  const { catalogue, enrolments, progress } = store;
  const courseById = new Map(catalogue.courses.map((course) => [course.id, course]));
  const lessonById = new Map<number, { title: string; durationSeconds: number }>();
  for (const extras of catalogue.courseExtras.values())
    for (const chapter of extras.chapters) for (const lesson of chapter.lessons) lessonById.set(lesson.id, lesson);

  const courseOf = (id: number): CourseCard => {
    const course = courseById.get(id);
    if (!course) throw new BusinessError(CODE_NOT_FOUND, '课程不存在或已下架');
    return course;
  };

  /** What each kind of favourite is checked against, and its seeded count. */
  const favoriteTargets: Record<FavoriteKind, { exists: (id: number) => boolean; seededCount: (id: number) => number }> = {
    course: { exists: (id) => courseById.has(id), seededCount: (id) => catalogue.courseExtras.get(id)?.favoriteCount ?? 0 },
  };

  const favoriteState = (accountId: number, kind: FavoriteKind, id: number) => ({
    kind,
    id,
    favorite: enrolments.isFavorite(accountId, kind, id),
    favoriteCount: Math.max(0, favoriteTargets[kind].seededCount(id) + enrolments.favoriteDelta(kind, id)),
  });

  const myCourseOf = (accountId: number, course: CourseCard): MyCourse & { studiedAt: number } => {
    const completedLessons = Math.min(course.lessonCount, progress.completedCount(accountId, course.id));
    const last = progress.lastLessonOf(accountId, course.id);
    const lesson = last ? lessonById.get(last.lessonId) : undefined;
    const enrolledAt = enrolments.enrolledAt(accountId, course.id) ?? store.now();
    const done = course.lessonCount > 0 && completedLessons >= course.lessonCount;
    return {
      course,
      completedLessons,
      lessonCount: course.lessonCount,
      percent: percentOf(completedLessons, course.lessonCount),
      status: done ? 3 : last || completedLessons > 0 ? 2 : 1,
      lastLesson:
        last && lesson
          ? {
              id: last.lessonId,
              title: lesson.title,
              position: Math.max(0, Math.floor(last.position)),
              durationSeconds: lesson.durationSeconds,
            }
          : null,
      enrolledAt: shanghaiIso(enrolledAt),
      lastStudiedAt: last ? shanghaiIso(last.updatedAt) : null,
      studiedAt: Math.max(enrolledAt, last?.updatedAt ?? 0),
    };
  };

  handle(app, enrolCourse, ({ body, token }) => {
    const accountId = learnerOf(store, token);
    const course = courseOf(body.courseId);
    if (!course.isFree && !enrolments.isEnrolled(accountId, course.id))
      throw new BusinessError(CODE_COURSE_NOT_FREE, '该课程为付费课程，请购买后学习');
    return { courseId: course.id, enrolledAt: shanghaiIso(enrolments.enrol(accountId, course.id, store.now())) };
  });

  handle(app, listMyCourses, ({ query, token }) => {
    const accountId = learnerOf(store, token);
    const all = enrolments
      .enrolledCourseIds(accountId)
      .flatMap((id) => (courseById.has(id) ? [myCourseOf(accountId, courseById.get(id)!)] : []))
      .sort((a, b) => b.studiedAt - a.studiedAt || b.course.id - a.course.id);
    const summary = {
      enrolled: all.length,
      completed: all.filter((item) => item.status === 3).length,
      completedLessons: all.reduce((sum, item) => sum + item.completedLessons, 0),
    };
    const matching = query.progress ? all.filter((item) => item.status === query.progress) : all;
    const start = (query.page - 1) * query.size;
    const list = matching.slice(start, start + query.size).map(({ studiedAt: _, ...item }) => item);
    return { list, total: matching.length, page: query.page, size: query.size, summary };
  });

  handle(app, listFavorites, ({ query, token }) => {
    const accountId = learnerOf(store, token);
    // Only targets still in the catalogue are listed and counted (a removed course drops out).
    const favoritesOf = (kind: FavoriteKind) => enrolments.favoritesOf(accountId, kind).filter(([id]) => favoriteTargets[kind].exists(id));
    const favorites = favoritesOf(query.kind);
    const start = (query.page - 1) * query.size;
    const list = favorites
      .slice(start, start + query.size)
      .map(([id, at]) => ({ kind: 'course' as const, id, favoritedAt: shanghaiIso(at), course: courseOf(id) }));
    const counts = Object.fromEntries(
      FAVORITE_KINDS.map((kind) => [kind, kind === query.kind ? favorites.length : favoritesOf(kind).length]),
    ) as Record<FavoriteKind, number>;
    return { list, total: favorites.length, page: query.page, size: query.size, counts };
  });

  const checkTarget = (kind: FavoriteKind, id: number) => {
    if (!favoriteTargets[kind].exists(id)) throw new BusinessError(CODE_NOT_FOUND, '收藏的内容不存在或已下架');
  };

  handle(app, addFavorite, ({ params, token }) => {
    const accountId = learnerOf(store, token);
    checkTarget(params.kind, params.id);
    enrolments.addFavorite(accountId, params.kind, params.id, store.now());
    return favoriteState(accountId, params.kind, params.id);
  });

  handle(app, removeFavorite, ({ params, token }) => {
    const accountId = learnerOf(store, token);
    checkTarget(params.kind, params.id);
    enrolments.removeFavorite(accountId, params.kind, params.id);
    return favoriteState(accountId, params.kind, params.id);
  });
}
