import { AttemptEnding, AttemptStatus, QuestionKind, type AttemptEndingValue, type AttemptStatusValue } from '@shared/enums/exam';
import type { AttemptKind } from '@shared/schemas/exam';
import type { Answer } from '@shared/schemas/exam-attempt';
import { ExpiringMap } from '../core/expiring-map';
import type { AccountScopedState, AccountStateRegistry } from '../core/account-scoped-state';
import { grade, type Verdict } from './grading';
import type { Paper } from './paper';
import type { BankQuestion } from './question-bank';
import { QuestionErrata } from './question-errata';
import type { Sitting } from './sittings';

/** Most options a question has (the bank's have four or five). */
const OPTION_SLOTS = 6;
const NO_OPTION = 255;
const [MARKED, CHECKED] = [1, 2];
/** Per-question outcome codes. */
const [UNGRADED, WRONG, RIGHT, PENDING] = [-1, 0, 1, 2];
const tenths = (value: number) => Math.round(value * 10) / 10;

/**
 * One learner's attempt at an exam, as the mock keeps it (times are epoch ms). The per-question
 * state is packed in typed arrays and answers are kept only where given: a 100-question attempt
 * costs a few KB, so the bounded store stays small however many attempts it holds.
 */
export class Attempt {
  status: AttemptStatusValue = AttemptStatus.IN_PROGRESS;
  submittedAt: number | null = null;
  endedBy: AttemptEndingValue | null = null;
  /** The question shown now (resume point). */
  current = 0;
  tabSwitches = 0;
  /** null: no time limit. The dev controls move it. */
  deadline: number | null;
  private readonly ids: Int32Array;
  private readonly orders: Uint8Array;
  private readonly points: Float32Array;
  private readonly flags: Uint8Array;
  private readonly outcomes: Int8Array;
  private readonly earned: Float32Array;
  private readonly answers = new Map<number, Answer>();

  constructor(
    readonly id: number,
    readonly fields: Readonly<NewAttempt>,
    readonly startedAt: number,
    paper: Paper,
    /** The world's question desk corrections: questions are read through them. */
    readonly errata: QuestionErrata,
  ) {
    const count = paper.questionIds.length;
    this.ids = Int32Array.from(paper.questionIds);
    this.points = Float32Array.from(paper.scores);
    this.orders = new Uint8Array(count * OPTION_SLOTS).fill(NO_OPTION);
    paper.optionOrders.forEach((order, index) => this.orders.set(order, index * OPTION_SLOTS));
    this.flags = new Uint8Array(count);
    this.outcomes = new Int8Array(count).fill(UNGRADED);
    this.earned = new Float32Array(count);
    this.deadline = fields.deadline;
  }

  get examId(): number {
    return this.fields.examId;
  }
  get accountId(): number {
    return this.fields.accountId;
  }
  get kind(): AttemptKind {
    return this.fields.kind;
  }
  /** No time limit; answers can be checked per question (a mode-3 exam's attempts, 错题练习). */
  get practice(): boolean {
    return this.fields.practice;
  }
  /** 错题练习: the attempt whose wrong questions this one holds. */
  get fromAttemptId(): number | null {
    return this.fields.fromAttemptId;
  }
  get totalScore(): number {
    return this.fields.totalScore;
  }
  get passScore(): number {
    return this.fields.passScore;
  }
  get questionCount(): number {
    return this.ids.length;
  }
  /** An official attempt's sitting as it was at start (sittings.ts); null for mocks and practice. */
  get sitting(): Sitting | null {
    return this.fields.sitting;
  }

  questionIds(): number[] {
    return Array.from(this.ids);
  }
  indexOf(questionId: number): number {
    return this.ids.indexOf(questionId);
  }
  /** `order[shown] = bank option index`. */
  orderAt(index: number): number[] {
    return Array.from(this.orders.subarray(index * OPTION_SLOTS, (index + 1) * OPTION_SLOTS)).filter((slot) => slot !== NO_OPTION);
  }
  scoreAt(index: number): number {
    return this.points[index]!;
  }
  answerAt(index: number): Answer {
    return this.answers.get(index) ?? null;
  }
  setAnswer(index: number, answer: Answer): void {
    if (answer === null) this.answers.delete(index);
    else this.answers.set(index, answer);
  }
  isMarked(index: number): boolean {
    return (this.flags[index]! & MARKED) !== 0;
  }
  setMarked(index: number, marked: boolean): void {
    this.flags[index] = marked ? this.flags[index]! | MARKED : this.flags[index]! & ~MARKED;
  }
  /** Practice: checked questions keep their answer. */
  isChecked(index: number): boolean {
    return (this.flags[index]! & CHECKED) !== 0;
  }
  setChecked(index: number): void {
    this.flags[index] = this.flags[index]! | CHECKED;
  }
  /** null until graded (or checked, in practice). */
  verdictAt(index: number): Verdict | null {
    const outcome = this.outcomes[index]!;
    if (outcome === UNGRADED) return null;
    if (outcome === PENDING) return { correct: null, earned: null };
    return { correct: outcome === RIGHT, earned: tenths(this.earned[index]!) };
  }
  setVerdict(index: number, verdict: Verdict): void {
    this.outcomes[index] = verdict.correct === null ? PENDING : verdict.correct ? RIGHT : WRONG;
    this.earned[index] = verdict.earned ?? 0;
  }
}

