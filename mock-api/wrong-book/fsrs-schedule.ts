import { fsrs, generatorParameters, Rating, State, type Card, type FSRS, type Grade } from 'ts-fsrs';
import {
  LEECH_LAPSES,
  MASTERY_HORIZON_DAYS,
  MAX_RETENTION,
  MIN_RETENTION,
  type DueReason,
  type ReviewVerdict,
} from '@shared/lib/memory-review-rules';
import { chinaDay } from './review-schedule';

/**
 * The wrong-question book's scheduler (issue 36 §1, docs/decisions/027-fsrs-review.md): FSRS from
 * `ts-fsrs`, in China calendar days, aimed at the learner's exam day when there is one.
 *
 * The card keeps FSRS's memory state (stability, difficulty) and the day of its last review; the due
 * day is worked out when asked, from the learner's current target retention and exam day, so a new
 * target or exam date moves every card at once. While the exam is ahead nothing is due on the exam
 * day or after it: a card that would be is brought forward to the day before, unless its predicted
 * recall on the exam day already reaches the target (then it rests until the exam).
 */
const DAY = 86_400_000;

export interface MemoryCard {
  stability: number;
  difficulty: number;
  reps: number;
  lapses: number;
  /** FSRS's state: 2 Review, 3 Relearning (short-term steps are off, so no card stays New or Learning). */
  state: State;
  /** The China day of the last review (or of the wrong answer that made the card). */
  lastReviewDay: number;
  /** Lapses when the learner last went back to its lesson and 解析: a leech counts the lapses since. */
  studiedLapses: number;
  /** The China day of the last 忘了: another one that day is the same forgetting, not a new lapse. */
  lapsedDay: number | null;
}

export interface ReviewGoal {
  /** Target retention, MIN_RETENTION–MAX_RETENTION. */
  retention: number;
  /** The exam's China day, or null. */
  examDay: number | null;
}

export interface DueState {
  /** The day the card is due (today or earlier: due now); null while it rests until the exam. */
  dueDay: number | null;
  reason: DueReason;
  /** Predicted recall at the start of the exam day (null without an exam ahead). */
  examRecall: number | null;
  mastered: boolean;
  leech: boolean;
}

const GRADES: Readonly<Record<ReviewVerdict, Grade>> = {
  forgot: Rating.Again,
  vague: Rating.Hard,
  recalled: Rating.Good,
  easy: Rating.Easy,
};

const schedulers = new Map<number, FSRS>();
/** One scheduler per target (retention in whole percents); fuzz off so a schedule can be checked. */
function schedulerFor(retention: number): FSRS {
  const key = Math.round(Math.min(MAX_RETENTION, Math.max(MIN_RETENTION, retention)) * 100);
  let scheduler = schedulers.get(key);
  if (!scheduler) {
    scheduler = fsrs(generatorParameters({ request_retention: key / 100, enable_fuzz: false, enable_short_term: false }));
    schedulers.set(key, scheduler);
  }
  return scheduler;
}

/** A China day as the UTC midnight ts-fsrs counts whole days from: its day arithmetic is then China's. */
const dayDate = (day: number) => new Date(day * DAY);

function toCard(memory: MemoryCard): Card {
  return {
    due: dayDate(memory.lastReviewDay),
    stability: memory.stability,
    difficulty: memory.difficulty,
    elapsed_days: 0,
    scheduled_days: 0,
    learning_steps: 0,
    reps: memory.reps,
    lapses: memory.lapses,
    state: memory.state,
    last_review: dayDate(memory.lastReviewDay),
  };
}

/**
 * A review (or the first wrong answer, which makes the card) at `at` with a verdict. A 忘了 on the day
 * of the card's last 忘了 (the same question wrong again in that day's practice) changes nothing.
 */
export function reviewCard(memory: MemoryCard | null, verdict: ReviewVerdict, at: number): MemoryCard {
  // Never before the card's last review (an answer noticed late counts as of then).
  const day = Math.max(chinaDay(at), memory?.lastReviewDay ?? -Infinity);
  if (memory && verdict === 'forgot' && memory.lapsedDay === day) return memory;
  const scheduler = schedulerFor(MAX_RETENTION);
  const card: Card = memory
    ? toCard(memory)
    : {
        ...toCard({
          stability: 0,
          difficulty: 0,
          reps: 0,
          lapses: 0,
          state: State.New,
          lastReviewDay: day,
          studiedLapses: 0,
          lapsedDay: null,
        }),
        last_review: undefined,
      };
  const { stability, difficulty, reps, lapses, state } = scheduler.next(card, dayDate(day), GRADES[verdict]).card;
  const lapsedDay = verdict === 'forgot' ? day : (memory?.lapsedDay ?? null);
  return { stability, difficulty, reps, lapses, state, lastReviewDay: day, studiedLapses: memory?.studiedLapses ?? 0, lapsedDay };
}

/** The learner went back to the card's lesson and 解析: a leech is shown again. */
export const markStudied = (memory: MemoryCard): MemoryCard => ({ ...memory, studiedLapses: memory.lapses });

export const isLeech = (memory: MemoryCard): boolean => memory.lapses - memory.studiedLapses >= LEECH_LAPSES;

/** Predicted recall at the start of `day`. */
export function recallOn(memory: MemoryCard, day: number): number {
  if (day <= memory.lastReviewDay) return 1;
  return schedulerFor(MAX_RETENTION).forgetting_curve(day - memory.lastReviewDay, memory.stability);
}

/** Days from the last review to the day recall falls to the target. */
export function intervalFor(memory: MemoryCard, retention: number): number {
  return schedulerFor(retention).next_interval(memory.stability, 0);
}

/** When the card is due for this learner today, and why. */
export function dueState(memory: MemoryCard, goal: ReviewGoal, today: number): DueState {
  const leech = isLeech(memory);
  const examAhead = goal.examDay !== null && goal.examDay > today ? goal.examDay : null;
  const examRecall = examAhead === null ? null : recallOn(memory, examAhead);
  const mastered = recallOn(memory, examAhead ?? today + MASTERY_HORIZON_DAYS) >= goal.retention;
  const memoryDue = memory.lastReviewDay + intervalFor(memory, goal.retention);
  const base = { examRecall, mastered, leech };
  if (leech) return { ...base, dueDay: null, reason: 'leech' };
  if (examAhead === null || memoryDue < examAhead) return { ...base, dueDay: memoryDue, reason: 'memory' };
  // Past the exam day, recall on it is still above the target (the test holds this): rest until then.
  if (memoryDue > examAhead) return { ...base, dueDay: null, reason: 'holds-to-exam' };
  return { ...base, dueDay: Math.max(today, examAhead - 1), reason: 'before-exam' };
}
