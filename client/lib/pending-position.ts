/**
 * A position the server has not confirmed yet, kept in this browser under one key: what the player
 * (a lesson's second) and practice (a session's question) keep while their last save may still be on
 * its way (a beacon or a `keepalive` request racing the next page's read). The kept copy wins over
 * the server's for a short while only, so an old copy never beats a later move on another device.
 */

/** Long enough for any beacon or keepalive save to land; short enough that an old copy never beats newer progress. */
export const PENDING_TTL_MS = 5 * 60_000;

export type Pending<IdField extends string> = { [Key in IdField]: number } & { position: number; at: number };

/**
 * The kept position of one kind: stored under `key` as `{ [idField]: id, position, at }`;
 * `isPosition` says which positions are valid (a second may be fractional, a question index may not).
 */
export function pendingPositions<IdField extends string>(key: string, idField: IdField, isPosition: (value: unknown) => boolean) {
  /** A stored value as written by `keep`; anything else (missing, edited, foreign) is nothing. */
  function parse(stored: string | null): Pending<IdField> | undefined {
    if (!stored) return undefined;
    try {
      const value: unknown = JSON.parse(stored);
      if (typeof value !== 'object' || value === null) return undefined;
      const record = value as Record<string, unknown>;
      const { position, at } = record;
      const id = record[idField];
      if (!Number.isSafeInteger(id) || (id as number) <= 0) return undefined;
      if (!isPosition(position)) return undefined;
      if (typeof at !== 'number' || !Number.isFinite(at)) return undefined;
      return { [idField]: id, position, at } as Pending<IdField>;
    } catch {
      return undefined;
    }
  }

  /** The kept position for `id`, if it is recent (and not from the future: a changed clock). */
  function positionFor(pending: Pending<IdField> | undefined, id: number, now: number): number | undefined {
    if (!pending || pending[idField] !== id) return undefined;
    const age = now - pending.at;
    return age >= 0 && age <= PENDING_TTL_MS ? pending.position : undefined;
  }

  function keep(id: number, position: number): void {
    try {
      storage()?.setItem(key, JSON.stringify({ [idField]: id, position, at: Date.now() }));
    } catch {
      // Not kept (privacy mode, full quota): the server's copy is used as before.
    }
  }

  function read(id: number): number | undefined {
    try {
      return positionFor(parse(storage()?.getItem(key) ?? null), id, Date.now());
    } catch {
      return undefined;
    }
  }

  /** The server confirmed a save for `id`: its copy is current, the kept one is dropped. */
  function confirm(id: number): void {
    try {
      const store = storage();
      if (parse(store?.getItem(key) ?? null)?.[idField] === id) store?.removeItem(key);
    } catch {
      // Nothing kept.
    }
  }

  return { parse, positionFor, keep, read, confirm };
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
