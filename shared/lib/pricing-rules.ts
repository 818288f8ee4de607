/**
 * Price arithmetic of the plans page (/pricing), apart from the form rules so the prerendered page
 * loads only this. Prices are integers in fen.
 */

/**
 * How much cheaper a year is than twelve months, as a whole percent rounded down (never
 * overstating it); null when either price is missing or the year saves nothing.
 */
export function yearlySavingPercent(yearFen: number | null | undefined, monthFen: number | null | undefined): number | null {
  if (!yearFen || !monthFen) return null;
  const percent = Math.floor((1 - yearFen / (monthFen * 12)) * 100);
  return percent > 0 ? percent : null;
}

/** Integer fen as yuan for a price tag: 980000 → '9,800'; 4950 → '49.5'. */
export function formatYuan(fen: number): string {
  const whole = Math.floor(fen / 100);
  const cents = fen % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return cents === 0 ? grouped : `${grouped}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}
