import { AuditStatus, type AuditStatusValue } from '@shared/enums/order';
import { MessageType } from '@shared/enums/message';
import { CODE_REAL_NAME_APPROVED, CODE_REAL_NAME_PENDING, CODE_REAL_NAME_TOO_MANY } from '@shared/api/real-name';
import { idCheckChar, maskIdNumber, maskName, REAL_NAME_LIMITS } from '@shared/lib/id-card-rules';
import type { RealNameStatus } from '@shared/schemas/real-name';
import type { Account } from '../account/account-seed';
import type { AccountScopedState, AccountStateRegistry } from '../core/account-scoped-state';
import type { MessageBox } from '../message/message-box';
import { shanghaiIso } from '../core/faker';
import { BusinessError, CODE_NOT_FOUND } from '../core/define-handler';

export type RealNameDecision = { verdict: 'approve' } | { verdict: 'reject'; reason: string };

export interface RealNameRecord {
  accountId: number;
  status: AuditStatusValue;
  /** Kept whole for the review only: every answer masks them. */
  name: string;
  idNumber: string;
  rejectReason: string | null;
  submittedAt: number;
  reviewedAt: number | null;
  /** When the review decides by itself; null once decided. */
  nextAt: number | null;
  decision: RealNameDecision;
}

/**
 * The desk's standard reason, also given when the number is held by another account: a submitter
 * must not be able to tell the two apart (else anyone could probe whose number is whose).
 */
export const DEFAULT_REAL_NAME_REJECT_REASON = '身份信息核验未通过，请核对姓名和身份证号后重新提交；如确认填写无误，请通过意见反馈联系客服';

/** Beijing calendar day of a moment, the unit of the daily submission limit. */
const beijingDay = (ms: number): string => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '罗', '高'];
const GIVEN = ['晓明', '建国', '丽娟', '伟', '芳', '志强', '秀英', '磊', '静', '海燕', '俊杰', '桂兰', '涛', '雪梅', '浩然', '敏'];
const AREAS = ['110105', '310115', '330106', '440305', '510107', '420106', '320102', '370202'];

/** A deterministic, well-formed identity for a seeded verified account (the demo learner is 王晓明). */
function seededIdentity(account: Account): { name: string; idNumber: string } {
  const id = account.id;
  const name = id === 1 ? '王晓明' : `${SURNAMES[(id * 7) % SURNAMES.length]}${GIVEN[(id * 5) % GIVEN.length]}`;
  const birth = `${1975 + ((id * 3) % 25)}${String(1 + ((id * 5) % 12)).padStart(2, '0')}${String(1 + ((id * 11) % 28)).padStart(2, '0')}`;
  const first17 = `${AREAS[id % AREAS.length]}${birth}${String((id * 37) % 1000).padStart(3, '0')}`;
  return { name, idNumber: first17 + idCheckChar(first17) };
}

/**
 * 实名认证 of every learner. A submission waits 审核中 for one review step (MOCK_REVIEW_STEP_SECONDS)
 * and is then approved, or decided at once by the developer control (approve or reject with a
 * reason). Approval sets `account.realNameVerified`, so the enrolment plans that require it accept
 * the learner. Everything is settled lazily when read — including `realNameVerified` itself while a
 * review is under way, so any route that reads the flag sees the review's outcome on time.
 * An ID number belongs to one account at a time (under review or verified). A submission of a
 * number another account holds is taken into review like any other and rejected there with the
 * standard reason: the answer never says the number is someone else's.
 */
export class RealNames implements AccountScopedState {
  private readonly records = new Map<number, RealNameRecord>();
  /** ID number → the account holding it (pending or approved). */
  private readonly holders = new Map<string, number>();
  private readonly attempts = new Map<number, { day: string; count: number }>();

  constructor(
    states: AccountStateRegistry,
    private readonly options: { now: () => number; stepMs: number; accountOf: (id: number) => Account | undefined; messages: MessageBox },
  ) {
    states.register(this);
  }

