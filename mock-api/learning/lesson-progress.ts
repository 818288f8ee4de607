import type { AccountScopedState, AccountStateRegistry } from '../core/account-scoped-state';
import { addSpan, coveredLength, type Span } from '../core/spans';

/** Where a learner stands in one lesson. */
export interface LessonStanding {
  lessonId: number;
  /** Seconds into the lesson's media where the learner last was. */
  position: number;
  /** Learning progress (spec §3): 1 未开始, 2 学习中, 3 已完成. */
  status: 1 | 2 | 3;
  /** Epoch ms of the last report. */
  updatedAt: number;
  /** Epoch ms of the first report: when the learner opened the lesson (a reading lesson's minimum time counts from it). */
  openedAt: number;
}

/**
 * A standing as kept, with the stretches of the lesson the learner is known to have studied by the
 * server's clock (`watchedWith`): a video's media watched at a believable pace between reports, a
 * reading lesson's time from opening to its end.
 */
type StoredStanding = LessonStanding & { courseId: number; watched: Span[] };

/** Why the player reports: every 15 s while playing, on pause, at the end, and when the page is hidden. */
export type ProgressEvent = 'tick' | 'pause' | 'end' | 'hidden';

/** Watched this share of a lesson, it counts as completed even if the learner never reaches the very end. */
export const COMPLETION_SHARE = 0.9;

/** What a video lesson of `durationSeconds` needs watched to be 已完成. */
export const videoRequiredSeconds = (durationSeconds: number): number => durationSeconds * COMPLETION_SHARE;

/**
 * The progress rule, one for every kind of lesson: any report means 学习中; 已完成 once the time
 * the server has seen the learner spend on it (LessonStanding.watchedSeconds) reaches what the
 * lesson requires, whatever position or event a report claims; a completed lesson stays completed.
 */
export function statusAfter(previous: 1 | 2 | 3, watchedSeconds: number, requiredSeconds: number): 1 | 2 | 3 {
  if (previous === 3) return 3;
  return requiredSeconds > 0 && watchedSeconds >= requiredSeconds ? 3 : 2;
}

export interface LessonProgressLimits {
  /** Learners whose progress is kept; past it the one who reported longest ago is forgotten. */
  learners: number;
  /** Lessons kept per learner; past it the one reported longest ago goes. */
  lessonsPerLearner: number;
}

export const DEFAULT_PROGRESS_LIMITS: Readonly<LessonProgressLimits> = Object.freeze({ learners: 20_000, lessonsPerLearner: 5_000 });

interface CourseStanding {
  completed: number;
  lastLessonId: number;
}

interface LearnerProgress {
  /** Lesson id → standing (with its course), least recently reported first. */
  lessons: Map<number, StoredStanding>;
  /** Course id → completed lessons and the lesson played last, so the per-course questions are O(1). */
  courses: Map<number, CourseStanding>;
}

/**
 * Each learner's position and status per lesson, and the last lesson they played per course, for
 * the life of the process; concurrent learners never see each other's progress. The player's
 * route validates lesson ids against the catalogue before recording. Other slices call only
 * statusOf, lastLessonOf and completedCount (course detail, /study, profession paths).
 */
export class LessonProgress implements AccountScopedState {
  private readonly learners = new Map<number, LearnerProgress>();
  private readonly limits: LessonProgressLimits;

  constructor(states: AccountStateRegistry, limits: Partial<LessonProgressLimits> = {}) {
    states.register(this);
    this.limits = { ...DEFAULT_PROGRESS_LIMITS, ...limits };
  }

  statusOf(accountId: number, lessonId: number): 1 | 2 | 3 {
    return this.learners.get(accountId)?.lessons.get(lessonId)?.status ?? 1;
  }

  /** The learner's standing in one lesson; undefined before the first report. */
  standingOf(accountId: number, lessonId: number): LessonStanding | undefined {
    const standing = this.learners.get(accountId)?.lessons.get(lessonId);
    return (
      standing && {
        lessonId: standing.lessonId,
        position: standing.position,
        status: standing.status,
        updatedAt: standing.updatedAt,
        openedAt: standing.openedAt,
      }
    );
  }

