import { randomInt } from 'node:crypto';
import { LEAD_LIMITS, FEEDBACK_LIMITS } from '@shared/lib/business-rules';
import { ExpiringMap } from '../expiring-map';

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
/** A Beijing calendar day as YYYYMMDD. */
const beijingDay = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '');

/**
 * The sales desk's enquiries (/business) and the feedback desk's tickets (/feedback), in memory and
 * bounded (the newest kept). Counters per Beijing day limit how often one phone, one account or one
 * contact may write: the forms need no sign-in, so anyone could otherwise fill the memory.
 */
export class BusinessDesk {
  readonly leads: LeadRecord[] = [];
  readonly feedback: FeedbackRecord[] = [];
  private readonly counters: ExpiringMap<string, number>;

  constructor(
    private readonly now: () => number,
    private readonly keep = 2_000,
  ) {
    this.counters = new ExpiringMap({ ttlMs: DAY_MS + 3_600_000, maxEntries: 50_000, now });
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
    const who = fields.accountId !== null ? `account:${fields.accountId}` : `contact:${fields.contact.toLowerCase()}`;
    if (!this.take(`feedback:${who}`, FEEDBACK_LIMITS.perDay)) return undefined;
    const ticket: FeedbackRecord = { ...fields, ticketNo: this.number('FK'), createdAt: this.now() };
    this.feedback.push(ticket);
    if (this.feedback.length > this.keep) this.feedback.shift();
    return ticket;
  }
}
