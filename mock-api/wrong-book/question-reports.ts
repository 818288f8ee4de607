import { MessageType } from '@shared/enums/message';
import { CODE_REPORT_PENDING, CODE_REPORT_TOO_MANY } from '@shared/api/wrong-book';
import { REPORT_KIND_LABELS, WRONG_BOOK_LIMITS, WRONG_BOOK_PATH, type ReportKind, type ReportState } from '@shared/lib/wrong-book-rules';
import type { AccountScopedState, AccountStateRegistry } from '../core/account-scoped-state';
import type { MessageBox } from '../message/message-box';
import { BusinessError, CODE_NOT_FOUND } from '../core/define-handler';
import { chinaDay } from './review-schedule';
import { auditCalculation } from '../exam/calculation-audit';
import type { Correction, QuestionErrata } from '../exam/question-errata';

/** An accepted report changes the question (`correction`); a rejected one leaves it as it is. */
export type ReportDecision =
  | { verdict: 'accept'; correction: Correction; reply?: string }
  | { verdict: 'reject'; reply?: string }
  /** A question of an official paper still under way: taken, nothing said about it until the sitting ends. */
  | { verdict: 'withheld' };

export interface ReportRecord {
  id: number;
  accountId: number;
  questionId: number;
  examId: number | null;
  /** The question's stem as the learner saw it (the reply quotes its start; never the answer). */
  stem: string;
  /** Reported from an official paper whose answers are not published yet: the scheduled reply says nothing about it. */
  withheld: boolean;
  kind: ReportKind;
  text: string;
  status: ReportState;
  createdAt: number;
  /** When the desk replies by itself; null once replied. */
  replyAt: number | null;
  repliedAt: number | null;
  reply: string | null;
}

export interface ReportLimits {
  /** Reports kept per account (the oldest replied ones go). */
  perAccount: number;
  /** Accounts with reports: past it the reports of the account that reported least recently go. */
  accounts: number;
}

export const DEFAULT_REPORT_LIMITS: Readonly<ReportLimits> = Object.freeze({ perAccount: 100, accounts: 20_000 });

/** What the desk answers when it accepts a report: the question has been corrected by then. */
export const DEFAULT_ACCEPT_REPLY =
  '感谢你的纠错！题库老师核实后已更正这道题，练习、模拟和错题本中从现在起都是更正后的题目；已交卷的成绩不变。';
export const DEFAULT_REJECT_REPLY =
  '感谢你的纠错！经题库老师核实，该题的表述与答案依据国家职业技能标准，暂不修改。如仍有疑问，可通过意见反馈联系我们。';
/** A calculation whose key the desk worked out again from the stem's numbers and found right. */
export const CHECKED_REJECT_REPLY =
  '感谢你的纠错！题库老师按题干给出的数据重新计算了这道题，答案与解析无误，暂不修改。如仍有疑问，可通过意见反馈联系我们。';
/** The scheduled reply on a question of an official paper still under way: it says nothing about the question. */
export const WITHHELD_REPLY = '感谢你的纠错！正式考试期间不对试题作任何说明，题库老师将在本场考试结束后核实处理。';

const quoteOf = (stem: string) => (stem.length > 40 ? `${stem.slice(0, 40)}…` : stem);

/**
 * 纠错 (error reports on questions) and the question desk's replies, which reach the learner's message
 * centre as 题目纠错回复 (type 38, 系统通知) — never with the question's answer. A report waits one review
 * step (`MOCK_REVIEW_STEP_SECONDS`), settled lazily when read, unless the developer control replies
 * at once (`POST /__mock/wrong-book/reports/{id}/reply`).
 */
export class QuestionReports implements AccountScopedState {
  private readonly byId = new Map<number, ReportRecord>();
  /** Account → its reports, oldest first; accounts least recently reporting first. */
  private readonly byAccount = new Map<number, ReportRecord[]>();
  private readonly pending = new Set<ReportRecord>();
  private readonly daily = new Map<number, { day: number; count: number }>();
  private nextId = 1;
  readonly limits: Readonly<ReportLimits>;

  constructor(
    states: AccountStateRegistry,
    private readonly options: {
      now: () => number;
      stepMs: number;
      messages: MessageBox;
      /** The world's corrections: an accepted report writes its correction here. */
      errata: QuestionErrata;
      limits?: Partial<ReportLimits>;
    },
  ) {
    states.register(this);
    this.limits = Object.freeze({ ...DEFAULT_REPORT_LIMITS, ...options.limits });
  }

