import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CourseDetail } from '@shared/schemas/course';
import type { FavoriteState, Favorites, MyCourses } from '@shared/schemas/learning';
import { CODE_COURSE_NOT_FREE, enrolCourse, listFavorites, listMyCourses } from '@shared/api/learning';
import type { MockApi } from '../app';
import { CourseEnrolments } from './course-enrolments';
import { CHINESE, envelopeOf, mockPool, type Envelope } from '../core/test-support';
import { AccountStateRegistry } from '../core/account-scoped-state';
import { mediaSecondsOf } from '../media/sample-media';

const mocks = mockPool();
afterEach(() => {
  vi.restoreAllMocks();
  return mocks.closeAll();
});

const MINUTE = 60_000;

async function call(
  mock: MockApi,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
): Promise<Envelope> {
  return envelopeOf(
    await mock.app.inject({ method, url, payload: payload as Record<string, unknown> | undefined, headers: token ? { token } : {} }),
    `${method} ${url}`,
  );
}
const ok = async <T>(promise: Promise<Envelope>): Promise<T> => {
  const body = await promise;
  expect(body.code, JSON.stringify(body)).toBe(0);
  return body.data as T;
};

function setup() {
  const { mock, advance } = mocks.withClock();
  const courses = mock.store.catalogue.courses;
  const firstId = freshLearner(mock).id;
  return {
    mock,
    advance,
    free: courses.filter((course) => course.isFree),
    paid: courses.filter((course) => !course.isFree),
    // Fresh learners: the demo accounts start with bought courses (mock-api/orders/order-seed.ts).
    firstId,
    first: mock.store.issueToken(firstId),
    second: mock.store.issueToken(freshLearner(mock).id),
  };
}

function freshLearner(mock: MockApi) {
  return mock.store.accounts.add({
    phone: `137${String(mock.store.accounts.size).padStart(8, '0')}`,
    passwordHash: 'x:y',
    nickname: '新学员',
    gender: 1,
    signature: '',
    realNameVerified: false,
    coinBalance: 0,
    wechatOpenId: null,
    createdAt: '2026-11-01T00:00:00+08:00',
  });
}

const enrol = (mock: MockApi, token: string | undefined, courseId: unknown) =>
  call(mock, 'POST', '/learning/enrolments', token, { courseId });
const detail = (mock: MockApi, id: number, token?: string) => ok<CourseDetail>(call(mock, 'GET', `/course/${id}`, token));
const myCourses = (mock: MockApi, token: string, query = '') => ok<MyCourses>(call(mock, 'GET', `/learning/courses${query}`, token));
const favorites = (mock: MockApi, token: string, query = '') => ok<Favorites>(call(mock, 'GET', `/learning/favorites${query}`, token));
const favorite = (mock: MockApi, method: 'PUT' | 'DELETE', token: string | undefined, id: number | string, kind = 'course') =>
  call(mock, method, `/learning/favorites/${kind}/${id}`, token);

describe('POST /learning/enrolments (免费报名)', () => {
  it('enrols a signed-in learner in a free course at once; again is a no-op keeping the first date', async () => {
    const { mock, advance, free, first, firstId } = setup();
    const course = free[0]!;
    const enrolled = await ok<{ courseId: number; enrolledAt: string }>(enrol(mock, first, course.id));
    expect(enrolCourse.data.safeParse(enrolled).success).toBe(true);
    expect(enrolled.courseId).toBe(course.id);
    advance(5 * MINUTE);
    expect(await ok(enrol(mock, first, course.id))).toEqual(enrolled);
    expect((await detail(mock, course.id, first)).my).toMatchObject({ enrolled: true, favorite: false, completedLessons: 0 });
    expect(mock.store.enrolments.isEnrolled(firstId, course.id)).toBe(true);
  });

  it('refuses in Chinese: signed out 401, unknown course 404, paid course 4601, a bad id 400', async () => {
    const { mock, paid, first, firstId } = setup();
    expect((await enrol(mock, undefined, paid[0]!.id)).code).toBe(401);
    expect((await enrol(mock, 'not-a-token', paid[0]!.id)).code).toBe(401);
    expect((await enrol(mock, first, 99_999_999)).code).toBe(404);
    const refused = await enrol(mock, first, paid[0]!.id);
    expect(refused).toMatchObject({ code: CODE_COURSE_NOT_FREE });
    expect(refused.msg).toMatch(CHINESE);
    for (const bad of ['abc', -1, 1.5, 0]) expect((await enrol(mock, first, bad)).code).toBe(400);
    expect(mock.store.enrolments.enrolledCourseIds(firstId)).toEqual([]);
  });

  it('a paid course someone bought (enrolled by the order) answers as enrolled', async () => {
    const { mock, paid, first, firstId } = setup();
    mock.store.enrolments.enrol(firstId, paid[0]!.id, mock.store.now());
    expect((await enrol(mock, first, paid[0]!.id)).code).toBe(0);
  });

  it('is per learner: another account is not enrolled', async () => {
    const { mock, free, first, second } = setup();
    await ok(enrol(mock, first, free[0]!.id));
    expect((await detail(mock, free[0]!.id, second)).my?.enrolled).toBe(false);
    expect((await myCourses(mock, second)).total).toBe(0);
    expect(mock.store.enrolments.enrolledCourseIds(2)).toEqual([]);
  });
});

