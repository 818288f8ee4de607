import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test-support/app';
import { countOf, hrefsOf, hydrationState, only, parsePage, textOf, titleOf } from './test-support/html';

describe('/course/{id}/play rendered on the server', () => {
  let app: TestApp;
  let cookie: string;
  beforeAll(async () => {
    app = await buildTestApp();
    cookie = `skill_token=${app.mockApi.store.issueToken(2)}`;
  });
  afterAll(() => app.close());

  const store = () => app.mockApi.store;
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
    const $ = parsePage(response.body);
    // Named after the lesson and the course.
    expect(titleOf($)).toBe(`${first!.title} - ${course.title} - 技能学堂`);
    expect(only($, 'main').attr('id')).toBe('main');
    expect($('main').attr('data-layout')).toBe('play');
    const text = textOf($);
    for (const label of [course.title, '返回课程', '课程目录', '已完成 0 / ', '未开始', '试看', '付费', '键盘快捷键'])
      expect(text).toContain(label);
    expect(countOf($, '[data-testid="play-lesson"]')).toBe(course.lessonCount);
    // The lesson on screen is marked in the syllabus, and only that one.
    expect(only($, 'a[data-testid="play-lesson"][aria-current="page"]').attr('data-lesson-id')).toBe(String(first!.id));
    // The browser's own controls until the page's script takes over; the 720P rendition and the Chinese track.
    // Signed URLs (mock-api/media/media-signature.ts): the first lesson is a free preview, signed for anyone.
    const video = only($, 'video');
    expect(video.attr('controls')).toBeDefined();
    expect(video.attr('src')).toMatch(/^\/api\/media\/lesson\/lesson-\d-720p\.mp4\?exp=\d+&sig=[0-9a-f]{64}$/);
    const track = only($, 'video > track');
    expect(track.attr('src')).toMatch(/^\/api\/media\/lesson\/lesson-\d\.zh-CN\.vtt\?exp=\d+&sig=[0-9a-f]{64}$/);
    expect([track.attr('kind'), track.attr('srclang'), track.attr('label'), track.attr('default')]).toEqual([
      'captions',
      'zh-CN',
      '中文',
      '',
    ]);
    // The video is a sample, and the page says so with both lengths under the lesson title (decision 025).
    const minutes = Math.floor(first!.durationSeconds / 60);
    expect(only($, '[data-testid="sample-video-note"]').text()).toMatch(
      new RegExp(`^示例视频本节课时长 ${String(minutes).padStart(2, '0')}:\\d\\d，演示环境播放的是 1[0-6] 秒的示例片段`),
    );
    // The play info is in the hydration state, so the browser does not ask again.
    expect(JSON.stringify(hydrationState($).query)).toContain('"player","info"');
  });

  it('?lesson= opens that lesson, a locked one with why and the buy button', async () => {
    const course = paid();
    const locked = lessonsOf(course.id).find((lesson) => !lesson.freePreview && lesson.kind === 1)!;
    const response = await page(`/course/${course.id}/play?lesson=${locked.id}`);
    expect(response.statusCode).toBe(200);
    const text = textOf(response.body);
    expect(text).toContain('付费课程');
    expect(text).toContain(locked.title);
    expect(hrefsOf(response.body)).toContain(`/order/pay/create?productType=1&productId=${course.id}`);
    expect(countOf(response.body, 'video')).toBe(0);
  });

  it.each(['abc', '-1', '1.5', '0', '<script>alert(1)</script>', '99999999', String(10 ** 20)])(
    'a bad ?lesson=%s is ignored: the first lesson opens',
    async (value) => {
      const course = paid();
      const [first] = lessonsOf(course.id);
      const response = await page(`/course/${course.id}/play?lesson=${encodeURIComponent(value)}`);
      expect(response.statusCode).toBe(200);
      expect(titleOf(response.body)).toBe(`${first!.title} - ${course.title} - 技能学堂`);
      expect(response.body).not.toContain('<script>alert(1)</script>');
    },
  );

  it('a lesson of another course is ignored too', async () => {
    const course = paid();
    const other = store().catalogue.courses.find((candidate) => candidate.id !== course.id)!;
    const foreign = lessonsOf(other.id)[0]!;
    const response = await page(`/course/${course.id}/play?lesson=${foreign.id}`);
    expect(textOf(response.body)).not.toContain(`${foreign.title} - `);
    expect(titleOf(response.body)).toBe(`${lessonsOf(course.id)[0]!.title} - ${course.title} - 技能学堂`);
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
    expect(titleOf(response.body)).toBe('页面不存在 - 技能学堂');
  });
});
