/** Where a learner stands in one lesson. */
export interface LessonStanding {
  lessonId: number;
  /** Seconds into the lesson's media where the learner last was. */
  position: number;
  /** Learning progress (spec §3): 1 未开始, 2 学习中, 3 已完成. */
  status: 1 | 2 | 3;
  /** Epoch ms of the last report. */
  updatedAt: number;
}

/**
 * TODO(issue 8, player slice): each learner's position and status per lesson, and the last lesson
 * they played per course. Other slices call only the methods below (course detail and /study:
 * statusOf, lastLessonOf, completedCount).
 */
export class LessonProgress {
  statusOf(accountId: number, lessonId: number): 1 | 2 | 3 {
    void accountId;
    void lessonId;
    return 1;
  }

  /** The lesson of this course the learner played most recently, with its position; undefined if none. */
  lastLessonOf(accountId: number, courseId: number): LessonStanding | undefined {
    void accountId;
    void courseId;
    return undefined;
  }

  /** How many lessons of this course the learner has completed. */
  completedCount(accountId: number, courseId: number): number {
    void accountId;
    void courseId;
    return 0;
  }
}
