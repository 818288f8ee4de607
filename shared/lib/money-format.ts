/**
 * Money as text: prices and amounts are integers of fen end to end and become yuan only here, each
 * variant one Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY' }) made once. They
 * keep what each page has always shown: no thousands separators except on the plans page, and
 * where a free price says 免费 the variant says so. Browser and server format alike (server
 * markup is hydrated): only options every supported browser has (no `trailingZeroDisplay`).
 */

const cny = (options: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY', useGrouping: false, ...options });

const WITH_FEN = cny({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
const WHOLE = cny({ minimumFractionDigits: 0, maximumFractionDigits: 0 });
const SHORT = cny({ minimumFractionDigits: 0, maximumFractionDigits: 2 });
const GROUPED = cny({ useGrouping: true, minimumFractionDigits: 0, maximumFractionDigits: 2 });

const FREE = '免费';

/** Fen as yuan for a formatter; `|| 0` so that a negative zero is not written `-¥0.00`. */
const yuan = (fen: number): number => fen / 100 || 0;

/** An amount of money to the fen: `12990` → `¥129.90`, `-100` → `-¥1.00` (orders, invoices, payments, the mock's messages). */
export const formatFen = (fen: number): string => WITH_FEN.format(yuan(fen));

/** A price on a detail page, to the fen: `1290` → `¥12.90`; 0 → 免费 (course, bundle, live class, search hit, the player's gate). */
export const formatPrice = (fen: number): string => (fen === 0 ? FREE : formatFen(fen));

/** A price on a card, trailing zeros dropped: `19900` → `¥199`, `990` → `¥9.9`, `1999` → `¥19.99` (the card says 免费 itself). */
export const formatPriceTag = (fen: number): string => SHORT.format(yuan(fen));

/** An enrolment fee: whole yuan, or to the fen when it has fen: `38000` → `¥380`, `38050` → `¥380.50`; 0 → 免费. */
export const formatFee = (fen: number): string => (fen === 0 ? FREE : fen % 100 === 0 ? WHOLE.format(yuan(fen)) : formatFen(fen));

/** A plan's price on /pricing, thousands grouped: `980000` → `¥9,800`, `4950` → `¥49.5`. */
export const formatPlanPrice = (fen: number): string => GROUPED.format(yuan(fen));

/** The figure of formatPlanPrice alone (the plans page sets the ¥ apart, smaller): `980000` → `9,800`. */
export const formatPlanAmount = (fen: number): string =>
  GROUPED.formatToParts(yuan(fen))
    .filter((part) => part.type !== 'currency')
    .map((part) => part.value)
    .join('');
