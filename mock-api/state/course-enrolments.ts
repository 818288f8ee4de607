/**
 * TODO(issue 8, learning slice): which courses each learner has enrolled in and which they keep as
 * favourites, per account id; concurrent users never see each other's state.
 * Other slices call only the methods below (the player: isEnrolled; profession paths: enrolledCourseIds).
 */
export class CourseEnrolments {
  isEnrolled(accountId: number, courseId: number): boolean {
    void accountId;
    void courseId;
    return false;
  }

  /** The learner's enrolled course ids, most recent enrolment first. */
  enrolledCourseIds(accountId: number): number[] {
    void accountId;
    return [];
  }
}
