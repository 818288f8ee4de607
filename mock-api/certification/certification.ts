import { MessageType } from '@shared/enums/message';
import type { ExamAttempts } from '../exam/exam-attempts';
import { examLookup } from '../exam/exam-lookup';
import { seedApprovedApplication } from '../enrollment/application-seed';
import type { ArchivedApplication, PlanApplication } from '../enrollment/application-records';
import type { MockStore } from '../core/store';
import { seedPublicCertificates } from './certificate-seed';
import type { JourneyStep } from '@shared/schemas/certification';
import { journeyFacts, type JourneyFacts, type JourneySources } from './journey-facts';
import { stepsBeforeApplying } from './journey-steps';
import { journeyView } from './journey-view';
import { deliverJourneyNotices, EVERY_NOTICE, type NoticeGate } from './journey-messages';
import { CertificationRecords } from './journey-records';
import { CertificateQueryLimits } from './query-limits';
import type { JourneyExam } from '../exam-goal/exam-goals';
import { chinaDay } from '../wrong-book/review-schedule';
import { certificateAtAfter, journeySchedule, titleOfRound } from './schedule';

/** The demo learner's finished journey: their scores in it. */
const DEMO_SCORES = { theory: 86, practical: 91 } as const;

/**
 * The certification journeys of issue 25 §3 (docs/decisions/014-certification-journey.md): each
 * application's journey read from the clock, the application, the fee, the exam attempts and the
 * journey's own records; the certificate register; the query limits.
 */
export class Certification {
  readonly records: CertificationRecords;
  readonly limits: CertificateQueryLimits;
  readonly sources: JourneySources;
  /** Which notices reach the message centre (the learner's 站内消息 reminder settings, mock-api/reminders/). */
  private noticeGate: NoticeGate = EVERY_NOTICE;

  constructor(store: MockStore, attempts: ExamAttempts, seed: number) {
    this.records = new CertificationRecords(store.accountStates);
    this.limits = new CertificateQueryLimits(store.now);
    this.sources = { store, attempts, lookup: examLookup(store, attempts), records: this.records };
    const startedAt = store.now();
    seedPublicCertificates(this.records.certificates, store.content.enrollmentPlans, seed, startedAt);
    this.seedFinishedJourney(startedAt);
    // The journey's notices (40–46) reach the message centre when it is next read or counted.
    store.onMessagesRead((accountId) =>
      deliverJourneyNotices(this.sources, this.journeysOf(accountId), accountId, startedAt, (id, key) => this.noticeGate(id, key)),
    );
  }

  /** Where the message centre's notices ask whether to go (the reminders are built after the journeys). */
  gateNoticesWith(gate: NoticeGate): void {
    this.noticeGate = gate;
  }

  /** The learner's journeys, most recent first, each settled (scores released, certificates issued when due). */
  journeysOf(accountId: number): JourneyFacts[] {
    return this.sources.store.applications
      .journeysOf(accountId)
      .map((entry) => journeyFacts(this.sources, accountId, entry))
      .filter((facts) => facts !== null);
  }

  /** The exams ahead the learner is admitted to (approved, fee paid or none, not withdrawn): the exam goal's journey days. */
  admittedExamsOf(accountId: number): JourneyExam[] {
    const now = this.sources.store.now();
    return this.journeysOf(accountId)
      .filter((facts) => facts.notAdmitted === null && facts.closedBy === null && facts.schedule.theory.start > now)
      .map((facts) => ({ planId: facts.plan.id, title: facts.title.replace(/报名$/, ''), day: chinaDay(facts.schedule.theory.start) }));
  }

  /** The learner's latest journey with the plan (live or history); undefined when they never applied to it. */
  journeyOf(accountId: number, planId: number): JourneyFacts | undefined {
    const entry = this.sources.store.applications.latestOf(accountId, planId);
    return (entry && journeyFacts(this.sources, accountId, entry)) ?? undefined;
  }

  /**
   * The plan page's 报名流程, the same steps as 考证进度: the learner's journey once they applied to
   * the round shown, else the steps ahead of anyone (null for an unknown plan).
   */
  planSteps(planId: number, accountId: number | undefined): JourneyStep[] | null {
    const { store } = this.sources;
    const current = accountId === undefined ? undefined : store.applications.current(accountId, planId);
    const facts = current && accountId !== undefined ? journeyFacts(this.sources, accountId, current) : null;
    if (facts) return journeyView(this.sources, facts).steps;
    const plan = store.applicationFees.planOf(planId);
    const dates = plan && store.applicationFees.roundDates(planId, store.applicationFees.roundAt(planId, store.now()));
    return plan && dates ? stepsBeforeApplying(plan, journeySchedule(dates), store.now()) : null;
  }

  factsOf(accountId: number, entry: PlanApplication | ArchivedApplication): JourneyFacts | null {
    return journeyFacts(this.sources, accountId, entry);
  }

  /**
   * 技能学员小王 (verified) has one journey finished before the start, so his space is not empty: a
   * subsidised plan's (no fee) latest round whose certificate was due by then, applied to early in
   * its window, approved, both parts passed, the certificate issued at its date. Read from the clock
   * like the rest: a later start picks a later round.
   */
  private seedFinishedJourney(startedAt: number): void {
    const { store } = this.sources;
    const account = store.accounts.byId(1);
    if (!account?.realNameVerified) return;
    const busy = new Set(store.applications.journeysOf(account.id).map((application) => application.planId));
    const plan = store.content.enrollmentPlans.find(
      (candidate) => candidate.fee === 0 && candidate.requiresRealName && !busy.has(candidate.id),
    );
    if (!plan) return;
    const fees = store.applicationFees;
    let round = fees.roundAt(plan.id, startedAt) - 1;
    const certificateDue = (r: number) => certificateAtAfter(journeySchedule(fees.roundDates(plan.id, r)!).scoreAt);
    while (certificateDue(round) > startedAt) round -= 1;
    const dates = fees.roundDates(plan.id, round)!;
    seedApprovedApplication(store, account, plan, dates.enrolStart + 26 * 3_600_000, titleOfRound(plan.title, dates.examDate));
    // Its 报名申请 notices (a type no group shows) were read long ago, as the order seed's are.
    store.messages.markRead(account.id, { types: [MessageType.ENROLLMENT_APPLY] });
    this.records.edit(account.id, plan.id, round).released = { releasedAt: journeySchedule(dates).scoreAt, ...DEMO_SCORES };
    // Issued at its date now: its number is the register's next, the same every run.
    this.journeyOf(account.id, plan.id);
  }
}
