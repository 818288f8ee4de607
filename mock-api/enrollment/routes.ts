import type { FastifyInstance } from 'fastify';
import {
  applyEnrollmentPlan,
  CODE_ALREADY_APPLIED,
  CODE_ENROLMENT_CLOSED,
  CODE_ENROLMENT_FULL,
  CODE_ENROLMENT_NOT_OPEN,
  CODE_MATERIALS_INVALID,
  CODE_NOTHING_TO_WITHDRAW,
  CODE_REAL_NAME_REQUIRED,
  getEnrollmentFacets,
  getEnrollmentPlan,
  listEnrollmentPlans,
  resubmitMaterials,
  withdrawApplication,
} from '@shared/api/enrollment';
import type {
  ApplicationFee,
  EnrollmentPlanCard,
  EnrollmentPlanDetail,
  EnrollmentStatus,
  EnrollmentStatusCounts,
} from '@shared/schemas/enrollment';
import type { JourneyStep } from '@shared/schemas/certification';
import type { Account } from '../account/account-seed';
import type { EnrollmentPlan } from './enrollment-plans';
import { dayAndTime, shanghaiIso } from '../core/faker';
import { BusinessError, CODE_NOT_FOUND, CODE_UNAUTHORIZED, handle } from '../core/define-handler';
import { applicantPrefill, applicationDetailsView, checkApplicationForm, checkResubmission } from './application-form';
import type { FeeStanding } from './application-fee';
import { deepFreeze, type MockStore } from '../core/store';

/** Open plans first (closing soonest first), then those still to open, then the full, then the closed (latest first). */
const STATUS_ORDER: Record<EnrollmentStatus, number> = { open: 0, upcoming: 1, full: 2, closed: 3 };

/** The fee as the plan detail shows it to its applicant. */
const feeView = (standing: FeeStanding | null): ApplicationFee | null =>
  standing && { status: standing.status, deadline: shanghaiIso(standing.deadline), orderId: standing.order?.id ?? null };

/** The plan page's 报名流程 (certification/certification.ts planSteps): the same steps as 考证进度. */
export type PlanSteps = (planId: number, accountId: number | undefined) => JourneyStep[] | null;

/**
 * The live views of the generated plans, shared with the profession paths: the places taken now
 * (seeded applicants plus pending and approved applications, but not those whose fee expired
 * unpaid), the status that follows, and the learner's own audit status and fee.
 */
