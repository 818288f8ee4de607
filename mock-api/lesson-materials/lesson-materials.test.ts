import { afterAll, describe, expect, it } from 'vitest';
import { getPlayInfo } from '@shared/api/player';
import { getCourse } from '@shared/api/catalogue';
import { buildMockApi } from '../app';
import { envelopeOf } from '../core/test-support';
import { materialIndex } from './routes';

const mock = buildMockApi();
afterAll(() => mock.app.close());
const { store } = mock;

let nextLearner = 0;
function newLearner(): string {
  nextLearner += 1;
  const account = store.accounts.add({
    phone: `1380000${String(nextLearner).padStart(4, '0')}`,
    passwordHash: '',
    nickname: `资料测试${nextLearner}`,
    gender: 0,
    signature: '',
    realNameVerified: false,
    coinBalance: 0,
    wechatOpenId: null,
    createdAt: '2026-11-22T09:00:00+08:00',
  });
  return store.issueToken(account.id);
}

const lessonsOf = (courseId: number) => store.catalogue.courseExtras.get(courseId)!.chapters.flatMap((chapter) => chapter.lessons);
const { byId } = materialIndex(store);
const paid = store.catalogue.courses.find((course) => !course.isFree && lessonsOf(course.id).some((lesson) => lesson.kind === 3))!;
const free = store.catalogue.courses.find((course) => course.isFree && lessonsOf(course.id).some((lesson) => lesson.kind === 3))!;
const materialsOf = (courseId: number) => [...byId.values()].filter((material) => material.courseId === courseId);
const handoutOf = (courseId: number) => materialsOf(courseId).find((material) => material.kind === 'handout')!;
const checklistOf = (courseId: number) => materialsOf(courseId).find((material) => material.kind === 'checklist')!;
const download = (id: number | string, token?: string) =>
  mock.app.inject({ url: `/lesson/material/${id}`, headers: token ? { token } : {} });

describe('lesson materials and reading lessons (图文)', () => {
  it('the seed gives every course a handout on its first lesson, and reading lessons with a checklist', () => {
    for (const course of store.catalogue.courses) expect(handoutOf(course.id)?.lessonId).toBe(lessonsOf(course.id)[0]!.id);
    const reading = lessonsOf(paid.id).find((lesson) => lesson.kind === 3)!;
    expect(reading).toMatchObject({ durationSeconds: 0 });
    expect(reading.title).toMatch(/^图文：/);
    expect(checklistOf(paid.id).lessonId).toBe(reading.id);
  });

  it('a free preview’s handout downloads as a Chinese-named PDF attachment, nosniff, cached privately', async () => {
    const response = await download(handoutOf(paid.id).id, newLearner());
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const name = handoutOf(paid.id).name;
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, max-age=3600');
  });

  it('refused with a Chinese reason: signed out 401, a paid course not bought 403, a free course not enrolled 403, unknown 404', async () => {
    const signedOut = await download(handoutOf(paid.id).id);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ code: 401, msg: '请先登录后再下载课时资料' });
    const token = newLearner();
    const notBought = await download(checklistOf(paid.id).id, token);
    expect(notBought.statusCode).toBe(403);
    expect(notBought.json()).toMatchObject({ msg: '该课时为付费内容，购买课程后才能下载本课时资料' });
    expect(notBought.headers['content-disposition']).toBeUndefined();
    expect((await download(checklistOf(free.id).id, token)).json()).toMatchObject({ msg: '尚未报名该课程，报名后才能下载本课时资料' });
    for (const id of [999_999, 0, 'abc', '1e3', '../../etc/passwd']) expect((await download(id, token)).statusCode, String(id)).toBe(404);
  });

  it('enrolled in one course, another course’s material is still refused; its own opens, as a UTF-8 text checklist', async () => {
    const token = newLearner();
    expect(
      (await mock.app.inject({ method: 'POST', url: '/learning/enrolments', headers: { token }, payload: { courseId: free.id } })).json()
        .code,
    ).toBe(0);
    const own = await download(checklistOf(free.id).id, token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(own.body).toContain('检查清单');
    expect((await download(checklistOf(paid.id).id, token)).statusCode).toBe(403);
  });

  it('the player lists materials to all (URLs only where the lesson is open) and a reading lesson’s text when open', async () => {
    const token = newLearner();
    const info = getPlayInfo.data.parse(
      envelopeOf(await mock.app.inject({ url: `/course/${paid.id}/play`, headers: { token } }), 'play').data,
    );
    const lessons = info.chapters.flatMap((chapter) => chapter.lessons);
    const first = lessons[0]!;
    expect(first.materials).toMatchObject([
      { id: handoutOf(paid.id).id, type: 'application/pdf', url: `/api/lesson/material/${handoutOf(paid.id).id}` },
    ]);
    expect(first.materials[0]!.sizeBytes).toBeGreaterThan(500);
    const reading = lessons.find((lesson) => lesson.kind === 3)!;
    expect(reading).toMatchObject({ playable: false, reading: null, media: null });
    expect(reading.materials).toMatchObject([{ url: null }]);

    await mock.app.inject({ method: 'POST', url: '/learning/enrolments', headers: { token }, payload: { courseId: free.id } });
    const freeInfo = getPlayInfo.data.parse(
      envelopeOf(await mock.app.inject({ url: `/course/${free.id}/play`, headers: { token } }), 'play').data,
    );
    const open = freeInfo.chapters.flatMap((chapter) => chapter.lessons).find((lesson) => lesson.kind === 3)!;
    expect(open.reading?.content[0]).toMatchObject({ type: 'heading' });
    // 已完成 at once, never opened: refused (the reading time rule: mock-api/player/reading-progress.test.ts).
    const done = await mock.app.inject({
      method: 'POST',
      url: '/lesson/progress',
      headers: { token },
      payload: { lessonId: open.id, position: 1, duration: 1, event: 'end' },
    });
    expect(done.json()).toMatchObject({ code: 4612 });
  });

  it('the course page marks lessons with materials and says which are reading lessons', async () => {
    const detail = getCourse.data.parse(envelopeOf(await mock.app.inject({ url: `/course/${paid.id}` }), 'course').data);
    const lessons = detail.chapters.flatMap((chapter) => chapter.lessons);
    expect(lessons[0]!.materialCount).toBe(1);
    expect(lessons.find((lesson) => lesson.kind === 3)!.materialCount).toBe(1);
    expect(lessons.filter((lesson) => lesson.materialCount > 0)).toHaveLength(materialsOf(paid.id).length);
  });
});
