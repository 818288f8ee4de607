import type { FastifyInstance } from 'fastify';
import {
  CODE_NOTE_LESSON_LOCKED,
  CODE_NOTES_PER_LESSON,
  createLessonNote,
  listCourseNotes,
  listMyNoteCourses,
  removeLessonNote,
  updateLessonNote,
} from '@shared/api/lesson-notes';
import { LessonKind } from '@shared/enums/learning';
import { checkNoteContent, notePosition } from '@shared/lib/lesson-note-rules';
import type { LessonNote } from '@shared/schemas/lesson-notes';
import { BusinessError, CODE_INVALID, CODE_NOT_FOUND, CODE_UNAUTHORIZED, handle } from '../core/define-handler';
import { shanghaiIso } from '../core/faker';
import { lessonIndex, lockedMessage, lockReasonOf, type LessonEntry } from '../player/lesson-access';
import type { StoredNote } from './lesson-notes';
import { mediaSecondsOf } from '../media/sample-media';
import type { MockStore } from '../core/store';

/** A note's moment may run this far past the media's end (the last timeupdate rounds up). */
const POSITION_SLACK_SECONDS = 1;

/**
 * 笔记 on lessons (shared/api/lesson-notes.ts): a learner's own, at a moment of a lesson they may
 * study. The notes are kept on the store (`store.lessonNotes`), where the data export reads them too.
 */
export function registerLessonNoteRoutes(app: FastifyInstance, store: MockStore): void {
  const notes = store.lessonNotes;
  const lessons = lessonIndex(store);

  const accountOf = (token: string | undefined): number => {
    const account = store.accountByToken(token);
    if (!account) throw new BusinessError(CODE_UNAUTHORIZED, '请先登录');
    return account.id;
  };
  const view = (note: StoredNote): LessonNote => ({
    id: note.id,
    courseId: note.courseId,
    lessonId: note.lessonId,
    lessonTitle: lessons.get(note.lessonId)?.lesson.title ?? '',
    position: note.position,
    content: note.content,
    createdAt: shanghaiIso(note.createdAt),
    updatedAt: shanghaiIso(note.updatedAt),
  });
  const checkedContent = (raw: string): string => {
    const verdict = checkNoteContent(raw);
    if (verdict !== true) throw new BusinessError(CODE_INVALID, verdict);
    return raw.trim();
  };
  const mayStudy = (accountId: number, { course, lesson }: LessonEntry) => {
    const reason = lockReasonOf(store, accountId, course, lesson);
    if (reason) throw new BusinessError(CODE_NOTE_LESSON_LOCKED, lockedMessage(reason, '记笔记'));
  };
  const bySyllabus = (a: StoredNote, b: StoredNote) =>
    (lessons.get(a.lessonId)?.order ?? 0) - (lessons.get(b.lessonId)?.order ?? 0) || a.position - b.position || a.id - b.id;

  handle(app, listCourseNotes, ({ params, token }) => {
    const accountId = accountOf(token);
    const course = store.catalogue.courses.find((candidate) => candidate.id === params.id);
    if (!course) throw new BusinessError(CODE_NOT_FOUND, '课程不存在或已下架');
    return {
      course: { id: course.id, title: course.title, cover: course.cover },
      notes: notes
        .of(accountId)
        .filter((note) => note.courseId === course.id)
        .sort(bySyllabus)
        .map(view),
    };
  });

  handle(app, listMyNoteCourses, ({ token }) => {
    const accountId = accountOf(token);
    const byCourse = new Map<number, { count: number; last: number }>();
    for (const note of notes.of(accountId)) {
      const entry = byCourse.get(note.courseId) ?? { count: 0, last: 0 };
      entry.count += 1;
      entry.last = Math.max(entry.last, note.updatedAt);
      byCourse.set(note.courseId, entry);
    }
    return {
      courses: [...byCourse]
        .sort(([, a], [, b]) => b.last - a.last)
        .flatMap(([courseId, { count, last }]) => {
          const course = store.catalogue.courses.find((candidate) => candidate.id === courseId);
          return course
            ? [{ id: course.id, title: course.title, cover: course.cover, noteCount: count, lastNotedAt: shanghaiIso(last) }]
            : [];
        }),
    };
  });

  handle(app, createLessonNote, ({ body, token }) => {
    const accountId = accountOf(token);
    const entry = lessons.get(body.lessonId);
    if (!entry) throw new BusinessError(CODE_NOT_FOUND, '课时不存在');
    const { course, lesson } = entry;
    if (lesson.kind === LessonKind.EXAM) throw new BusinessError(CODE_INVALID, '测验课时不能记笔记');
    mayStudy(accountId, entry);
    const content = checkedContent(body.content);
    const limit = lesson.kind === LessonKind.VIDEO ? mediaSecondsOf(lesson) + POSITION_SLACK_SECONDS : 0;
    if (body.position > limit)
      throw new BusinessError(CODE_INVALID, lesson.kind === LessonKind.VIDEO ? '笔记时间超出课时时长' : '图文课时的笔记时间应为 0');
    if (notes.countOnLesson(accountId, lesson.id) >= notes.limits.perLesson)
      throw new BusinessError(CODE_NOTES_PER_LESSON, `每个课时最多记 ${notes.limits.perLesson} 条笔记，请整理后再记`);
    const position = Math.min(notePosition(body.position), mediaSecondsOf(lesson));
    return view(notes.add(accountId, { courseId: course.id, lessonId: lesson.id, position, content, createdAt: store.now() }));
  });

  handle(app, updateLessonNote, ({ params, body, token }) => {
    const accountId = accountOf(token);
    const note = notes.get(accountId, params.noteId);
    if (!note) throw new BusinessError(CODE_NOT_FOUND, '笔记不存在或已删除');
    const entry = lessons.get(note.lessonId);
    if (entry) mayStudy(accountId, entry);
    return view(notes.update(accountId, note.id, checkedContent(body.content), store.now())!);
  });

  handle(app, removeLessonNote, ({ params, token }) => {
    const accountId = accountOf(token);
    if (!notes.remove(accountId, params.noteId)) throw new BusinessError(CODE_NOT_FOUND, '笔记不存在或已删除');
    return { id: params.noteId };
  });
}
