import type { Answer } from '@shared/schemas/exam-attempt';
import type { WrongReason } from '@shared/lib/wrong-book-rules';
import type { ReviewVerdict } from '@shared/lib/memory-review-rules';
import type { AccountScopedState, AccountStateRegistry } from '../core/account-scoped-state';
import { BusinessError, CODE_NOT_FOUND } from '../core/define-handler';
import type { KnowledgePointId } from '../exam/knowledge-points';
import { dueState, markStudied, reviewCard, type MemoryCard, type ReviewGoal } from './fsrs-schedule';
import { chinaDay } from './review-schedule';

/** The latest review of a card: what it was before, so the learner may say once more how it felt that day. */
export interface LastReview {
  before: MemoryCard;
  /** The card the review left: while it still is the card, nothing came after the review. */
  after: MemoryCard;
  at: number;
  correct: boolean;
  verdict: ReviewVerdict;
  /** Due (or overdue) when it was made, by the goal of that moment: said again, the verdict keeps it. */
  onSchedule: boolean;
}

/** The wrong-answer side of an entry: present while the question is in the book. */
export interface WrongRecord {
  times: number;
  /** The latest wrong answer, in the bank's option order (the book shows the options so). */
  lastAnswer: Answer;
  lastAt: number;
  reason: WrongReason | null;
  /** The question's FSRS card (fsrs-schedule.ts): made by the first wrong answer, moved by every review and mistake. */
  memory: MemoryCard;
  lastReviewedAt: number | null;
  lastReview: LastReview | null;
}

/** One question of a learner's: in the book (answered wrong), a favourite, a note, or any of these. */
export interface BookEntry {
  id: number;
  accountId: number;
  questionId: number;
  /** The exam it was last answered wrong (or marked) in. */
  examId: number;
  createdAt: number;
  updatedAt: number;
  favourite: boolean;
  note: string;
  wrong: WrongRecord | null;
}

/** One graded answer, for the readiness estimate: the question, its knowledge point, right or wrong, when. */
export interface AnswerRecord {
  questionId: number;
  point: KnowledgePointId;
  correct: boolean;
  at: number;
}

export interface WrongBookLimits {
  /** Entries per account: past it the account's least recently changed entry goes (one neither a favourite nor noted first). */
  entriesPerAccount: number;
  /** Graded answers kept per account for the readiness estimate (the oldest go). */
  answersPerAccount: number;
  /** Accounts with a book: past it the book of the account that used it least recently goes. */
  accounts: number;
}

export const DEFAULT_WRONG_BOOK_LIMITS: Readonly<WrongBookLimits> = Object.freeze({
  entriesPerAccount: 2_000,
  answersPerAccount: 5_000,
  accounts: 20_000,
});

class LearnerBook {
  readonly entries = new Map<number, BookEntry>();
  /** Oldest first; at most `answersPerAccount`. */
  answers: AnswerRecord[] = [];
  /** Official attempts handed in whose answers are not published yet: recorded once they are. */
  readonly pendingOfficial = new Set<number>();
}

const NOT_FOUND = '错题不存在或已移出错题本';

/**
 * Every learner's wrong-question book (错题本), favourites and notes, and the graded answers the
 * readiness estimate reads (docs/decisions/013-wrong-question-book.md). Entries are the learner's own:
 * another learner's entry id is the same 404 as an unknown one.
 */
export class WrongBook implements AccountScopedState {
  /** Account → book, least recently used first (a use moves it last). */
  private readonly books = new Map<number, LearnerBook>();
  private readonly byId = new Map<number, BookEntry>();
  private nextId = 1;
  readonly limits: Readonly<WrongBookLimits>;

  constructor(
    states: AccountStateRegistry,
    private readonly now: () => number,
    limits: Partial<WrongBookLimits> = {},
  ) {
    states.register(this);
    this.limits = Object.freeze({ ...DEFAULT_WRONG_BOOK_LIMITS, ...limits });
  }

  /** The learner's book (made on first use), moved to the most recently used end. */
  bookOf(accountId: number): LearnerBook {
    let book = this.books.get(accountId);
    if (book) this.books.delete(accountId);
    else book = new LearnerBook();
    this.books.set(accountId, book);
    while (this.books.size > this.limits.accounts) this.dropAccount(this.books.keys().next().value!);
    return book;
  }

  /** The learner's book if there is one, without making or moving it. */
  peek(accountId: number): LearnerBook | undefined {
    return this.books.get(accountId);
  }

  entries(accountId: number): BookEntry[] {
    return [...(this.books.get(accountId)?.entries.values() ?? [])];
  }

  entryOf(accountId: number, questionId: number): BookEntry | undefined {
    return this.books.get(accountId)?.entries.get(questionId);
  }

  /** The learner's own entry; 404 for an unknown id or another learner's. */
  own(accountId: number, entryId: number): BookEntry {
    const entry = this.byId.get(entryId);
    if (!entry || entry.accountId !== accountId) throw new BusinessError(CODE_NOT_FOUND, NOT_FOUND);
    this.bookOf(accountId);
    return entry;
  }

