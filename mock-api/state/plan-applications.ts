import type { AccountScopedState, AccountStateRegistry } from './account-scoped-state';

/** Application audit status (spec §3): 0 未报名, 1 审核中, 2 已通过, 3 未通过. */
export type AuditStatusCode = 0 | 1 | 2 | 3;

/** One learner's application to one plan, as read (a pending one past its delay is decided first). */
export interface PlanApplication {
  planId: number;
  status: 1 | 2 | 3;
  /** Why it was not approved (status 3). */
  reason: string | null;
  /** Epoch ms. */
  submittedAt: number;
  decidedAt: number | null;
}

interface StoredApplication extends PlanApplication {
  /** When a pending application decides itself (epoch ms). */
  decideAt: number;
}

/** The auditor's usual reasons for sending an application back. */
export const REJECTION_REASONS = [
  '学历证明照片不清晰，请重新上传清晰的扫描件',
  '工作年限证明未加盖单位公章，请补充后重新报名',
  '申报等级与工作年限不符，请核对申报条件',
  '一寸照片不符合要求（需近期免冠白底证件照）',
] as const;

/** A pending application is decided this long after it was submitted, unless the dev control decides it first. */
export const DEFAULT_DECISION_DELAY_MS = 30_000;

/**
 * Learners whose applications are kept; past it the one who applied longest ago is forgotten
 * (accounts come and go, so the state must not grow with every sign-up the process ever saw).
 * A learner holds at most one application per plan, so this bounds the whole state.
 */
export const DEFAULT_MAX_LEARNERS = 20_000;

/** Deterministic per account and plan: about one application in five is rejected, with one of the reasons. */
export function auditOutcome(accountId: number, planId: number): { status: 2 | 3; reason: string | null } {
  const hash = (Math.imul(accountId, 2_654_435_761) ^ Math.imul(planId, 40_503)) >>> 0;
  if (hash % 5 !== 0) return { status: 2, reason: null };
  return { status: 3, reason: REJECTION_REASONS[(hash >>> 3) % REJECTION_REASONS.length]! };
}

/**
 * Enrolment-plan applications per learner, kept for the life of the process: audit status
 * 0 未报名, 1 审核中, 2 已通过, 3 未通过 (with the reason). No timers: a pending application is
 * decided lazily, whenever it is read after its delay; `decide` (the dev control) does it at once.
 * Whether a plan is open, full or needs real-name verification is the route's business.
 */
export class PlanApplications implements AccountScopedState {
  /** Account id → plan id → application. */
  private readonly byAccount = new Map<number, Map<number, StoredApplication>>();
  /** Plan id → accounts that applied, so a plan's places taken are counted without walking everyone. */
  private readonly byPlan = new Map<number, Set<number>>();

  constructor(
    states: AccountStateRegistry,
    private readonly now: () => number,
    private readonly decisionDelayMs = DEFAULT_DECISION_DELAY_MS,
    private readonly maxLearners = DEFAULT_MAX_LEARNERS,
  ) {
    states.register(this);
  }

  private settled(accountId: number, record: StoredApplication): StoredApplication {
    if (record.status === 1 && this.now() >= record.decideAt) {
      const outcome = auditOutcome(accountId, record.planId);
      record.status = outcome.status;
      record.reason = outcome.reason;
      record.decidedAt = record.decideAt;
    }
    return record;
  }

  private view({ planId, status, reason, submittedAt, decidedAt }: StoredApplication): PlanApplication {
    return { planId, status, reason, submittedAt, decidedAt };
  }

  statusOf(accountId: number, planId: number): AuditStatusCode {
    return this.get(accountId, planId)?.status ?? 0;
  }

  get(accountId: number, planId: number): PlanApplication | undefined {
    const record = this.byAccount.get(accountId)?.get(planId);
    return record ? this.view(this.settled(accountId, record)) : undefined;
  }

  /** The learner's applications, most recent first. */
  listOf(accountId: number): PlanApplication[] {
    const records = [...(this.byAccount.get(accountId)?.values() ?? [])];
    return records
      .map((record) => this.view(this.settled(accountId, record)))
      .sort((a, b) => b.submittedAt - a.submittedAt || b.planId - a.planId);
  }

  /** Places an application holds: pending or approved ones, across all learners. */
  placesTaken(planId: number): number {
    let taken = 0;
    for (const accountId of this.byPlan.get(planId) ?? []) {
      const status = this.statusOf(accountId, planId);
      if (status === 1 || status === 2) taken += 1;
    }
    return taken;
  }

  /** A new pending application (a rejected one is replaced: re-applying starts the audit over). */
  apply(accountId: number, planId: number): PlanApplication {
    const submittedAt = this.now();
    const record: StoredApplication = {
      planId,
      status: 1,
      reason: null,
      submittedAt,
      decidedAt: null,
      decideAt: submittedAt + this.decisionDelayMs,
    };
    const plans = this.byAccount.get(accountId) ?? new Map<number, StoredApplication>();
    // Re-inserted, so the map's order is "applied longest ago first" for the bound below.
    this.byAccount.delete(accountId);
    this.byAccount.set(accountId, plans);
    plans.set(planId, record);
    if (this.byAccount.size > this.maxLearners) this.dropAccount(this.byAccount.keys().next().value!);
    let applicants = this.byPlan.get(planId);
    if (!applicants) this.byPlan.set(planId, (applicants = new Set()));
    applicants.add(accountId);
    return this.view(record);
  }

  /** Forgets the learner's applications (evicted, or past the bound): the places they held are free again. */
  dropAccount(accountId: number): void {
    for (const planId of this.byAccount.get(accountId)?.keys() ?? []) this.byPlan.get(planId)?.delete(accountId);
    this.byAccount.delete(accountId);
  }

  hasStateFor(accountId: number): boolean {
    if (this.byAccount.has(accountId)) return true;
    for (const applicants of this.byPlan.values()) if (applicants.has(accountId)) return true;
    return false;
  }

  /** Decides an application now (the dev control); undefined when the learner never applied. */
  decide(accountId: number, planId: number, outcome: 'approved' | 'rejected', reason?: string): PlanApplication | undefined {
    const record = this.byAccount.get(accountId)?.get(planId);
    if (!record) return undefined;
    record.status = outcome === 'approved' ? 2 : 3;
    record.reason = outcome === 'approved' ? null : reason?.trim() || auditOutcome(accountId, planId).reason || REJECTION_REASONS[0];
    record.decidedAt = this.now();
    return this.view(record);
  }
}
