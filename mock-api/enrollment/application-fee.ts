import { OrderStatus, ProductType, RefundStatus } from '@shared/enums/order';
import type { FeeState } from '@shared/schemas/enrollment';
import type { Catalogue } from '../catalogue/catalogue';
import { paymentDeadlineOf, planRoundAt, planSlots, type EnrollmentPlan, type PlanRound, type PlanSlot } from './enrollment-plans';
import type { OrderRecord, Orders } from '../orders/orders';
import type { ArchivedApplication, PlanApplication } from './application-records';

/** The fee of one approved application, as the clock and the orders say now. */
export interface FeeStanding {
  status: FeeState;
  /** 缴费截止 of the round applied to, epoch ms. */
  deadline: number;
  /** The paid (or refunding) order; else the unpaid one waiting, if any. */
  order: OrderRecord | null;
}

/** A refund applied for and not finished: the fee is 退款中 (refused or cancelled, it is paid again). */
const REFUND_UNDER_WAY = new Set<number>([RefundStatus.APPLYING, RefundStatus.AGREED, RefundStatus.REFUNDING]);

export interface FeeSources {
  catalogue: Catalogue;
  plans: readonly EnrollmentPlan[];
  orders: Pick<Orders, 'listOf' | 'pendingFor'>;
  now: () => number;
}

/**
 * The fee step of an approved application (issue 25 §2): a plan with a fee is paid through the
 * checkout (product type 4) by its 缴费截止, PAYMENT_PERIOD_MS after the window closes. Nothing is
 * stored: 待缴费, 已缴费, 退款中 and 已失效 are read from the clock, the application and the
 * learner's orders whenever asked, so a fee expires at its deadline without anything running.
 * Subsidised plans (fee 0) have no fee step.
 */
export class ApplicationFees {
  private readonly slots: Map<number, PlanSlot>;
  private readonly plans: Map<number, EnrollmentPlan>;

  constructor(private readonly sources: FeeSources) {
    this.slots = new Map(planSlots(sources.catalogue).map((slot) => [slot.id, slot]));
    this.plans = new Map(sources.plans.map((plan) => [plan.id, plan]));
  }

  planOf(planId: number): EnrollmentPlan | undefined {
    return this.plans.get(planId);
  }

  /** The plan's round shown at `at` (0 for an unknown plan): what an application sent then belongs to. */
  roundAt(planId: number, at: number): number {
    const slot = this.slots.get(planId);
    return slot ? planRoundAt(slot, at).round : 0;
  }

  /** The dates of one round of the plan; undefined for an unknown plan. */
  roundDates(planId: number, round: number): PlanRound | undefined {
    const slot = this.slots.get(planId);
    return slot && planRoundAt(slot, 0, round);
  }

  /**
   * 缴费截止 of the round the application was sent in. A plan comes round again: its next round has a
   * deadline of its own, which does not revive an application whose fee expired in an earlier one.
   */
  deadlineOf(plan: EnrollmentPlan, application: Readonly<PlanApplication>): number {
    const dates = this.roundDates(plan.id, application.planRound);
    return dates ? paymentDeadlineOf(dates) : Date.parse(plan.payEnd);
  }

  /**
   * The paid order (not refunded) of this application's fee: one made after the application was sent
   * (and, for one kept as history, before it ended), so a fee paid in one round of the plan never pays
   * for another round's application.
   */
  paidOrderOf(accountId: number, planId: number, application: Readonly<PlanApplication | ArchivedApplication>): OrderRecord | undefined {
    const until = 'closedAt' in application ? application.closedAt : Infinity;
    return this.sources.orders
      .listOf(accountId)
      .find(
        (order) =>
          order.status === OrderStatus.PAID &&
          order.product.type === ProductType.ENROLLMENT &&
          order.product.id === planId &&
          order.createdAt >= application.submittedAt &&
          order.createdAt < until,
      );
  }

  /** The fee of the learner's application: null unless it is approved and the plan has a fee. */
  standingOf(accountId: number, plan: EnrollmentPlan, application: Readonly<PlanApplication> | undefined): FeeStanding | null {
    if (plan.fee === 0 || application?.status !== 2) return null;
    const { orders, now } = this.sources;
    const deadline = this.deadlineOf(plan, application);
    const paid = this.paidOrderOf(accountId, plan.id, application);
    if (paid) return { status: paid.refund && REFUND_UNDER_WAY.has(paid.refund.status) ? 'refunding' : 'paid', deadline, order: paid };
    // The deadline shown is honoured to the second, as the enrolment window's is.
    if (now() > deadline) return { status: 'expired', deadline, order: null };
    return { status: 'due', deadline, order: orders.pendingFor(accountId, ProductType.ENROLLMENT, plan.id) ?? null };
  }

  /**
   * Whether an application still holds its place (PlanApplications.placesTaken asks): all do but an
   * approved one whose fee expired unpaid. Before the deadline no order is looked at.
   */
  holdsPlace(accountId: number, application: Readonly<PlanApplication>): boolean {
    const plan = this.plans.get(application.planId);
    if (!plan || plan.fee === 0 || application.status !== 2) return true;
    if (this.sources.now() <= this.deadlineOf(plan, application)) return true;
    return this.paidOrderOf(accountId, plan.id, application) !== undefined;
  }
}
