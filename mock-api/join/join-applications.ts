import { AuditStatus } from '@shared/enums/order';
import { CODE_JOIN_APPROVED, CODE_JOIN_CREDIT_CODE_USED, CODE_JOIN_PENDING } from '@shared/api/join';
import type { JoinFields } from '@shared/lib/join-rules';
import { BusinessError, CODE_NOT_FOUND } from '../core/define-handler';
import type { AccountScopedState, AccountStateRegistry } from '../core/account-scoped-state';

export interface JoinApplicationRecord {
  id: number;
  applicationNo: string;
  accountId: number;
  status: number;
  fields: JoinFields;
  agreementVersion: string;
  rejectReason: string | null;
  submittedAt: number;
  reviewedAt: number | null;
  /** When the review decides by itself; null once decided. */
  nextAt: number | null;
  decision: { verdict: 'approve' } | { verdict: 'reject'; reason: string };
}

export const DEFAULT_JOIN_REJECT_REASON = '机构简介过于简单，请补充办学资质、师资情况与拟开设的课程方向后重新提交';

/** Applications kept in all; past it the oldest decided ones go. */
const MAX_APPLICATIONS = 20_000;

/**
 * Onboarding applications (入驻意向), one current application per account. A new one is 待审核 and
 * becomes 已通过 by itself after one review step (MOCK_REVIEW_STEP_SECONDS), settled lazily when read,
 * or 已驳回 with a reason when the developer control says so; a rejected applicant may submit again.
 */
export class JoinApplications implements AccountScopedState {
  private readonly byAccount = new Map<number, JoinApplicationRecord>();
  private readonly byId = new Map<number, JoinApplicationRecord>();
  private nextId = 1;

  constructor(
    states: AccountStateRegistry,
    private readonly options: { now: () => number; stepMs: number; agreementVersion: string },
  ) {
    states.register(this);
  }

  /** The account's current application, brought up to date with the review schedule. */
  of(accountId: number): JoinApplicationRecord | undefined {
    const application = this.byAccount.get(accountId);
    return application ? this.settle(application) : undefined;
  }

  submit(accountId: number, fields: JoinFields): JoinApplicationRecord {
    const current = this.of(accountId);
    if (current?.status === AuditStatus.PENDING) throw new BusinessError(CODE_JOIN_PENDING, '你的入驻申请正在审核中，请耐心等待审核结果');
    if (current?.status === AuditStatus.APPROVED) throw new BusinessError(CODE_JOIN_APPROVED, '你已入驻成功，无需重复申请');
    if (fields.creditCode) {
      const taken = [...this.byAccount.values()].some(
        (other) =>
          other.accountId !== accountId &&
          other.fields.creditCode === fields.creditCode &&
          this.settle(other).status !== AuditStatus.REJECTED,
      );
      if (taken) throw new BusinessError(CODE_JOIN_CREDIT_CODE_USED, '该统一社会信用代码已提交过入驻申请，如有疑问请联系入驻专员');
    }
    const at = this.options.now();
    const id = this.nextId++;
    const day = new Date(at + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
    const application: JoinApplicationRecord = {
      id,
      applicationNo: `RZ${day}${String(id).padStart(6, '0')}`,
      accountId,
      status: AuditStatus.PENDING,
      fields: { ...fields },
      agreementVersion: this.options.agreementVersion,
      rejectReason: null,
      submittedAt: at,
      reviewedAt: null,
      nextAt: at + this.options.stepMs,
      decision: { verdict: 'approve' },
    };
    if (current) this.byId.delete(current.id);
    this.byAccount.set(accountId, application);
    this.byId.set(id, application);
    this.bound();
    return application;
  }

  /** Developer control: decide the pending review now (approve unless told otherwise). */
  review(id: number, decision?: JoinApplicationRecord['decision']): JoinApplicationRecord {
    const application = this.byId.get(id);
    if (!application) throw new BusinessError(CODE_NOT_FOUND, '入驻申请不存在');
    this.settle(application);
    if (application.status !== AuditStatus.PENDING) throw new BusinessError(409, '该入驻申请已审核');
    if (decision) application.decision = decision;
    this.decide(application, Math.max(application.submittedAt, this.options.now()));
    return application;
  }

  settle(application: JoinApplicationRecord): JoinApplicationRecord {
    if (application.nextAt !== null && application.nextAt <= this.options.now()) this.decide(application, application.nextAt);
    return application;
  }

  /** Forgets the account's application (evicted, or a decided one past the bound): its credit code is free again. */
  dropAccount(accountId: number): void {
    const application = this.byAccount.get(accountId);
    if (application) this.byId.delete(application.id);
    this.byAccount.delete(accountId);
  }

  hasStateFor(accountId: number): boolean {
    if (this.byAccount.has(accountId)) return true;
    for (const application of this.byId.values()) if (application.accountId === accountId) return true;
    return false;
  }

  private decide(application: JoinApplicationRecord, at: number): void {
    application.nextAt = null;
    application.reviewedAt = at;
    if (application.decision.verdict === 'reject') {
      application.status = AuditStatus.REJECTED;
      application.rejectReason = application.decision.reason;
    } else {
      application.status = AuditStatus.APPROVED;
      application.rejectReason = null;
    }
  }

  private bound(): void {
    if (this.byAccount.size <= MAX_APPLICATIONS) return;
    for (const [accountId, application] of this.byAccount) {
      if (application.nextAt === null) {
        this.dropAccount(accountId);
        return;
      }
    }
  }
}
