import { afterAll, describe, expect, it } from 'vitest';
import { CODE_LESSON_LOCKED, getPlayInfo, reportProgress } from '@shared/api/player';
import type { PlayInfo, PlayLesson, ProgressStanding } from '@shared/schemas/player';
import { buildMockApi } from '../app';
import { envelopeOf, learnerFactory } from '../core/test-support';
import { ifRangeHolds, parseRange, SAMPLE_LESSONS } from '../media/sample-media';
import { signedMediaUrl } from '../media/media-signature';

const mock = buildMockApi();
afterAll(() => mock.app.close());
const { store } = mock;

/** A fresh learner: an account of its own, so no test sees another's progress or enrolments. */
const newLearner = learnerFactory(store, '1360000', '播放测试');

async function playInfo(courseId: number, token?: string) {
  return envelopeOf(await mock.app.inject({ url: `/course/${courseId}/play`, headers: token ? { token } : {} }), `play ${courseId}`);
}

async function report(token: string | undefined, body: Record<string, unknown>) {
  return envelopeOf(
    await mock.app.inject({ method: 'POST', url: '/lesson/progress', headers: token ? { token } : {}, payload: body }),
    `report ${JSON.stringify(body)}`,
  );
}

const lessonsOf = (info: PlayInfo): PlayLesson[] => info.chapters.flatMap((chapter) => chapter.lessons);
const paid = store.catalogue.courses.find((course) => !course.isFree)!;
const free = store.catalogue.courses.find(
  (course) =>
    course.isFree &&
    store.catalogue.courseExtras.get(course.id)!.chapters.some((chapter) => chapter.lessons.some((lesson) => lesson.kind === 2)),
)!;
const sampleFor = (lessonId: number) => SAMPLE_LESSONS[(lessonId - 1) % SAMPLE_LESSONS.length]!;

describe('GET /course/:id/play', () => {
  it('answers the contract: chapters and lessons with status, position, may-play and media for playable videos', async () => {
    const { token } = newLearner();
    const body = await playInfo(paid.id, token);
    expect(body.code).toBe(0);
    const info = getPlayInfo.data.parse(body.data);
    expect(info.course).toMatchObject({ id: paid.id, title: paid.title, isFree: false, price: paid.price, lessonCount: paid.lessonCount });
    expect(info).toMatchObject({ enrolled: false, completedLessons: 0, lastLessonId: null });
    const lessons = lessonsOf(info);
    expect(lessons).toHaveLength(paid.lessonCount);
    for (const lesson of lessons) {
      expect(lesson).toMatchObject({ status: 1, position: 0 });
      expect(lesson.playable).toBe(lesson.freePreview);
      if (lesson.playable && lesson.kind === 1) {
        expect(lesson.media!.sources.map((source) => source.resolution)).toEqual([1, 2, 3, 4]);
        expect(lesson.media!.sources.every((source) => source.url.startsWith('/api/media/lesson/') && source.type === 'video/mp4')).toBe(
          true,
        );
        expect(lesson.media!.captions).toMatchObject({ language: 'zh-CN', label: '中文' });
        expect(lesson.media!.durationSeconds).toBe(sampleFor(lesson.id).durationSeconds);
        // The syllabus shows the full lesson's length; the media is a sample that says so (decision 025).
        expect(lesson.media!.sample).toBe(true);
        expect(lesson.durationSeconds).toBeGreaterThan(lesson.media!.durationSeconds);
      } else {
        expect(lesson.media).toBeNull();
      }
    }
  });

  // Lesson and course lengths over the whole catalogue: mock-api/catalogue/world-figures.test.ts.

  it('a paid course not bought: only its free previews play, the rest say 付费 (purchase)', async () => {
    const { token } = newLearner();
    const lessons = lessonsOf(getPlayInfo.data.parse((await playInfo(paid.id, token)).data));
    expect(lessons.filter((lesson) => lesson.playable).length).toBeGreaterThan(0);
    const locked = lessons.filter((lesson) => !lesson.playable);
    expect(locked.length).toBeGreaterThan(0);
    expect(locked.every((lesson) => lesson.lockReason === 'purchase' && lesson.media === null && lesson.examId === null)).toBe(true);
  });

  it('a free course: previews play, the rest ask to enrol; once enrolled everything plays and exam lessons carry their exam', async () => {
    const { token, accountId } = newLearner();
    const before = lessonsOf(getPlayInfo.data.parse((await playInfo(free.id, token)).data));
    expect(before.filter((lesson) => !lesson.playable).every((lesson) => lesson.lockReason === 'enrol')).toBe(true);
    store.enrolments.enrol(accountId, free.id, store.now());
    const after = getPlayInfo.data.parse((await playInfo(free.id, token)).data);
    expect(after.enrolled).toBe(true);
    const lessons = lessonsOf(after);
    expect(lessons.every((lesson) => lesson.playable && lesson.lockReason === null)).toBe(true);
    const exams = lessons.filter((lesson) => lesson.kind === 2);
    expect(exams.length).toBeGreaterThan(0);
    const examIds = new Set(store.content.exams.map((exam) => exam.id));
    for (const exam of exams) {
      expect(examIds.has(exam.examId!)).toBe(true);
      // The course's own profession.
      expect(store.content.exams.find((candidate) => candidate.id === exam.examId)!.professionId).toBe(free.professionId);
    }
  });

  it('refuses signed-out callers (401) and unknown courses (404), in Chinese', async () => {
    expect(await playInfo(paid.id)).toMatchObject({ code: 401, msg: '请先登录' });
    const { token } = newLearner();
    expect(await playInfo(99_999_999, token)).toMatchObject({ code: 404, msg: '课程不存在或已下架' });
    expect((await playInfo(0, token)).code).toBe(400);
  });
});

