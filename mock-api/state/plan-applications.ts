import type { MaterialFile, MaterialKind } from '@shared/schemas/enrollment-application';
import { auditOutcome, DEFAULT_REJECTION_REASON, MATERIAL_REJECTION_REASONS, rejectionSummary } from '../enrollment/material-review';
import type { AccountScopedState, AccountStateRegistry } from './account-scoped-state';
import type { ApplicationDetailsRecord, ApplicationInput, AuditStatusCode, PlanApplication } from './application-records';

export type {
  ApplicationDetailsRecord,
  ApplicationInput,
  ApplicationItemRecord,
  AuditStatusCode,
  PlanApplication,
} from './application-records';

interface StoredApplication extends PlanApplication {
  /** When a pending application decides itself (epoch ms). */
  decideAt: number;
}

/** A pending application is decided this long after it was sent, unless the dev control decides it first. */
export const DEFAULT_DECISION_DELAY_MS = 30_000;

/**
 * Learners whose applications are kept; past it the one who applied longest ago is forgotten
 * (accounts come and go, so the state must not grow with every sign-up the process ever saw).
 * A learner holds at most one application per plan, so this bounds the whole state.
 */
export const DEFAULT_MAX_LEARNERS = 20_000;

/**
 * Whether a pending or approved application still holds its place: an approved one whose fee was
 * not paid by 缴费截止 has given it up (enrollment/application-fee.ts).
 */
export type HoldsPlace = (accountId: number, application: Readonly<PlanApplication>) => boolean;

const copyDetails = (details: ApplicationDetailsRecord | null): ApplicationDetailsRecord | null =>
  details && {
    ...details,
    applicant: { ...details.applicant },
    items: details.items.map((item) => ({ ...item, file: { ...item.file } })),
  };

