import { AttemptStatus } from '@shared/enums/exam';
import { AuditStatus } from '@shared/enums/order';
import { ExamMode } from '@shared/enums/learning';
import { PASS_LINE } from '@shared/lib/certification-journey';
import { maskIdNumber } from '@shared/lib/id-card-rules';
import type { EnrollmentPlan } from '../enrollment/enrollment-plans';
import { dayAndTime, shanghaiIso } from '../core/faker';
import { seedOf, seededRandom } from '../core/seeded-random';
import type { FeeStanding } from '../enrollment/application-fee';
import { scoreOf, type ExamAttempts } from '../exam/exam-attempts';
import type { ExamLookup } from '../exam/exam-lookup';
import type { ArchivedApplication, PlanApplication } from '../enrollment/application-records';
import type { MockStore } from '../core/store';
import type { CertificateRecord } from './certificate-registry';
import type { CertificationRecords, ReleasedScores } from './journey-records';
import { professionCodeOf } from './profession-codes';
import { certificateAtAfter, journeySchedule, seededTheoryWindow, titleOfRound, type JourneySchedule } from './schedule';

/** What a journey is computed from: the store (plans, applications, fees, identities), the exam attempts, and its own records. */
export interface JourneySources {
  store: MockStore;
  attempts: ExamAttempts;
  lookup: ExamLookup;
  records: CertificationRecords;
}

/** Scores as released, and whether both parts passed. */
export interface JourneyResult extends ReleasedScores {
  passed: boolean;
}

/**
 * Everything one application's journey is shown from, read at one moment `now`: its plan round's
 * dates, where the application stands, whether the learner is admitted (approved, fee paid or none,
 * not withdrawn), the ticket's date, the released scores and the certificate. Reading it settles what
 * has fallen due (scores fixed at their release, a certificate issued at its date), as the rest of
 * the mock settles its reviews when read.
 */
export interface JourneyFacts {
  accountId: number;
  plan: EnrollmentPlan;
  application: PlanApplication;
  /** How an application kept as history ended outside its steps (withdrawn, its fee refunded); null otherwise. */
  closedBy: ArchivedApplication['closedBy'];
  closedAt: number | null;
  round: number;
  /** The round's title (the plan's title names the month of its round's exam). */
  title: string;
  examId: number | null;
  schedule: JourneySchedule;
  /** The fee of an approved application to a plan with one (enrollment/application-fee.ts); null otherwise. */
  fee: FeeStanding | null;
  now: number;
  /** Rejected materials may still be sent again (the round's window is still open). */
  canResubmit: boolean;
  /** Why the learner is not a candidate (the 1313 answer); null when admitted. */
  notAdmitted: string | null;
  ticketAt: number;
  ticketIssued: boolean;
  /** Some official attempt of this sitting was handed in. */
  theoryTaken: boolean;
  result: JourneyResult | null;
  /** When the certificate is (or was) issued; null unless both parts passed. */
  certificateAt: number | null;
  certificate: CertificateRecord | null;
}

const HOLDER_UNKNOWN_ID = '—';

/** The official exam (the theory part) of a plan: its profession and level's (enrollment/routes.ts planViews links it alike). */
export function officialExamIdOf(store: MockStore, plan: EnrollmentPlan): number | null {
  return (
    store.content.exams.find(
      (exam) => exam.mode === ExamMode.EXAM && exam.professionId === plan.professionId && exam.skillLevel === plan.skillLevel,
    )?.id ?? null
  );
}

/** The venue's mark for the practical part: deterministic per candidate and round, most candidates passing. */
export function practicalScoreOf(accountId: number, planId: number, round: number): number {
  const random = seededRandom(seedOf(accountId, planId, round, 17));
  const passes = random() < 0.85;
  return passes ? 60 + Math.floor(random() * 38) : 36 + Math.floor(random() * 23);
}

/** The learner's best handed-in official attempt of the sitting (plan round); null when none (缺考). */
export function bestTheoryScore(sources: JourneySources, accountId: number, examId: number | null, round: number): number | null {
  if (examId === null) return null;
  const scores = sources.attempts
    .ofLearner(accountId, examId)
    .filter(
      (attempt) =>
        attempt.kind === 'official' &&
        attempt.fromAttemptId === null &&
        attempt.sitting?.index === round &&
        attempt.status !== AttemptStatus.IN_PROGRESS,
    )
    .map(scoreOf);
  return scores.length ? Math.max(...scores) : null;
}

/** Who the holder is: the verified identity, else the application's name and masked number. */
export function holderOf(sources: JourneySources, accountId: number, application: PlanApplication) {
  const account = sources.store.accounts.byId(accountId);
  const verified = account ? sources.store.realNames.recordOf(account) : undefined;
  if (verified?.status === AuditStatus.APPROVED)
    return { name: verified.name, idNumber: verified.idNumber, idNumberMasked: maskIdNumber(verified.idNumber) };
  return {
    name: application.details?.name ?? account?.nickname ?? '',
    idNumber: null,
    idNumberMasked: application.details?.idNumberMasked ?? HOLDER_UNKNOWN_ID,
  };
}

const at = (ms: number) => dayAndTime(shanghaiIso(ms));

