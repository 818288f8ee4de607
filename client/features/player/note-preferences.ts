/**
 * Whether taking a note pauses the video (the learner's choice, kept in localStorage): on by
 * default, since most learners write better with the picture still; off keeps it playing.
 */
export const NOTE_PAUSES_KEY = 'note_pauses_video';

export function parseNotePauses(stored: string | null): boolean {
  return stored !== 'false';
}

export function readNotePauses(): boolean {
  try {
    return parseNotePauses(window.localStorage.getItem(NOTE_PAUSES_KEY));
  } catch {
    return true;
  }
}

export function writeNotePauses(on: boolean): void {
  try {
    window.localStorage.setItem(NOTE_PAUSES_KEY, String(on));
  } catch {
    // Not kept: the choice lasts this page.
  }
}
