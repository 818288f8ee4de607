import type { Answer } from '@shared/schemas/exam-attempt';
import type { PracticeMode } from '@shared/lib/wrong-book-rules';
import type { AccountScopedState, AccountStateRegistry } from '../core/account-scoped-state';
import { BusinessError, CODE_NOT_FOUND } from '../core/define-handler';
import type { KnowledgePointId } from '../exam/knowledge-points';

/** Per question: not answered, answered wrong, right, or saved without a verdict (a timed practice before hand-in). */
export const [UNANSWERED, WRONG, RIGHT, SAVED] = [0, 2, 1, 3] as const;

/**
 * A practice session on an exam (顺序 / 随机 / 章节 / 背题 / 限时模拟): a fixed list of the bank's
 * practice questions, one answer each, and where the learner is. Not an exam attempt: nothing counts
 * towards an exam's attempts or scores (docs/decisions/013-wrong-question-book.md).
 */
export class PracticeSession {
  position = 0;
  updatedAt: number;
  submittedAt: number | null = null;
  /** 限时模拟: handed in by itself then; the dev controls leave it alone. */
  deadline: number | null;
  /** Per question: UNANSWERED, WRONG, RIGHT or SAVED. */
  readonly marks: Uint8Array;
  private readonly answers = new Map<number, Answer>();

  constructor(
    readonly id: number,
    readonly accountId: number,
    readonly examId: number,
    readonly mode: PracticeMode,
    /** The points chosen, sorted; [] = the whole practice part. */
    readonly points: readonly KnowledgePointId[],
    readonly questionIds: readonly number[],
    readonly startedAt: number,
    deadline: number | null,
  ) {
    this.updatedAt = startedAt;
    this.deadline = deadline;
    this.marks = new Uint8Array(questionIds.length);
  }

  get finished(): boolean {
    return this.submittedAt !== null;
  }
  get total(): number {
    return this.questionIds.length;
  }
  answerAt(index: number): Answer {
    return this.answers.get(index) ?? null;
  }
  setAnswer(index: number, answer: Answer, mark: number): void {
    this.answers.set(index, answer);
    this.marks[index] = mark;
  }
  count(...marks: number[]): number {
    let count = 0;
    for (const mark of this.marks) if (marks.includes(mark)) count += 1;
    return count;
  }
  /** Same mode and points: the session a new start of them resumes. */
  sameChoice(mode: PracticeMode, points: readonly KnowledgePointId[]): boolean {
    return this.mode === mode && this.points.length === points.length && this.points.every((point, index) => point === points[index]);
  }
}

export interface PracticeLimits {
  /** Sessions kept per account (the least recently used go). */
  sessionsPerAccount: number;
  /** Accounts with sessions: past it the sessions of the account that practised least recently go. */
  accounts: number;
}

export const DEFAULT_PRACTICE_LIMITS: Readonly<PracticeLimits> = Object.freeze({ sessionsPerAccount: 30, accounts: 20_000 });

const NOT_FOUND = '练习不存在';

/** Every learner's practice sessions; another learner's session id is the same 404 as an unknown one. */
export class PracticeSessions implements AccountScopedState {
  private readonly byId = new Map<number, PracticeSession>();
  /** Account → its session ids, least recently used first; accounts least recently used first. */
  private readonly byAccount = new Map<number, number[]>();
  private nextId = 1;
  readonly limits: Readonly<PracticeLimits>;

  constructor(
    states: AccountStateRegistry,
    readonly now: () => number,
    limits: Partial<PracticeLimits> = {},
  ) {
    states.register(this);
    this.limits = Object.freeze({ ...DEFAULT_PRACTICE_LIMITS, ...limits });
  }

  create(fields: {
    accountId: number;
    examId: number;
    mode: PracticeMode;
    points: readonly KnowledgePointId[];
    questionIds: (sessionId: number) => readonly number[];
    deadline: number | null;
  }): PracticeSession {
    const id = this.nextId++;
    const session = new PracticeSession(
      id,
      fields.accountId,
      fields.examId,
      fields.mode,
      fields.points,
      fields.questionIds(id),
      this.now(),
      fields.deadline,
    );
    this.byId.set(id, session);
    this.touch(session.accountId, id);
    const ids = this.byAccount.get(session.accountId)!;
    while (ids.length > this.limits.sessionsPerAccount) this.byId.delete(ids.shift()!);
    return session;
  }

  /** The learner's own session (used now); 404 for an unknown id or another learner's. */
  own(accountId: number, sessionId: number): PracticeSession {
    const session = this.byId.get(sessionId);
    if (!session || session.accountId !== accountId) throw new BusinessError(CODE_NOT_FOUND, NOT_FOUND);
    this.touch(accountId, sessionId);
    return session;
  }

  /** Any learner's session, untouched (the developer controls). */
  find(sessionId: number): PracticeSession | undefined {
    return this.byId.get(sessionId);
  }

  /** Every session a learner keeps, most recently used first (导出我的数据). */
  ofAccount(accountId: number): PracticeSession[] {
    return (this.byAccount.get(accountId) ?? []).map((id) => this.byId.get(id)!).reverse();
  }

  /** A learner's sessions of an exam, most recently used first. */
  ofLearner(accountId: number, examId: number): PracticeSession[] {
    return (this.byAccount.get(accountId) ?? [])
      .map((id) => this.byId.get(id)!)
      .filter((session) => session.examId === examId)
      .reverse();
  }

  get size(): number {
    return this.byId.size;
  }

  dropAccount(accountId: number): void {
    for (const id of this.byAccount.get(accountId) ?? []) this.byId.delete(id);
    this.byAccount.delete(accountId);
  }

  hasStateFor(accountId: number): boolean {
    if (this.byAccount.has(accountId)) return true;
    for (const session of this.byId.values()) if (session.accountId === accountId) return true;
    return false;
  }

  private touch(accountId: number, sessionId: number): void {
    const ids = (this.byAccount.get(accountId) ?? []).filter((id) => id !== sessionId);
    ids.push(sessionId);
    this.byAccount.delete(accountId);
    this.byAccount.set(accountId, ids);
    while (this.byAccount.size > this.limits.accounts) this.dropAccount(this.byAccount.keys().next().value!);
  }
}
