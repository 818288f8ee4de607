import { afterAll, describe, expect, it } from 'vitest';
import { CODE_NOTE_LESSON_LOCKED, CODE_NOTES_PER_LESSON, listCourseNotes, listMyNoteCourses } from '@shared/api/lesson-notes';
import { NOTES_PER_LESSON } from '@shared/lib/lesson-note-rules';
import { buildMockApi } from '../app';
import { envelopeOf, learnerFactory } from '../core/test-support';
import { mediaSecondsOf } from '../media/sample-media';

let now = Date.parse('2026-11-27T09:00:00+08:00');
const mock = buildMockApi({ now: () => now });
afterAll(() => mock.app.close());
const { store } = mock;

/** A fresh learner: an account of its own, so no test sees another's notes or enrolments. */
const newLearner = learnerFactory(store, '1370000', '笔记测试');

type Envelope = { code: number; msg?: string; data?: unknown };
async function send(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: Record<string, unknown>,
): Promise<Envelope> {
  return envelopeOf(await mock.app.inject({ method, url, headers: token ? { token } : {}, payload }), `${method} ${url}`) as Envelope;
}
const create = (token: string | undefined, body: Record<string, unknown>) => send('POST', '/lesson/notes', token, body);

const lessonsOf = (courseId: number) => store.catalogue.courseExtras.get(courseId)!.chapters.flatMap((chapter) => chapter.lessons);
const paid = store.catalogue.courses.find((course) => !course.isFree)!;
const paidPreview = lessonsOf(paid.id).find((lesson) => lesson.freePreview && lesson.kind === 1)!;
const paidLocked = lessonsOf(paid.id).find((lesson) => !lesson.freePreview && lesson.kind === 1)!;
const free = store.catalogue.courses.find((course) => course.isFree && lessonsOf(course.id).some((lesson) => lesson.kind === 2))!;
const freeLocked = lessonsOf(free.id).find((lesson) => !lesson.freePreview && lesson.kind === 1)!;
const freeExam = lessonsOf(free.id).find((lesson) => lesson.kind === 2)!;

