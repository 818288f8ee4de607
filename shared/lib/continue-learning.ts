/** What the rule needs of a lesson: its id and the learner's progress in it (spec §3: 1 未开始, 2 学习中, 3 已完成). */
export interface LessonStatus {
  id: number;
  status: number | null;
}

/**
 * The one rule for 继续学习 (course page, /study, the home page's card, all through this function):
 *   1. the lesson studied last, if it is not finished;
 *   2. else the next unfinished lesson after it in syllabus order (from the start again if none is left after it);
 *   3. else (nothing studied yet, or everything finished) the first unfinished lesson, or the first lesson.
 * `lessons` are in syllabus order; `lastLessonId` is the lesson of the course's latest progress report.
 * Undefined only for a course without lessons.
 */
export function continueLessonId(lessons: readonly LessonStatus[], lastLessonId: number | null | undefined): number | undefined {
  const unfinished = (lesson: LessonStatus) => lesson.status !== 3;
  const lastIndex = lastLessonId == null ? -1 : lessons.findIndex((lesson) => lesson.id === lastLessonId);
  if (lastIndex >= 0) {
    const last = lessons[lastIndex]!;
    if (unfinished(last)) return last.id;
    const after = lessons.slice(lastIndex + 1).find(unfinished);
    if (after) return after.id;
  }
  return (lessons.find(unfinished) ?? lessons[0])?.id;
}
