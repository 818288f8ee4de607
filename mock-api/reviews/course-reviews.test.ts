import { afterAll, describe, expect, it } from 'vitest';
import {
  CODE_REVIEW_EXISTS,
  CODE_REVIEW_NOT_ENROLLED,
  CODE_REVIEW_OWN_HELPFUL,
  markReviewHelpful,
  writeCourseReview,
} from '@shared/api/course-reviews';
import { listCourseReviews } from '@shared/api/catalogue';
import type { CourseDetail, CourseReview, CourseReviewPage } from '@shared/schemas/course';
import { buildMockApi } from '../app';
import { envelopeOf } from '../core/test-support';

const mock = buildMockApi();
afterAll(() => mock.app.close());

const send = async (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) =>
  envelopeOf(
    await mock.app.inject({ method, url, payload: payload as Record<string, unknown> | undefined, headers: token ? { token } : {} }),
    `${method} ${url}`,
  );
const reviewsOf = async (courseId: number, query = '', token?: string) => {
  const body = await send('GET', `/course/${courseId}/reviews${query}`, token);
  expect(body.code).toBe(0);
  expect(listCourseReviews.data.safeParse(body.data).success).toBe(true);
  return body.data as CourseReviewPage;
};
const free = mock.store.catalogue.courses.filter((course) => course.isFree);
const paid = mock.store.catalogue.courses.filter((course) => !course.isFree);
/** A learner (community member accounts 3…42) enrolled in a free course through the API, as the 免费学习 button does. */
async function enrolledLearner(accountId: number, courseId = free[0]!.id) {
  const token = mock.store.issueToken(accountId);
  expect((await send('POST', '/learning/enrolments', token, { courseId })).code).toBe(0);
  return token;
}
const write = (courseId: number, token: string | undefined, body: unknown) => send('POST', `/course/${courseId}/reviews`, token, body);

describe('seeded reviews', () => {
  it('vary: no text twice within a course, several ratings across the catalogue, counts and dates differ', async () => {
    const pages = await Promise.all([1, 2, 3, 7, 40].map((id) => reviewsOf(id, '?size=100')));
    for (const page of pages) {
      const texts = page.list.map((review) => review.content);
      expect(new Set(texts).size).toBe(texts.length);
      expect(page.list.every((review) => review.nickname.length > 0)).toBe(true);
    }
    expect(new Set(pages.map((page) => page.total)).size).toBeGreaterThan(2);
    const ratings = new Set(pages.flatMap((page) => page.list.map((review) => review.rating)));
    expect(ratings.size).toBeGreaterThanOrEqual(3);
    // Deterministic: a second mock seeds the same reviews.
    const again = buildMockApi();
    const other = envelopeOf(await again.app.inject('/course/7/reviews?size=100'), 'again').data as CourseReviewPage;
    await again.app.close();
    expect(other.list.map((review) => review.content)).toEqual(pages[3]!.list.map((review) => review.content));
  });

  it('every review is reachable by paging, and the summary adds up to the count', async () => {
    const course = mock.store.catalogue.courses.find((candidate) => mock.store.reviews.summary(candidate.id).count > 25)!;
    const first = await reviewsOf(course.id, '?size=10');
    const ids = new Set<number>();
    for (let page = 1; page <= Math.ceil(first.total / 10); page += 1)
      for (const review of (await reviewsOf(course.id, `?size=10&page=${page}`)).list) ids.add(review.id);
    expect(ids.size).toBe(first.total);
    expect(first.summary.count).toBe(first.total);
    expect(first.summary.distribution.reduce((sum, count) => sum + count, 0)).toBe(first.total);
    const detail = (await send('GET', `/course/${course.id}`)).data as CourseDetail;
    expect(detail.reviewCount).toBe(first.total);
    expect(detail.rating).toBe(first.summary.average);
  });

  it('sorts by 最新 (newest first) and 最有帮助 (most 有用 first)', async () => {
    const latest = (await reviewsOf(7, '?size=100&sort=latest')).list;
    expect(latest.every((review, index) => index === 0 || latest[index - 1]!.createdAt >= review.createdAt)).toBe(true);
    const helpful = (await reviewsOf(7, '?size=100&sort=helpful')).list;
    expect(helpful.every((review, index) => index === 0 || helpful[index - 1]!.helpfulCount >= review.helpfulCount)).toBe(true);
    expect((await send('GET', '/course/7/reviews?sort=best')).code).toBe(400);
  });
});

