import type { FastifyInstance } from 'fastify';
import {
  addFavorite,
  CODE_COURSE_NOT_FREE,
  CODE_FAVORITE_TARGET_GONE,
  enrolCourse,
  getFavoriteState,
  listFavorites,
  listMyCourses,
  removeFavorite,
} from '@shared/api/learning';
import type { CatalogueCourse } from '../catalogue/catalogue';
import { FAVORITE_KINDS, type Favorite, type FavoriteKind, type MyCourse } from '@shared/schemas/learning';
import { continueLessonId } from '@shared/lib/continue-learning';
import { BusinessError, CODE_NOT_FOUND, CODE_UNAUTHORIZED, handle } from '../core/define-handler';
import { shanghaiIso } from '../core/faker';
import { favoriteTargets } from './favorite-targets';
import type { MockStore } from '../core/store';
import { mediaSecondsOf } from '../media/sample-media';

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
  /** Lesson id → its title and how long it plays (the saved position is a second of its sample video). */
  const lessonById = new Map<number, { id: number; kind: number; title: string }>();
  /** Course id → its lesson ids in syllabus order (the 继续学习 rule walks them). */
  const syllabusOf = new Map<number, number[]>();
  for (const [courseId, extras] of catalogue.courseExtras) {
    const ids: number[] = [];
    for (const chapter of extras.chapters)
      for (const lesson of chapter.lessons) {
        lessonById.set(lesson.id, lesson);
        ids.push(lesson.id);
      }
    syllabusOf.set(courseId, ids);
  }

  const courseOf = (id: number): CatalogueCourse => {
    const course = courseById.get(id);
    if (!course) throw new BusinessError(CODE_NOT_FOUND, '课程不存在或已下架');
    return course;
  };

  const targets = favoriteTargets(store);
  const favoriteState = (accountId: number, kind: FavoriteKind, id: number) => ({
    kind,
    id,
    favorite: targets[kind].isFavorite(accountId, id),
    favoriteCount: targets[kind].count(id),
  });

  /** Where 继续学习 goes in this course for this learner, with the lesson's saved position. */
  const continueLessonOf = (accountId: number, courseId: number, lastLessonId: number | undefined): MyCourse['continueLesson'] => {
    const lessons = (syllabusOf.get(courseId) ?? []).map((id) => ({ id, status: progress.statusOf(accountId, id) }));
    const id = continueLessonId(lessons, lastLessonId);
    const lesson = id === undefined ? undefined : lessonById.get(id);
    if (id === undefined || !lesson) return null;
    return {
      id,
      title: lesson.title,
      position: Math.max(0, Math.floor(progress.standingOf(accountId, id)?.position ?? 0)),
      durationSeconds: mediaSecondsOf(lesson),
    };
  };

  const myCourseOf = (accountId: number, course: CatalogueCourse): MyCourse & { studiedAt: number } => {
    const completedLessons = Math.min(course.lessonCount, progress.completedCount(accountId, course.id));
    const last = progress.lastLessonOf(accountId, course.id);
    const lesson = last ? lessonById.get(last.lessonId) : undefined;
    const enrolledAt = enrolments.enrolledAt(accountId, course.id) ?? store.now();
    const done = course.lessonCount > 0 && completedLessons >= course.lessonCount;
    return {
      course: store.reviews.rated(course),
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
              durationSeconds: mediaSecondsOf(lesson),
            }
          : null,
      enrolledAt: shanghaiIso(enrolledAt),
      lastStudiedAt: last ? shanghaiIso(last.updatedAt) : null,
      continueLesson: continueLessonOf(accountId, course.id, last?.lessonId),
      reviewed: store.reviews.hasReviewed(accountId, course.id),
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
    // Courses still in the catalogue are listed (a removed one drops out); other kinds keep their
    // deleted targets, shown as 已失效 so the learner sees what went and can remove it.
    const favoritesOf = (kind: FavoriteKind) => {
      const all = targets[kind].favoritesOf(accountId);
      return kind === 'course' ? all.filter(([id]) => targets.course.live(id)) : all;
    };
    const favorites = favoritesOf(query.kind);
    const start = (query.page - 1) * query.size;
    const list = favorites.slice(start, start + query.size).map(([id, at]): Favorite => {
      const favoritedAt = shanghaiIso(at);
      if (query.kind === 'course') return { kind: 'course', id, favoritedAt, course: store.reviews.rated(courseOf(id)) };
      return { kind: query.kind, id, favoritedAt, target: targets[query.kind].view(id) };
    });
    const counts = Object.fromEntries(
      FAVORITE_KINDS.map((kind) => [kind, kind === query.kind ? favorites.length : favoritesOf(kind).length]),
    ) as Record<FavoriteKind, number>;
    return { list, total: favorites.length, page: query.page, size: query.size, counts };
  });

  /** Never a target of this kind → 404 (a deleted one is known: its favourite can still be removed). */
  const checkKnown = (kind: FavoriteKind, id: number) => {
    if (!targets[kind].known(id)) throw new BusinessError(CODE_NOT_FOUND, '收藏的内容不存在或已下架');
  };

  handle(app, getFavoriteState, ({ params, token }) => {
    const accountId = learnerOf(store, token);
    checkKnown(params.kind, params.id);
    return favoriteState(accountId, params.kind, params.id);
  });

  handle(app, addFavorite, ({ params, token }) => {
    const accountId = learnerOf(store, token);
    checkKnown(params.kind, params.id);
    if (!targets[params.kind].live(params.id)) throw new BusinessError(CODE_FAVORITE_TARGET_GONE, '该内容已被删除，无法收藏');
    targets[params.kind].add(accountId, params.id, store.now());
    return favoriteState(accountId, params.kind, params.id);
  });

  handle(app, removeFavorite, ({ params, token }) => {
    const accountId = learnerOf(store, token);
    checkKnown(params.kind, params.id);
    targets[params.kind].remove(accountId, params.id);
    return favoriteState(accountId, params.kind, params.id);
  });
}
