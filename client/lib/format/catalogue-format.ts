import { SkillLevel } from '@shared/enums/learning';

const trimZero = (text: string) => text.replace(/\.0$/, '');

/** 8600 → 8600, 12345 → 1.2万, 123456789 → 1.2亿 (Chinese counting units). */
export function formatCount(value: number): string {
  if (value >= 100_000_000) return `${trimZero((value / 100_000_000).toFixed(1))}亿`;
  if (value >= 10_000) return `${trimZero((value / 10_000).toFixed(1))}万`;
  return String(value);
}

/** Tag → one of the seven accents (1–7), stable for the same tag text wherever it appears. */
export function tagAccent(tag: string): number {
  let hash = 0;
  for (const char of tag) hash = (Math.imul(hash, 31) + char.codePointAt(0)!) >>> 0;
  return (hash % 7) + 1;
}

/** 1 → 初级工 … 5 → 高级技师 (the short form of the SkillLevel label). */
export const skillLevelName = (level: number): string => SkillLevel.label(level, '').split('/')[0] ?? '';