export function planViews(store: MockStore, planSteps: PlanSteps = () => null) {
  const { applications } = store;
  const plans = store.content.enrollmentPlans;
  const byId = new Map(plans.map((plan) => [plan.id, plan]));
  const officialExam = new Map<string, number>();
  for (const exam of store.content.exams) {
    const key = `${exam.professionId}:${exam.skillLevel}`;
    if (exam.mode === 1 && !officialExam.has(key)) officialExam.set(key, exam.id);
  }

  const live = (plan: EnrollmentPlan) => {
    const enrolledCount = Math.min(plan.quota, plan.enrolledCount + applications.placesTaken(plan.id));
    const placesLeft = plan.quota - enrolledCount;
    // The window (read from the clock now: enrollment/enrollment-plans.ts) decides 未开始 and 已截止;
    // within it, a plan with no place left is 已满.
    const window = plan.status;
    const status: EnrollmentStatus = window === 'upcoming' || window === 'closed' ? window : placesLeft === 0 ? 'full' : 'open';
    return { enrolledCount, placesLeft, status };
  };

  const cardOf = (plan: EnrollmentPlan, accountId: number | undefined): EnrollmentPlanCard => ({
    id: plan.id,
    title: plan.title,
    professionId: plan.professionId,
    professionName: plan.professionName,
    skillLevel: plan.skillLevel,
    institutionId: plan.institutionId,
    institutionName: plan.institutionName,
    city: plan.city,
    enrolStart: plan.enrolStart,
    enrolEnd: plan.enrolEnd,
    examDate: plan.examDate,
    quota: plan.quota,
    fee: plan.fee,
    subsidized: plan.subsidized,
    requiresRealName: plan.requiresRealName,
    ...live(plan),
    myStatus: accountId === undefined ? null : applications.statusOf(accountId, plan.id),
  });

  const detailOf = (plan: EnrollmentPlan, account: Account | undefined): EnrollmentPlanDetail => {
    // Only an application to the round shown: one to an earlier round is history (the learner's journeys).
    const application = account ? applications.current(account.id, plan.id) : undefined;
    return {
      ...cardOf(plan, account?.id),
      payEnd: plan.payEnd,
      address: plan.address,
      description: plan.description,
      requirements: plan.requirements,
      materials: plan.materials,
      trainingHours: plan.trainingHours,
      contactPhone: plan.contactPhone,
      examId: officialExam.get(`${plan.professionId}:${plan.skillLevel}`) ?? null,
      steps: planSteps(plan.id, account?.id) ?? [],
      my: account
        ? {
            status: application?.status ?? 0,
            reason: application?.reason ?? null,
            submittedAt: application ? shanghaiIso(application.submittedAt) : null,
            decidedAt: application?.decidedAt ? shanghaiIso(application.decidedAt) : null,
            realNameVerified: account.realNameVerified,
            details: application?.details ? applicationDetailsView(application.details) : null,
            canWithdraw: application?.status === 1,
            fee: feeView(store.applicationFees.standingOf(account.id, plan, application)),
            prefill: applicantPrefill(store, account),
          }
        : null,
    };
  };

  const compare = (a: EnrollmentPlanCard, b: EnrollmentPlanCard) =>
    STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
    (a.status === 'closed'
      ? b.enrolEnd.localeCompare(a.enrolEnd)
      : a.status === 'upcoming'
        ? a.enrolStart.localeCompare(b.enrolStart)
        : a.enrolEnd.localeCompare(b.enrolEnd)) ||
    a.id - b.id;

  return { plans, byId, cardOf, detailOf, compare };
}