/**
 * Attempts are kept this long after they were started, and at most `maxAttempts` of them (the
 * oldest go first): enough for any demo or test run, bounded against a flood of sign-ups each
 * starting papers. A forgotten attempt no longer counts towards anyone's attempt limit.
 */
export const ATTEMPT_TTL_MS = 180 * 86_400_000;
export const DEFAULT_MAX_ATTEMPTS = 10_000;

export interface NewAttempt {
  examId: number;
  accountId: number;
  kind: AttemptKind;
  practice: boolean;
  fromAttemptId: number | null;
  deadline: number | null;
  totalScore: number;
  passScore: number;
  /** Official attempts: the sitting (round and window) it is taken in. */
  sitting: Sitting | null;
}

/** All attempts of one mock instance, with the per-learner index and the dev controls' window overrides. */
export class ExamAttempts implements AccountScopedState {
  private readonly attempts: ExpiringMap<number, Attempt>;
  /** Account id → exam id → attempt ids, oldest first. */
  private readonly byLearner = new Map<number, Map<number, number[]>>();
  /** Attempts started in this run per exam (the list's popularity adds them to a seeded base). */
  private readonly startedPerExam = new Map<number, number>();
  /** Official windows moved by the dev control (`/__mock/exam/{id}/window`). */
  private readonly windows = new Map<number, { openAt: number; closeAt: number }>();
  /** Told of every attempt handed in (by the learner or the clock) and every practice answer checked: the wrong-question book. */
  private readonly closedListeners: ((attempt: Attempt) => void)[] = [];
  private readonly checkedListeners: ((attempt: Attempt, index: number, at: number) => void)[] = [];
  private nextId = 1;
  /** The question desk's corrections after accepted 纠错: every question is served through them. */
  readonly errata = new QuestionErrata();

  constructor(
    states: AccountStateRegistry,
    readonly now: () => number,
    readonly maxAttempts = DEFAULT_MAX_ATTEMPTS,
  ) {
    states.register(this);
    this.attempts = new ExpiringMap({
      ttlMs: ATTEMPT_TTL_MS,
      maxEntries: maxAttempts,
      now,
      onRemove: (id, attempt) => this.unindex(id, attempt),
    });
  }

  get size(): number {
    return this.attempts.size;
  }

  /** Starts an attempt; `draw` makes its paper from the new attempt's id (the seed of its shuffle). */
  create(fields: NewAttempt, draw: (attemptId: number) => Paper): Attempt {
    const id = this.nextId++;
    const attempt = new Attempt(id, { ...fields }, this.now(), draw(id), this.errata);
    this.attempts.set(id, attempt);
    let exams = this.byLearner.get(attempt.accountId);
    if (!exams) this.byLearner.set(attempt.accountId, (exams = new Map()));
    exams.set(attempt.examId, [...(exams.get(attempt.examId) ?? []), id]);
    this.startedPerExam.set(attempt.examId, (this.startedPerExam.get(attempt.examId) ?? 0) + 1);
    return attempt;
  }

  get(id: number): Attempt | undefined {
    return this.attempts.get(id);
  }

  /** A learner's attempts at an exam, newest first, each closed first if its time ran out. */
  ofLearner(accountId: number, examId: number): Attempt[] {
    const ids = this.byLearner.get(accountId)?.get(examId) ?? [];
    return ids
      .map((id) => this.attempts.get(id))
      .filter((attempt): attempt is Attempt => attempt !== undefined)
      .map((attempt) => this.closeIfExpired(attempt))
      .reverse();
  }

  startedCount(examId: number): number {
    return this.startedPerExam.get(examId) ?? 0;
  }

  setWindow(examId: number, openAt: number, closeAt: number): void {
    this.windows.set(examId, { openAt, closeAt });
  }

  windowOf(examId: number): { openAt: number; closeAt: number } | undefined {
    return this.windows.get(examId);
  }

  /** Past its deadline an open attempt is handed in as it stood at the deadline (超时自动交卷). */
  closeIfExpired(attempt: Attempt): Attempt {
    if (attempt.status === AttemptStatus.IN_PROGRESS && attempt.deadline !== null && this.now() >= attempt.deadline) {
      this.hand(attempt, attempt.deadline, AttemptEnding.TIMEOUT);
    }
    return attempt;
  }

