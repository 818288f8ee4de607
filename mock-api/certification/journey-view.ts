import { PASS_LINE } from '@shared/lib/certification-journey';
import { maskName } from '@shared/lib/id-card-rules';
import type {
  CalendarEvent,
  Certificate,
  ExamResult,
  Journey,
  JourneyCard,
  JourneyStep,
  PublicCertificate,
} from '@shared/schemas/certification';
import { windowStatusAt } from '../enrollment/enrollment-plans';
import { shanghaiIso } from '../core/faker';
import type { CertificateRecord } from './certificate-registry';
import type { JourneyFacts, JourneySources } from './journey-facts';
import { practicalSeatOf } from './journey-links';
import { journeySteps, type RetakeRound } from './journey-steps';
import { certificateAtAfter, titleOfRound } from './schedule';

/**
 * 补考: the next round of a plan of the same occupation and level that is open or still to open
 * (the plan's own next round when none other is), the soonest to close first; null when none.
 */
export function retakeOf(sources: JourneySources, facts: JourneyFacts): RetakeRound | null {
  const { store } = sources;
  const fees = store.applicationFees;
  const candidates: RetakeRound[] = [];
  for (const plan of store.content.enrollmentPlans) {
    if (plan.professionId !== facts.plan.professionId || plan.skillLevel !== facts.plan.skillLevel) continue;
    const shown = fees.roundAt(plan.id, facts.now);
    const later = plan.id === facts.plan.id ? Math.max(shown, facts.round + 1) : shown;
    let dates = fees.roundDates(plan.id, later);
    if (dates && windowStatusAt(dates, facts.now) === 'closed') dates = fees.roundDates(plan.id, later + 1);
    if (!dates) continue;
    candidates.push({
      planId: plan.id,
      title: titleOfRound(plan.title, dates.examDate),
      enrolStart: dates.enrolStart,
      enrolEnd: dates.enrolEnd,
      examDate: dates.examDate,
    });
  }
  return candidates.sort((a, b) => a.enrolEnd - b.enrolEnd)[0] ?? null;
}

export const certificateView = (record: CertificateRecord): Certificate => ({
  no: record.no,
  verificationCode: record.verificationCode,
  holderName: record.holderName,
  idNumberMasked: record.idNumberMasked,
  professionName: record.professionName,
  professionCode: record.professionCode,
  skillLevel: record.skillLevel,
  institutionName: record.institutionName,
  issuedAt: shanghaiIso(record.issuedAt),
  planId: record.planId,
  theoryScore: record.theoryScore,
  practicalScore: record.practicalScore,
});

/** What anyone may see of a certificate: genuine, the holder's name and ID number masked. */
export const publicCertificateView = (record: CertificateRecord): PublicCertificate => ({
  no: record.no,
  verificationCode: record.verificationCode,
  holderNameMasked: maskName(record.holderName),
  idNumberMasked: record.idNumberMasked,
  professionName: record.professionName,
  professionCode: record.professionCode,
  skillLevel: record.skillLevel,
  institutionName: record.institutionName,
  issuedAt: shanghaiIso(record.issuedAt),
});

function resultView(facts: JourneyFacts, retake: RetakeRound | null): ExamResult | null {
  const { result } = facts;
  if (!result) return null;
  const theoryPassed = (result.theory ?? 0) >= PASS_LINE;
  return {
    releasedAt: shanghaiIso(result.releasedAt),
    parts: [
      { part: 'theory', score: result.theory, passLine: PASS_LINE, passed: theoryPassed },
      { part: 'practical', score: result.practical, passLine: PASS_LINE, passed: result.practical >= PASS_LINE },
    ],
    passed: result.passed,
    retake:
      result.passed || !retake
        ? null
        : { ...retake, enrolStart: iso(retake.enrolStart), enrolEnd: iso(retake.enrolEnd), examDate: iso(retake.examDate) },
  };
}

const iso = (ms: number) => shanghaiIso(ms);