describe('writing a review (as an attacker would try it)', () => {
  it('signed out → 401; not enrolled → 4640 in Chinese, for a free course not yet joined and a paid course not bought', async () => {
    expect((await write(free[1]!.id, undefined, { rating: 5, content: '很好很好很好' })).code).toBe(401);
    const token = mock.store.issueToken(3);
    for (const courseId of [free[1]!.id, paid[0]!.id]) {
      const refused = await write(courseId, token, { rating: 5, content: '很好很好很好' });
      expect(refused.code).toBe(CODE_REVIEW_NOT_ENROLLED);
      expect(refused.msg).toMatch(/报名/);
    }
    expect((await reviewsOf(paid[0]!.id, '', token)).canReview).toBe(false);
    expect((await write(99_999_999, token, { rating: 5, content: '很好很好很好' })).code).toBe(404);
  });

  it('a learner who bought the course (an order paid enrols) may review it; the summary and the course’s score move', async () => {
    const token = mock.store.issueToken(4);
    const course = paid[1]!;
    mock.store.enrolments.enrol(4, course.id, mock.store.now());
    const before = await reviewsOf(course.id, '', token);
    expect(before.canReview).toBe(true);
    const written = await write(course.id, token, { rating: 1, content: '  内容太浅，不推荐  ' });
    expect(written.code).toBe(0);
    expect(writeCourseReview.data.safeParse(written.data).success).toBe(true);
    const review = written.data as CourseReview;
    expect(review).toMatchObject({ rating: 1, content: '内容太浅，不推荐', mine: true, editedAt: null, helpfulCount: 0 });
    const after = await reviewsOf(course.id, '', token);
    expect(after.summary.count).toBe(before.summary.count + 1);
    expect(after.summary.distribution[4]).toBe(before.summary.distribution[4]! + 1);
    expect(after.summary.average).toBeLessThan(before.summary.average);
    expect(after.mine?.id).toBe(review.id);
    expect(after.canReview).toBe(false);
    expect(after.list[0]!.id).toBe(review.id);
    expect(((await send('GET', `/course/${course.id}`)).data as CourseDetail).reviewCount).toBe(after.summary.count);
  });

  it('a second review of the same course is refused (4641, pointing to 修改), even sent twice at once', async () => {
    const token = await enrolledLearner(5);
    const courseId = free[0]!.id;
    const [one, two] = await Promise.all([
      write(courseId, token, { rating: 4, content: '第一次评价的内容' }),
      write(courseId, token, { rating: 5, content: '第二次评价的内容' }),
    ]);
    expect([one.code, two.code].sort()).toEqual([0, CODE_REVIEW_EXISTS]);
    const again = await write(courseId, token, { rating: 3, content: '再来一次评价' });
    expect(again.code).toBe(CODE_REVIEW_EXISTS);
    expect(again.msg).toMatch(/修改/);
    const mine = (await reviewsOf(courseId, '?size=100', token)).list.filter((review) => review.mine);
    expect(mine).toHaveLength(1);
  });

  it.each([
    ['a rating of 0', { rating: 0, content: '正常的评价内容' }],
    ['a rating of 6', { rating: 6, content: '正常的评价内容' }],
    ['a rating of 4.5', { rating: 4.5, content: '正常的评价内容' }],
    ['a rating as text', { rating: '5', content: '正常的评价内容' }],
    ['no rating', { content: '正常的评价内容' }],
    ['an empty text', { rating: 5, content: '' }],
    ['a text of spaces', { rating: 5, content: '    \n  ' }],
    ['a text too short', { rating: 5, content: '好' }],
    ['a text over 500 characters', { rating: 5, content: '好'.repeat(501) }],
    ['a text that is not a string', { rating: 5, content: ['很好很好很好'] }],
  ])('%s is refused with code 400 in Chinese, nothing stored', async (_label, body) => {
    const token = await enrolledLearner(6, free[2]!.id);
    const before = (await reviewsOf(free[2]!.id)).total;
    const refused = await write(free[2]!.id, token, body);
    expect(refused.code).toBe(400);
    expect(refused.msg).toMatch(/[\u4e00-\u9fff]/);
    expect((await reviewsOf(free[2]!.id)).total).toBe(before);
  });

  it('keeps hostile markup as text and takes emoji (500 emoji are 500 characters)', async () => {
    const hostile = '<img src=x onerror=alert(1)><script>alert(1)</script> 好课';
    const token = await enrolledLearner(7, free[3]!.id);
    const written = await write(free[3]!.id, token, { rating: 5, content: hostile });
    expect((written.data as CourseReview).content).toBe(hostile);
    const emoji = await enrolledLearner(8, free[3]!.id);
    expect((await write(free[3]!.id, emoji, { rating: 4, content: '👍'.repeat(500) })).code).toBe(0);
  });
});

