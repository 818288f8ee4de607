import { randomInt } from 'node:crypto';
import { LEAD_LIMITS, FEEDBACK_LIMITS } from '@shared/lib/business-rules';
import { ExpiringMap } from '../core/expiring-map';
import type { AccountScopedState, AccountStateRegistry } from '../core/account-scoped-state';

export interface LeadRecord {
  referenceNo: string;
  company: string;
  contact: string;
  phone: string;
  size: number;
  needs: number[];
  remark: string;
  createdAt: number;
}

export interface FeedbackRecord {
  ticketNo: string;
  accountId: number | null;
  category: number;
  description: string;
  contact: string;
  screenshots: string[];
  pageUrl: string;
  userAgent: string;
  viewport: string;
  createdAt: number;
}

const DAY_MS = 24 * 3_600_000;
/** The key of a signed-in account's daily feedback count (`take` puts the day before it). */
const accountCounter = (accountId: number) => `feedback:account:${accountId}`;
const withoutDay = (dayKey: string) => dayKey.slice(dayKey.indexOf(':') + 1);
/** A Beijing calendar day as YYYYMMDD. */
const beijingDay = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '');

/**
 * The sales desk's enquiries (/business) and the feedback desk's tickets (/feedback), in memory and
 * bounded (the newest kept). Counters per Beijing day limit how often one phone, one account or one
 * contact may write: the forms need no sign-in, so anyone could otherwise fill the memory.
 */
export class BusinessDesk implements AccountScopedState {
  readonly leads: LeadRecord[] = [];
  readonly feedback: FeedbackRecord[] = [];
  private readonly counters: ExpiringMap<string, number>;

  constructor(
    states: AccountStateRegistry,
    private readonly now: () => number,
    private readonly keep = 2_000,
  ) {
    states.register(this);
    this.counters = new ExpiringMap({ ttlMs: DAY_MS + 3_600_000, maxEntries: 50_000, now });
  }

  /**
   * An evicted account: its feedback tickets go (their screenshots go with its uploads), and so do
   * its daily counts. Enquiries are the phone's, never an account's: they stay.
   */
  /** The feedback an account sent, oldest first (导出我的数据). */
  feedbackOf(accountId: number): FeedbackRecord[] {
    return this.feedback.filter((ticket) => ticket.accountId === accountId);
  }

  dropAccount(accountId: number): void {
    for (let index = this.feedback.length - 1; index >= 0; index -= 1)
      if (this.feedback[index]!.accountId === accountId) this.feedback.splice(index, 1);
    // A count lives a day and an hour past its last change: it may be of any of the last three days.
    for (let daysAgo = 0; daysAgo < 3; daysAgo += 1)
      this.counters.delete(`${beijingDay(this.now() - daysAgo * DAY_MS)}:${accountCounter(accountId)}`);
  }

  hasStateFor(accountId: number): boolean {
    if (this.feedback.some((ticket) => ticket.accountId === accountId)) return true;
    for (const key of this.counters.keys()) if (withoutDay(key) === accountCounter(accountId)) return true;
    return false;
  }

  /** Today's count under `key`, or false when `limit` is already reached (nothing counted then). */
  private take(key: string, limit: number): boolean {
    const dayKey = `${beijingDay(this.now())}:${key}`;
    const used = this.counters.get(dayKey) ?? 0;
    if (used >= limit) return false;
    this.counters.set(dayKey, used + 1);
    return true;
  }

  private number(prefix: string): string {
    return `${prefix}${beijingDay(this.now())}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
  }

  /** Undefined when the phone has already written 5 times today. */
  addLead(fields: Omit<LeadRecord, 'referenceNo' | 'createdAt'>): LeadRecord | undefined {
    if (!this.take(`lead:${fields.phone}`, LEAD_LIMITS.perPhonePerDay)) return undefined;
    const lead: LeadRecord = { ...fields, referenceNo: this.number('QY'), createdAt: this.now() };
    this.leads.push(lead);
    if (this.leads.length > this.keep) this.leads.shift();
    return lead;
  }

  /** Undefined when this account (or, signed out, this contact) has written 20 times today. */
  addFeedback(fields: Omit<FeedbackRecord, 'ticketNo' | 'createdAt'>): FeedbackRecord | undefined {
    const who = fields.accountId !== null ? accountCounter(fields.accountId) : `feedback:contact:${fields.contact.toLowerCase()}`;
    if (!this.take(who, FEEDBACK_LIMITS.perDay)) return undefined;
    const ticket: FeedbackRecord = { ...fields, ticketNo: this.number('FK'), createdAt: this.now() };
    this.feedback.push(ticket);
    if (this.feedback.length > this.keep) this.feedback.shift();
    return ticket;
  }
}
