/**
 * Where the learner was when the page went away, kept in this browser until the server confirms a
 * report for the lesson. Why: a reload sends the last position by beacon while the new page already
 * reads the play info; the read can win the race and resume at 0:00 (issue 26). The kept position
 * wins over the server's for a short while only: after that the beacon has long arrived, and
 * another device's later progress must not be overwritten by an old copy here.
 */
export const PENDING_POSITION_KEY = 'player_pending_position';

/** Long enough for any beacon to land; short enough that an old copy never beats newer progress. */
export const PENDING_TTL_MS = 5 * 60_000;

type Pending = { lessonId: number; position: number; at: number };

/** A stored value as written by `keepPendingPosition`; anything else (missing, edited, foreign) is nothing. */
export function parsePending(stored: string | null): Pending | undefined {
  if (!stored) return undefined;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return undefined;
    const { lessonId, position, at } = value as Record<string, unknown>;
    if (!Number.isSafeInteger(lessonId) || (lessonId as number) <= 0) return undefined;
    if (typeof position !== 'number' || !Number.isFinite(position) || position < 0) return undefined;
    if (typeof at !== 'number' || !Number.isFinite(at)) return undefined;
    return { lessonId: lessonId as number, position, at };
  } catch {
    return undefined;
  }
}

/** The kept position for this lesson, if it is recent (and not from the future: a changed clock). */
export function pendingPositionFor(pending: Pending | undefined, lessonId: number, now: number): number | undefined {
  if (!pending || pending.lessonId !== lessonId) return undefined;
  const age = now - pending.at;
  return age >= 0 && age <= PENDING_TTL_MS ? pending.position : undefined;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function keepPendingPosition(lessonId: number, position: number): void {
  try {
    storage()?.setItem(PENDING_POSITION_KEY, JSON.stringify({ lessonId, position, at: Date.now() }));
  } catch {
    // Not kept (privacy mode, full quota): the server's copy is used as before.
  }
}

export function readPendingPosition(lessonId: number): number | undefined {
  let stored: string | null = null;
  try {
    stored = storage()?.getItem(PENDING_POSITION_KEY) ?? null;
  } catch {
    return undefined;
  }
  return pendingPositionFor(parsePending(stored), lessonId, Date.now());
}

/** The server answered a report for this lesson: its copy is current, the kept one is dropped. */
export function confirmPosition(lessonId: number): void {
  try {
    const store = storage();
    if (parsePending(store?.getItem(PENDING_POSITION_KEY) ?? null)?.lessonId === lessonId) store?.removeItem(PENDING_POSITION_KEY);
  } catch {
    // Nothing kept.
  }
}