describe('editing a review', () => {
  it('the author edits rating and text; 已编辑 is recorded with the time; the summary follows', async () => {
    const token = await enrolledLearner(9, free[4]!.id);
    const review = (await write(free[4]!.id, token, { rating: 2, content: '一般般吧，没学到什么' })).data as CourseReview;
    const before = (await reviewsOf(free[4]!.id)).summary;
    const edited = await send('PUT', `/course-review/${review.id}`, token, { rating: 5, content: '后面几章很好，改成五星' });
    expect(edited.code).toBe(0);
    expect(edited.data).toMatchObject({ id: review.id, rating: 5, content: '后面几章很好，改成五星', mine: true });
    expect((edited.data as CourseReview).editedAt).not.toBeNull();
    const after = (await reviewsOf(free[4]!.id)).summary;
    expect(after.count).toBe(before.count);
    expect(after.distribution[0]).toBe(before.distribution[0]! + 1);
    expect(after.distribution[3]).toBe(before.distribution[3]! - 1);
  });

  it('another learner’s review, a seeded one and an unknown id are the same 404; signed out 401; bad input 400', async () => {
    const owner = await enrolledLearner(10, free[5]!.id);
    const review = (await write(free[5]!.id, owner, { rating: 4, content: '老师讲得很清楚' })).data as CourseReview;
    const intruder = await enrolledLearner(11, free[5]!.id);
    const seeded = (await reviewsOf(7)).list[0]!;
    for (const id of [review.id, seeded.id, 99_999_999]) {
      const refused = await send('PUT', `/course-review/${id}`, intruder, { rating: 1, content: '我来改别人的评价' });
      expect(refused).toMatchObject({ code: 404, msg: '评价不存在或已删除' });
    }
    expect((await send('PUT', `/course-review/${review.id}`, undefined, { rating: 1, content: '我来改别人的评价' })).code).toBe(401);
    expect((await send('PUT', `/course-review/${review.id}`, owner, { rating: 9, content: '正常的评价内容' })).code).toBe(400);
    const unchanged = (await reviewsOf(free[5]!.id, '', owner)).mine!;
    expect(unchanged).toMatchObject({ rating: 4, content: '老师讲得很清楚', editedAt: null });
  });
});

describe('有用 (helpful)', () => {
  it('counts once per learner, toggles off, and a replay does not double count', async () => {
    const seeded = (await reviewsOf(12)).list[0]!;
    const token = mock.store.issueToken(12);
    const mark = (helpful: boolean) => send('PUT', `/course-review/${seeded.id}/helpful`, token, { helpful });
    const first = await mark(true);
    expect(markReviewHelpful.data.safeParse(first.data).success).toBe(true);
    expect(first.data).toEqual({ helpful: true, helpfulCount: seeded.helpfulCount + 1 });
    const replays = await Promise.all([mark(true), mark(true), mark(true)]);
    for (const replay of replays) expect(replay.data).toEqual({ helpful: true, helpfulCount: seeded.helpfulCount + 1 });
    const listed = (await reviewsOf(12, '', token)).list.find((review) => review.id === seeded.id)!;
    expect(listed).toMatchObject({ helpfulByMe: true, helpfulCount: seeded.helpfulCount + 1 });
    expect((await mark(false)).data).toEqual({ helpful: false, helpfulCount: seeded.helpfulCount });
    expect((await mark(false)).data).toEqual({ helpful: false, helpfulCount: seeded.helpfulCount });
    // Another learner's mark counts on its own.
    const other = mock.store.issueToken(13);
    await send('PUT', `/course-review/${seeded.id}/helpful`, other, { helpful: true });
    expect((await mark(true)).data).toEqual({ helpful: true, helpfulCount: seeded.helpfulCount + 2 });
  });

  it('one’s own review is refused (4642); signed out 401; unknown 404; nothing counted', async () => {
    const token = await enrolledLearner(14, free[6]!.id);
    const review = (await write(free[6]!.id, token, { rating: 5, content: '自己给自己点有用' })).data as CourseReview;
    const own = await send('PUT', `/course-review/${review.id}/helpful`, token, { helpful: true });
    expect(own.code).toBe(CODE_REVIEW_OWN_HELPFUL);
    expect(own.msg).toMatch(/自己/);
    expect((await send('PUT', `/course-review/${review.id}/helpful`, undefined, { helpful: true })).code).toBe(401);
    expect((await send('PUT', '/course-review/99999999/helpful', token, { helpful: true })).code).toBe(404);
    expect((await reviewsOf(free[6]!.id, '', token)).mine!.helpfulCount).toBe(0);
  });
});

describe('an evicted account', () => {
  it('takes its reviews and 有用 marks with it', () => {
    const store = mock.store.reviews;
    const review = store.write(30, 7, 5, '被清除账号写的评价');
    const seededId = 7000;
    store.setHelpful(30, seededId, true);
    expect(store.hasStateFor(30)).toBe(true);
    store.dropAccount(30);
    expect(store.hasStateFor(30)).toBe(false);
    expect(store.mineOf(30, 7)).toBeNull();
    expect(store.page(7, 'latest', 1, 100, undefined).list.some((item) => item.id === review.id)).toBe(false);
  });
});
