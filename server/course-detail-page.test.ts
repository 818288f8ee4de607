import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, textOf } from './test-support/app';

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe('/course/{id} rendered on the server', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('named after the course, with its facts, chapters, lessons and reviews', async () => {
    // A paid course: its button is the protected 立即购买.
    const course = app.mockApi!.store.catalogue.courses.find((candidate) => !candidate.isFree)!;
    const response = await app.inject(`/course/${course.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<title>${course.title} - 技能学堂</title>`);
    expect(response.body).toMatch(/<h1 id="course-title"[^>]*>[^<]*<\/h1>/);
    expect(count(response.body, /data-testid="lesson"/g)).toBe(course.lessonCount);
    const text = textOf(response.body);
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
    // Signed out: no progress labels, and the buy button asks for a sign-in first.
    expect(text).not.toContain('未开始');
    expect(response.body).toMatch(
      new RegExp(
        `<a (?=[^>]*href="/order/pay/create\\?productType=1&amp;productId=${course.id}")(?=[^>]*data-requires-login)[^>]*>立即购买</a>`,
      ),
    );
  });

  it('carries schema.org Course JSON-LD: name, provider, offer in CNY, rating', async () => {
    const course = app.mockApi!.store.catalogue.courses.find((candidate) => candidate.id === 7)!;
    const response = await app.inject('/course/7');
    const blocks = [...response.body.matchAll(/<script type="application\/ld\+json" nonce="[^"]+">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, any>,
    );
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
    expect((await app.inject('/course')).body).not.toContain('"@type":"Course"');
    expect((await app.inject('/course/99999999')).body).not.toContain('application/ld+json');
  });

  it('a free course offers 免费报名 (one click enrols, then 开始学习), also behind the sign-in', async () => {
    const free = app.mockApi!.store.catalogue.courses.find((course) => course.isFree)!;
    const response = await app.inject(`/course/${free.id}`);
    expect(textOf(response.body)).toContain('免费');
    expect(response.body).toMatch(/<button (?=[^>]*data-requires-login)[^>]*>免费报名<\/button>/);
  });

  it('signed in, every lesson shows my progress', async () => {
    const cookie = `skill_token=${app.mockApi!.store.issueToken(2)}`;
    const response = await app.inject({ url: '/course/7', headers: { cookie } });
    const course = app.mockApi!.store.catalogue.courses.find((candidate) => candidate.id === 7)!;
    expect(count(response.body, /未开始/g)).toBeGreaterThanOrEqual(course.lessonCount);
  });

  it.each(['/course/abc', '/course/-1', '/course/1.5', '/course/0', '/course/99999999', '/course/9007199254740993'])(
    '%s → the 404 page',
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<title>页面不存在 - 技能学堂</title>');
    },
  );
});
