import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, escapeHtml, hydrationState, textOf } from './test-support/app';

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe('/course/{id}/play rendered on the server', () => {
  let app: FastifyInstance;
  let cookie: string;
  beforeAll(async () => {
    app = await buildTestApp();
    cookie = `skill_token=${app.mockApi!.store.issueToken(2)}`;
  });
  afterAll(() => app.close());

  const store = () => app.mockApi!.store;
  const paid = () => store().catalogue.courses.find((course) => !course.isFree)!;
  const lessonsOf = (courseId: number) =>
    store()
      .catalogue.courseExtras.get(courseId)!
      .chapters.flatMap((chapter) => chapter.lessons);
  const page = (url: string) => app.inject({ url, headers: { cookie } });

  it('signed out, the site sends the visitor to sign in first', async () => {
    const response = await app.inject(`/course/${paid().id}/play`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/?login=1&redirect=${encodeURIComponent(`/course/${paid().id}/play`)}`);
  });

  it('shows the course title, the whole syllabus and the player frame with a playable video and its captions, without JavaScript', async () => {
    const course = paid();
    const [first] = lessonsOf(course.id);
    const response = await page(`/course/${course.id}/play`);
    expect(response.statusCode).toBe(200);
    // Named after the lesson and the course.
    expect(response.body).toContain(`<title>${escapeHtml(`${first!.title} - ${course.title}`)} - 技能学堂</title>`);
    expect(response.body).toMatch(/<main id="main"[^>]*data-layout="play"/);
    const text = textOf(response.body);
    for (const label of [course.title, '返回课程', '课程目录', '已完成 0 / ', '未开始', '试看', '付费', '键盘快捷键'])
      expect(text).toContain(label);
    expect(count(response.body, /data-testid="play-lesson"/g)).toBe(course.lessonCount);
    // The lesson on screen is marked in the syllabus, and only that one.
    expect(response.body).toMatch(new RegExp(`<a (?=[^>]*aria-current="page")(?=[^>]*data-lesson-id="${first!.id}")[^>]*>`));
    expect(count(response.body, /<a (?=[^>]*aria-current="page")(?=[^>]*data-testid="play-lesson")/g)).toBe(1);
    // The browser's own controls until the page's script takes over; the 720P rendition and the Chinese track.
    // Signed URLs (mock-api/media-signature.ts): the first lesson is a free preview, signed for anyone.
    const signed = String.raw`\?exp=\d+&amp;sig=[0-9a-f]{64}`;
    expect(response.body).toMatch(
      new RegExp(
        String.raw`<video[^>]*controls=""[^>]*src="/api/media/lesson/lesson-\d-720p\.mp4${signed}"|<video[^>]*src="/api/media/lesson/lesson-\d-720p\.mp4${signed}"[^>]*controls=""`,
      ),
    );
    expect(response.body).toMatch(
      /<track kind="captions" src="\/api\/media\/lesson\/lesson-\d\.zh-CN\.vtt\?exp=\d+&amp;sig=[0-9a-f]{64}" srcLang="zh-CN" label="中文" default=""\/>/i,
    );
    // The play info is in the hydration state, so the browser does not ask again.
    expect(JSON.stringify(hydrationState(response.body).query)).toContain('"player","info"');
  });

  it('?lesson= opens that lesson, a locked one with why and the buy button', async () => {
    const course = paid();
    const locked = lessonsOf(course.id).find((lesson) => !lesson.freePreview && lesson.kind === 1)!;
    const response = await page(`/course/${course.id}/play?lesson=${locked.id}`);
    expect(response.statusCode).toBe(200);
    const text = textOf(response.body);
    expect(text).toContain('付费课程');
    expect(text).toContain(locked.title);
    expect(response.body).toContain(`href="/order/pay/create?productType=1&amp;productId=${course.id}"`);
    expect(response.body).not.toContain('<video');
  });

  it.each(['abc', '-1', '1.5', '0', '<script>alert(1)</script>', '99999999', String(10 ** 20)])(
    'a bad ?lesson=%s is ignored: the first lesson opens',
    async (value) => {
      const course = paid();
      const [first] = lessonsOf(course.id);
      const response = await page(`/course/${course.id}/play?lesson=${encodeURIComponent(value)}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`<title>${escapeHtml(`${first!.title} - ${course.title}`)} - 技能学堂</title>`);
      expect(response.body).not.toContain('<script>alert(1)</script>');
    },
  );

  it('a lesson of another course is ignored too', async () => {
    const course = paid();
    const other = store().catalogue.courses.find((candidate) => candidate.id !== course.id)!;
    const foreign = lessonsOf(other.id)[0]!;
    const response = await page(`/course/${course.id}/play?lesson=${foreign.id}`);
    expect(textOf(response.body)).not.toContain(`${foreign.title} - `);
    expect(response.body).toContain(`<title>${escapeHtml(`${lessonsOf(course.id)[0]!.title} - ${course.title}`)} - 技能学堂</title>`);
  });

  it.each([
    '/course/abc/play',
    '/course/-1/play',
    '/course/1.5/play',
    '/course/0/play',
    '/course/99999999/play',
    '/course/9007199254740993/play',
  ])('%s → the 404 page', async (url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>页面不存在 - 技能学堂</title>');
  });
});