/** Why the learner holds no ticket, or null when admitted (approved, the fee paid or none, not withdrawn). */
function notAdmittedReason(
  facts: Omit<JourneyFacts, 'notAdmitted' | 'ticketIssued' | 'result' | 'certificateAt' | 'certificate' | 'theoryTaken'>,
): string | null {
  const { application, closedBy, fee, schedule, canResubmit } = facts;
  if (closedBy === 'withdrawn') return '你已撤回这份报名，不能领取准考证';
  if (closedBy === 'refunded') return '报名费已退款，报名已撤回，不能领取准考证';
  if (application.status === 1) return '报名正在审核中，审核通过并缴纳报名费后才能领取准考证';
  if (application.status === 3) return `报名未通过审核，不能领取准考证${canResubmit ? `；请于 ${at(schedule.enrolEnd)} 前补交材料` : ''}`;
  if (fee?.status === 'due') return `报名费尚未缴纳，请于 ${at(fee.deadline)} 前缴费，缴费后方可领取准考证`;
  if (fee?.status === 'expired') return `未在缴费截止（${at(fee.deadline)}）前缴纳报名费，报名已失效，不能领取准考证`;
  if (fee?.status === 'refunding') return '报名费正在退款，退款完成后报名将撤回，不能领取准考证';
  return null;
}

/** The journey of one application (live or kept as history), read now. */
export function journeyFacts(
  sources: JourneySources,
  accountId: number,
  entry: PlanApplication | ArchivedApplication,
): JourneyFacts | null {
  const { store, records, lookup } = sources;
  const plan = store.applicationFees.planOf(entry.planId);
  const dates = plan && store.applicationFees.roundDates(plan.id, entry.planRound);
  if (!plan || !dates) return null;
  const now = store.now();
  const round = entry.planRound;
  const examId = officialExamIdOf(store, plan);
  // The sitting of this round as served (the dev control may have moved it); the seeded window otherwise.
  const exam = examId === null ? undefined : lookup.findExam(examId);
  const sitting = exam ? lookup.sittingNow(exam) : null;
  const theory = sitting?.index === round ? { start: sitting.openAt, end: sitting.closeAt } : seededTheoryWindow(dates);
  const schedule = journeySchedule(dates, theory);
  const closedBy = 'closedBy' in entry ? entry.closedBy : null;
  const base = {
    accountId,
    plan,
    application: entry,
    closedBy,
    closedAt: 'closedAt' in entry ? entry.closedAt : null,
    round,
    title: titleOfRound(plan.title, dates.examDate),
    examId,
    schedule,
    fee: closedBy === null ? store.applicationFees.standingOf(accountId, plan, entry) : null,
    now,
    canResubmit: entry.status === 3 && closedBy === null && now <= dates.enrolEnd && store.applicationFees.roundAt(plan.id, now) === round,
    ticketAt: records.peek(accountId, plan.id, round)?.ticketIssuedAt ?? schedule.ticketAt,
  };
  const notAdmitted = notAdmittedReason(base);
  const record = records.peek(accountId, plan.id, round);
  const admitted = notAdmitted === null;
  const theoryBest = bestTheoryScore(sources, accountId, examId, round);
  let result: JourneyResult | null = null;
  if (admitted && (record?.released || now >= schedule.scoreAt)) {
    // Fixed at their release: the attempts (kept 180 days) may go, the scores stay what was released.
    let released = record?.released;
    if (!released) {
      released = {
        releasedAt: schedule.scoreAt,
        theory: record?.theoryOverride !== undefined ? record.theoryOverride : theoryBest,
        practical: record?.practicalOverride ?? practicalScoreOf(accountId, plan.id, round),
      };
      records.edit(accountId, plan.id, round).released = released;
    }
    result = { ...released, passed: (released.theory ?? 0) >= PASS_LINE && released.practical >= PASS_LINE };
  }
  const certificateAt = result?.passed ? (record?.certificateAt ?? certificateAtAfter(result.releasedAt)) : null;
  let certificate: CertificateRecord | null = null;
  if (result?.passed && certificateAt !== null && now >= certificateAt)
    certificate =
      records.certificates.ofJourney(accountId, plan.id, round) ?? issueCertificate(sources, { ...base, result }, certificateAt);
  return {
    ...base,
    notAdmitted,
    ticketIssued: admitted && now >= base.ticketAt,
    theoryTaken: theoryBest !== null,
    result,
    certificateAt,
    certificate,
  };
}

/** The 6-digit code of an evaluation body (评价机构代码), stable per institution. */
export const evaluationBodyCodeOf = (institutionId: number): string => String(100_000 + ((institutionId * 7_919 + 3_301) % 900_000));

function issueCertificate(
  sources: JourneySources,
  facts: Pick<JourneyFacts, 'accountId' | 'plan' | 'application' | 'round'> & { result: JourneyResult },
  issuedAt: number,
): CertificateRecord {
  const { accountId, plan, application, round, result } = facts;
  const holder = holderOf(sources, accountId, application);
  return sources.records.certificates.issue({
    evaluationBodyCode: evaluationBodyCodeOf(plan.institutionId),
    holderName: holder.name,
    idNumber: holder.idNumber,
    idNumberMasked: holder.idNumberMasked,
    professionName: plan.professionName,
    professionCode: professionCodeOf(plan.professionName, plan.professionId),
    skillLevel: plan.skillLevel,
    institutionName: plan.institutionName,
    issuedAt,
    planId: plan.id,
    round,
    accountId,
    theoryScore: result.theory,
    practicalScore: result.practical,
  });
}
