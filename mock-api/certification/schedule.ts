import { JOURNEY_SCHEDULE } from '@shared/lib/certification-journey';
import { EXAM_WINDOW_MS, paymentDeadlineOf, type PlanRound } from '../enrollment/enrollment-plans';
import { chinaDayOf, chinaDayStart } from '@shared/lib/china-date';
import { DAY, HOUR, MINUTE } from '../core/rolling';

/** A stretch of time, epoch ms. */
export interface Span {
  start: number;
  end: number;
}

/**
 * Every date of one application's journey, from its plan round (enrollment/enrollment-plans.ts) and the
 * theory window as served (the exam window dev control may move the round's sitting). Nothing is
 * stored: the same round always gives the same dates, whenever they are read.
 */
export interface JourneySchedule {
  enrolStart: number;
  /** 报名截止: rejected materials may be sent again until then. */
  enrolEnd: number;
  /** 缴费截止. */
  payEnd: number;
  /** The exam day, 09:00 Beijing (the theory window opens then unless moved). */
  examDate: number;
  /** 准考证 issued: JOURNEY_SCHEDULE.ticketLeadDays before the exam day. */
  ticketAt: number;
  /** 考前提醒: the day before the exam day. */
  reminderAt: number;
  /** 理论知识考试: the plan's official exam window. */
  theory: Span;
  /** 操作技能考核: the day after the exam day, 09:00–11:00 at the plan's venue. */
  practical: Span;
  /** Scores released: scoreDelayDays after the practical session (never before the theory window has closed). */
  scoreAt: number;
}

/** 00:00 Beijing of the day `at` falls on. */
export const beijingDayStart = (at: number): number => chinaDayStart(chinaDayOf(at));

/** The seeded theory window of a round: 09:00 on its exam day, open EXAM_WINDOW_MS. */
export const seededTheoryWindow = (round: PlanRound): Span => ({ start: round.examDate, end: round.examDate + EXAM_WINDOW_MS });

export function journeySchedule(round: PlanRound, theory: Span = seededTheoryWindow(round)): JourneySchedule {
  const s = JOURNEY_SCHEDULE;
  const examDay = beijingDayStart(round.examDate);
  const practicalStart = examDay + s.practicalDayOffset * DAY + s.practicalStartHour * HOUR;
  const practical = { start: practicalStart, end: practicalStart + s.practicalMinutes * MINUTE };
  return {
    enrolStart: round.enrolStart,
    enrolEnd: round.enrolEnd,
    payEnd: paymentDeadlineOf(round),
    examDate: round.examDate,
    ticketAt: round.examDate - s.ticketLeadDays * DAY,
    reminderAt: round.examDate - s.reminderDaysBefore * DAY,
    theory,
    practical,
    scoreAt: Math.max(practical.start + s.scoreDelayDays * DAY, theory.end),
  };
}

/** The certificate follows the scores by JOURNEY_SCHEDULE.certificateDelayDays. */
export const certificateAtAfter = (releasedAt: number): number => releasedAt + JOURNEY_SCHEDULE.certificateDelayDays * DAY;

/** `2026年12月电工（中级工）职业技能等级认定报名` as the round with exam date `examDate` titles it. */
export function titleOfRound(currentTitle: string, examDate: number): string {
  const day = new Date(examDate + 8 * HOUR);
  return currentTitle.replace(/^\d{4}年\d{1,2}月/, `${day.getUTCFullYear()}年${day.getUTCMonth() + 1}月`);
}