  /** The learner's entry of a question, made (neither in the book nor marked yet) when there is none. */
  ensure(accountId: number, questionId: number, examId: number, at = this.now()): BookEntry {
    const book = this.bookOf(accountId);
    let entry = book.entries.get(questionId);
    if (!entry) {
      entry = { id: this.nextId++, accountId, questionId, examId, createdAt: at, updatedAt: at, favourite: false, note: '', wrong: null };
      book.entries.set(questionId, entry);
      this.byId.set(entry.id, entry);
      this.trim(book, entry);
    }
    return entry;
  }

  /**
   * A graded answer (a mock or practice question, a practice session's, a review's): kept for the
   * readiness estimate; a wrong one puts the question in the book — or back at the start of its
   * schedule — with this answer. Returns the entry of a wrong answer.
   */
  record(input: {
    accountId: number;
    questionId: number;
    point: KnowledgePointId;
    examId: number;
    correct: boolean;
    /** The answer in the bank's option order. */
    answer: Answer;
    at: number;
    /** false: the answer is not practice (an official paper's, published): the book only, not the estimate. */
    countsForReadiness?: boolean;
  }): BookEntry | null {
    const book = this.bookOf(input.accountId);
    if (input.countsForReadiness !== false) {
      book.answers.push({ questionId: input.questionId, point: input.point, correct: input.correct, at: input.at });
      if (book.answers.length > this.limits.answersPerAccount) book.answers.splice(0, book.answers.length - this.limits.answersPerAccount);
    }
    if (input.correct) return null;
    const entry = this.ensure(input.accountId, input.questionId, input.examId, input.at);
    // A mistake anywhere is a 忘了 for the card. One older than what the card last saw (a paper handed
    // in by the clock and noticed late) counts as of the later of the two.
    const previous = entry.wrong;
    const at = Math.max(input.at, previous?.lastAt ?? 0, previous?.lastReviewedAt ?? 0);
    entry.wrong = {
      times: (previous?.times ?? 0) + 1,
      lastAnswer: input.answer,
      lastAt: input.at,
      reason: previous?.reason ?? null,
      memory: reviewCard(previous?.memory ?? null, 'forgot', at),
      lastReviewedAt: previous?.lastReviewedAt ?? null,
      lastReview: previous?.lastReview ?? null,
    };
    entry.examId = input.examId;
    entry.updatedAt = Math.max(entry.updatedAt, input.at);
    return entry;
  }

  /**
   * A review of an entry in the book (the caller graded it and settled the verdict): the card moves
   * by the verdict; answers whether it was due (for this learner's goal) when reviewed.
   */
  review(
    entry: BookEntry,
    review: { correct: boolean; verdict: ReviewVerdict; answer: Answer; point: KnowledgePointId; goal: ReviewGoal },
  ): { onSchedule: boolean } {
    const at = this.now();
    const wrong = entry.wrong!;
    const due = dueState(wrong.memory, review.goal, chinaDay(at)).dueDay;
    const book = this.bookOf(entry.accountId);
    book.answers.push({ questionId: entry.questionId, point: review.point, correct: review.correct, at });
    if (book.answers.length > this.limits.answersPerAccount) book.answers.splice(0, book.answers.length - this.limits.answersPerAccount);
    const memory = reviewCard(wrong.memory, review.verdict, at);
    const onSchedule = due !== null && due <= chinaDay(at);
    const reviewed = {
      memory,
      lastReviewedAt: at,
      lastReview: { before: wrong.memory, after: memory, at, correct: review.correct, verdict: review.verdict, onSchedule },
    };
    if (review.correct) entry.wrong = { ...wrong, ...reviewed };
    else entry.wrong = { ...wrong, ...reviewed, times: wrong.times + 1, lastAnswer: review.answer, lastAt: at };
    entry.updatedAt = at;
    return { onSchedule };
  }

  /** The review whose verdict may still change: the latest, nothing after it (no mistake, no other review), today. */
  changeableReview(entry: BookEntry): LastReview | null {
    const last = entry.wrong?.lastReview;
    if (!last || entry.wrong!.memory !== last.after || chinaDay(last.at) !== chinaDay(this.now())) return null;
    return last;
  }

  /** The latest review, said again with another verdict: the card as if it had been given that one (check `changeableReview` first). */
  changeVerdict(entry: BookEntry, verdict: ReviewVerdict): void {
    const wrong = entry.wrong!;
    const last = wrong.lastReview!;
    const memory = reviewCard(last.before, verdict, last.at);
    entry.wrong = { ...wrong, memory, lastReview: { ...last, after: memory, verdict } };
    entry.updatedAt = this.now();
  }

