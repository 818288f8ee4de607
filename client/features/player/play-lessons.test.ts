import { describe, expect, it } from 'vitest';
import type { PlayInfo, PlayLesson } from '@shared/schemas/player';
import { applyStanding } from './get-play-info';
import { endNoteOf, lessonParam, lessonsOf, neighboursOf, nextPlayableVideo, pickLesson, resumePosition, timeParam } from './play-lessons';

const media = {
  sources: [{ resolution: 2, url: '/api/media/lesson/x.mp4', type: 'video/mp4' }],
  captions: null,
  durationSeconds: 10,
  poster: '',
  sample: true,
};
const lesson = (id: number, fields: Partial<PlayLesson> = {}): PlayLesson => ({
  id,
  title: `课时${id}`,
  kind: 1,
  freePreview: false,
  durationSeconds: 600,
  status: 1,
  position: 0,
  playable: true,
  lockReason: null,
  media,
  examId: null,
  reading: null,
  materials: [],
  ...fields,
});
const locked = { playable: false, lockReason: 'purchase' as const, media: null };

const info: PlayInfo = {
  course: { id: 7, title: '课程', cover: '', isFree: false, price: 100, lessonCount: 5, teacher: '王老师' },
  enrolled: false,
  completedLessons: 0,
  lastLessonId: null,
  chapters: [
    { id: 1, title: '第1章', lessons: [lesson(11, locked), lesson(12), lesson(13, { kind: 2, media: null, examId: 4 })] },
    { id: 2, title: '第2章', lessons: [lesson(21, locked), lesson(22)] },
  ],
};
const lessons = lessonsOf(info);

describe('lessonsOf', () => {
  it('flattens in syllabus order with the chapter and the place in it', () => {
    expect(lessons.map((item) => item.id)).toEqual([11, 12, 13, 21, 22]);
    expect(lessons[3]).toMatchObject({ chapterTitle: '第2章', chapterIndex: 1, indexInChapter: 0 });
  });
});

describe('lessonParam and pickLesson', () => {
  it('reads ?lesson= as an id, ignoring anything malformed', () => {
    expect(lessonParam(new URLSearchParams('lesson=22'))).toBe(22);
    for (const value of ['abc', '-1', '1.5', '0', '', '<script>', '99999999999999999'])
      expect(lessonParam(new URLSearchParams({ lesson: value }))).toBeUndefined();
  });

  it("opens the asked lesson of this course (even a locked one), else 继续学习's rule among the playable ones, else the first", () => {
    expect(pickLesson(lessons, 21, null)?.id).toBe(21);
    expect(pickLesson(lessons, 999, null)?.id).toBe(12);
    expect(pickLesson(lessons, undefined, 22)?.id).toBe(22);
    expect(pickLesson(lessons, 999, 999)?.id).toBe(12);
    expect(
      pickLesson(
        lessons.map((item) => ({ ...item, playable: false })),
        undefined,
        null,
      )?.id,
    ).toBe(11);
    expect(pickLesson([], undefined, null)).toBeUndefined();
  });

  it('without ?lesson= follows the one 继续学习 rule: the last lesson when unfinished, else the next unfinished one', () => {
    const finished = lessons.map((item) => (item.id === 12 ? { ...item, status: 3 } : item));
    expect(pickLesson(finished, undefined, 12)?.id).toBe(13);
    const allButLast = lessons.map((item) => (item.id === 22 ? item : { ...item, status: 3 }));
    expect(pickLesson(allButLast, undefined, 12)?.id).toBe(22);
  });
});

describe('nextPlayableVideo and neighboursOf', () => {
  it('continuous play skips exams and locked lessons', () => {
    expect(nextPlayableVideo(lessons, 12)?.id).toBe(22);
    expect(nextPlayableVideo(lessons, 22)).toBeUndefined();
  });

  it('the neighbours are whatever comes before and after', () => {
    expect(neighboursOf(lessons, 12)).toMatchObject({ previous: { id: 11 }, next: { id: 13 } });
    expect(neighboursOf(lessons, 11).previous).toBeUndefined();
    expect(neighboursOf(lessons, 404)).toEqual({});
  });
});

describe('endNoteOf', () => {
  it('names what is left after the last playable video', () => {
    expect(endNoteOf(lessons, 12)).toEqual({ text: '购买课程后可继续学习后续课时', lockReason: 'purchase' });
    expect(
      endNoteOf(
        lessons.map((item) => (item.playable ? item : { ...item, lockReason: 'enrol' as const })),
        12,
      ).lockReason,
    ).toBe('enrol');
    expect(endNoteOf(lessons, 22)).toEqual({ text: '本课程的视频课时已全部学完', lockReason: null });
  });
});

describe('resumePosition', () => {
  it.each([
    [0, 10, 0],
    [1.5, 10, 0],
    [4.2, 10, 4.2],
    [8.5, 10, 0],
    [4, 0, 4],
    [Number.NaN, 10, 0],
  ])('%d of %d → %d', (position, duration, expected) => {
    expect(resumePosition(position, duration)).toBe(expected);
  });
});

describe('applyStanding', () => {
  it('updates the lesson and the course counts, leaving the rest as it was', () => {
    const next = applyStanding(info, { lessonId: 22, courseId: 7, status: 3, position: 0, completedLessons: 1 });
    expect(next).toMatchObject({ completedLessons: 1, lastLessonId: 22 });
    expect(next.chapters[1]!.lessons[1]).toMatchObject({ status: 3, position: 0 });
    expect(next.chapters[0]).toBe(info.chapters[0]);
    expect(info.chapters[1]!.lessons[1]!.status).toBe(1);
  });
});

describe('timeParam: ?t= as a moment of the lesson', () => {
  it('takes whole seconds or tenths up to a day; anything else is none', () => {
    const t = (value: string) => timeParam(new URLSearchParams({ t: value }));
    expect(t('6')).toBe(6);
    expect(t('6.3')).toBe(6.3);
    expect(t('0')).toBe(0);
    expect(t('86400')).toBe(86400);
    for (const bad of ['', '-1', '6.34', '1e3', '0x10', ' 6', '86401', 'abc']) expect(t(bad), bad).toBeUndefined();
    expect(timeParam(new URLSearchParams())).toBeUndefined();
  });
});