  /** The seeded accounts already verified get an approved record with a plausible identity. */
  seed(accounts: Iterable<Account>): void {
    for (const account of accounts) if (account.realNameVerified) this.seedOne(account);
  }

  private seedOne(account: Account): RealNameRecord {
    const { name, idNumber } = seededIdentity(account);
    const created = Date.parse(account.createdAt);
    const submittedAt = (Number.isFinite(created) ? created : this.options.now()) + 86_400_000;
    const record: RealNameRecord = {
      accountId: account.id,
      status: AuditStatus.APPROVED,
      name,
      idNumber,
      rejectReason: null,
      submittedAt,
      reviewedAt: submittedAt + 3_600_000,
      nextAt: null,
      decision: { verdict: 'approve' },
    };
    this.records.set(account.id, record);
    if (!this.holders.has(idNumber)) this.holders.set(idNumber, account.id);
    return record;
  }

  /** The learner's record brought up to date, or undefined before any submission. */
  recordOf(account: Account): RealNameRecord | undefined {
    let record = this.records.get(account.id);
    if (!record && account.realNameVerified) record = this.seedOne(account);
    if (record) this.settle(record);
    return record;
  }

  statusOf(account: Account): RealNameStatus {
    const record = this.recordOf(account);
    const attemptsLeft = Math.max(0, REAL_NAME_LIMITS.attemptsPerDay - this.attemptsToday(account.id));
    if (!record)
      return {
        status: AuditStatus.NOT_APPLIED,
        name: null,
        idNumber: null,
        rejectReason: null,
        submittedAt: null,
        reviewedAt: null,
        attemptsLeft,
      };
    return {
      status: record.status,
      name: maskName(record.name),
      idNumber: maskIdNumber(record.idNumber),
      rejectReason: record.status === AuditStatus.REJECTED ? record.rejectReason : null,
      submittedAt: shanghaiIso(record.submittedAt),
      reviewedAt: record.reviewedAt === null ? null : shanghaiIso(record.reviewedAt),
      attemptsLeft,
    };
  }

  /** A submission (name and number already checked and normalised by the contract). */
  submit(account: Account, input: { name: string; idNumber: string }): RealNameRecord {
    const previous = this.recordOf(account);
    if (previous?.status === AuditStatus.APPROVED || account.realNameVerified)
      throw new BusinessError(CODE_REAL_NAME_APPROVED, '你已完成实名认证，认证信息不可修改');
    if (previous?.status === AuditStatus.PENDING) throw new BusinessError(CODE_REAL_NAME_PENDING, '实名认证正在审核中，请耐心等待审核结果');
    const now = this.options.now();
    const day = beijingDay(now);
    const used = this.attemptsToday(account.id);
    if (used >= REAL_NAME_LIMITS.attemptsPerDay)
      throw new BusinessError(CODE_REAL_NAME_TOO_MANY, `今天已提交 ${REAL_NAME_LIMITS.attemptsPerDay} 次，请明天再试`);
    // Every checked submission counts: the limit also slows anyone probing numbers.
    this.attempts.set(account.id, { day, count: used + 1 });
    if (previous && this.holders.get(previous.idNumber) === account.id) this.holders.delete(previous.idNumber);
    const record: RealNameRecord = {
      accountId: account.id,
      status: AuditStatus.PENDING,
      name: input.name,
      idNumber: input.idNumber,
      rejectReason: null,
      submittedAt: now,
      reviewedAt: null,
      nextAt: now + this.options.stepMs,
      decision: { verdict: 'approve' },
    };
    this.records.set(account.id, record);
    // Held by another account: answered 审核中 all the same; the review rejects it (decide).
    if (this.heldByOther(record) === undefined) this.holders.set(input.idNumber, account.id);
    this.watch(account);
    return record;
  }