  /** Seconds of the lesson the learner would have studied with `watched` added (nothing is recorded). */
  watchedWith(accountId: number, lessonId: number, watched: Span | null): number {
    const spans = this.learners.get(accountId)?.lessons.get(lessonId)?.watched ?? [];
    return coveredLength(watched ? addSpan(spans, ...watched) : spans);
  }

  /** The lesson of this course the learner played most recently, with its position; undefined if none. */
  lastLessonOf(accountId: number, courseId: number): LessonStanding | undefined {
    const learner = this.learners.get(accountId);
    const lastLessonId = learner?.courses.get(courseId)?.lastLessonId;
    return lastLessonId === undefined ? undefined : this.standingOf(accountId, lastLessonId);
  }

  /** How many lessons of this course the learner has completed. */
  completedCount(accountId: number, courseId: number): number {
    return this.learners.get(accountId)?.courses.get(courseId)?.completed ?? 0;
  }

  /**
   * One progress report: the position is kept (back to the start once the lesson has ended, so a
   * replay starts from the beginning), the status follows `statusAfter`. `watched` is the stretch of
   * the lesson (seconds from, to) this report proves studied, as the caller measured it by the clock,
   * or null; `requiredSeconds` what the lesson needs for 已完成. Returns the new standing.
   */
  record(
    accountId: number,
    report: {
      courseId: number;
      lessonId: number;
      position: number;
      event: ProgressEvent;
      at: number;
      watched: Span | null;
      requiredSeconds: number;
    },
  ): LessonStanding {
    const learner = this.touch(accountId);
    const previous = learner.lessons.get(report.lessonId);
    const watched = report.watched ? addSpan(previous?.watched ?? [], ...report.watched) : (previous?.watched ?? []);
    const status = statusAfter(previous?.status ?? 1, coveredLength(watched), report.requiredSeconds);
    const position = report.event === 'end' ? 0 : Math.max(0, Math.round(report.position * 10) / 10);
    const standing = {
      courseId: report.courseId,
      lessonId: report.lessonId,
      position,
      status,
      updatedAt: report.at,
      openedAt: previous?.openedAt ?? report.at,
      watched,
    };
    if (previous) learner.lessons.delete(report.lessonId);
    learner.lessons.set(report.lessonId, standing);

    const course = learner.courses.get(report.courseId) ?? { completed: 0, lastLessonId: report.lessonId };
    if (status === 3 && previous?.status !== 3) course.completed += 1;
    course.lastLessonId = report.lessonId;
    learner.courses.set(report.courseId, course);

    if (learner.lessons.size > this.limits.lessonsPerLearner) this.forgetOldestLesson(learner);
    return { lessonId: standing.lessonId, position, status, updatedAt: standing.updatedAt, openedAt: standing.openedAt };
  }

  /** Every lesson the learner reported on, with its course (the data export). */
  standingsOf(accountId: number): (LessonStanding & { courseId: number })[] {
    return [...(this.learners.get(accountId)?.lessons.values() ?? [])].map(({ watched: _watched, ...standing }) => standing);
  }

  dropAccount(accountId: number): void {
    this.learners.delete(accountId);
  }

  hasStateFor(accountId: number): boolean {
    return this.learners.has(accountId);
  }

  private forgetOldestLesson(learner: LearnerProgress): void {
    const [lessonId, oldest] = learner.lessons.entries().next().value!;
    learner.lessons.delete(lessonId);
    const course = learner.courses.get(oldest.courseId);
    if (!course) return;
    if (oldest.status === 3) course.completed -= 1;
    if (course.lastLessonId === lessonId) {
      // The course's last lesson is its most recent report, so it goes only when the course has no other.
      learner.courses.delete(oldest.courseId);
    }
  }

  /** The learner's progress, made the most recently used; past the bound the least recently used learner goes. */
  private touch(accountId: number): LearnerProgress {
    let learner = this.learners.get(accountId);
    if (learner) this.learners.delete(accountId);
    else learner = { lessons: new Map(), courses: new Map() };
    this.learners.set(accountId, learner);
    if (this.learners.size > this.limits.learners) this.learners.delete(this.learners.keys().next().value!);
    return learner;
  }
}