  /** The learner studied a leech's 解析: it is reviewed again. */
  markStudied(entry: BookEntry): void {
    const wrong = entry.wrong!;
    const memory = markStudied(wrong.memory);
    const lastReview =
      wrong.lastReview && wrong.lastReview.after === wrong.memory ? { ...wrong.lastReview, after: memory } : wrong.lastReview;
    entry.wrong = { ...wrong, memory, lastReview };
    entry.updatedAt = this.now();
  }

  /**
   * A question the learner chose to keep (a favourite, a noted one) joins the reviews without a mistake:
   * a card first seen now, felt 模糊, due the next day. Answers false when it is in the book already.
   */
  keep(entry: BookEntry): boolean {
    if (entry.wrong) return false;
    const at = this.now();
    entry.wrong = {
      times: 0,
      lastAnswer: null,
      lastAt: at,
      reason: null,
      memory: reviewCard(null, 'vague', at),
      lastReviewedAt: null,
      lastReview: null,
    };
    entry.updatedAt = at;
    return true;
  }

  /** Takes the question out of the book; a favourite or noted entry stays as that. Answers whether it stays. */
  removeFromBook(entry: BookEntry): boolean {
    entry.wrong = null;
    entry.updatedAt = this.now();
    return this.forgetIfEmpty(entry);
  }

  /** An entry neither in the book, nor a favourite, nor noted is forgotten. Answers whether it stays. */
  forgetIfEmpty(entry: BookEntry): boolean {
    if (entry.wrong || entry.favourite || entry.note) return true;
    this.books.get(entry.accountId)?.entries.delete(entry.questionId);
    this.byId.delete(entry.id);
    return false;
  }

  answersOf(accountId: number): readonly AnswerRecord[] {
    return this.books.get(accountId)?.answers ?? [];
  }

  /** The tab counts on China day `today` for the learner's goal. */
  counts(accountId: number, goal: ReviewGoal, today = chinaDay(this.now())) {
    let [due, learning, mastered, favourite] = [0, 0, 0, 0];
    for (const entry of this.books.get(accountId)?.entries.values() ?? []) {
      if (entry.favourite) favourite += 1;
      if (!entry.wrong) continue;
      const state = dueState(entry.wrong.memory, goal, today);
      if (state.mastered) mastered += 1;
      else learning += 1;
      if (state.dueDay !== null && state.dueDay <= today) due += 1;
    }
    return { due, learning, mastered, favourite, total: learning + mastered };
  }

  get size(): number {
    return this.byId.size;
  }

  /**
   * Developer control: the learner's book as if `days` whole days had passed for them alone — every time
   * it keeps moves back by that much (mistakes, reviews and their due days, answers, the day's reminder),
   * so a browser test can review "tomorrow" without moving the mock's clock under everyone else.
   */
  age(accountId: number, days: number): void {
    const book = this.books.get(accountId);
    if (!book) return;
    const ms = days * 86_400_000;
    for (const entry of book.entries.values()) {
      entry.createdAt -= ms;
      entry.updatedAt -= ms;
      if (!entry.wrong) continue;
      const wrong = entry.wrong;
      const earlier = (memory: MemoryCard): MemoryCard => ({
        ...memory,
        lastReviewDay: memory.lastReviewDay - days,
        lapsedDay: memory.lapsedDay === null ? null : memory.lapsedDay - days,
      });
      wrong.lastAt -= ms;
      if (wrong.lastReviewedAt !== null) wrong.lastReviewedAt -= ms;
      const after = wrong.lastReview?.after === wrong.memory;
      wrong.memory = earlier(wrong.memory);
      if (wrong.lastReview)
        wrong.lastReview = {
          ...wrong.lastReview,
          before: earlier(wrong.lastReview.before),
          after: after ? wrong.memory : earlier(wrong.lastReview.after),
          at: wrong.lastReview.at - ms,
        };
    }
    book.answers = book.answers.map((answer) => ({ ...answer, at: answer.at - ms }));
  }

  dropAccount(accountId: number): void {
    const book = this.books.get(accountId);
    for (const entry of book?.entries.values() ?? []) this.byId.delete(entry.id);
    this.books.delete(accountId);
  }

  hasStateFor(accountId: number): boolean {
    if (this.books.has(accountId)) return true;
    for (const entry of this.byId.values()) if (entry.accountId === accountId) return true;
    return false;
  }

  /** Past the per-account bound: the least recently changed entry goes, one neither a favourite nor noted first (never `keep`). */
  private trim(book: LearnerBook, keep: BookEntry): void {
    while (book.entries.size > this.limits.entriesPerAccount) {
      let victim: BookEntry | undefined;
      for (const plain of [true, false]) {
        for (const entry of book.entries.values()) {
          if (entry === keep || (plain && (entry.favourite || entry.note))) continue;
          if (!victim || entry.updatedAt < victim.updatedAt) victim = entry;
        }
        if (victim) break;
      }
      if (!victim) return;
      book.entries.delete(victim.questionId);
      this.byId.delete(victim.id);
    }
  }
}