  submit(input: {
    accountId: number;
    questionId: number;
    examId: number | null;
    stem: string;
    withheld: boolean;
    kind: ReportKind;
    text: string;
  }): ReportRecord {
    const now = this.options.now();
    const today = chinaDay(now);
    const list = this.byAccount.get(input.accountId) ?? [];
    if (list.some((report) => report.questionId === input.questionId && report.kind === input.kind && report.status === 'pending'))
      throw new BusinessError(CODE_REPORT_PENDING, `你已就这道题提交过「${REPORT_KIND_LABELS[input.kind]}」的纠错，请等待题库老师回复`);
    const used = this.daily.get(input.accountId);
    const count = used && used.day === today ? used.count : 0;
    if (count >= WRONG_BOOK_LIMITS.reportsPerDay)
      throw new BusinessError(CODE_REPORT_TOO_MANY, `今天已提交 ${WRONG_BOOK_LIMITS.reportsPerDay} 次纠错，请明天再试`);
    this.daily.set(input.accountId, { day: today, count: count + 1 });
    const report: ReportRecord = {
      id: this.nextId++,
      ...input,
      text: input.text.trim(),
      status: 'pending',
      createdAt: now,
      replyAt: now + this.options.stepMs,
      repliedAt: null,
      reply: null,
    };
    this.byId.set(report.id, report);
    this.pending.add(report);
    list.push(report);
    while (list.length > this.limits.perAccount) {
      const oldest = list.findIndex((candidate) => candidate.status !== 'pending');
      const [gone] = list.splice(oldest < 0 ? 0 : oldest, 1);
      this.byId.delete(gone!.id);
      this.pending.delete(gone!);
    }
    this.byAccount.delete(input.accountId);
    this.byAccount.set(input.accountId, list);
    while (this.byAccount.size > this.limits.accounts) this.dropAccount(this.byAccount.keys().next().value!);
    return report;
  }

  /** Replies whose time has come (read lazily: the message centre and the report calls settle first). */
  settleDue(): void {
    const now = this.options.now();
    for (const report of [...this.pending]) if (report.replyAt !== null && report.replyAt <= now) this.decide(report, report.replyAt);
  }

  /** Developer control: replies to a pending report now (the desk's own verdict unless told otherwise). */
  reply(reportId: number, decision?: ReportDecision): ReportRecord {
    this.settleDue();
    const report = this.byId.get(reportId);
    if (!report) throw new BusinessError(CODE_NOT_FOUND, '纠错记录不存在');
    if (report.status !== 'pending') throw new BusinessError(409, '这条纠错已经回复过了');
    if (decision?.verdict === 'accept' && report.withheld)
      throw new BusinessError(409, '正式考试期间的试题不作更正，请在本场考试结束后处理');
    this.decide(report, Math.max(report.createdAt, this.options.now()), decision);
    return report;
  }

  get(reportId: number): ReportRecord | undefined {
    return this.byId.get(reportId);
  }

  ofAccount(accountId: number): readonly ReportRecord[] {
    return this.byAccount.get(accountId) ?? [];
  }

  dropAccount(accountId: number): void {
    for (const report of this.byAccount.get(accountId) ?? []) {
      this.byId.delete(report.id);
      this.pending.delete(report);
    }
    this.byAccount.delete(accountId);
    this.daily.delete(accountId);
  }

  hasStateFor(accountId: number): boolean {
    if (this.byAccount.has(accountId) || this.daily.has(accountId)) return true;
    for (const report of this.byId.values()) if (report.accountId === accountId) return true;
    return false;
  }

  /** Replies with the teacher's `decision` (the developer control) or, by default, the desk's own. */
  private decide(report: ReportRecord, at: number, decision = deskDecision(report, this.options.errata)): void {
    const accepted = decision.verdict !== 'reject';
    if (decision.verdict === 'accept') this.options.errata.correct(report.questionId, decision.correction, at);
    report.status = accepted ? 'accepted' : 'rejected';
    report.reply =
      decision.verdict === 'withheld' ? WITHHELD_REPLY : decision.reply?.trim() || (accepted ? DEFAULT_ACCEPT_REPLY : DEFAULT_REJECT_REPLY);
    report.replyAt = null;
    report.repliedAt = at;
    this.pending.delete(report);
    this.options.messages.notify(
      report.accountId,
      {
        type: MessageType.QUESTION_REPORT_REPLY,
        senderId: null,
        action: accepted ? '纠错已采纳' : '纠错未采纳',
        title: `题目纠错 · ${REPORT_KIND_LABELS[report.kind]}`,
        quote: quoteOf(report.stem),
        content: report.reply,
        link: `${WRONG_BOOK_PATH}?question=${report.questionId}`,
      },
      at,
    );
  }
}

/**
 * The desk's own verdict when a reply falls due: a calculation it works out again from the stem's
 * numbers (calculation-audit.ts), corrected when the key is wrong; a question of an official paper
 * still under way, nothing said; any other question stands as the bank has it.
 */
function deskDecision(report: ReportRecord, errata: QuestionErrata): ReportDecision {
  if (report.withheld) return { verdict: 'withheld' };
  const question = errata.question(report.questionId);
  const audit = question ? auditCalculation(question) : { verdict: 'unknown' as const };
  if (audit.verdict === 'right') return { verdict: 'reject', reply: CHECKED_REJECT_REPLY };
  const key = audit.verdict === 'wrong' ? audit.key : -1;
  // Not a calculation, or one whose options hold no single right result: it stands as the bank has it.
  if (audit.verdict === 'unknown' || key === -1) return { verdict: 'reject' };
  const correction: Correction =
    typeof key === 'boolean' ? { rightJudge: key } : typeof key === 'string' ? { blanks: [[key]] } : { rightOptions: [key] };
  return { verdict: 'accept', correction: { ...correction, explanation: `（已更正）${audit.why}。${question!.explanation}` } };
}
