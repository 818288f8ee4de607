import { chinaDay, creditedSeconds, watchedSeconds } from '@shared/lib/study-time';
import type { AccountScopedState, AccountStateRegistry } from '../core/account-scoped-state';

/** Days of history kept per learner (the chart shows 30; the streak may look further back). */
const DAYS_KEPT = 400;

interface LearnerTime {
  /** Epoch ms of the learner's latest progress report, from any tab or lesson: the one clock two tabs share. */
  lastReportAt: number | null;
  /** China day `YYYY-MM-DD` → seconds studied, in the order first studied. */
  days: Map<string, number>;
  /** Course id → seconds studied in it. */
  courses: Map<number, number>;
  totalSeconds: number;
}

export interface ProgressForCredit {
  courseId: number;
  /** The lesson's saved position before this report, and the one the report gives. */
  previousPosition: number;
  position: number;
  at: number;
}

/** What one report counts: seconds of study (the learner's time) and seconds of media watched (the lesson's). */
export interface ReportCredit {
  studied: number;
  watched: number;
}

/**
 * Minutes studied per learner, per China day and per course, credited from the player's progress
 * reports with the rule of `shared/lib/study-time.ts` (capped per report, never more than wall time).
 * The same clock measures the media a report proves watched, which completes a video lesson. The
 * player route calls `measure` to judge a report and `credit` once it is accepted, before recording it.
 */
export class StudyTime implements AccountScopedState {
  private readonly learners = new Map<number, LearnerTime>();

  constructor(states: AccountStateRegistry) {
    states.register(this);
  }

  /** What a report would count, measured from the learner's previous report; nothing is changed. */
  measure(accountId: number, report: ProgressForCredit): ReportCredit {
    const lastReportAt = this.learners.get(accountId)?.lastReportAt ?? null;
    const input = {
      wallSeconds: lastReportAt === null ? null : (report.at - lastReportAt) / 1000,
      previousPosition: report.previousPosition,
      position: report.position,
    };
    return { studied: creditedSeconds(input), watched: watchedSeconds(input) };
  }

  /** Credits one accepted report; answers what it counted. */
  credit(accountId: number, report: ProgressForCredit): ReportCredit {
    const counted = this.measure(accountId, report);
    const learner = this.learnerOf(accountId);
    // Every report moves the learner's clock on, credited or not: the next one is measured from it.
    learner.lastReportAt = Math.max(learner.lastReportAt ?? 0, report.at);
    if (counted.studied > 0) this.add(learner, chinaDay(report.at), report.courseId, counted.studied);
    return counted;
  }

  secondsOn(accountId: number, day: string): number {
    return this.learners.get(accountId)?.days.get(day) ?? 0;
  }

  totalSeconds(accountId: number): number {
    return this.learners.get(accountId)?.totalSeconds ?? 0;
  }

  /** Seconds per course, most studied first. */
  coursesOf(accountId: number): [courseId: number, seconds: number][] {
    const courses = this.learners.get(accountId)?.courses;
    return courses ? [...courses].sort(([a, x], [b, y]) => y - x || a - b) : [];
  }

  /** A seeded viewing (learning/progress-seed.ts): `seconds` of a lesson of `courseId` watched, ending at `at`. */
  seedViewing(accountId: number, courseId: number, at: number, seconds: number): void {
    if (seconds > 0) this.add(this.learnerOf(accountId), chinaDay(at), courseId, seconds);
  }

  dropAccount(accountId: number): void {
    this.learners.delete(accountId);
  }

  hasStateFor(accountId: number): boolean {
    return this.learners.has(accountId);
  }

  private add(learner: LearnerTime, day: string, courseId: number, seconds: number): void {
    learner.days.set(day, (learner.days.get(day) ?? 0) + seconds);
    learner.courses.set(courseId, (learner.courses.get(courseId) ?? 0) + seconds);
    learner.totalSeconds += seconds;
    if (learner.days.size > DAYS_KEPT) learner.days.delete(learner.days.keys().next().value!);
  }

  private learnerOf(accountId: number): LearnerTime {
    let learner = this.learners.get(accountId);
    if (!learner) this.learners.set(accountId, (learner = { lastReportAt: null, days: new Map(), courses: new Map(), totalSeconds: 0 }));
    return learner;
  }
}
