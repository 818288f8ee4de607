// The records of enrolment applications, as enrollment/plan-applications.ts keeps them (and re-exports them), and their copies as read.
import type { ApplicantFacts, MaterialFile, MaterialKind } from '@shared/schemas/enrollment-application';

/** Application audit status (spec §3): 0 未报名, 1 审核中, 2 已通过, 3 未通过. */
export type AuditStatusCode = 0 | 1 | 2 | 3;

/** One material as sent: the file (as it was when sent) and the reviewer's verdict on it. */
export interface ApplicationItemRecord {
  kind: MaterialKind;
  file: MaterialFile;
  review: 'pending' | 'accepted' | 'rejected';
  /** Why it was sent back (review `rejected`). */
  reason: string | null;
}

/** What the form said, and the materials with their reviews. */
export interface ApplicationDetailsRecord {
  name: string;
  /** From the real-name verification, masked; null without one. The full number is never stored here. */
  idNumberMasked: string | null;
  phone: string;
  workUnit: string;
  applicant: ApplicantFacts;
  /** In the plan's order. */
  items: ApplicationItemRecord[];
  /** How many times materials were sent: 1, then +1 per re-send (or full re-application after a refusal). */
  round: number;
  /** Epoch ms of the latest sending. */
  updatedAt: number;
}

/** A checked application form, as the route hands it over: the facts and one file per material. */
export interface ApplicationInput {
  name: string;
  idNumberMasked: string | null;
  phone: string;
  workUnit: string;
  applicant: ApplicantFacts;
  materials: readonly { kind: MaterialKind; file: MaterialFile }[];
}

/** One learner's application to one plan, as read (a pending one past its delay is decided first). */
export interface PlanApplication {
  planId: number;
  /**
   * The plan's round it was sent in (`planRoundAt` at the time): a plan comes round every period with
   * new dates, and an application belongs to its own round's dates, never to a later round's.
   */
  planRound: number;
  status: 1 | 2 | 3;
  /** Why it was not approved (status 3): which materials were sent back, or the reviewer's words. */
  reason: string | null;
  /** Epoch ms. */
  submittedAt: number;
  decidedAt: number | null;
  /** Null for an application made without the form (a developer control's, a test's). */
  details: ApplicationDetailsRecord | null;
}

/**
 * An application kept as history (the learner's journey, issue 25 §3): withdrawn while under review,
 * withdrawn by the refund of its fee, or replaced by an application to a later round of the plan.
 */
export interface ArchivedApplication extends PlanApplication {
  /** How it ended outside its own steps; null when a later round's application took its place. */
  closedBy: 'withdrawn' | 'refunded' | null;
  /** Epoch ms. */
  closedAt: number;
}

const copyDetails = (details: ApplicationDetailsRecord | null): ApplicationDetailsRecord | null =>
  details && {
    ...details,
    applicant: { ...details.applicant },
    items: details.items.map((item) => ({ ...item, file: { ...item.file } })),
  };

/** A copy of an application as read: callers never hold the stored record. */
export const view = (record: PlanApplication): PlanApplication => {
  const { planId, planRound, status, reason, submittedAt, decidedAt, details } = record;
  return { planId, planRound, status, reason, submittedAt, decidedAt, details: copyDetails(details) };
};
