import { randomBytes } from 'node:crypto';
import { ExpiringMap } from '../core/expiring-map';
import type { AccountScopedState, AccountStateRegistry } from '../core/account-scoped-state';

/** What 账号安全 lists of a signed-in device: never the token itself. */
export interface SessionInfo {
  /** A public id of the session (random, not derived from the token): the device list's handle. */
  id: string;
  accountId: number;
  /** The browser's User-Agent when it signed in (empty when unknown). */
  userAgent: string;
  signedInAt: number;
  lastUsedAt: number;
}

export interface SessionsOptions {
  ttlMs: number;
  maxEntries: number;
  now: () => number;
}

/**
 * Signed-in sessions: token → account id, each living `ttlMs` (the token cookie's lifetime) and
 * bounded (the oldest is signed out), with a per-account index so signing an account out does not
 * walk every session.
 */
export class Sessions implements AccountScopedState {
  private readonly byToken: ExpiringMap<string, number>;
  private readonly tokensByAccount = new Map<number, Set<string>>();
  private readonly infoByToken = new Map<string, SessionInfo>();
  private readonly now: () => number;
  /** Told of every session that ends, however it ends (sign-out, another sign-in, expiry, eviction): the live rooms close its sockets. */
  private readonly endListeners = new Set<(token: string) => void>();

  constructor(states: AccountStateRegistry, options: SessionsOptions) {
    states.register(this);
    this.now = options.now;
    this.byToken = new ExpiringMap({
      ...options,
      onRemove: (token, accountId) => {
        this.unindex(token, accountId);
        for (const listener of this.endListeners) listener(token);
      },
    });
  }

  get size(): number {
    return this.byToken.size;
  }

  get ttlMs(): number {
    return this.byToken.ttlMs;
  }

  get maxEntries(): number {
    return this.byToken.maxEntries;
  }

  /** Live tokens, oldest first. */
  tokens(): IterableIterator<string> {
    return this.byToken.keys();
  }

  /** Signs the account in: a new random token; `userAgent` names the device in 账号安全. */
  issue(accountId: number, userAgent = ''): string {
    const token = randomBytes(24).toString('hex');
    this.byToken.set(token, accountId);
    const at = this.now();
    this.infoByToken.set(token, { id: randomBytes(9).toString('hex'), accountId, userAgent, signedInAt: at, lastUsedAt: at });
    let tokens = this.tokensByAccount.get(accountId);
    if (!tokens) this.tokensByAccount.set(accountId, (tokens = new Set()));
    tokens.add(token);
    return token;
  }

  accountIdOf(token: string): number | undefined {
    return this.byToken.get(token);
  }

  /** Marks the session used now (its device's 最近使用). */
  touch(token: string): void {
    const info = this.infoByToken.get(token);
    if (info) info.lastUsedAt = this.now();
  }

  /** The account's live sessions with their token, newest sign-in first. */
  sessionsOf(accountId: number): { token: string; info: SessionInfo }[] {
    const list: { token: string; info: SessionInfo }[] = [];
    for (const token of this.tokensByAccount.get(accountId) ?? []) {
      if (this.byToken.get(token) === undefined) continue;
      const info = this.infoByToken.get(token);
      if (info) list.push({ token, info });
    }
    return list.sort((a, b) => b.info.signedInAt - a.info.signedInAt);
  }

  /** The token of the account's session with this public id; another account's id finds nothing. */
  tokenOfSession(accountId: number, sessionId: string): string | undefined {
    return this.sessionsOf(accountId).find(({ info }) => info.id === sessionId)?.token;
  }

  /** Signs one session out. */
  end(token: string): void {
    this.byToken.delete(token);
  }

  /** Ends the account's sessions, all of them or all but `keep` (the one making the call). */
  endAll(accountId: number, keep?: string): void {
    for (const token of [...(this.tokensByAccount.get(accountId) ?? [])]) if (token !== keep) this.byToken.delete(token);
  }

  /** Calls `listener` with the token of every session that ends from now on. */
  onEnd(listener: (token: string) => void): void {
    this.endListeners.add(listener);
  }

  dropAccount(accountId: number): void {
    this.endAll(accountId);
  }

  hasStateFor(accountId: number): boolean {
    if (this.tokensByAccount.has(accountId)) return true;
    for (const [, owner] of this.byToken) if (owner === accountId) return true;
    return false;
  }

  private unindex(token: string, accountId: number): void {
    this.infoByToken.delete(token);
    const tokens = this.tokensByAccount.get(accountId);
    tokens?.delete(token);
    if (tokens?.size === 0) this.tokensByAccount.delete(accountId);
  }
}
