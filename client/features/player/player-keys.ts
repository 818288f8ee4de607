export type PlayerKeyAction =
  'toggle-play' | 'seek-back' | 'seek-forward' | 'volume-up' | 'volume-down' | 'fullscreen' | 'mute' | 'captions';

/** Seconds an arrow key seeks; volume steps a tenth. */
export const SEEK_STEP_SECONDS = 5;
export const VOLUME_STEP = 0.1;

const KEYS: Record<string, PlayerKeyAction> = {
  ' ': 'toggle-play',
  k: 'toggle-play',
  ArrowLeft: 'seek-back',
  ArrowRight: 'seek-forward',
  ArrowUp: 'volume-up',
  ArrowDown: 'volume-down',
  f: 'fullscreen',
  m: 'mute',
  c: 'captions',
};

export interface KeyInput {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  /** Where the key was pressed: what has focus (an Element, or anything else for none). */
  target: unknown;
}

/** The part of an Element looked at (typed loosely, so the rule runs in tests without a DOM). */
interface FocusTarget {
  tagName: string;
  type?: string;
  closest(selector: string): unknown;
}

const isElement = (target: unknown): target is FocusTarget =>
  typeof target === 'object' &&
  target !== null &&
  typeof (target as FocusTarget).closest === 'function' &&
  typeof (target as FocusTarget).tagName === 'string';

/** Typing fields, and controls that use these keys themselves (menus, the volume slider, dialogs). */
const OWN_KEYS =
  'textarea, select, [contenteditable=""], [contenteditable="true"], [role="menu"], [role="dialog"], [data-player-keys="native"]';
/** Space activates a focused button or link: it must not also toggle playback. */
const ACTIVATES_ON_SPACE = 'button, a[href], [role="button"], [role="menuitem"], [role="menuitemradio"], [role="switch"]';

/**
 * The player's shortcut for a key press, or undefined when the key belongs to something else: a
 * modifier held, a text field, an open menu or dialog, the volume slider (its arrows move it). The
 * seek slider hands its arrows to the player, so they seek by 5 s as everywhere else.
 */
export function playerKeyAction({ key, ctrlKey, metaKey, altKey, target }: KeyInput): PlayerKeyAction | undefined {
  if (ctrlKey || metaKey || altKey) return undefined;
  const action = KEYS[key.length === 1 ? key.toLowerCase() : key];
  if (!action) return undefined;
  if (isElement(target)) {
    if (target.closest(OWN_KEYS)) return undefined;
    if (target.tagName === 'INPUT' && target.type !== 'range') return undefined;
    if (key === ' ' && target.closest(ACTIVATES_ON_SPACE)) return undefined;
  }
  return action;
}

/** The key that starts a note at the current moment (shown beside the 记笔记 button). */
export const NOTE_KEY = 'n';

/**
 * Whether a key press starts a note: N with no modifier, never while typing in a field (the note's
 * own text included) or inside a menu or dialog, with or without a video (a reading lesson).
 */
export function isNoteKey({ key, ctrlKey, metaKey, altKey, target }: KeyInput): boolean {
  if (ctrlKey || metaKey || altKey || key.toLowerCase() !== NOTE_KEY) return false;
  if (isElement(target) && (target.closest(OWN_KEYS) || target.tagName === 'INPUT')) return false;
  return true;
}
