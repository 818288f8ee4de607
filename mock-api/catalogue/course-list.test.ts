import { afterAll, describe, expect, it } from 'vitest';
import type { CourseCard, CourseFacets } from '@shared/schemas/course';
import { buildMockApi } from '../app';
import { envelopeOf } from '../core/test-support';

const mock = buildMockApi();
afterAll(() => mock.app.close());

interface CoursePage {
  list: CourseCard[];
  total: number;
  page: number;
  size: number;
}

async function list(query: string): Promise<CoursePage> {
  const body = envelopeOf(await mock.app.inject(`/course/list?${query}`), query);
  expect(body.code, query).toBe(0);
  return body.data as CoursePage;
}

const all = async (query: string) =>
  (await list(`${query}&size=100`)).list.concat(
    (await list(`${query}&size=100&page=2`)).list,
    (await list(`${query}&size=100&page=3`)).list,
  );

describe('GET /course/list filters, sorts and pages on the mock side', () => {
  it('has at least 200 courses, 24 a page by default', async () => {
    const first = await list('');
    expect(first.total).toBeGreaterThanOrEqual(200);
    expect(first.list).toHaveLength(24);
    expect(first).toMatchObject({ page: 1, size: 24 });
  });

  it('pages are disjoint and together are the whole list', async () => {
    const { total } = await list('');
    const pages = await Promise.all(Array.from({ length: Math.ceil(total / 24) }, (_, index) => list(`page=${index + 1}&sort=latest`)));
    const ids = pages.flatMap((page) => page.list.map((course) => course.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(pages[0]!.total);
  });

  it('a page past the end is empty with the real total', async () => {
    const past = await list('page=500');
    expect(past.list).toEqual([]);
    expect(past.total).toBeGreaterThanOrEqual(200);
  });

  it.each([
    ['level=3', (course: CourseCard) => course.skillLevel === 3],
    ['price=free', (course: CourseCard) => course.isFree && course.price === 0],
    ['price=paid', (course: CourseCard) => !course.isFree && course.price > 0],
    ['kind=1', (course: CourseCard) => course.kind === 1],
    ['professionId=2', (course: CourseCard) => course.professionId === 2],
    [`category=${encodeURIComponent('信息技术')}`, (course: CourseCard) => course.category === '信息技术'],
  ])('%s keeps exactly the matching courses', async (query, matches) => {
    const filtered = await all(query);
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every(matches)).toBe(true);
    const everything = await all('sort=recommend');
    expect(filtered).toHaveLength(everything.filter(matches).length);
  });

  it('filters combine', async () => {
    const filtered = await all('level=2&price=paid&kind=2');
    expect(filtered.every((course) => course.skillLevel === 2 && !course.isFree && course.kind === 2)).toBe(true);
  });

  it.each([
    ['latest', (a: CourseCard, b: CourseCard) => a.publishedAt >= b.publishedAt],
    ['popular', (a: CourseCard, b: CourseCard) => a.learnerCount >= b.learnerCount],
    ['price-asc', (a: CourseCard, b: CourseCard) => a.price <= b.price],
    ['price-desc', (a: CourseCard, b: CourseCard) => a.price >= b.price],
  ])('sort=%s orders the whole list', async (sort, inOrder) => {
    const sorted = await all(`sort=${sort}`);
    for (let i = 1; i < sorted.length; i += 1) expect(inOrder(sorted[i - 1]!, sorted[i]!), `${sort} at ${i}`).toBe(true);
  });

  it.each(['level=9', 'sort=%3Cscript%3E', 'page=-3', 'price=cheap', 'kind=7'])(
    'an impossible value (%s) is refused in Chinese, not served',
    async (query) => {
      const body = envelopeOf(await mock.app.inject(`/course/list?${query}`), query);
      expect(body.code).toBe(400);
    },
  );
});

describe('GET /course/facets', () => {
  it('lists every category and profession with their course counts', async () => {
    const body = envelopeOf(await mock.app.inject('/course/facets'), 'facets');
    const facets = body.data as CourseFacets;
    expect(facets.categories.length).toBeGreaterThanOrEqual(8);
    expect(facets.categories.reduce((sum, category) => sum + category.courseCount, 0)).toBe(mock.store.catalogue.courses.length);
    expect(facets.professions.length).toBeGreaterThanOrEqual(20);
    for (const profession of facets.professions) expect(facets.categories.map((category) => category.name)).toContain(profession.category);
  });
});

describe('GET /course/:id and its reviews', () => {
  it('a course with chapters whose lessons add up to its lesson count; no learner state signed out', async () => {
    const body = envelopeOf(await mock.app.inject('/course/7'), 'detail');
    const course = body.data as import('@shared/schemas/course').CourseDetail;
    expect(course.id).toBe(7);
    expect(course.chapters.length).toBeGreaterThanOrEqual(2);
    expect(course.chapters.flatMap((chapter) => chapter.lessons)).toHaveLength(course.lessonCount);
    expect(course.chapters[0]!.lessons[0]!.freePreview).toBe(true);
    expect(course.chapters.flatMap((chapter) => chapter.lessons).every((lesson) => lesson.progress === null)).toBe(true);
    expect(course.my).toBeNull();
    expect(course.reviewCount).toBeGreaterThan(0);
  });

  it('signed in: my state and a progress per lesson', async () => {
    const token = mock.store.issueToken(2);
    const course = envelopeOf(await mock.app.inject({ url: '/course/7', headers: { token } }), 'detail')
      .data as import('@shared/schemas/course').CourseDetail;
    expect(course.my).toEqual({ enrolled: false, favorite: false, completedLessons: 0, lastLessonId: null });
    expect(course.chapters[0]!.lessons[0]!.progress).toBe(1);
  });

  it.each(['/course/99999999', '/course/99999999/reviews'])('%s: an unknown course is business code 404 in Chinese', async (url) => {
    const body = envelopeOf(await mock.app.inject(url), url);
    expect(body).toMatchObject({ code: 404, msg: '课程不存在或已下架' });
  });

  it('reviews page through the course’s reviews, newest first', async () => {
    const first = envelopeOf(await mock.app.inject('/course/7/reviews?size=2'), 'reviews').data as {
      list: { createdAt: string }[];
      total: number;
    };
    expect(first.list).toHaveLength(2);
    expect(first.list[0]!.createdAt >= first.list[1]!.createdAt).toBe(true);
  });

  it('/course/list and /course/facets are routed as themselves, not as /course/:id', async () => {
    expect((await mock.app.inject('/course/list?size=1')).json()).toMatchObject({ code: 0, data: { size: 1 } });
    expect((await mock.app.inject('/course/facets')).json()).toMatchObject({ code: 0 });
    expect((await mock.app.inject('/course/12')).json()).toMatchObject({ code: 0, data: { id: 12 } });
  });
});
