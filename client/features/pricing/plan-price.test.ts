import { describe, expect, it } from 'vitest';
import { BillingPeriod, PlanEdition } from '@shared/enums/platform';
import type { Plan } from '@shared/schemas/business';
import { DAY, FREE, MONTH, PERIODS, periodFromQuery, planCta, priceTag, PRIVATE_DEPLOYMENT, savingOf, YEAR } from './plan-price';

const team: Plan = {
  edition: PlanEdition.TEAM,
  name: '团队版',
  tagline: '',
  recommended: false,
  prices: [
    { period: 1, amount: 980_000 },
    { period: 2, amount: 108_000 },
    { period: 3, amount: 4_900 },
  ],
  priceNote: '按机构计费',
  limits: [],
  features: [],
};

describe('plan prices on the page', () => {
  it('uses the values of the shared enumerations (imported as types only, for the page’s weight)', () => {
    expect([YEAR, MONTH, DAY]).toEqual([BillingPeriod.YEAR, BillingPeriod.MONTH, BillingPeriod.DAY]);
    expect(PERIODS.map((period) => period.value)).toEqual([...BillingPeriod.values]);
    expect(PERIODS.map((period) => period.unit)).toEqual(BillingPeriod.options.map((option) => option.label));
    expect([FREE, PRIVATE_DEPLOYMENT]).toEqual([PlanEdition.FREE, PlanEdition.PRIVATE_DEPLOYMENT]);
  });

  it('reads ?period= and ignores anything else', () => {
    expect(periodFromQuery('2')).toBe(2);
    expect(periodFromQuery('9')).toBeUndefined();
    expect(periodFromQuery(null)).toBeUndefined();
  });

  it('price tags per period, the yearly one with its monthly equivalent; free is 0 and private has none', () => {
    expect(priceTag(team, YEAR)).toEqual({ amount: '9,800', unit: '/年', note: '折合 ¥817/月 · 按机构计费' });
    expect(priceTag(team, MONTH)).toMatchObject({ amount: '1,080', unit: '/月' });
    expect(priceTag(team, DAY)).toMatchObject({ amount: '49', unit: '/日' });
    expect(savingOf(team)).toBe(24);
    expect(priceTag({ ...team, edition: FREE, prices: [{ period: 1, amount: 0 }] }, YEAR)).toMatchObject({ amount: '0', unit: '' });
    expect(priceTag({ ...team, edition: PRIVATE_DEPLOYMENT, prices: null }, YEAR)).toMatchObject({ amount: null });
  });

  it('buttons: 免费版 → /join/intention, the others → /business#contact', () => {
    expect(planCta({ ...team, edition: FREE }).href).toBe('/join/intention');
    expect(planCta(team).href).toBe('/business#contact');
    expect(planCta({ ...team, edition: PlanEdition.ENTERPRISE, recommended: true })).toEqual({
      href: '/business#contact',
      label: '立即咨询',
    });
    expect(planCta({ ...team, edition: PRIVATE_DEPLOYMENT }).label).toBe('联系销售');
  });
});
