import { lengthBetween } from './text-rules';

/**
 * The rules of a note on a lesson (笔记), shared by the player's composer and the API: the text is
 * 1–500 characters once trimmed (an emoji counts one, like a Chinese character); a lesson holds at
 * most 100 of one learner's notes.
 */
export const NOTE_MAX_CHARS = 500;
export const NOTES_PER_LESSON = 100;

export function checkNoteContent(raw: string): true | string {
  return lengthBetween(raw, 1, NOTE_MAX_CHARS, '请输入笔记内容', '笔记');
}

/** A note's moment, to a tenth of a second (what the player's clock can tell apart). */
export function notePosition(seconds: number): number {
  return Math.max(0, Math.round(seconds * 10) / 10);
}
