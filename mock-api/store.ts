import { randomBytes } from 'node:crypto';
import { createFaker, DEFAULT_SEED } from './data/faker';
import { generateCatalogue, type Catalogue } from './data/catalogue';
import { generateAccounts, type Account } from './data/accounts';

export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export interface SmsRecord {
  code: string;
  scene: number;
  sentAt: number;
  expiresAt: number;
  failures: number;
  used: boolean;
}

export interface QrTicket {
  content: string;
  status: -1 | 0 | 1;
  expiresAt: number;
  accountId: number | null;
  consumed: boolean;
}

export interface MockStoreOptions {
  seed?: number;
  qrTtlSeconds?: number;
  /** Seconds before the same phone may be sent another SMS code (default 60). */
  smsResendSeconds?: number;
  now?: () => number;
}

/** All mutable state of one mock API instance: seeded catalogue plus in-memory sessions. */
export class MockStore {
  readonly catalogue: Catalogue;
  readonly accounts: Account[];
  readonly sessions = new Map<string, number>();
  readonly sms = new Map<string, SmsRecord>();
  readonly qrTickets = new Map<string, QrTicket>();
  /** Wrong passwords per phone and when that count lapses (the password-login lockout). */
  readonly failedLogins = new Map<string, { count: number; until: number }>();
  /** Unread counts per user, per message type. */
  readonly unread = new Map<number, Map<number, number>>();
  readonly qrTtlMs: number;
  readonly smsResendMs: number;
  readonly now: () => number;

  constructor(options: MockStoreOptions = {}) {
    const faker = createFaker(options.seed ?? DEFAULT_SEED);
    // Frozen: in-process callers receive these very objects, so nothing may change them.
    this.catalogue = deepFreeze(generateCatalogue(faker));
    this.accounts = generateAccounts(faker);
    this.qrTtlMs = (options.qrTtlSeconds ?? 120) * 1000;
    this.smsResendMs = (options.smsResendSeconds ?? 60) * 1000;
    this.now = options.now ?? Date.now;
    for (const account of this.accounts) this.unread.set(account.id, this.seedUnread(account.id));
  }

  private seedUnread(accountId: number): Map<number, number> {
    const counts = new Map<number, number>();
    // A few unread comments, likes and one system notice, so the bell shows a real badge.
    const seeded: [number, number][] = accountId === 1 ? [[4, 2], [9, 3], [15, 5], [30, 1], [23, 1]] : [[4, 1]];
    for (const [type, count] of seeded) counts.set(type, count);
    return counts;
  }

  issueToken(accountId: number): string {
    const token = randomBytes(24).toString('hex');
    this.sessions.set(token, accountId);
    return token;
  }

  accountByToken(token: string | undefined): Account | undefined {
    if (!token) return undefined;
    const id = this.sessions.get(token);
    return id === undefined ? undefined : this.accounts.find((account) => account.id === id);
  }

  accountByPhone(phone: string): Account | undefined {
    return this.accounts.find((account) => account.phone === phone);
  }
}
