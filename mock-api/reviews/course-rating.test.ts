import { afterAll, describe, expect, it } from 'vitest';
import type { CourseCard, CourseDetail, CourseReviewPage } from '@shared/schemas/course';
import type { CourseBundleCard, CourseBundleDetail } from '@shared/schemas/course-bundle';
import type { Home } from '@shared/schemas/home';
import type { MyCourses } from '@shared/schemas/learning';
import type { SearchResult } from '@shared/schemas/search';
import type { Page } from '@shared/schemas/common';
import { buildMockApi } from '../app';
import { envelopeOf } from '../core/test-support';

const mock = buildMockApi();
afterAll(() => mock.app.close());

async function get<T>(url: string, token?: string): Promise<T> {
  const body = envelopeOf(await mock.app.inject({ url, headers: token ? { token } : {} }), url);
  expect(body.code, url).toBe(0);
  return body.data as T;
}

/** The most learned free course: on home's 热门课程, in a series, in its institution's list, searchable by its title. */
const course = [...mock.store.catalogue.courses]
  .filter((candidate) => candidate.isFree)
  .sort((a, b) => b.learnerCount - a.learnerCount)[0]!;

/** Every card of this course that the site serves, by where it is shown. */
async function cardsOf(token: string): Promise<Record<string, Pick<CourseCard, 'rating' | 'reviewCount'>>> {
  const find = (list: readonly CourseCard[], where: string) => {
    const card = list.find((candidate) => candidate.id === course.id);
    expect(card, where).toBeDefined();
    return { rating: card!.rating, reviewCount: card!.reviewCount };
  };
  const list = await get<Page<CourseCard>>(`/course/list?professionId=${course.professionId}&size=100`);
  const home = await get<Home>('/home/index');
  const search = await get<SearchResult>(`/search?keyword=${encodeURIComponent(course.title)}&type=course&size=50`);
  const institution = await get<Page<CourseCard>>(`/institution/${course.institutionId}/courses?size=100`);
  const series = (await get<Page<CourseBundleCard>>(`/course-group/list?courseId=${course.id}`)).list[0]!;
  const bundle = await get<CourseBundleDetail>(`/course-group/${series.id}`);
  const mine = await get<MyCourses>('/learning/courses?size=50', token);
  const detail = await get<CourseDetail>(`/course/${course.id}`);
  return {
    list: find(list.list, 'list'),
    home: find([...home.courses, ...home.newCourses], 'home'),
    search: find(search.hits.list as CourseCard[], 'search'),
    institution: find(institution.list, 'institution'),
    series: find(
      bundle.courses.map((item) => item.course),
      'series',
    ),
    study: find(
      mine.list.map((item) => item.course),
      'study',
    ),
    detail: { rating: detail.rating, reviewCount: detail.reviewCount },
  };
}

describe('one rating everywhere', () => {
  it('every card, list and page shows the reviews’ mean and count, and a new review moves them all', async () => {
    const token = mock.store.issueToken(20);
    expect(
      envelopeOf(
        await mock.app.inject({ method: 'POST', url: '/learning/enrolments', headers: { token }, payload: { courseId: course.id } }),
        'enrol',
      ).code,
    ).toBe(0);

    const { summary: before } = await get<CourseReviewPage>(`/course/${course.id}/reviews`);
    const reviewedOnStudy = async () =>
      (await get<MyCourses>('/learning/courses?size=50', token)).list.find((item) => item.course.id === course.id)!.reviewed;
    expect(await reviewedOnStudy()).toBe(false);
    const cardsBefore = await cardsOf(token);
    for (const [where, card] of Object.entries(cardsBefore))
      expect(card, where).toEqual({ rating: before.average, reviewCount: before.count });

    const written = envelopeOf(
      await mock.app.inject({
        method: 'POST',
        url: `/course/${course.id}/reviews`,
        headers: { token },
        payload: { rating: 1, content: '讲得太快，跟不上' },
      }),
      'write',
    );
    expect(written.code).toBe(0);

    const { summary: after } = await get<CourseReviewPage>(`/course/${course.id}/reviews`);
    expect(after.count).toBe(before.count + 1);
    expect(after.average).toBeLessThan(before.average);
    // /study's 评价课程 link now says 已评价, from the same /study data (no request per card).
    expect(await reviewedOnStudy()).toBe(true);
    const cardsAfter = await cardsOf(token);
    for (const [where, card] of Object.entries(cardsAfter))
      expect(card, where).toEqual({ rating: after.average, reviewCount: after.count });
  });

  it('serves no seeded rating: a card carries the rating and count only, never the seed', async () => {
    const list = await get<Page<CourseCard>>('/course/list?size=5');
    for (const card of list.list) {
      expect(card).not.toHaveProperty('seedRating');
      expect(card.rating).toBe(mock.store.reviews.summary(card.id).average);
    }
  });
});