describe('notes on lessons (笔记)', () => {
  it('a learner notes a moment of a lesson they may study; the note reads back as written, markup and emoji included', async () => {
    const { token } = newLearner();
    const hostile = '<img src=x onerror=alert(1)> 记住：先断电 ⚡👍';
    const created = await create(token, { lessonId: paidPreview.id, position: 4.26, content: `  ${hostile}  ` });
    expect(created.code, created.msg).toBe(0);
    expect(created.data).toMatchObject({
      courseId: paid.id,
      lessonId: paidPreview.id,
      lessonTitle: paidPreview.title,
      position: 4.3,
      content: hostile,
    });

    const listed = listCourseNotes.data.parse((await send('GET', `/course/${paid.id}/notes`, token)).data);
    expect(listed.course).toMatchObject({ id: paid.id, title: paid.title });
    expect(listed.notes.map((note) => note.content)).toEqual([hostile]);
  });

  it('signed out → 401; an unknown lesson → 404; an exam lesson → 400', async () => {
    expect((await create(undefined, { lessonId: paidPreview.id, position: 1, content: '记' })).code).toBe(401);
    expect((await send('GET', `/course/${paid.id}/notes`)).code).toBe(401);
    expect((await send('GET', '/user/notes')).code).toBe(401);
    const { token } = newLearner();
    expect((await create(token, { lessonId: 99_999_999, position: 1, content: '记' })).code).toBe(404);
    expect((await send('GET', '/course/99999999/notes', token)).code).toBe(404);
    await send('POST', '/learning/enrolments', token, { courseId: free.id });
    const exam = await create(token, { lessonId: freeExam.id, position: 0, content: '记' });
    expect(exam).toMatchObject({ code: 400, msg: '测验课时不能记笔记' });
  });

  it('only where the learner may study: a paid course not bought, a free course not enrolled → 4610; enrolled → allowed', async () => {
    const { token } = newLearner();
    expect(await create(token, { lessonId: paidLocked.id, position: 1, content: '偷记' })).toMatchObject({
      code: CODE_NOTE_LESSON_LOCKED,
      msg: '该课时为付费内容，购买课程后才能记笔记',
    });
    expect(await create(token, { lessonId: freeLocked.id, position: 1, content: '记' })).toMatchObject({
      code: CODE_NOTE_LESSON_LOCKED,
      msg: '尚未报名该课程，报名后才能记笔记',
    });
    expect((await send('POST', '/learning/enrolments', token, { courseId: free.id })).code).toBe(0);
    expect((await create(token, { lessonId: freeLocked.id, position: 1, content: '记' })).code).toBe(0);
  });

  it('text: empty or over 500 characters → 400 saying the limit; 500 emoji are fine', async () => {
    const { token } = newLearner();
    expect(await create(token, { lessonId: paidPreview.id, position: 1, content: '  \n ' })).toMatchObject({
      code: 400,
      msg: '请输入笔记内容',
    });
    expect(await create(token, { lessonId: paidPreview.id, position: 1, content: '字'.repeat(501) })).toMatchObject({
      code: 400,
      msg: '笔记不能超过 500 个字',
    });
    expect((await create(token, { lessonId: paidPreview.id, position: 1, content: '😀'.repeat(500) })).code).toBe(0);
    // Far over the bound: refused by the request's own check, still in Chinese.
    const huge = await create(token, { lessonId: paidPreview.id, position: 1, content: '字'.repeat(30_000) });
    expect(huge.code).toBe(400);
    expect(huge.msg).toMatch(/[\u4e00-\u9fff]/);
  });

  it("time: within the lesson's video (0 to the length it plays), else 400", async () => {
    const { token } = newLearner();
    // A note marks a moment of what plays: the sample video, not the full lesson it stands for (decision 025).
    const length = mediaSecondsOf(paidPreview);
    expect((await create(token, { lessonId: paidPreview.id, position: 0, content: '开头' })).code).toBe(0);
    expect((await create(token, { lessonId: paidPreview.id, position: length, content: '结尾' })).code).toBe(0);
    expect(await create(token, { lessonId: paidPreview.id, position: length + 5, content: '之后' })).toMatchObject({
      code: 400,
      msg: '笔记时间超出课时时长',
    });
    expect((await create(token, { lessonId: paidPreview.id, position: -1, content: '之前' })).code).toBe(400);
    expect((await create(token, { lessonId: paidPreview.id, position: 'abc', content: '?' })).code).toBe(400);
  });

  it("another learner's note id → 404 for edit and delete, and it stays as it was; a second delete → 404", async () => {
    const owner = newLearner();
    const other = newLearner();
    const created = await create(owner.token, { lessonId: paidPreview.id, position: 2, content: '我的笔记' });
    const noteId = (created.data as { id: number }).id;
    expect(await send('PUT', `/lesson/notes/${noteId}`, other.token, { content: '改掉' })).toMatchObject({ code: 404 });
    expect(await send('DELETE', `/lesson/notes/${noteId}`, other.token)).toMatchObject({ code: 404 });
    expect((await send('GET', `/course/${paid.id}/notes`, other.token)).data).toMatchObject({ notes: [] });
    const mine = listCourseNotes.data.parse((await send('GET', `/course/${paid.id}/notes`, owner.token)).data);
    expect(mine.notes).toMatchObject([{ id: noteId, content: '我的笔记' }]);

    const edited = await send('PUT', `/lesson/notes/${noteId}`, owner.token, { content: '改过了 ✍️' });
    expect(edited).toMatchObject({ code: 0, data: { id: noteId, content: '改过了 ✍️', position: 2 } });
    expect((await send('PUT', `/lesson/notes/${noteId}`, owner.token, { content: '' })).code).toBe(400);
    expect(await send('DELETE', `/lesson/notes/${noteId}`, owner.token)).toMatchObject({ code: 0, data: { id: noteId } });
    expect((await send('DELETE', `/lesson/notes/${noteId}`, owner.token)).code).toBe(404);
    expect((await send('PUT', `/lesson/notes/${noteId}`, owner.token, { content: '复活' })).code).toBe(404);
  });

  it(`a lesson holds at most ${NOTES_PER_LESSON} of a learner's notes → 4611; another lesson still takes notes`, async () => {
    const { token } = newLearner();
    for (let index = 0; index < NOTES_PER_LESSON; index += 1) {
      expect((await create(token, { lessonId: paidPreview.id, position: 1, content: `第 ${index + 1} 条` })).code).toBe(0);
    }
    expect(await create(token, { lessonId: paidPreview.id, position: 1, content: '再一条' })).toMatchObject({
      code: CODE_NOTES_PER_LESSON,
      msg: `每个课时最多记 ${NOTES_PER_LESSON} 条笔记，请整理后再记`,
    });
    const otherPreview = lessonsOf(paid.id).find((lesson) => lesson.freePreview && lesson.kind === 1 && lesson.id !== paidPreview.id)!;
    expect((await create(token, { lessonId: otherPreview.id, position: 1, content: '别的课时' })).code).toBe(0);
  });

  it('lists a course in syllabus order, by moment within a lesson; my courses with counts, the most recent first', async () => {
    const { token } = newLearner();
    const [first, second] = lessonsOf(paid.id).filter((lesson) => lesson.freePreview && lesson.kind === 1);
    await create(token, { lessonId: second!.id, position: 5, content: 'B5' });
    await create(token, { lessonId: first!.id, position: 7, content: 'A7' });
    await create(token, { lessonId: first!.id, position: 2, content: 'A2' });
    const listed = listCourseNotes.data.parse((await send('GET', `/course/${paid.id}/notes`, token)).data);
    expect(listed.notes.map((note) => note.content)).toEqual(['A2', 'A7', 'B5']);

    await send('POST', '/learning/enrolments', token, { courseId: free.id });
    now += 60_000;
    await create(token, { lessonId: freeLocked.id, position: 1, content: '后记' });
    // Editing a note makes its course the most recent again.
    now += 60_000;
    expect((await send('PUT', `/lesson/notes/${listed.notes[0]!.id}`, token, { content: 'A2 改' })).code).toBe(0);
    const courses = listMyNoteCourses.data.parse((await send('GET', '/user/notes', token)).data).courses;
    expect(courses.map((course) => [course.id, course.noteCount])).toEqual([
      [paid.id, 3],
      [free.id, 1],
    ]);
  });
});
