import { LessonKind } from '@shared/enums/learning';
import type { Catalogue } from '../catalogue/catalogue';
import { seededRandom, seedOf } from '../core/seeded-random';
import { videoRequiredSeconds, type LessonProgress } from './lesson-progress';
import type { StudyTime } from './study-time';
import { mediaSecondsOf } from '../media/sample-media';

const DAY_MS = 86_400_000;

/**
 * The demo learner's history: about five weeks of evenings (a few days off, the last six in a row),
 * each working through the next lessons of one enrolled course (one bought or joined by that day) in
 * syllabus order: one to three watched to the end, then part of the next. Study time and lesson progress are recorded from the
 * same viewing, so they agree: a course's seconds are exactly the seconds of its lessons watched,
 * never more than its media (the mock's sample lessons last seconds, so the hours are small and
 * honest). A course is never finished by the seed; only videos are watched (exams are taken and reading
 * lessons read, on rules of their own), the others stay 未开始.
 * Relative to `now` (the clock at start) and seeded, so it is the same each run.
 */
export function seedStudyHistory(
  deps: {
    studyTime: StudyTime;
    progress: LessonProgress;
    catalogue: Catalogue;
    enrolments: { enrolledAt(accountId: number, courseId: number): number | undefined };
  },
  accountId: number,
  courseIds: readonly number[],
  now: number,
): void {
  const watchable = new Map(
    courseIds.map((courseId) => [
      courseId,
      (deps.catalogue.courseExtras.get(courseId)?.chapters ?? [])
        .flatMap((chapter) => chapter.lessons)
        .filter((lesson) => lesson.kind === LessonKind.VIDEO)
        // What is watched is the lesson's sample video (decision 025): its real length, not the syllabus's.
        .map((lesson) => ({ id: lesson.id, durationSeconds: mediaSecondsOf(lesson) })),
    ]),
  );
  const courses = courseIds.filter((courseId) => (watchable.get(courseId)?.length ?? 0) > 1);
  if (courses.length === 0) return;
  const random = seededRandom(seedOf(accountId, 26));
  /** Per course: the next lesson to watch and the position reached in it. */
  const reached = new Map<number, { index: number; position: number }>();
  const watch = (courseId: number, lesson: { id: number; durationSeconds: number }, from: number, to: number, at: number) => {
    const event = to >= lesson.durationSeconds ? 'end' : 'pause';
    deps.progress.record(accountId, {
      courseId,
      lessonId: lesson.id,
      position: to,
      event,
      at,
      watched: [from, to],
      requiredSeconds: videoRequiredSeconds(lesson.durationSeconds),
    });
    deps.studyTime.seedViewing(accountId, courseId, at, to - from);
  };
  for (let daysAgo = 36; daysAgo >= 1; daysAgo -= 1) {
    if (daysAgo > 6 && random() < 0.28) continue;
    // An evening around 20:00 China time.
    let at = now - daysAgo * DAY_MS + Math.floor(random() * 3_600_000);
    // Only a course already bought or joined by then (a course bought days ago has days of study).
    const open = courses.filter((courseId) => (deps.enrolments.enrolledAt(accountId, courseId) ?? 0) <= at);
    if (open.length === 0) continue;
    const courseId = open[Math.floor(random() * open.length)]!;
    const lessons = watchable.get(courseId)!;
    const state = reached.get(courseId) ?? { index: 0, position: 0 };
    const toFinish = 1 + Math.floor(random() * 3);
    for (let finished = 0; finished < toFinish && state.index < lessons.length - 1; finished += 1) {
      const lesson = lessons[state.index]!;
      at += (lesson.durationSeconds - state.position) * 1000;
      watch(courseId, lesson, state.position, lesson.durationSeconds, at);
      state.index += 1;
      state.position = 0;
    }
    // Part of the next one, below the 90 % that finishes it.
    const next = lessons[state.index]!;
    const position = Math.max(1, Math.floor(next.durationSeconds * (0.2 + random() * 0.5)));
    if (position > state.position) {
      at += (position - state.position) * 1000;
      watch(courseId, next, state.position, position, at);
      state.position = position;
    }
    reached.set(courseId, state);
  }
}
