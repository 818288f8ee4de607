import type { RuleList } from '@shared/schemas/rule';

/** Which list a /rule page belongs to: the path tells (/rule/publicity… or /rule/effective…). */
export const ruleKindOf = (pathname: string): RuleList => (/^\/rule\/publicity(?:\/|$)/.test(pathname) ? 'publicity' : 'effective');

export const RULE_LIST_TITLES: Record<RuleList, string> = { effective: '生效规则', publicity: '公示规则' };

export const ruleListHref = (kind: RuleList, page = 1): string => `/rule/${kind}${page > 1 ? `?page=${page}` : ''}`;
export const ruleHref = (kind: RuleList, id: number): string => `/rule/${kind}/${id}`;

export const RULE_PAGE_SIZE = 10;

const DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** 1 → 一, 10 → 十, 12 → 十二, 20 → 二十, 35 → 三十五, 100 → 一百, 105 → 一百零五 (up to 999): the 第N条 of a rule. */
export function chineseNumeral(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value > 999) return String(value);
  if (value < 10) return DIGITS[value]!;
  const hundreds = Math.floor(value / 100);
  const tens = Math.floor((value % 100) / 10);
  const ones = value % 10;
  if (hundreds === 0) return `${tens === 1 ? '' : DIGITS[tens]}十${ones ? DIGITS[ones] : ''}`;
  if (tens === 0 && ones === 0) return `${DIGITS[hundreds]}百`;
  if (tens === 0) return `${DIGITS[hundreds]}百零${DIGITS[ones]}`;
  return `${DIGITS[hundreds]}百${DIGITS[tens]}十${ones ? DIGITS[ones] : ''}`;
}
