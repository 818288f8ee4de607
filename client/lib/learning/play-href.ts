/** The player's URL: at a lesson when one is given (the player resumes at its saved position itself). */
export const playHref = (courseId: number, lessonId?: number): string =>
  lessonId ? `/course/${courseId}/play?lesson=${lessonId}` : `/course/${courseId}/play`;

/** The player at a moment of a lesson (a note's): it starts there rather than at the saved position. */
export const playAtHref = (courseId: number, lessonId: number, seconds: number): string =>
  `${playHref(courseId, lessonId)}&t=${Math.max(0, Math.round(seconds * 10) / 10)}`;