/** Every dated step the journey still has (those after its end are left out), for the calendar export. */
function calendarOf(facts: JourneyFacts, steps: readonly JourneyStep[]): CalendarEvent[] {
  const { plan, schedule, round, accountId } = facts;
  const live = (key: JourneyStep['key']) => steps.find((candidate) => candidate.key === key)?.state !== 'skipped';
  const uid = (kind: string) => `skill-certification-${plan.id}-${round}-${kind}@skill-site`;
  const event = (kind: string, title: string, start: number, end: number | null, location: string | null, description: string) => ({
    uid: uid(kind),
    title: `${title}｜${facts.title}`,
    start: iso(start),
    end: end === null ? null : iso(end),
    location,
    description,
  });
  const events: CalendarEvent[] = [];
  if (live('fee'))
    events.push(event('fee', '缴费截止', schedule.payEnd, null, null, '报名审核通过后，请在截止时间前缴纳报名费，逾期报名失效。'));
  if (live('ticket'))
    events.push(event('ticket', '准考证发放', facts.ticketAt, null, null, '准考证发放后请下载打印，考试时与身份证一同携带。'));
  if (live('exam')) {
    const { room, seat } = practicalSeatOf(accountId, plan.id, round);
    events.push(
      event(
        'theory',
        '理论知识考试',
        schedule.theory.start,
        schedule.theory.end,
        '线上：技能学堂在线考试系统',
        '须本人实名登录，在考试时间内完成作答。',
      ),
      event(
        'practical',
        '操作技能考核',
        schedule.practical.start,
        schedule.practical.end,
        `${plan.institutionName}（${plan.address}）`,
        `${room}，座位 ${seat}。请携带身份证原件和准考证，提前 30 分钟到达考点。`,
      ),
    );
  }
  if (live('score'))
    events.push(
      event('score', '成绩发布', facts.result?.releasedAt ?? schedule.scoreAt, null, null, '理论知识考试与操作技能考核成绩发布。'),
    );
  if (live('certificate')) {
    const at = facts.certificate?.issuedAt ?? facts.certificateAt ?? certificateAtAfter(facts.result?.releasedAt ?? schedule.scoreAt);
    events.push(event('certificate', '证书发放', at, null, null, '两项成绩均合格者颁发职业技能等级证书。'));
  }
  return events;
}

export function journeyView(sources: JourneySources, facts: JourneyFacts): Journey {
  const retake = facts.result && !facts.result.passed ? retakeOf(sources, facts) : null;
  const steps = journeySteps(facts, retake);
  const { plan } = facts;
  return {
    planId: plan.id,
    planTitle: facts.title,
    professionId: plan.professionId,
    professionName: plan.professionName,
    skillLevel: plan.skillLevel,
    institutionName: plan.institutionName,
    city: plan.city,
    examDate: iso(facts.schedule.examDate),
    examId: facts.examId,
    steps,
    ticket: { issueAt: iso(facts.ticketAt), issued: facts.ticketIssued },
    result: resultView(facts, retake),
    certificate: facts.certificate && certificateView(facts.certificate),
    calendar: calendarOf(facts, steps),
  };
}

/** The journey as the list shows it: the step it is at (the first neither done nor skipped, else the last), what to do, by when. */
export function journeyCard(journey: Journey, certificateNo: string | null): JourneyCard {
  const at = journey.steps.find((candidate) => candidate.state !== 'done' && candidate.state !== 'skipped') ?? journey.steps.at(-1)!;
  const acting = at.state === 'current' || (at.state === 'failed' && at.action !== null);
  return {
    planId: journey.planId,
    planTitle: journey.planTitle,
    professionName: journey.professionName,
    skillLevel: journey.skillLevel,
    examDate: journey.examDate,
    step: at.key,
    stepState: at.state,
    summary: at.summary,
    deadline: acting ? at.deadline : null,
    certificateNo,
  };
}
