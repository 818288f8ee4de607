import type { AccountScopedState, AccountStateRegistry } from '../core/account-scoped-state';
import { CertificateRegistry } from './certificate-registry';

/** Scores as released: fixed when first read after their release, so later reads (and the certificate) agree. */
export interface ReleasedScores {
  releasedAt: number;
  /** Null: absent (缺考). */
  theory: number | null;
  practical: number;
}

/** What the evaluation body (or its developer controls) decided for one journey, beyond the schedule. */
export interface JourneyRecord {
  /** 准考证 issued early by the control; the schedule's date otherwise. */
  ticketIssuedAt: number | null;
  /** Scores the control set before releasing them (undefined: the attempt's, the venue's). */
  theoryOverride?: number | null;
  practicalOverride?: number;
  released: ReleasedScores | null;
  /** The certificate issued early by the control; the schedule's date otherwise. */
  certificateAt: number | null;
}

/** Journeys with a record kept per learner; a learner who never met a control or a release has none. */
const MAX_RECORDS_PER_LEARNER = 100;
/** Message keys remembered per learner (each journey leaves at most a dozen). */
const MAX_DELIVERED_PER_LEARNER = 2_000;

export const journeyKey = (planId: number, round: number): string => `${planId}:${round}`;

/**
 * The certification journeys' own state (issue 25 §3): per learner and journey (plan, round), what
 * was released or issued and when (everything else is read from the clock, the application and the
 * attempts), the journey messages already delivered, and the certificate register. Evicting an
 * account forgets its records and messages; its certificates stay in the register, linked to no one.
 */
export class CertificationRecords implements AccountScopedState {
  readonly certificates = new CertificateRegistry();
  private readonly records = new Map<number, Map<string, JourneyRecord>>();
  private readonly delivered = new Map<number, Set<string>>();

  constructor(states: AccountStateRegistry) {
    states.register(this);
  }

  peek(accountId: number, planId: number, round: number): Readonly<JourneyRecord> | undefined {
    return this.records.get(accountId)?.get(journeyKey(planId, round));
  }

  /** The journey's record, made when first needed. */
  edit(accountId: number, planId: number, round: number): JourneyRecord {
    let journeys = this.records.get(accountId);
    if (!journeys) this.records.set(accountId, (journeys = new Map()));
    const key = journeyKey(planId, round);
    let record = journeys.get(key);
    if (!record) {
      journeys.set(key, (record = { ticketIssuedAt: null, released: null, certificateAt: null }));
      if (journeys.size > MAX_RECORDS_PER_LEARNER) journeys.delete(journeys.keys().next().value!);
    }
    return record;
  }

  /** Whether a journey message was delivered; marks it so when `mark`. */
  wasDelivered(accountId: number, key: string): boolean {
    return this.delivered.get(accountId)?.has(key) ?? false;
  }

  markDelivered(accountId: number, key: string): void {
    let keys = this.delivered.get(accountId);
    if (!keys) this.delivered.set(accountId, (keys = new Set()));
    keys.add(key);
    if (keys.size > MAX_DELIVERED_PER_LEARNER) keys.delete(keys.values().next().value!);
  }

  dropAccount(accountId: number): void {
    this.records.delete(accountId);
    this.delivered.delete(accountId);
    this.certificates.detachAccount(accountId);
  }

  hasStateFor(accountId: number): boolean {
    return this.records.has(accountId) || this.delivered.has(accountId) || this.certificates.holdsFor(accountId);
  }
}
