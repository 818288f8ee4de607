import { JOURNEY_SCHEDULE, PASS_LINE } from '@shared/lib/certification-journey';
import { MessageType, type MessageTypeValue } from '@shared/enums/message';
import { formatFen } from '@shared/lib/money-format';
import { DAY } from '../core/rolling';
import type { JourneyFacts, JourneySources } from './journey-facts';
import { clock, journeyPath, when } from './journey-links';

/** One notice of a journey: what it says, when it happened, and its key (each is delivered once). */
export interface JourneyNotice {
  key: string;
  type: MessageTypeValue;
  at: number;
  action: string;
  content: string;
}

const REMINDER = JOURNEY_SCHEDULE.deadlineReminderDays * DAY;

/** The review's verdict (each decision of each round of materials), the fee due, and the deadline reminders. */
function enrolmentNotices(facts: JourneyFacts): JourneyNotice[] {
  const { application, plan, schedule, fee, closedBy } = facts;
  const notices: JourneyNotice[] = [];
  const decidedAt = application.decidedAt;
  const materialsRound = application.details?.round ?? 1;
  if (decidedAt !== null && application.status === 2) {
    notices.push({
      key: `40:${materialsRound}`,
      type: MessageType.ENROLLMENT_REVIEWED,
      at: decidedAt,
      action: '报名审核已通过',
      content:
        plan.fee > 0
          ? `你的报名已通过审核，请于 ${when(schedule.payEnd)} 前缴纳报名费，逾期报名失效。`
          : '你的报名已通过审核。本计划为补贴性培训，无需缴费，请留意准考证发放通知。',
    });
    if (plan.fee > 0 && decidedAt < schedule.payEnd)
      notices.push({
        key: '41',
        type: MessageType.FEE_DUE,
        at: decidedAt,
        action: '请缴纳报名费',
        content: `报名费 ${formatFen(plan.fee)}，缴费截止 ${when(schedule.payEnd)}。缴费后方可领取准考证、参加考试。`,
      });
    // 3 days before 缴费截止, when the fee was still unpaid then (paid before that, or withdrawn: no reminder).
    const remindAt = schedule.payEnd - REMINDER;
    const paidBefore = fee?.order?.paidAt != null && fee.order.paidAt <= remindAt;
    if (plan.fee > 0 && closedBy === null && decidedAt <= remindAt && !paidBefore)
      notices.push({
        key: '42:fee',
        type: MessageType.DEADLINE_REMINDER,
        at: remindAt,
        action: '缴费即将截止',
        content: `报名费将于 ${when(schedule.payEnd)} 截止缴纳，还剩 ${JOURNEY_SCHEDULE.deadlineReminderDays} 天，逾期报名失效。`,
      });
  }
  if (decidedAt !== null && application.status === 3) {
    notices.push({
      key: `40:${materialsRound}`,
      type: MessageType.ENROLLMENT_REVIEWED,
      at: decidedAt,
      action: '报名审核未通过',
      content: `${application.reason ?? '报名材料未通过审核'}。${decidedAt < schedule.enrolEnd ? `请于 ${when(schedule.enrolEnd)} 前补交被退回的材料。` : ''}`,
    });
    const remindAt = schedule.enrolEnd - REMINDER;
    if (closedBy === null && decidedAt <= remindAt)
      notices.push({
        key: `42:materials:${materialsRound}`,
        type: MessageType.DEADLINE_REMINDER,
        at: remindAt,
        action: '补交材料即将截止',
        content: `报名将于 ${when(schedule.enrolEnd)} 截止，被退回的材料请在截止前补交，逾期本次报名结束。`,
      });
  }
  return notices;
}

/** The ticket, the day before the exam, the scores and the certificate: for an admitted candidate only. */
function examNotices(facts: JourneyFacts): JourneyNotice[] {
  const { schedule, plan, result, certificate } = facts;
  if (facts.notAdmitted !== null) return [];
  const notices: JourneyNotice[] = [
    {
      key: '43',
      type: MessageType.TICKET_ISSUED,
      at: facts.ticketAt,
      action: '准考证已发放',
      content: `请下载打印准考证，核对考试时间、考点与座位。理论知识考试 ${when(schedule.theory.start)} 开始（线上）；操作技能考核 ${when(schedule.practical.start)}，${plan.institutionName}。`,
    },
    {
      key: '44',
      type: MessageType.EXAM_REMINDER,
      at: schedule.reminderAt,
      action: '明天考试',
      content: `理论知识考试 ${when(schedule.theory.start)}–${clock(schedule.theory.end)} 在线作答，须本人实名登录；操作技能考核 ${when(schedule.practical.start)}，${plan.address}，请携带身份证和准考证提前 30 分钟到达。`,
    },
  ];
  if (result) {
    const theory = result.theory === null ? '缺考' : `${result.theory} 分`;
    notices.push({
      key: '45',
      type: MessageType.SCORE_RELEASED,
      at: result.releasedAt,
      action: result.passed ? '成绩已发布：合格' : '成绩已发布：未合格',
      content: `理论知识考试 ${theory}，操作技能考核 ${result.practical} 分（各 ${PASS_LINE} 分合格）。${
        result.passed ? '两项均合格，证书将在 7 天后颁发。' : '未合格的科目可报名后续计划补考。'
      }`,
    });
  }
  if (certificate)
    notices.push({
      key: '46',
      type: MessageType.CERTIFICATE_ISSUED,
      at: certificate.issuedAt,
      action: '证书已颁发',
      content: `${certificate.professionName}职业技能等级证书已颁发，证书编号 ${certificate.no}，可在考证进度页查看和下载。`,
    });
  return notices;
}

/** Every notice of one journey, due or not (the reminders send some of them by SMS and WeChat too). */
export const journeyNoticesOf = (facts: JourneyFacts): JourneyNotice[] => [...enrolmentNotices(facts), ...examNotices(facts)];

/**
 * Whether a notice goes to the message centre, and the unsubscribe link it then carries: the learner's
 * 站内消息 setting for the reminder it is (mock-api/reminders/); every notice, without a link, by default.
 */
export type NoticeGate = (accountId: number, noticeKey: string) => { deliver: boolean; unsubscribe: string | null };

export const EVERY_NOTICE: NoticeGate = () => ({ deliver: true, unsubscribe: null });

/**
 * The journey's notices in the message centre (types 40–46, 系统通知): delivered when the learner's
 * messages are next read or counted, each once, dated when it happened, linking to the journey page.
 * What happened before the mock started (the seed's) arrives read. One the gate turns away counts as
 * delivered: turning 站内消息 back on brings no backlog.
 */
export function deliverJourneyNotices(
  sources: JourneySources,
  journeys: readonly JourneyFacts[],
  accountId: number,
  startedAt: number,
  gate: NoticeGate = EVERY_NOTICE,
): void {
  const { store, records } = sources;
  for (const facts of journeys) {
    for (const notice of journeyNoticesOf(facts)) {
      if (notice.at > facts.now) continue;
      const key = `${facts.plan.id}:${facts.round}:${notice.key}`;
      if (records.wasDelivered(accountId, key)) continue;
      records.markDelivered(accountId, key);
      const { deliver, unsubscribe } = gate(accountId, notice.key);
      if (!deliver) continue;
      store.messages.deliver(
        accountId,
        {
          type: notice.type,
          senderId: null,
          action: notice.action,
          title: facts.title,
          quote: '',
          content: notice.content,
          link: journeyPath(facts.plan.id),
          unsubscribe,
        },
        notice.at,
        notice.at < startedAt,
      );
    }
  }
}