describe('POST /lesson/progress', () => {
  const previewOf = (courseId: number) => store.catalogue.courseExtras.get(courseId)!.chapters[0]!.lessons[0]!;
  const lockedOf = (courseId: number) =>
    store.catalogue.courseExtras
      .get(courseId)!
      .chapters.flatMap((chapter) => chapter.lessons)
      .find((lesson) => !lesson.freePreview && lesson.kind === 1)!;

  it('a report moves a lesson to 学习中 and keeps the position; the play info and the course detail follow', async () => {
    const { token } = newLearner();
    const lesson = previewOf(paid.id);
    const body = await report(token, {
      lessonId: lesson.id,
      position: 4.26,
      duration: sampleFor(lesson.id).durationSeconds,
      event: 'pause',
    });
    expect(body.code).toBe(0);
    const standing: ProgressStanding = reportProgress.data.parse(body.data);
    expect(standing).toEqual({ lessonId: lesson.id, courseId: paid.id, status: 2, position: 4.3, completedLessons: 0 });
    const info = getPlayInfo.data.parse((await playInfo(paid.id, token)).data);
    expect(info.lastLessonId).toBe(lesson.id);
    expect(lessonsOf(info).find((candidate) => candidate.id === lesson.id)).toMatchObject({ status: 2, position: 4.3 });
    const detail = envelopeOf(await mock.app.inject({ url: `/course/${paid.id}`, headers: { token } }), 'detail').data as {
      chapters: { lessons: { id: number; progress: number }[] }[];
    };
    expect(detail.chapters[0]!.lessons[0]).toMatchObject({ id: lesson.id, progress: 2 });
  });

  // 已完成 (90 % of the media watched by the server's clock) and its attackers: video-progress.test.ts.

  it('refuses lessons the learner may not play, with the reason in Chinese', async () => {
    const { token, accountId } = newLearner();
    expect(await report(token, { lessonId: lockedOf(paid.id).id, position: 1, duration: 10, event: 'tick' })).toMatchObject({
      code: CODE_LESSON_LOCKED,
      msg: '该课时为付费内容，购买课程后才能学习',
    });
    expect(await report(token, { lessonId: lockedOf(free.id).id, position: 1, duration: 10, event: 'tick' })).toMatchObject({
      code: CODE_LESSON_LOCKED,
      msg: '尚未报名该课程，报名后才能记录学习进度',
    });
    expect(store.progress.statusOf(accountId, lockedOf(paid.id).id)).toBe(1);
    // Enrolled, the same lesson is recorded.
    store.enrolments.enrol(accountId, free.id, store.now());
    expect((await report(token, { lessonId: lockedOf(free.id).id, position: 1, duration: 10, event: 'tick' })).code).toBe(0);
  });

  it.each([
    [{ lessonId: 99_999_999, position: 1, duration: 10, event: 'tick' }, 404, '课时不存在'],
    [{ lessonId: 'PREVIEW', position: 999, duration: 10, event: 'tick' }, 400, '播放位置超出课时时长'],
    [{ lessonId: 'PREVIEW', position: -1, duration: 10, event: 'tick' }, 400, undefined],
    [{ lessonId: 'PREVIEW', position: 1, duration: 0, event: 'tick' }, 400, undefined],
    [{ lessonId: 'PREVIEW', position: 1, duration: 10, event: 'seek' }, 400, undefined],
    [{ lessonId: 'PREVIEW', position: 'NaN', duration: 10, event: 'tick' }, 400, undefined],
    [{ lessonId: 'EXAM', position: 1, duration: 10, event: 'tick' }, 400, '测验课时请在考试中作答，无需上报播放进度'],
  ])('refuses %j with code %i', async (raw, code, msg) => {
    const { token, accountId } = newLearner();
    store.enrolments.enrol(accountId, free.id, store.now());
    const exam = store.catalogue.courseExtras
      .get(free.id)!
      .chapters.flatMap((chapter) => chapter.lessons)
      .find((lesson) => lesson.kind === 2)!;
    const lessonId = raw.lessonId === 'PREVIEW' ? previewOf(free.id).id : raw.lessonId === 'EXAM' ? exam.id : raw.lessonId;
    const body = await report(token, { ...raw, lessonId });
    expect(body.code).toBe(code);
    if (msg) expect(body.msg).toBe(msg);
  });

  it('refuses signed-out reports', async () => {
    expect(await report(undefined, { lessonId: previewOf(paid.id).id, position: 1, duration: 10, event: 'tick' })).toMatchObject({
      code: 401,
      msg: '请先登录',
    });
  });

  it('keeps each learner to their own progress', async () => {
    const alice = newLearner();
    const bob = newLearner();
    const lesson = previewOf(paid.id);
    await report(alice.token, { lessonId: lesson.id, position: 3, duration: 10, event: 'pause' });
    const bobs = getPlayInfo.data.parse((await playInfo(paid.id, bob.token)).data);
    expect(bobs.lastLessonId).toBeNull();
    expect(lessonsOf(bobs).find((candidate) => candidate.id === lesson.id)).toMatchObject({ status: 1, position: 0 });
    const alices = getPlayInfo.data.parse((await playInfo(paid.id, alice.token)).data);
    expect(lessonsOf(alices).find((candidate) => candidate.id === lesson.id)).toMatchObject({ status: 2, position: 3 });
  });
});

