// Types only from the enumerations: their shared chunk (every enum, ~4 KB) stays out of this prerendered page's first load.
import type { BillingPeriodValue, PlanEditionValue } from '@shared/enums/platform';
import { formatPlanAmount, formatPlanPrice } from '@shared/lib/money-format';
import { yearlySavingPercent } from '@shared/lib/pricing-rules';
import type { Plan } from '@shared/schemas/business';

export type PeriodValue = BillingPeriodValue;
/** YEAR / MONTH / DAY and the PlanEdition values the buttons need (shared/enums/platform.ts). */
export const YEAR: BillingPeriodValue = 1;
export const MONTH: BillingPeriodValue = 2;
export const DAY: BillingPeriodValue = 3;
export const FREE: PlanEditionValue = 3;
export const PRIVATE_DEPLOYMENT: PlanEditionValue = 4;

/** The switch's options, in order. */
export const PERIODS: readonly { value: PeriodValue; label: string; unit: string }[] = [
  { value: YEAR, label: '按年', unit: '年' },
  { value: MONTH, label: '按月', unit: '月' },
  { value: DAY, label: '按日', unit: '日' },
];

export const periodFromQuery = (raw: string | null): PeriodValue | undefined => {
  const value = Number(raw);
  return PERIODS.find((period) => period.value === value)?.value;
};

export const priceOf = (plan: Plan, period: number): number | undefined => plan.prices?.find((price) => price.period === period)?.amount;

export const savingOf = (plan: Plan): number | null => yearlySavingPercent(priceOf(plan, YEAR), priceOf(plan, MONTH));

/** What a plan's price tag reads for a period. */
export function priceTag(plan: Plan, period: PeriodValue): { amount: string | null; unit: string; note: string } {
  const unit = PERIODS.find((option) => option.value === period)!.unit;
  const fen = priceOf(plan, period);
  if (plan.prices === null || fen === undefined) return { amount: null, unit: '', note: plan.priceNote };
  if (fen === 0) return { amount: '0', unit: '', note: plan.priceNote };
  const perMonth = period === YEAR ? `折合 ${formatPlanPrice(Math.round(fen / 1200) * 100)}/月 · ` : '';
  return { amount: formatPlanAmount(fen), unit: `/${unit}`, note: `${perMonth}${plan.priceNote}` };
}

/** Where each plan's button goes (the brief): free → onboarding intention; the rest → the sales form. */
export function planCta(plan: Plan): { href: string; label: string } {
  switch (plan.edition) {
    case FREE:
      return { href: '/join/intention', label: '免费开通' };
    case PRIVATE_DEPLOYMENT:
      return { href: '/business#contact', label: '联系销售' };
    default:
      return { href: '/business#contact', label: plan.recommended ? '立即咨询' : '咨询购买' };
  }
}
