/**
 * Set on the lesson's video while the learner asks about the lesson (答疑, a feature of its own beside
 * the player): at the end continuous play stays on the lesson instead of moving on, so a question
 * being written or just posted stays beside the lesson it is about.
 */
export const HOLD_CONTINUE_ATTRIBUTE = 'data-hold-continue';
