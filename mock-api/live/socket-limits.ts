import { LIVE_CLOSE } from '@shared/schemas/live-frames';

/**
 * How many live-room sockets one client may hold, across every room of the process (the same
 * numbers in both API modes: the mock's own socket route and the site's in-process mount count in
 * the one instance their LiveRooms holds).
 *
 * - A visitor (no live session): at most 8 sockets per client address; the 9th is closed right
 *   after the upgrade with 4029. Eight covers a family or a small office behind one address.
 * - A signed-in learner: at most 3 sockets per account (tabs and devices); a 4th is accepted and
 *   the account's OLDEST socket is closed with 4009. The newest wins because a phone that changed
 *   network leaves its old socket half-open on the server until the heartbeat cuts it (60 s):
 *   refusing the new one would lock the learner out of their own class meanwhile.
 * - Whoever it is: at most 64 sockets per client address, so a classroom of signed-in learners
 *   behind one NAT still fits while one address cannot hold thousands.
 */
export interface LiveSocketLimitsOptions {
  anonymousPerAddress: number;
  perAccount: number;
  perAddress: number;
}

export const LIVE_SOCKET_LIMITS: Readonly<LiveSocketLimitsOptions> = Object.freeze({
  anonymousPerAddress: 8,
  perAccount: 3,
  perAddress: 64,
});

/** One open socket as the limits see it. */
export interface SocketSeat {
  /** The client's address: the site's `request.ip` (per TRUST_PROXY), or the one it forwarded to the mock. */
  address: string;
  accountId: number | null;
  /** The session token it was opened with (null for a visitor): signing that session out closes it. */
  token: string | null;
  /** The room it is in: a refund of that class closes it. */
  liveId: number;
  /** Closes the socket (and takes it out of its room at once). */
  close(code: number, reason: string): void;
}

export type Admission = { ok: true; release: () => void } | { ok: false; code: number; reason: string };

interface AddressCount {
  all: number;
  anonymous: number;
}

/** Counts the open sockets per address, account and token; admits or refuses a new one. */
export class LiveSocketLimits {
  private readonly seats = new Set<SocketSeat>();
  private readonly byAddress = new Map<string, AddressCount>();
  /** Oldest first. */
  private readonly byAccount = new Map<number, SocketSeat[]>();
  private readonly byToken = new Map<string, Set<SocketSeat>>();

  constructor(readonly limits: Readonly<LiveSocketLimitsOptions> = LIVE_SOCKET_LIMITS) {}

  /** Takes a place for a new socket, or says why not (the caller closes it with that code). */
  admit(seat: SocketSeat): Admission {
    const here = this.byAddress.get(seat.address) ?? { all: 0, anonymous: 0 };
    if (here.all >= this.limits.perAddress || (seat.accountId === null && here.anonymous >= this.limits.anonymousPerAddress)) {
      return { ok: false, code: LIVE_CLOSE.TOO_MANY_SOCKETS, reason: 'too many sockets from this address' };
    }
    if (seat.accountId !== null) {
      const mine = this.byAccount.get(seat.accountId) ?? [];
      while (mine.length >= this.limits.perAccount) {
        const oldest = mine[0]!;
        this.release(oldest);
        oldest.close(LIVE_CLOSE.SUPERSEDED, 'opened elsewhere');
      }
    }
    this.seats.add(seat);
    this.byAddress.set(seat.address, { all: here.all + 1, anonymous: here.anonymous + (seat.accountId === null ? 1 : 0) });
    if (seat.accountId !== null) {
      const mine = this.byAccount.get(seat.accountId);
      if (mine) mine.push(seat);
      else this.byAccount.set(seat.accountId, [seat]);
    }
    if (seat.token !== null) {
      const same = this.byToken.get(seat.token);
      if (same) same.add(seat);
      else this.byToken.set(seat.token, new Set([seat]));
    }
    return { ok: true, release: () => this.release(seat) };
  }

  /** A session ended (signed out, replaced, expired, evicted): its sockets close with 4001. */
  endSession(token: string): number {
    const seats = [...(this.byToken.get(token) ?? [])];
    for (const seat of seats) {
      this.release(seat);
      seat.close(LIVE_CLOSE.SIGNED_OUT, 'signed out');
    }
    return seats.length;
  }

  /** The account no longer may watch this class (its order was refunded): its sockets there close with 4702. */
  endAccess(accountId: number, liveId: number): number {
    const seats = (this.byAccount.get(accountId) ?? []).filter((seat) => seat.liveId === liveId);
    for (const seat of seats) {
      this.release(seat);
      seat.close(LIVE_CLOSE.ACCESS_ENDED, 'refunded');
    }
    return seats.length;
  }

  /** The account is gone (evicted): any socket of it still open closes with 4001, as signed out. */
  endAccount(accountId: number): number {
    const seats = [...(this.byAccount.get(accountId) ?? [])];
    for (const seat of seats) {
      this.release(seat);
      seat.close(LIVE_CLOSE.SIGNED_OUT, 'signed out');
    }
    return seats.length;
  }

  /** Open sockets counted for an account. */
  countForAccount(accountId: number): number {
    return this.byAccount.get(accountId)?.length ?? 0;
  }

  /** Open sockets counted for an address (tests, the developer page). */
  countFor(address: string): number {
    return this.byAddress.get(address)?.all ?? 0;
  }

  /** Frees a socket's place; a second call for the same socket does nothing. */
  private release(seat: SocketSeat): void {
    if (!this.seats.delete(seat)) return;
    const here = this.byAddress.get(seat.address)!;
    here.all -= 1;
    if (seat.accountId === null) here.anonymous -= 1;
    if (here.all === 0) this.byAddress.delete(seat.address);
    if (seat.accountId !== null) {
      const mine = this.byAccount.get(seat.accountId)!;
      mine.splice(mine.indexOf(seat), 1);
      if (mine.length === 0) this.byAccount.delete(seat.accountId);
    }
    if (seat.token !== null) {
      const same = this.byToken.get(seat.token)!;
      same.delete(seat);
      if (same.size === 0) this.byToken.delete(seat.token);
    }
  }
}

/**
 * The client's address as the standalone mock sees it: behind the site (API_UPSTREAM) every
 * socket comes from the site, which replaces X-Real-IP / X-Forwarded-For with the visitor's
 * address it trusts (server/upstream-headers.ts). Reached directly, a client could name any
 * address there; the per-account limit still holds, and the mock is not meant to face the
 * internet without the site in front.
 */
export function mockClientAddress(headers: Record<string, string | string[] | undefined>, peer: string | undefined): string {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();
  return first(headers['x-real-ip']) || first(headers['x-forwarded-for']) || peer || 'unknown';
}
