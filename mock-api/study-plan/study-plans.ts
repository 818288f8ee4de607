import { addDays } from '@shared/lib/china-date';
import type { Rota } from '@shared/lib/study-plan-rules';
import type { AccountScopedState, AccountStateRegistry } from '../core/account-scoped-state';
import type { PlanTask } from './plan-builder';

export type PlanTarget = { planId: number } | { professionId: number; skillLevel: number };

export interface StoredPlan {
  target: PlanTarget;
  rota: Rota;
  /** The China day the plan was set (the chart starts there). */
  startDay: number;
  /** Each day's tasks as first laid out that day, so a day's list holds still and a missed day can be told. */
  kept: Map<number, PlanTask[]>;
}

/** Days of kept task lists per learner: the chart's history and the missed days look no further back. */
const KEPT_DAYS = 120;

/** Every learner's study plan (issue 36 §2): what it aims at, the rota, and the task list of each day so far. */
export class StudyPlans implements AccountScopedState {
  private readonly plans = new Map<number, StoredPlan>();

  constructor(states: AccountStateRegistry) {
    states.register(this);
  }

  planOf(accountId: number): StoredPlan | undefined {
    return this.plans.get(accountId);
  }

  /** A new rota lays today out again, the days before keep their lists; a new target starts a new plan. */
  set(accountId: number, target: PlanTarget, rota: Rota, today: number): void {
    const current = this.plans.get(accountId);
    const same = current !== undefined && JSON.stringify(current.target) === JSON.stringify(target);
    const kept = same ? current.kept : new Map<number, PlanTask[]>();
    kept.delete(today);
    this.plans.set(accountId, { target, rota, startDay: same ? current.startDay : today, kept });
  }

  keep(accountId: number, day: number, tasks: PlanTask[]): void {
    const plan = this.plans.get(accountId);
    if (!plan) return;
    plan.kept.set(day, tasks);
    for (const old of plan.kept.keys()) if (old < day - KEPT_DAYS) plan.kept.delete(old);
  }

  /** Developer control: as if `days` had passed for this learner (with the book's and the goal's `age`). */
  age(accountId: number, days: number): void {
    const plan = this.plans.get(accountId);
    if (!plan) return;
    plan.startDay -= days;
    plan.kept = new Map([...plan.kept].map(([day, tasks]) => [day - days, tasks]));
    plan.rota = {
      cycleStart: addDays(plan.rota.cycleStart, -days),
      minutes: plan.rota.minutes,
      daysOff: plan.rota.daysOff.map((day) => addDays(day, -days)),
    };
  }

  dropAccount(accountId: number): void {
    this.plans.delete(accountId);
  }

  hasStateFor(accountId: number): boolean {
    return this.plans.has(accountId);
  }
}
