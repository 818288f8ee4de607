import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test-support/app';
import { parsePage, textOf } from './test-support/html';

/** The course page's reviews as the server renders them: before hydration, without JavaScript. */
describe('/course/{id}#reviews rendered on the server', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());
  const store = () => app.mockApi.store;
  const busiest = () => store().catalogue.courses.find((course) => store().reviews.summary(course.id).count > 30)!;
  const reviewIdsOf = (html: string) =>
    parsePage(html)('[data-testid="course-review"]')
      .toArray()
      .map((item) => Number(item.attribs['data-review-id']));

  it('every review is reachable through plain page links (10 a page), and the count and bars add up', async () => {
    const course = busiest();
    const summary = store().reviews.summary(course.id);
    const seen = new Set<number>();
    let url: string | undefined = `/course/${course.id}`;
    for (let guard = 0; url && guard < 10; guard += 1) {
      const body: string = (await app.inject(url)).body;
      for (const id of reviewIdsOf(body)) seen.add(id);
      url = parsePage(body)('#reviews nav[aria-label="分页"] a[rel="next"]').attr('href')?.replace(/#.*/, '');
    }
    expect(seen.size).toBe(summary.count);
    const $ = parsePage((await app.inject(`/course/${course.id}`)).body);
    expect(textOf($('#reviews'))).toContain(`共 ${summary.count} 条评价`);
    const bars = $('[data-testid="rating-distribution"] li')
      .toArray()
      .map((item) => textOf(item));
    expect(bars).toHaveLength(5);
    expect(bars[0]).toContain('5 星');
    expect(bars[4]).toContain('1 星');
  });

  it('最新 and 最有帮助 are links in the URL; 最有帮助 puts the most 有用 first', async () => {
    const course = busiest();
    const $ = parsePage((await app.inject(`/course/${course.id}`)).body);
    expect($('#reviews nav[aria-label="评价排序"] a[aria-current="true"]').text()).toBe('最新');
    expect($('#reviews nav[aria-label="评价排序"] a').eq(1).attr('href')).toBe(`/course/${course.id}?reviewSort=helpful#reviews`);
    const helpful = parsePage((await app.inject(`/course/${course.id}?reviewSort=helpful`)).body);
    const counts = helpful('[data-helpful] span')
      .toArray()
      .map((item) => Number(textOf(item)));
    expect(counts.length).toBeGreaterThan(1);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    // An impossible sort or page reads as the defaults.
    expect((await app.inject(`/course/${course.id}?reviewSort=<x>&reviewPage=-2`)).statusCode).toBe(200);
  });

  it('shows hostile markup as text, 已编辑 with its time, and 有用 as a protected button signed out', async () => {
    const course = store().catalogue.courses[10]!;
    const review = store().reviews.write(5, course.id, 3, '<img src=x onerror=alert(1)>先写一版');
    const record = store().reviews.ownReview(5, review.id)!;
    store().reviews.edit(record, 4, '<script>alert(1)</script>改过了 😀');
    const response = await app.inject(`/course/${course.id}`);
    const $ = parsePage(response.body);
    const item = $(`[data-review-id="${review.id}"]`);
    expect(textOf(item)).toContain('<script>alert(1)</script>改过了 😀');
    expect(item.find('script')).toHaveLength(0);
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(textOf(item)).toMatch(/已编辑 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(item.find('button[data-helpful][data-requires-login]')).toHaveLength(1);
  });

  it('signed in: a learner not enrolled is told to enrol; an enrolled one gets 写评价; the author gets 修改评价 and no 有用 on their own', async () => {
    const course = store().catalogue.courses.find((candidate) => candidate.isFree && candidate.id > 20)!;
    const cookie = `skill_token=${store().issueToken(6)}`;
    const page = async () => parsePage((await app.inject({ url: `/course/${course.id}`, headers: { cookie } })).body);
    expect(textOf((await page())('[data-testid="review-not-enrolled"]'))).toContain('报名学习这门课程后即可评价');
    store().enrolments.enrol(6, course.id, store().now());
    expect(textOf((await page())('#reviews button'))).toContain('写评价');
    const review = store().reviews.write(6, course.id, 5, '很实用的一门课');
    const $ = await page();
    expect(textOf($('#reviews'))).toContain('修改评价');
    const mine = $(`[data-review-id="${review.id}"]`);
    expect(textOf(mine)).toContain('我的评价');
    expect(mine.find('button[data-helpful]')).toHaveLength(0);
  });
});
