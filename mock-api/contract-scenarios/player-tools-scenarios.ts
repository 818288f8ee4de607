import { expect } from 'vitest';
import { createLessonNote, listCourseNotes, listMyNoteCourses, removeLessonNote, updateLessonNote } from '@shared/api/lesson-notes';
import type { MockApi } from '../app';
import { call, demoToken, type Scenario } from './support';

/** The demo learner's note on the free preview that opens course 2. */
async function demoNote({ app, store }: MockApi): Promise<{ token: string; noteId: number }> {
  const token = await demoToken(app);
  const lessonId = store.catalogue.courseExtras.get(2)!.chapters[0]!.lessons[0]!.id;
  const created = await call(app, createLessonNote, {
    url: createLessonNote.path,
    payload: { lessonId, position: 3, content: '安全规范：先断电再操作 ⚡' },
    token,
  });
  expect(created.code, created.msg).toBe(0);
  return { token, noteId: (created.data as { id: number }).id };
}

/** The player's learning tools: notes on lessons. */
export const playerToolsScenarios: Record<string, Scenario> = {
  [createLessonNote.id]: async ({ app, store }) => ({
    url: createLessonNote.path,
    payload: { lessonId: store.catalogue.courseExtras.get(2)!.chapters[0]!.lessons[0]!.id, position: 2.5, content: '记一笔' },
    token: await demoToken(app),
  }),
  [listCourseNotes.id]: async (mock) => ({ url: '/course/2/notes', token: (await demoNote(mock)).token }),
  [listMyNoteCourses.id]: async (mock) => ({ url: listMyNoteCourses.path, token: (await demoNote(mock)).token }),
  [updateLessonNote.id]: async (mock) => {
    const { token, noteId } = await demoNote(mock);
    return { url: `/lesson/notes/${noteId}`, payload: { content: '改过的笔记' }, token };
  },
  [removeLessonNote.id]: async (mock) => {
    const { token, noteId } = await demoNote(mock);
    return { url: `/lesson/notes/${noteId}`, token };
  },
};
