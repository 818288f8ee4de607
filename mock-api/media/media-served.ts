import type { AccountScopedState, AccountStateRegistry } from '../core/account-scoped-state';
import { addSpan, coveredLength, type Span } from '../core/spans';

/** Learners whose served media is kept; past it the one served longest ago is forgotten (as lesson progress). */
const MAX_LEARNERS = 20_000;
/** Lessons kept per learner; past it the one served longest ago goes. */
const MAX_LESSONS_PER_LEARNER = 5_000;

interface ServedFile {
  size: number;
  spans: Span[];
}

/**
 * What the signed media route actually sent each learner of a paid course, per lesson: the byte
 * ranges of each video file (every resolution) it served under the learner's enrolment. Overlapping
 * or repeated ranges count once, so a re-fetch of the same bytes adds nothing. The refund rule
 * (学习进度低于 30%, mock-api/orders/order-views.ts) counts a lesson as learnt by this share as well
 * as by its progress: a learner who downloads a course without reporting progress has still had it.
 */
export class MediaServed implements AccountScopedState {
  /** Account → lesson → file → served spans; least recently served first at both levels. */
  private readonly learners = new Map<number, Map<number, Map<string, ServedFile>>>();

  constructor(states: AccountStateRegistry) {
    states.register(this);
  }

  /** Bytes [start, end) of `file` (of `size` bytes) were sent to the learner for the lesson. */
  record(accountId: number, lessonId: number, file: string, size: number, start: number, end: number): void {
    let lessons = this.learners.get(accountId);
    if (lessons) this.learners.delete(accountId);
    else lessons = new Map();
    this.learners.set(accountId, lessons);
    if (this.learners.size > MAX_LEARNERS) this.learners.delete(this.learners.keys().next().value!);

    let files = lessons.get(lessonId);
    if (files) lessons.delete(lessonId);
    else files = new Map();
    lessons.set(lessonId, files);
    if (lessons.size > MAX_LESSONS_PER_LEARNER) lessons.delete(lessons.keys().next().value!);

    const served = files.get(file) ?? { size, spans: [] };
    served.spans = addSpan(served.spans, Math.max(0, start), Math.min(size, end));
    files.set(file, served);
  }

  /**
   * The share of the lesson's video the learner has been sent, 0–1: each file's bytes served over its
   * size, summed over the resolutions (switching resolution part-way still adds up to the lesson), at most 1.
   */
  shareOf(accountId: number, lessonId: number): number {
    const files = this.learners.get(accountId)?.get(lessonId);
    if (!files) return 0;
    let share = 0;
    for (const { size, spans } of files.values()) share += size > 0 ? coveredLength(spans) / size : 0;
    return Math.min(1, share);
  }

  dropAccount(accountId: number): void {
    this.learners.delete(accountId);
  }

  hasStateFor(accountId: number): boolean {
    return this.learners.has(accountId);
  }
}

const perStore = new WeakMap<object, MediaServed>();

/** The mock's one MediaServed, made (and joined to the account cascade) on first use by the media route or the refund rule. */
export function mediaServedOf(store: { accountStates: AccountStateRegistry }): MediaServed {
  let served = perStore.get(store);
  if (!served) perStore.set(store, (served = new MediaServed(store.accountStates)));
  return served;
}
