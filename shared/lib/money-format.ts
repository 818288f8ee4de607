/**
 * Money as text: prices and amounts are integers of fen end to end and become yuan only here, each
 * variant one Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY' }) made once. They
 * keep what each page has always shown: no thousands separators except on the plans page, and
 * where a free price says 免费 the variant says so. Browser and server format alike (server
 * markup is hydrated): only options every supported browser has (no `trailingZeroDisplay`).
 */

/** A formatter of fen with `min` to `max` decimals; `|| 0` so that a negative zero is not written `-¥0.00`. */
function cny(min: number, max: number, useGrouping = false): (fen: number) => string {
  const format = new Intl.NumberFormat('zh-CN', {
    style: 'currency',
    currency: 'CNY',
    minimumFractionDigits: min,
    maximumFractionDigits: max,
    useGrouping,
  });
  return (fen) => format.format(fen / 100 || 0);
}

const FREE = '免费';
const formatWhole = cny(0, 0);

/** An amount of money to the fen: `12990` → `¥129.90`, `-100` → `-¥1.00` (orders, invoices, payments, the mock's messages). */
export const formatFen = cny(2, 2);

/** A price on a detail page, to the fen: `1290` → `¥12.90`; 0 → 免费 (course, bundle, live class, search hit, the player's gate). */
export const formatPrice = (fen: number): string => (fen === 0 ? FREE : formatFen(fen));

/** A price on a card, trailing zeros dropped: `19900` → `¥199`, `990` → `¥9.9`, `1999` → `¥19.99` (the card says 免费 itself). */
export const formatPriceTag = cny(0, 2);

/** An enrolment fee: whole yuan, or to the fen when it has fen: `38000` → `¥380`, `38050` → `¥380.50`; 0 → 免费. */
export const formatFee = (fen: number): string => (fen === 0 ? FREE : fen % 100 === 0 ? formatWhole(fen) : formatFen(fen));

/** A plan's price on /pricing, thousands grouped: `980000` → `¥9,800`, `4950` → `¥49.5`. */
export const formatPlanPrice = cny(0, 2, true);

/** The figure of formatPlanPrice alone, for the plans page, which sets the ¥ apart (smaller): `980000` → `9,800`. */
export const formatPlanAmount = (fen: number): string => formatPlanPrice(fen).replace('¥', '');
