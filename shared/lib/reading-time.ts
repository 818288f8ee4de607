/**
 * How long a reading lesson (图文) takes at least: the player marks it 已完成 by itself once the
 * learner has reached the end of the text and this long has passed since the lesson was opened, and
 * the mock refuses a 已完成 that comes sooner (code 4612). Computed from the text's length, so both
 * sides agree without a stored number: a fast skim of Chinese (about 900 characters a minute, half
 * again an ordinary reader's 500–600), never under 10 s, never over 5 minutes (a long sheet is studied
 * in several sittings, and the rule only has to stop an instant "done").
 */
export const READING_CHARS_PER_SECOND = 15;
export const READING_MIN_SECONDS = 10;
export const READING_MAX_SECONDS = 300;

/** Whole seconds a text of `characters` needs at least. */
export function readingMinimumSeconds(characters: number): number {
  const seconds = Math.ceil(Math.max(0, characters) / READING_CHARS_PER_SECOND);
  return Math.min(READING_MAX_SECONDS, Math.max(READING_MIN_SECONDS, seconds));
}