  /**
   * Developer control: decides the learner's pending submission now (approve unless told to reject),
   * or `'hold'`s it — 审核中 until the control decides, whatever the schedule (a manual review).
   */
  review(accountId: number, decision?: RealNameDecision | 'hold'): RealNameRecord {
    const account = this.options.accountOf(accountId);
    const record = account ? this.recordOf(account) : undefined;
    if (!record || record.status !== AuditStatus.PENDING) throw new BusinessError(CODE_NOT_FOUND, '该账号没有待审核的实名认证');
    if (decision === 'hold') {
      record.nextAt = null;
      return record;
    }
    if (decision) record.decision = decision;
    this.decide(record, Math.max(record.submittedAt, this.options.now()));
    return record;
  }

  settle(record: RealNameRecord): RealNameRecord {
    if (record.nextAt !== null && record.nextAt <= this.options.now()) this.decide(record, record.nextAt);
    return record;
  }

  /** An evicted account: its record goes, and the identity number it held may be verified by someone else. */
  dropAccount(accountId: number): void {
    const record = this.records.get(accountId);
    if (record && this.holders.get(record.idNumber) === accountId) this.holders.delete(record.idNumber);
    this.records.delete(accountId);
    this.attempts.delete(accountId);
  }

  hasStateFor(accountId: number): boolean {
    if (this.records.has(accountId) || this.attempts.has(accountId)) return true;
    for (const holder of this.holders.values()) if (holder === accountId) return true;
    return false;
  }

  private attemptsToday(accountId: number): number {
    const attempts = this.attempts.get(accountId);
    return attempts && attempts.day === beijingDay(this.options.now()) ? attempts.count : 0;
  }

  /** Another account verified or under review with this record's number, if any. */
  private heldByOther(record: RealNameRecord): number | undefined {
    const holder = this.holders.get(record.idNumber);
    if (holder === undefined || holder === record.accountId) return undefined;
    const other = this.records.get(holder);
    if (other && other.idNumber === record.idNumber && (other.status === AuditStatus.APPROVED || other.status === AuditStatus.PENDING))
      return holder;
    this.holders.delete(record.idNumber);
    return undefined;
  }

  private decide(record: RealNameRecord, at: number): void {
    record.nextAt = null;
    record.reviewedAt = at;
    const account = this.options.accountOf(record.accountId);
    // A number is verified for one account only, whatever the desk says; the reason is the standard one.
    const held = this.heldByOther(record) !== undefined;
    if (held || record.decision.verdict === 'reject') {
      record.status = AuditStatus.REJECTED;
      record.rejectReason = held || record.decision.verdict !== 'reject' ? DEFAULT_REAL_NAME_REJECT_REASON : record.decision.reason;
      if (this.holders.get(record.idNumber) === record.accountId) this.holders.delete(record.idNumber);
    } else {
      record.status = AuditStatus.APPROVED;
      record.rejectReason = null;
      this.holders.set(record.idNumber, record.accountId);
      if (account) account.realNameVerified = true;
    }
    // The review takes a while: the learner hears the result in 系统通知 wherever they are.
    const approved = record.status === AuditStatus.APPROVED;
    this.options.messages.notify(
      record.accountId,
      {
        type: MessageType.REAL_NAME_RESULT,
        senderId: null,
        action: approved ? '实名认证已通过' : '实名认证未通过',
        title: '实名认证',
        quote: `${maskName(record.name)} · ${maskIdNumber(record.idNumber)}`,
        content: approved ? '你可以报名需要实名的职业技能等级认定与考试了。' : `${record.rejectReason}。请核对后重新提交。`,
        link: '/setting/real',
      },
      at,
    );
  }

  /**
   * While a review is under way the account's `realNameVerified` settles the review when read, so
   * enrolment, the profile and the header all see an approval the moment it is due.
   */
  private watch(account: Account): void {
    const descriptor = Object.getOwnPropertyDescriptor(account, 'realNameVerified');
    if (descriptor?.get) return;
    let verified = Boolean(account.realNameVerified);
    Object.defineProperty(account, 'realNameVerified', {
      enumerable: true,
      configurable: true,
      get: () => {
        const record = this.records.get(account.id);
        if (record && record.nextAt !== null && record.nextAt <= this.options.now()) this.decide(record, record.nextAt);
        return verified;
      },
      set: (value: boolean) => {
        verified = value;
      },
    });
  }
}
