/** How many question numbers a sentence lists before it sums up the rest. */
const LISTED = 12;

/**
 * Question numbers as a phrase: 第 3、7、12 题, or, for many, the first ones and the count —
 * 第 1、2、…、12 题等 70 题 (issue 26: the old template wrote "等 70 题 题").
 */
export function questionNumbersText(numbers: readonly number[]): string {
  if (numbers.length <= LISTED) return `第 ${numbers.join('、')} 题`;
  return `第 ${numbers.slice(0, LISTED).join('、')} 题等 ${numbers.length} 题`;
}
