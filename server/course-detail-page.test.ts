import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test-support/app';
import { countOf, jsonLdOf, only, parsePage, textOf, textsOf, titleOf } from './test-support/html';

/** How many times `word` is in the page's visible text. */
const timesIn = (html: string, word: string) => textOf(html).split(word).length - 1;

describe('/course/{id} rendered on the server', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('named after the course, with its facts, chapters, lessons and reviews', async () => {
    // A paid course: its button is the protected 立即购买.
    const course = app.mockApi.store.catalogue.courses.find((candidate) => !candidate.isFree)!;
    const response = await app.inject(`/course/${course.id}`);
    expect(response.statusCode).toBe(200);
    const $ = parsePage(response.body);
    expect(titleOf($)).toBe(`${course.title} - 技能学堂`);
    expect(only($, 'h1').attr('id')).toBe('course-title');
    expect($('h1').text()).toBe(course.title);
    expect(countOf($, '[data-testid="lesson"]')).toBe(course.lessonCount);
    const text = textOf($);
    for (const label of [
      '课程介绍',
      '你将学到',
      '适合人群',
      '课程目录',
      '学员评价',
      '授课讲师',
      course.teacher.name,
      course.institution,
      '试看',
    ])
      expect(text).toContain(label);
    // The lengths listed are the full lessons'; the page says before any play that the videos are samples (decision 025).
    expect(only($, '[data-testid="syllabus-sample-note"]').text()).toMatch(/^示例视频.*10–16 秒的示例片段/);
    // Signed out: no progress labels, and the buy button asks for a sign-in first.
    expect(text).not.toContain('未开始');
    expect(textsOf($, `a[href="/order/pay/create?productType=1&productId=${course.id}"][data-requires-login]`)).toContain('立即购买');
  });

  it('shows each rating as a named graphic: the stars are drawn by the stylesheet, not glyphs a text checker judges', async () => {
    const $ = parsePage((await app.inject('/course/7')).body);
    const ratings = $('#reviews [role="img"][data-stars]').toArray();
    // The summary's rounded score and one per review.
    expect(ratings.length).toBeGreaterThan(1);
    for (const rating of ratings) {
      const stars = Number(rating.attribs['data-stars']);
      expect(stars).toBeGreaterThanOrEqual(1);
      expect(stars).toBeLessThanOrEqual(5);
      expect(rating.attribs['aria-label']).toBe(`${stars} 星`);
    }
    expect(textOf($('#reviews'))).not.toContain('★');
  });

  it('carries schema.org Course JSON-LD: name, provider, offer in CNY, rating', async () => {
    const course = app.mockApi.store.catalogue.courses.find((candidate) => candidate.id === 7)!;
    const response = await app.inject('/course/7');
    const $ = parsePage(response.body);
    const blocks = jsonLdOf($);
    expect(blocks.map((block) => block['@type'])).toEqual(['Course', 'BreadcrumbList']);
    expect(blocks[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: course.title,
      provider: { '@type': 'Organization', name: course.institution },
      offers: { '@type': 'Offer', price: (course.price / 100).toFixed(2), priceCurrency: 'CNY' },
    });
    expect(blocks[0]!.description.length).toBeGreaterThan(20);
    // Only course pages carry it; error pages carry no structured data at all.
    expect(jsonLdOf((await app.inject('/course')).body).map((block) => block['@type'])).not.toContain('Course');
    expect(countOf((await app.inject('/course/99999999')).body, 'script[type="application/ld+json"]')).toBe(0);
  });

  it('a free course offers 免费报名 (one click enrols, then 开始学习), also behind the sign-in', async () => {
    const free = app.mockApi.store.catalogue.courses.find((course) => course.isFree)!;
    const response = await app.inject(`/course/${free.id}`);
    expect(textOf(response.body)).toContain('免费');
    expect(textsOf(response.body, 'button[data-requires-login]')).toContain('免费报名');
  });

  it('signed in, every lesson shows my progress', async () => {
    const cookie = `skill_token=${app.mockApi.store.issueToken(2)}`;
    const response = await app.inject({ url: '/course/7', headers: { cookie } });
    const course = app.mockApi.store.catalogue.courses.find((candidate) => candidate.id === 7)!;
    expect(timesIn(response.body, '未开始')).toBeGreaterThanOrEqual(course.lessonCount);
  });

  it.each(['/course/abc', '/course/-1', '/course/1.5', '/course/0', '/course/99999999', '/course/9007199254740993'])(
    '%s → the 404 page',
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(titleOf(response.body)).toBe('页面不存在 - 技能学堂');
    },
  );
});