/**
 * Enrolment-plan applications per learner, kept for the life of the process: audit status
 * 0 未报名, 1 审核中, 2 已通过, 3 未通过, each material reviewed on its own (待审核 / 已通过 / 未通过
 * with the reason). No timers: a pending application is decided lazily, whenever it is read after
 * its delay (material-review.ts says how); `decide` (the dev control) does it at once. A refused
 * application takes the rejected materials again (`resubmit`); a pending one may be withdrawn, an
 * approved one goes when its fee is refunded (`cancel`). Whether a plan is open, full or needs
 * real-name verification, whether the form and its files are valid, and whether an approved one
 * still holds its place (`holdsPlace`: its fee), is for the callers to say.
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
    private readonly holdsPlace: HoldsPlace = () => true,
  ) {
    states.register(this);
  }

  private settled(accountId: number, record: StoredApplication): StoredApplication {
    if (record.status === 1 && this.now() >= record.decideAt) {
      const round = record.details?.round ?? 1;
      const pending = record.details?.items.filter((item) => item.review === 'pending').map((item) => item.kind) ?? [];
      const { rejected } = auditOutcome(accountId, record.planId, round, pending);
      this.conclude(record, rejected, null, record.decideAt);
    }
    return record;
  }

  /** The verdict: `rejected` sent back (with `reason`, else its kind's usual one), every other material accepted. */
  private conclude(record: StoredApplication, rejected: MaterialKind | null, reason: string | null, at: number): void {
    for (const item of record.details?.items ?? []) {
      const sentBack = item.kind === rejected;
      item.review = sentBack ? 'rejected' : 'accepted';
      item.reason = sentBack ? (reason ?? MATERIAL_REJECTION_REASONS[item.kind]) : null;
    }
    const refused = rejected !== null || reason !== null;
    record.status = refused ? 3 : 2;
    record.reason = refused ? (reason ?? (rejected ? rejectionSummary([rejected]) : DEFAULT_REJECTION_REASON)) : null;
    record.decidedAt = at;
  }

  private view(record: StoredApplication): PlanApplication {
    const { planId, status, reason, submittedAt, decidedAt, details } = record;
    return { planId, status, reason, submittedAt, decidedAt, details: copyDetails(details) };
  }

  private record(accountId: number, planId: number): StoredApplication | undefined {
    const record = this.byAccount.get(accountId)?.get(planId);
    return record && this.settled(accountId, record);
  }

  statusOf(accountId: number, planId: number): AuditStatusCode {
    return this.record(accountId, planId)?.status ?? 0;
  }

  get(accountId: number, planId: number): PlanApplication | undefined {
    const record = this.record(accountId, planId);
    return record && this.view(record);
  }

  /** The learner's applications, most recent first. */
  listOf(accountId: number): PlanApplication[] {
    const records = [...(this.byAccount.get(accountId)?.values() ?? [])];
    return records
      .map((record) => this.view(this.settled(accountId, record)))
      .sort((a, b) => b.submittedAt - a.submittedAt || b.planId - a.planId);
  }

  /** Places the applications hold: pending or approved ones (not those whose fee expired unpaid), across all learners. */
  placesTaken(planId: number): number {
    let taken = 0;
    for (const accountId of this.byPlan.get(planId) ?? []) {
      const record = this.record(accountId, planId);
      if (record && (record.status === 1 || record.status === 2) && this.holdsPlace(accountId, record)) taken += 1;
    }
    return taken;
  }

  /** The material files the learner's applications show: never evicted to make room for new uploads. */
  fileIdsOf(accountId: number): Set<string> {
    const ids = new Set<string>();
    for (const record of this.byAccount.get(accountId)?.values() ?? [])
      for (const item of record.details?.items ?? []) ids.add(item.file.id);
    return ids;
  }

  /**
   * A new pending application, every material 待审核 (a refused one is replaced: re-applying starts the
   * review over, as the next round). Without `input`: an application without the form (a developer control's).
   */
  apply(accountId: number, planId: number, input?: ApplicationInput): PlanApplication {
    return this.view(this.insert(accountId, planId, input, this.now()));
  }

  /**
   * An application made and approved before the server started (the seed's): sent at `submittedAt`,
   * every material accepted when the usual delay had passed.
   */
  seedApproved(accountId: number, planId: number, input: ApplicationInput, submittedAt: number): PlanApplication {
    const record = this.insert(accountId, planId, input, submittedAt);
    this.conclude(record, null, null, record.decideAt);
    return this.view(record);
  }

  private insert(accountId: number, planId: number, input: ApplicationInput | undefined, submittedAt: number): StoredApplication {
    const previous = this.record(accountId, planId);
    const round = previous?.status === 3 && previous.details ? previous.details.round + 1 : 1;
    const details: ApplicationDetailsRecord | null = input
      ? {
          name: input.name,
          idNumberMasked: input.idNumberMasked,
          phone: input.phone,
          workUnit: input.workUnit,
          applicant: { ...input.applicant },
          items: input.materials.map(({ kind, file }) => ({ kind, file: { ...file }, review: 'pending', reason: null })),
          round,
          updatedAt: submittedAt,
        }
      : null;
    const record: StoredApplication = {
      planId,
      status: 1,
      reason: null,
      submittedAt,
      decidedAt: null,
      decideAt: submittedAt + this.decisionDelayMs,
      details,
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
    return record;
  }

  /**
   * The rejected materials sent again (the route checked they are exactly those): they go back to
   * 待审核 with their new files, the accepted ones stay accepted, and the application is 审核中 again
   * as the next round. Undefined unless the application is 未通过 with its materials.
   */
  resubmit(
    accountId: number,
    planId: number,
    materials: readonly { kind: MaterialKind; file: MaterialFile }[],
  ): PlanApplication | undefined {
    const record = this.record(accountId, planId);
    if (!record || record.status !== 3 || !record.details) return undefined;
    const now = this.now();
    const replacing = new Map(materials.map(({ kind, file }) => [kind, file]));
    for (const item of record.details.items) {
      const file = replacing.get(item.kind);
      if (!file) continue;
      Object.assign(item, { file: { ...file }, review: 'pending', reason: null });
    }
    record.details.round += 1;
    record.details.updatedAt = now;
    Object.assign(record, { status: 1, reason: null, decidedAt: null, decideAt: now + this.decisionDelayMs });
    return this.view(record);
  }

  /** Withdraws a pending application: it is gone (status 0, its place free again). False when none is pending. */
  withdraw(accountId: number, planId: number): boolean {
    if (this.record(accountId, planId)?.status !== 1) return false;
    this.remove(accountId, planId);
    return true;
  }

  /**
   * Withdraws an approved application whose fee was refunded: it is gone as a withdrawn one is
   * (status 0, no details, its place free), and the learner may apply again while the window is
   * open. False when none is approved.
   */
  cancel(accountId: number, planId: number): boolean {
    if (this.record(accountId, planId)?.status !== 2) return false;
    this.remove(accountId, planId);
    return true;
  }

  private remove(accountId: number, planId: number): void {
    const plans = this.byAccount.get(accountId)!;
    plans.delete(planId);
    if (plans.size === 0) this.byAccount.delete(accountId);
    this.byPlan.get(planId)?.delete(accountId);
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

  /**
   * Decides an application now (the dev control), whatever its status: approved → every material
   * accepted; rejected → one material sent back (`kind`, else the first) with `reason` (else its
   * kind's usual one), the others accepted. Undefined when the learner never applied.
   */
  decide(
    accountId: number,
    planId: number,
    outcome: 'approved' | 'rejected',
    reason?: string,
    kind?: MaterialKind,
  ): PlanApplication | undefined {
    const record = this.byAccount.get(accountId)?.get(planId);
    if (!record) return undefined;
    const items = record.details?.items ?? [];
    const sentBack = outcome === 'approved' ? null : ((items.find((item) => item.kind === kind) ?? items[0])?.kind ?? null);
    const said = outcome === 'approved' ? null : reason?.trim() || null;
    this.conclude(record, sentBack, outcome === 'rejected' && !sentBack ? (said ?? DEFAULT_REJECTION_REASON) : said, this.now());
    return this.view(record);
  }
}
