/** The player's URL: at a lesson when one is given (the player resumes at its saved position itself). */
export const playHref = (courseId: number, lessonId?: number): string =>
  lessonId ? `/course/${courseId}/play?lesson=${lessonId}` : `/course/${courseId}/play`;
