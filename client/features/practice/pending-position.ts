/**
 * The question a learner was on when the practice page went away, kept in this browser until the
 * server confirms a save for that session. Why: a 题卡 jump followed at once by leaving sends the save
 * with `keepalive` on pagehide, while the next page (the exam page, a reload) already reads the
 * session; the read can win and show the question before (issue 26; the player keeps its position the
 * same way: client/features/player/pending-position.ts). The kept copy wins for a short while only,
 * so an old copy never beats a later move on another device.
 */
export const PENDING_PRACTICE_POSITION_KEY = 'practice_pending_position';

/** Long enough for any keepalive save to land; short enough that an old copy never beats newer progress. */
export const PENDING_TTL_MS = 5 * 60_000;

type Pending = { sessionId: number; position: number; at: number };

/** A stored value as written by `keepPracticePosition`; anything else (missing, edited, foreign) is nothing. */
export function parsePending(stored: string | null): Pending | undefined {
  if (!stored) return undefined;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return undefined;
    const { sessionId, position, at } = value as Record<string, unknown>;
    if (!Number.isSafeInteger(sessionId) || (sessionId as number) <= 0) return undefined;
    if (!Number.isSafeInteger(position) || (position as number) < 0) return undefined;
    if (typeof at !== 'number' || !Number.isFinite(at)) return undefined;
    return { sessionId: sessionId as number, position: position as number, at };
  } catch {
    return undefined;
  }
}

/** The kept position for this session, if it is recent (and not from the future: a changed clock). */
export function pendingPositionFor(pending: Pending | undefined, sessionId: number, now: number): number | undefined {
  if (!pending || pending.sessionId !== sessionId) return undefined;
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

export function keepPracticePosition(sessionId: number, position: number): void {
  try {
    storage()?.setItem(PENDING_PRACTICE_POSITION_KEY, JSON.stringify({ sessionId, position, at: Date.now() }));
  } catch {
    // Not kept (privacy mode, full quota): the server's copy is used as before.
  }
}

export function readPracticePosition(sessionId: number): number | undefined {
  try {
    return pendingPositionFor(parsePending(storage()?.getItem(PENDING_PRACTICE_POSITION_KEY) ?? null), sessionId, Date.now());
  } catch {
    return undefined;
  }
}

/** The server saved a position of this session: its copy is current, the kept one is dropped. */
export function confirmPracticePosition(sessionId: number): void {
  try {
    const store = storage();
    if (parsePending(store?.getItem(PENDING_PRACTICE_POSITION_KEY) ?? null)?.sessionId === sessionId)
      store?.removeItem(PENDING_PRACTICE_POSITION_KEY);
  } catch {
    // Nothing kept.
  }
}
