import { CODE_EXAM_ENROLMENT_REQUIRED, CODE_EXAM_FEE_UNPAID, CODE_EXAM_REAL_NAME_REQUIRED } from '@shared/api/exam';
import { ExamMode } from '@shared/enums/learning';
import { ProductType } from '@shared/enums/order';
import type { ExamCard } from '@shared/schemas/exam';
import type { Account } from '../account/account-seed';
import type { EnrollmentPlan } from '../enrollment/enrollment-plans';
import { dayAndTime, shanghaiIso } from '../core/faker';
import { BusinessError } from '../core/define-handler';
import type { FeeStanding } from '../enrollment/application-fee';
import type { MockStore } from '../core/store';

/**
 * Which enrolment plan an official exam belongs to. The seeded data makes one official 理论知识考试
 * per plan slot (mock-api/exam/exams.ts), for the plan's profession and skill level, and the plan
 * detail links its exam the same way (enrollment/routes.ts planViews: the first mode-1 exam of the
 * profession and level). The reverse link here: the plan of that profession and level, the one
 * whose exam date is the exam's opening when several match. Mocks and practice belong to no plan.
 */
export function planOfExam(store: MockStore, exam: ExamCard): EnrollmentPlan | undefined {
  if (exam.mode !== ExamMode.EXAM) return undefined;
  const matching = store.content.enrollmentPlans.filter(
    (plan) => plan.professionId === exam.professionId && plan.skillLevel === exam.skillLevel,
  );
  const openAt = exam.openAt ? Date.parse(exam.openAt) : NaN;
  return matching.find((plan) => Date.parse(plan.examDate) === openAt) ?? matching[0];
}

/** My standing towards the exam's plan: audit status (0 未报名, 1 审核中, 2 已通过, 3 未通过) and whether its fee is paid. */
export interface EnrolmentStanding {
  plan: EnrollmentPlan;
  status: 0 | 1 | 2 | 3;
  reason: string | null;
  /** A subsidised plan (fee 0) needs no payment: always true. Not once the fee is refunded, nor when it expired unpaid. */
  paid: boolean;
  /** The fee step of an approved application to a plan with a fee (enrollment/application-fee.ts); null otherwise. */
  fee: FeeStanding | null;
}

/**
 * The standing of the learner's application to the plan's round shown now (the exam's sitting is that
 * round's): an application to an earlier round does not admit anyone to a later sitting.
 */
export function enrolmentStandingOf(store: MockStore, accountId: number, exam: ExamCard): EnrolmentStanding | null {
  const plan = planOfExam(store, exam);
  if (!plan) return null;
  const application = store.applications.current(accountId, plan.id);
  const paid =
    plan.fee === 0 || (application !== undefined && store.applicationFees.paidOrderOf(accountId, plan.id, application) !== undefined);
  const fee = store.applicationFees.standingOf(accountId, plan, application);
  return { plan, status: application?.status ?? 0, reason: application?.reason ?? null, paid, fee };
}

/**
 * Who may sit an official (certification) exam: a real-name verified account (4811, to
 * /setting/real) and, when the exam belongs to an enrolment plan, an approved application (4812:
 * not applied, pending or rejected, each saying what to do) whose fee is paid (4813: to the checkout,
 * or, past 缴费截止 unpaid, that the application has lapsed).
 */
export function assertAdmitted(store: MockStore, account: Account, exam: ExamCard): void {
  if (!account.realNameVerified)
    throw new BusinessError(
      CODE_EXAM_REAL_NAME_REQUIRED,
      '正式考试须本人参加，请先在“设置 - 实名认证”（/setting/real）完成实名认证后再开始考试',
    );
  const standing = enrolmentStandingOf(store, account.id, exam);
  if (!standing) return;
  const { plan, status, reason } = standing;
  const where = `（/enrollment/${plan.id}）`;
  if (status === 0)
    throw new BusinessError(CODE_EXAM_ENROLMENT_REQUIRED, `本场考试仅限报名审核通过的考生参加，请先报名「${plan.title}」${where}`);
  if (status === 1)
    throw new BusinessError(CODE_EXAM_ENROLMENT_REQUIRED, `你的报名「${plan.title}」正在审核中，审核通过后才能参加考试${where}`);
  if (status === 3)
    throw new BusinessError(
      CODE_EXAM_ENROLMENT_REQUIRED,
      `你的报名「${plan.title}」未通过审核${reason ? `（${reason}）` : ''}，请修改后重新报名${where}`,
    );
  if (!standing.paid && standing.fee?.status === 'expired')
    throw new BusinessError(
      CODE_EXAM_FEE_UNPAID,
      `你的报名「${plan.title}」未在缴费截止（${dayAndTime(shanghaiIso(standing.fee.deadline))}）前缴纳报名费，报名已失效，请关注后续报名计划${where}`,
    );
  if (!standing.paid)
    throw new BusinessError(
      CODE_EXAM_FEE_UNPAID,
      `你的报名「${plan.title}」已通过审核，请先缴纳报名费（/order/pay/create?productType=${ProductType.ENROLLMENT}&productId=${plan.id}）后再参加考试`,
    );
}
