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
