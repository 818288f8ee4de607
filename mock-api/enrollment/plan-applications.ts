import type { MaterialFile, MaterialKind } from '@shared/schemas/enrollment-application';
import { auditOutcome, DEFAULT_REJECTION_REASON, MATERIAL_REJECTION_REASONS, rejectionSummary } from './material-review';
import type { AccountScopedState, AccountStateRegistry } from '../core/account-scoped-state';
import {
  view,
  type ApplicationDetailsRecord,
  type ApplicationInput,
  type ArchivedApplication,
  type AuditStatusCode,
  type PlanApplication,
} from './application-records';

export type {
  ApplicationDetailsRecord,
  ArchivedApplication,
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
/** Ended applications kept per learner as their journeys' history; past it the oldest goes. */
export const MAX_HISTORY_PER_LEARNER = 30;

/** The plan's round shown at `at` (enrollment/enrollment-plans.ts planRoundAt); 0 for a plan without rounds. */
export type RoundOf = (planId: number, at: number) => number;

/** One learner's applications: the live one per plan, and the ended ones, oldest first. */
interface LearnerApplications {
  live: Map<number, StoredApplication>;
  history: ArchivedApplication[];
}

/**
 * Whether a pending or approved application still holds its place: an approved one whose fee was
 * not paid by 缴费截止 has given it up (enrollment/application-fee.ts).
 */
export type HoldsPlace = (accountId: number, application: Readonly<PlanApplication>) => boolean;

/**
 * Enrolment-plan applications per learner, kept for the life of the process: audit status
 * 0 未报名, 1 审核中, 2 已通过, 3 未通过, each material reviewed on its own (待审核 / 已通过 / 未通过
 * with the reason). No timers: a pending application is decided lazily, whenever it is read after
 * its delay (material-review.ts says how); `decide` (the dev control) does it at once. A refused
 * application takes the rejected materials again (`resubmit`); a pending one may be withdrawn, an
 * approved one goes when its fee is refunded (`cancel`). Whether a plan is open, full or needs
 * real-name verification, whether the form and its files are valid, and whether an approved one
 * still holds its place (`holdsPlace`: its fee), is for the callers to say.
 *
 * Each application belongs to the plan round it was sent in (`planRound`): the plan's views and
 * places count only the round shown now (`current`, `statusOf`, `placesTaken`), and applying to a
 * later round keeps the earlier application as history (`journeysOf`) instead of overwriting it,
 * as withdrawing and a refunded fee do.
 */
export class PlanApplications implements AccountScopedState {
  /** Account id → the learner's live applications (plan id → application) and history. */
  private readonly byAccount = new Map<number, LearnerApplications>();
  /** Plan id → accounts that applied, so a plan's places taken are counted without walking everyone. */
  private readonly byPlan = new Map<number, Set<number>>();

  constructor(
    states: AccountStateRegistry,
    private readonly now: () => number,
    private readonly decisionDelayMs = DEFAULT_DECISION_DELAY_MS,
    private readonly maxLearners = DEFAULT_MAX_LEARNERS,
    private readonly holdsPlace: HoldsPlace = () => true,
    private readonly roundOf: RoundOf = () => 0,
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

  private record(accountId: number, planId: number): StoredApplication | undefined {
    const record = this.byAccount.get(accountId)?.live.get(planId);
    return record && this.settled(accountId, record);
  }

  /** The learner's live application to the plan if it was sent in the round shown now. */
  private currentRecord(accountId: number, planId: number): StoredApplication | undefined {
    const record = this.record(accountId, planId);
    return record && record.planRound === this.roundOf(planId, this.now()) ? record : undefined;
  }

  /** The audit status in the plan's round shown now (0 未报名 when the learner applied only to an earlier round). */
  statusOf(accountId: number, planId: number): AuditStatusCode {
    return this.currentRecord(accountId, planId)?.status ?? 0;
  }

  /** The learner's application to the plan's round shown now. */
  current(accountId: number, planId: number): PlanApplication | undefined {
    const record = this.currentRecord(accountId, planId);
    return record && view(record);
  }

  /** The learner's latest live application to the plan, whichever round it was sent in. */
  get(accountId: number, planId: number): PlanApplication | undefined {
    const record = this.record(accountId, planId);
    return record && view(record);
  }

  /** The learner's live applications to the plans' rounds shown now, most recent first. */
  listOf(accountId: number): PlanApplication[] {
    const records = [...(this.byAccount.get(accountId)?.live.keys() ?? [])];
    return records
      .map((planId) => this.current(accountId, planId))
      .filter((application) => application !== undefined)
      .sort((a, b) => b.submittedAt - a.submittedAt || b.planId - a.planId);
  }

  /**
   * Every application of the learner, live or ended, most recent first: the journeys of their space
   * (an ended one says how: `closedBy`, `closedAt`; a live one has neither).
   */
  journeysOf(accountId: number): (PlanApplication | ArchivedApplication)[] {
    const learner = this.byAccount.get(accountId);
    if (!learner) return [];
    const live = [...learner.live.values()].map((record) => view(this.settled(accountId, record)));
    const ended = learner.history.map((record) => ({ ...view(record), closedBy: record.closedBy, closedAt: record.closedAt }));
    return [...live, ...ended].sort((a, b) => b.submittedAt - a.submittedAt || b.planId - a.planId);
  }

  /** The learner's latest application to the plan, live or ended; undefined when they never applied. */
  latestOf(accountId: number, planId: number): PlanApplication | ArchivedApplication | undefined {
    return this.journeysOf(accountId).find((application) => application.planId === planId);
  }

  /** Places the applications hold: pending or approved ones of the round shown now (not those whose fee expired unpaid), across all learners. */
  placesTaken(planId: number): number {
    let taken = 0;
    for (const accountId of this.byPlan.get(planId) ?? []) {
      const record = this.currentRecord(accountId, planId);
      if (record && (record.status === 1 || record.status === 2) && this.holdsPlace(accountId, record)) taken += 1;
    }
    return taken;
  }

  /** The material files the learner's applications show (their history too): never evicted to make room for new uploads. */
  fileIdsOf(accountId: number): Set<string> {
    const ids = new Set<string>();
    const learner = this.byAccount.get(accountId);
    for (const record of [...(learner?.live.values() ?? []), ...(learner?.history ?? [])])
      for (const item of record.details?.items ?? []) ids.add(item.file.id);
    return ids;
  }

  /**
   * A new pending application, every material 待审核 (a refused one of the same plan round is replaced:
   * re-applying starts the review over, as the next round of materials; one of an earlier plan round is
   * kept as history). Without `input`: an application without the form (a developer control's).
   */
  apply(accountId: number, planId: number, input?: ApplicationInput): PlanApplication {
    return view(this.insert(accountId, planId, input, this.now()));
  }

  /**
   * An application made and approved before the server started (the seed's): sent at `submittedAt`,
   * every material accepted when the usual delay had passed.
   */
  seedApproved(accountId: number, planId: number, input: ApplicationInput, submittedAt: number): PlanApplication {
    const record = this.insert(accountId, planId, input, submittedAt);
    this.conclude(record, null, null, record.decideAt);
    return view(record);
  }

  private insert(accountId: number, planId: number, input: ApplicationInput | undefined, submittedAt: number): StoredApplication {
    const planRound = this.roundOf(planId, submittedAt);
    let previous = this.record(accountId, planId);
    if (previous && previous.planRound !== planRound) {
      this.archive(accountId, previous, null, submittedAt);
      previous = undefined;
    }
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
      planRound,
      status: 1,
      reason: null,
      submittedAt,
      decidedAt: null,
      decideAt: submittedAt + this.decisionDelayMs,
      details,
    };
    const learner = this.learner(accountId);
    // Re-inserted, so the map's order is "applied longest ago first" for the bound below.
    this.byAccount.delete(accountId);
    this.byAccount.set(accountId, learner);
    learner.live.set(planId, record);
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
    const record = this.currentRecord(accountId, planId);
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
    return view(record);
  }

  /**
   * Withdraws a pending application of the round shown now: it leaves the plan (status 0, its place
   * free again) and stays in the learner's history as withdrawn. False when none is pending.
   */
  withdraw(accountId: number, planId: number): boolean {
    const record = this.currentRecord(accountId, planId);
    if (record?.status !== 1) return false;
    this.archive(accountId, record, 'withdrawn', this.now());
    return true;
  }

  /**
   * Withdraws an approved application whose fee was refunded: it leaves the plan as a withdrawn one
   * does (status 0, no details, its place free; kept in the history as refunded), and the learner may
   * apply again while the window is open. False when none is approved.
   */
  cancel(accountId: number, planId: number): boolean {
    const record = this.record(accountId, planId);
    if (record?.status !== 2) return false;
    this.archive(accountId, record, 'refunded', this.now());
    return true;
  }

  private learner(accountId: number): LearnerApplications {
    return this.byAccount.get(accountId) ?? { live: new Map(), history: [] };
  }

  /** Moves a live application into the learner's history: it no longer holds a place or shows on the plan. */
  private archive(accountId: number, record: StoredApplication, closedBy: ArchivedApplication['closedBy'], closedAt: number): void {
    const learner = this.byAccount.get(accountId)!;
    learner.live.delete(record.planId);
    this.byPlan.get(record.planId)?.delete(accountId);
    const { decideAt: _decideAt, ...application } = record;
    learner.history.push({ ...application, closedBy, closedAt });
    if (learner.history.length > MAX_HISTORY_PER_LEARNER) learner.history.shift();
  }

  /** Forgets the learner's applications and history (evicted, or past the bound): the places they held are free again. */
  dropAccount(accountId: number): void {
    for (const planId of this.byAccount.get(accountId)?.live.keys() ?? []) this.byPlan.get(planId)?.delete(accountId);
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
    const record = this.byAccount.get(accountId)?.live.get(planId);
    if (!record) return undefined;
    const items = record.details?.items ?? [];
    const sentBack = outcome === 'approved' ? null : ((items.find((item) => item.kind === kind) ?? items[0])?.kind ?? null);
    const said = outcome === 'approved' ? null : reason?.trim() || null;
    this.conclude(record, sentBack, outcome === 'rejected' && !sentBack ? (said ?? DEFAULT_REJECTION_REASON) : said, this.now());
    return view(record);
  }
}