export function registerEnrollmentRoutes(app: FastifyInstance, store: MockStore, planSteps: PlanSteps): void {
  const { plans, byId, cardOf, detailOf, compare } = planViews(store, planSteps);
  const professionById = new Map(store.catalogue.professions.map((profession) => [profession.id, profession]));
  const categoryOf = (plan: EnrollmentPlan) => professionById.get(plan.professionId)?.category ?? '';

  const facets = deepFreeze({
    categories: [...new Set(store.catalogue.professions.map((profession) => profession.category))]
      .map((name) => ({ name, planCount: plans.filter((plan) => categoryOf(plan) === name).length }))
      .filter((category) => category.planCount > 0),
    professions: store.catalogue.professions
      .map((profession) => ({
        id: profession.id,
        name: profession.name,
        category: profession.category,
        planCount: plans.filter((plan) => plan.professionId === profession.id).length,
      }))
      .filter((profession) => profession.planCount > 0),
  });

  const planOf = (id: number) => {
    const plan = byId.get(id);
    if (!plan) throw new BusinessError(CODE_NOT_FOUND, '报名计划不存在或已下线');
    return plan;
  };

  handle(app, getEnrollmentFacets, () => facets);

  handle(app, listEnrollmentPlans, ({ query, token }) => {
    const account = store.accountByToken(token);
    if (query.mine && !account) throw new BusinessError(CODE_UNAUTHORIZED, '请先登录后查看我的报名');
    const mine = query.mine && account ? store.applications.listOf(account.id) : null;
    const source = mine ? mine.map((application) => byId.get(application.planId)).filter((plan) => plan !== undefined) : plans;
    const matching = source
      .filter(
        (plan) =>
          (!query.category || categoryOf(plan) === query.category) &&
          (!query.professionId || plan.professionId === query.professionId) &&
          (!query.level || plan.skillLevel === query.level) &&
          (!query.keyword || plan.title.includes(query.keyword) || plan.institutionName.includes(query.keyword)),
      )
      .map((plan) => cardOf(plan, account?.id));
    const counts: EnrollmentStatusCounts = { all: matching.length, upcoming: 0, open: 0, closed: 0, full: 0 };
    for (const card of matching) counts[card.status] += 1;
    const list = matching.filter((card) => !query.status || card.status === query.status);
    // My applications stay most recent first; the catalogue is ordered by what can be applied to now.
    if (!mine) list.sort(compare);
    const start = (query.page - 1) * query.size;
    return { list: list.slice(start, start + query.size), total: list.length, page: query.page, size: query.size, counts };
  });

  handle(app, getEnrollmentPlan, ({ params, token }) => detailOf(planOf(params.id), store.accountByToken(token)));

  const accountOf = (token: string | undefined, action: string) => {
    const account = store.accountByToken(token);
    if (!account) throw new BusinessError(CODE_UNAUTHORIZED, `请先登录后再${action}`);
    return account;
  };

  handle(app, applyEnrollmentPlan, ({ params, token, body }) => {
    const account = accountOf(token, '报名');
    const plan = planOf(params.id);
    const current = store.applications.statusOf(account.id, plan.id);
    if (current === 1) throw new BusinessError(CODE_ALREADY_APPLIED, '你已提交报名，正在审核中，请耐心等待');
    if (current === 2) throw new BusinessError(CODE_ALREADY_APPLIED, '你已报名成功，无需重复报名');
    // One reading of the clock for the whole decision: the deadline shown is honoured to the second.
    const { status } = cardOf(plan, account.id);
    if (status === 'upcoming') throw new BusinessError(CODE_ENROLMENT_NOT_OPEN, `报名尚未开始，开始时间：${dayAndTime(plan.enrolStart)}`);
    if (status === 'closed') throw closedRefusal(plan);
    if (status === 'full') throw fullRefusal();
    if (plan.requiresRealName && !account.realNameVerified)
      throw new BusinessError(CODE_REAL_NAME_REQUIRED, '该报名计划需要实名认证，请先完成实名认证');
    store.applications.apply(account.id, plan.id, checkApplicationForm(store, account, plan, body));
    return detailOf(plan, account);
  });

  handle(app, resubmitMaterials, ({ params, token, body }) => {
    const account = accountOf(token, '补交材料');
    const plan = planOf(params.id);
    const application = store.applications.current(account.id, plan.id);
    if (application?.status !== 3) throw new BusinessError(CODE_MATERIALS_INVALID, '只有未通过审核的报名可以补交材料');
    if (!application.details) throw new BusinessError(CODE_MATERIALS_INVALID, '这份报名没有可补交的材料，请重新报名');
    // Re-sent, the application takes a place again (a refused one holds none): only while one is left.
    const { status } = cardOf(plan, account.id);
    if (status === 'closed') throw closedRefusal(plan);
    if (status === 'full') throw fullRefusal();
    const materials = checkResubmission(store, account.id, application.details, body.materials);
    store.applications.resubmit(account.id, plan.id, materials);
    return detailOf(plan, account);
  });

  handle(app, withdrawApplication, ({ params, token }) => {
    const account = accountOf(token, '撤回报名');
    const plan = planOf(params.id);
    if (!store.applications.withdraw(account.id, plan.id))
      throw new BusinessError(CODE_NOTHING_TO_WITHDRAW, '当前没有审核中的报名，无法撤回');
    return detailOf(plan, account);
  });
}

const closedRefusal = (plan: EnrollmentPlan) =>
  new BusinessError(CODE_ENROLMENT_CLOSED, `报名已截止（截止时间：${dayAndTime(plan.enrolEnd)}），请关注后续报名计划`);
const fullRefusal = () => new BusinessError(CODE_ENROLMENT_FULL, '名额已满，请关注后续报名计划');