/** A URL as the API signs it for anyone (a free preview), at the mock's own path (no /api). Signatures: media-signature.test.ts. */
const signed = (file: string) => signedMediaUrl(file, store.now(), { accountId: 0 }).replace(/^\/api/, '');

describe('GET /media/lesson/:file (range requests at the mock)', () => {
  const file = SAMPLE_LESSONS[0]!.files['360p'];
  const url = signed(file);

  it('200 with the whole file, Accept-Ranges, its type and a private cache until the URL expires', async () => {
    const response = await mock.app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({ 'accept-ranges': 'bytes', 'content-type': 'video/mp4' });
    expect(response.headers['cache-control']).toMatch(/^private, max-age=\d{4}$/);
    expect(response.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  });

  it('206 for a range, with Content-Range; suffix and open ranges too', async () => {
    const whole = (await mock.app.inject(url)).rawPayload;
    const size = whole.length;
    const part = await mock.app.inject({ url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload.equals(whole.subarray(100, 200))).toBe(true);
    const tail = await mock.app.inject({ url, headers: { range: 'bytes=-50' } });
    expect(tail.headers['content-range']).toBe(`bytes ${size - 50}-${size - 1}/${size}`);
    const open = await mock.app.inject({ url, headers: { range: `bytes=${size - 10}-` } });
    expect(open.rawPayload.length).toBe(10);
    const clamped = await mock.app.inject({ url, headers: { range: `bytes=0-${size + 5000}` } });
    expect(clamped.statusCode).toBe(206);
    expect(clamped.headers['content-range']).toBe(`bytes 0-${size - 1}/${size}`);
  });

  it.each(['bytes=999999999-', 'bytes=abc', 'bytes=5-2', 'bytes=-0', 'bytes='])(
    '416 with Content-Range bytes */size for %s',
    async (range) => {
      const size = (await mock.app.inject(url)).rawPayload.length;
      const response = await mock.app.inject({ url, headers: { range } });
      expect(response.statusCode).toBe(416);
      expect(response.headers['content-range']).toBe(`bytes */${size}`);
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  it('If-Range: the range holds for the current ETag, the whole file comes for an old one', async () => {
    const etag = (await mock.app.inject(url)).headers.etag as string;
    expect((await mock.app.inject({ url, headers: { range: 'bytes=0-9', 'if-range': etag } })).statusCode).toBe(206);
    expect((await mock.app.inject({ url, headers: { range: 'bytes=0-9', 'if-range': '"stale"' } })).statusCode).toBe(200);
    expect((await mock.app.inject({ url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
  });

  it('serves the Chinese WebVTT track as text/vtt; unknown names and paths are 404', async () => {
    const vtt = await mock.app.inject(signed(SAMPLE_LESSONS[0]!.captions));
    expect(vtt.statusCode).toBe(200);
    expect(vtt.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(vtt.body.startsWith('WEBVTT')).toBe(true);
    expect(vtt.body).toMatch(/[\u4e00-\u9fff]/);
    for (const name of ['nope.mp4', '..%2Fsamples.json', 'samples.json', '..%2F..%2Fpackage.json'])
      expect((await mock.app.inject(`/media/lesson/${name}`)).statusCode).toBe(404);
    // The artwork route beside it still answers.
    expect((await mock.app.inject('/media/cover/1.svg')).headers['content-type']).toBe('image/svg+xml; charset=utf-8');
  });
});

describe('parseRange and ifRangeHolds', () => {
  it.each([
    [undefined, 'whole'],
    ['bytes=0-0', { start: 0, end: 0 }],
    ['bytes=10-', { start: 10, end: 99 }],
    ['bytes=-10', { start: 90, end: 99 }],
    ['bytes=-500', { start: 0, end: 99 }],
    ['bytes=50-500', { start: 50, end: 99 }],
    ['items=0-5', 'whole'],
    ['bytes=0-1,5-6', 'whole'],
    ['bytes=0-1,x', 'unsatisfiable'],
    ['bytes=100-', 'unsatisfiable'],
    ['bytes=9-3', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=-', 'unsatisfiable'],
    ['nonsense', 'unsatisfiable'],
  ])('%s of 100 bytes → %j', (header, expected) => {
    expect(parseRange(header, 100)).toEqual(expected);
  });

  it('If-Range matches the strong ETag or the exact date, never a weak tag', () => {
    const file = { etag: '"abc"', lastModified: 'Sun, 22 Nov 2026 01:00:00 GMT' };
    expect(ifRangeHolds(undefined, file)).toBe(true);
    expect(ifRangeHolds('"abc"', file)).toBe(true);
    expect(ifRangeHolds('W/"abc"', file)).toBe(false);
    expect(ifRangeHolds('"other"', file)).toBe(false);
    expect(ifRangeHolds(file.lastModified, file)).toBe(true);
    expect(ifRangeHolds('Mon, 23 Nov 2026 01:00:00 GMT', file)).toBe(false);
  });
});
