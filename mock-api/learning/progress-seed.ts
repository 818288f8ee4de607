import { LessonKind } from '@shared/enums/learning';
import type { Catalogue } from '../data/catalogue';
import type { LessonProgress } from '../state/lesson-progress';
import type { SeededSession } from './study-time';

/**
 * Minutes of study one lesson stands for when the seeded history is turned into progress. The mock's
 * sample media last seconds, so lesson lengths cannot measure the seeded hours; a typical lesson of a
 * vocational course (the catalogue's 12–45 minutes) does: a course studied longer is further along.
 */
export const SEEDED_MINUTES_PER_LESSON = 20;

/**
 * The demo learner's lesson progress, replayed from the seeded study sessions (StudyTime.seedHistory),
 * so /study, the course page's 继续学习 and home's card show courses under way that agree with the
 * study stats: each session works through the course's lessons in syllabus order at
 * SEEDED_MINUTES_PER_LESSON, finishing those it covers (dated within that session) and stopping part-way
 * into the next. A course is never finished by the seed: its last lesson stays under way at most.
 * Exams are taken, not watched: they stay 未开始. All times come from the sessions, relative to the clock.
 */
export function seedLessonProgress(
  progress: LessonProgress,
  catalogue: Catalogue,
  accountId: number,
  sessions: readonly SeededSession[],
): void {
  /** Per course: minutes studied so far (the share of the current lesson carried to the next session). */
  const studied = new Map<number, number>();
  for (const session of sessions) {
    const lessons = (catalogue.courseExtras.get(session.courseId)?.chapters ?? [])
      .flatMap((chapter) => chapter.lessons)
      .filter((lesson) => lesson.kind !== LessonKind.EXAM);
    if (lessons.length === 0) continue;
    const before = studied.get(session.courseId) ?? 0;
    const after = before + session.seconds / 60;
    studied.set(session.courseId, after);
    // Lessons finished before this session, and by its end (never the last one).
    const doneBefore = Math.min(Math.floor(before / SEEDED_MINUTES_PER_LESSON), lessons.length - 1);
    const doneAfter = Math.min(Math.floor(after / SEEDED_MINUTES_PER_LESSON), lessons.length - 1);
    let at = session.at;
    for (const lesson of lessons.slice(doneBefore, doneAfter)) {
      at += SEEDED_MINUTES_PER_LESSON * 30_000;
      const duration = lesson.durationSeconds;
      progress.record(accountId, { courseId: session.courseId, lessonId: lesson.id, position: duration, duration, event: 'end', at });
    }
    // Part-way into the next lesson: the share of its minutes studied, below the 90 % that finishes it.
    const current = lessons[doneAfter]!;
    const share = Math.min(0.8, Math.max(0.1, (after - doneAfter * SEEDED_MINUTES_PER_LESSON) / SEEDED_MINUTES_PER_LESSON));
    const position = Math.floor(current.durationSeconds * share);
    progress.record(accountId, {
      courseId: session.courseId,
      lessonId: current.id,
      position,
      duration: current.durationSeconds,
      event: 'pause',
      at: session.at + session.seconds * 1000,
    });
  }
}
