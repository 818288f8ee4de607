/**
 * TODO(issue 8): each learner's position and status (1 未开始, 2 学习中, 3 已完成) per lesson,
 * and the last lesson they played per course.
 */
export class LessonProgress {
  statusOf(accountId: number, lessonId: number): 1 | 2 | 3 {
    void accountId;
    void lessonId;
    return 1;
  }
}