  /** Hands an attempt in and grades it (`close`), then tells the listeners. */
  hand(attempt: Attempt, at: number, endedBy: AttemptEndingValue): void {
    close(attempt, at, endedBy);
    for (const listener of this.closedListeners) listener(attempt);
  }

  /** A practice question was checked (核对答案) at `at`: tells the listeners. */
  checked(attempt: Attempt, index: number, at = this.now()): void {
    for (const listener of this.checkedListeners) listener(attempt, index, at);
  }

  onClosed(listener: (attempt: Attempt) => void): void {
    this.closedListeners.push(listener);
  }

  onChecked(listener: (attempt: Attempt, index: number, at: number) => void): void {
    this.checkedListeners.push(listener);
  }

  /** The exams a learner has attempts at (kept ones). */
  examIdsOf(accountId: number): number[] {
    return [...(this.byLearner.get(accountId)?.keys() ?? [])];
  }

  /** An evicted account: its attempts go (the exams' started counts, which everyone sees, stay). */
  dropAccount(accountId: number): void {
    for (const ids of [...(this.byLearner.get(accountId)?.values() ?? [])]) for (const id of ids) this.attempts.delete(id);
    this.byLearner.delete(accountId);
  }

  hasStateFor(accountId: number): boolean {
    if (this.byLearner.has(accountId)) return true;
    for (const attempt of this.attempts.values()) if (attempt.accountId === accountId) return true;
    return false;
  }

  private unindex(id: number, attempt: Attempt): void {
    const exams = this.byLearner.get(attempt.accountId);
    const rest = (exams?.get(attempt.examId) ?? []).filter((other) => other !== id);
    if (rest.length) exams!.set(attempt.examId, rest);
    else exams?.delete(attempt.examId);
    if (exams?.size === 0) this.byLearner.delete(attempt.accountId);
  }
}

export const questionsOf = (attempt: Attempt): BankQuestion[] => attempt.questionIds().map((id) => attempt.errata.question(id)!);

const indices = (attempt: Attempt): number[] => Array.from({ length: attempt.questionCount }, (_, index) => index);

/** Hands an attempt in: grades every question (简答 non-empty → waiting for the marker). */
export function close(attempt: Attempt, at: number, endedBy: AttemptEndingValue): void {
  questionsOf(attempt).forEach((question, index) =>
    attempt.setVerdict(index, grade(question, attempt.orderAt(index), attempt.answerAt(index), attempt.scoreAt(index))),
  );
  attempt.submittedAt = at;
  attempt.endedBy = endedBy;
  attempt.status = pendingCount(attempt) > 0 ? AttemptStatus.AWAITING_MARKING : AttemptStatus.SUBMITTED;
}

/**
 * The marker's scores for the 简答 questions (question id → points, capped to the question's
 * worth; a question not given: full marks when answered, 0 when empty) → 已批阅.
 */
export function mark(attempt: Attempt, scores: Readonly<Record<number, number>>): void {
  questionsOf(attempt).forEach((question, index) => {
    if (question.kind !== QuestionKind.SHORT) return;
    const worth = attempt.scoreAt(index);
    const answer = attempt.answerAt(index);
    const answered = typeof answer === 'string' && answer.trim() !== '';
    const earned = tenths(Math.min(worth, Math.max(0, scores[question.id] ?? (answered ? worth : 0))));
    attempt.setVerdict(index, { correct: earned >= worth, earned });
  });
  attempt.status = AttemptStatus.MARKED;
}

export const pendingCount = (attempt: Attempt): number =>
  indices(attempt).filter((index) => attempt.verdictAt(index)?.correct === null).length;

export const correctCount = (attempt: Attempt): number =>
  indices(attempt).filter((index) => attempt.verdictAt(index)?.correct === true).length;

/** Points so far (while 待批阅: the auto-graded part). */
export const scoreOf = (attempt: Attempt): number =>
  tenths(indices(attempt).reduce((sum, index) => sum + (attempt.verdictAt(index)?.earned ?? 0), 0));

export const isFinal = (attempt: Attempt): boolean => attempt.status === AttemptStatus.SUBMITTED || attempt.status === AttemptStatus.MARKED;

/** null until the score is final. */
export const passedOf = (attempt: Attempt): boolean | null => (isFinal(attempt) ? scoreOf(attempt) >= attempt.passScore : null);

export const timeUsedSeconds = (attempt: Attempt): number | null =>
  attempt.submittedAt === null ? null : Math.max(0, Math.round((attempt.submittedAt - attempt.startedAt) / 1000));

/** Wrong (or unanswered) questions once graded, in paper order. */
export const wrongQuestionIds = (attempt: Attempt): number[] =>
  attempt.questionIds().filter((_, index) => attempt.verdictAt(index)?.correct === false);