describe('GET /learning/courses (我的学习)', () => {
  it('401 signed out; an empty first page for a new learner', async () => {
    const { mock, first } = setup();
    expect((await call(mock, 'GET', '/learning/courses')).code).toBe(401);
    expect(await myCourses(mock, first)).toMatchObject({
      list: [],
      total: 0,
      page: 1,
      summary: { enrolled: 0, completed: 0, completedLessons: 0 },
    });
  });

  it('lists enrolled courses, most recently studied first, with completed / total, percent, status and where to resume', async () => {
    const { mock, advance, free, first } = setup();
    const [a, b, c] = free;
    for (const course of [a!, b!, c!]) {
      await ok(enrol(mock, first, course.id));
      advance(MINUTE);
    }
    // Nothing studied: the most recent enrolment first.
    expect((await myCourses(mock, first)).list.map((item) => item.course.id)).toEqual([c!.id, b!.id, a!.id]);

    // The learner then studies course a (the oldest enrolment): a's lessons from the player's progress.
    const lessonOfA = mock.store.catalogue.courseExtras.get(a!.id)!.chapters[0]!.lessons[1]!;
    const studiedAt = mock.store.now() + MINUTE;
    vi.spyOn(mock.store.progress, 'completedCount').mockImplementation((_account, courseId) =>
      courseId === a!.id ? 3 : courseId === b!.id ? b!.lessonCount : 0,
    );
    vi.spyOn(mock.store.progress, 'lastLessonOf').mockImplementation((_account, courseId) =>
      courseId === a!.id ? { lessonId: lessonOfA.id, position: 42.6, status: 2, updatedAt: studiedAt, openedAt: studiedAt } : undefined,
    );
    const page = await myCourses(mock, first);
    expect(listMyCourses.data.safeParse(page).success).toBe(true);
    expect(page.list.map((item) => item.course.id)).toEqual([a!.id, c!.id, b!.id]);
    expect(page.list[0]).toMatchObject({
      completedLessons: 3,
      lessonCount: a!.lessonCount,
      percent: Math.floor((3 / a!.lessonCount) * 100),
      status: 2,
      // The position is a second of the lesson's sample video, so the length beside it is the video's.
      lastLesson: { id: lessonOfA.id, title: lessonOfA.title, position: 42, durationSeconds: mediaSecondsOf(lessonOfA) },
    });
    expect(page.list[0]!.lastStudiedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
    expect(page.list.find((item) => item.course.id === b!.id)).toMatchObject({
      status: 3,
      percent: 100,
      lastLesson: null,
      lastStudiedAt: null,
    });
    expect(page.list.find((item) => item.course.id === c!.id)).toMatchObject({ status: 1, percent: 0, completedLessons: 0 });
    expect(page.summary).toEqual({ enrolled: 3, completed: 1, completedLessons: 3 + b!.lessonCount });

    // Filtered by progress, and paged; the summary stays over everything.
    expect((await myCourses(mock, first, '?progress=3')).list.map((item) => item.course.id)).toEqual([b!.id]);
    expect((await myCourses(mock, first, '?progress=1')).list.map((item) => item.course.id)).toEqual([c!.id]);
    const second = await myCourses(mock, first, '?page=2&size=2');
    expect(second).toMatchObject({ total: 3, page: 2, size: 2, summary: { enrolled: 3 } });
    expect(second.list.map((item) => item.course.id)).toEqual([b!.id]);
    expect((await myCourses(mock, first, '?page=9')).list).toEqual([]);
  });

  it.each(['progress=4', 'progress=x', 'page=-3', 'size=1000'])('an impossible value (%s) is refused in Chinese', async (query) => {
    const { mock, first } = setup();
    const body = await call(mock, 'GET', `/learning/courses?${query}`, first);
    expect(body.code).toBe(400);
  });
});

describe('favourites', () => {
  it('add and remove are idempotent and move the course’s favourite count by one', async () => {
    const { mock, first, second } = setup();
    const seeded = (await detail(mock, 7)).favoriteCount;
    const added = await ok<FavoriteState>(favorite(mock, 'PUT', first, 7));
    expect(added).toEqual({ kind: 'course', id: 7, favorite: true, favoriteCount: seeded + 1 });
    expect(await ok(favorite(mock, 'PUT', first, 7))).toEqual(added);
    expect(await detail(mock, 7, first)).toMatchObject({ favoriteCount: seeded + 1, my: { favorite: true } });
    // Another learner sees the count, not the favourite; adding theirs counts too.
    expect(await detail(mock, 7, second)).toMatchObject({ favoriteCount: seeded + 1, my: { favorite: false } });
    expect((await ok<FavoriteState>(favorite(mock, 'PUT', second, 7))).favoriteCount).toBe(seeded + 2);
    const removed = await ok<FavoriteState>(favorite(mock, 'DELETE', first, 7));
    expect(removed).toEqual({ kind: 'course', id: 7, favorite: false, favoriteCount: seeded + 1 });
    expect(await ok(favorite(mock, 'DELETE', first, 7))).toEqual(removed);
    expect((await detail(mock, 7)).favoriteCount).toBe(seeded + 1);
    expect((await detail(mock, 7)).my).toBeNull();
  });

  it('refuses in Chinese: signed out 401, unknown course 404, an unknown kind or id 400', async () => {
    const { mock, first } = setup();
    expect((await favorite(mock, 'PUT', undefined, 7)).code).toBe(401);
    expect((await favorite(mock, 'DELETE', undefined, 7)).code).toBe(401);
    expect((await favorite(mock, 'PUT', first, 99_999_999)).code).toBe(404);
    expect((await favorite(mock, 'PUT', first, 7, 'teacher')).code).toBe(400);
    expect((await favorite(mock, 'PUT', first, 'abc')).code).toBe(400);
    expect((await call(mock, 'GET', '/learning/favorites')).code).toBe(401);
    expect((await call(mock, 'GET', '/learning/favorites?kind=teacher', first)).code).toBe(400);
  });

  it('lists my favourite courses newest first, paged, with the count per kind; per learner', async () => {
    const { mock, advance, first, second } = setup();
    for (const id of [5, 9, 14, 20, 31]) {
      await ok(favorite(mock, 'PUT', first, id));
      advance(MINUTE);
    }
    await ok(favorite(mock, 'DELETE', first, 14));
    const page = await favorites(mock, first, '?size=3');
    expect(listFavorites.data.safeParse(page).success).toBe(true);
    expect(page).toMatchObject({ total: 4, page: 1, size: 3, counts: { course: 4 } });
    expect(page.list.map((item) => item.id)).toEqual([31, 20, 9]);
    expect(page.list[0]).toMatchObject({ kind: 'course', course: { id: 31, title: mock.store.catalogue.courses[30]!.title } });
    expect((await favorites(mock, first, '?size=3&page=2')).list.map((item) => item.id)).toEqual([5]);
    expect((await favorites(mock, first, '?kind=course&page=7')).list).toEqual([]);
    expect(await favorites(mock, second)).toMatchObject({ list: [], total: 0, counts: { course: 0 } });
  });
});

describe('CourseEnrolments keeps its state bounded', () => {
  it('forgets the learner untouched longest past the bound, and their favourites stop counting', () => {
    const state = new CourseEnrolments(new AccountStateRegistry(), { learners: 2 });
    state.enrol(1, 10, 1);
    state.addFavorite(1, 'course', 10, 1);
    state.enrol(2, 10, 2);
    state.enrol(1, 11, 3); // learner 1 is now the most recently used
    state.enrol(3, 10, 4); // past the bound: learner 2 goes
    expect(state.enrolledCourseIds(2)).toEqual([]);
    expect(state.enrolledCourseIds(1)).toEqual([11, 10]);
    expect(state.favoriteDelta('course', 10)).toBe(1);
    state.enrol(4, 10, 5); // then learner 1
    expect(state.isEnrolled(1, 10)).toBe(false);
    expect(state.favoriteDelta('course', 10)).toBe(0);
  });

  it('keeps at most the bound of favourites per kind, dropping the oldest', () => {
    const state = new CourseEnrolments(new AccountStateRegistry(), { favoritesPerKind: 3 });
    for (const id of [1, 2, 3, 4]) state.addFavorite(1, 'course', id, id);
    expect(state.favoritesOf(1, 'course').map(([id]) => id)).toEqual([4, 3, 2]);
    expect(state.favoriteDelta('course', 1)).toBe(0);
  });

  it('enrolling again keeps the first date; the most recent enrolment comes first', () => {
    const state = new CourseEnrolments(new AccountStateRegistry());
    expect(state.enrol(1, 5, 100)).toBe(100);
    expect(state.enrol(1, 6, 200)).toBe(200);
    expect(state.enrol(1, 5, 300)).toBe(100);
    expect(state.enrolledCourseIds(1)).toEqual([6, 5]);
    expect(state.enrolledAt(1, 5)).toBe(100);
  });
});
