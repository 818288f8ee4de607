import { SkillLevel } from '../enums/learning';

/**
 * Every name a learner may give a skill level: both official names of the national scheme (五级 =
 * 初级工 … 一级 = 高级技师, SkillLevel's labels) and the everyday 初级 / 中级 / 高级 (of 初级工 …).
 */
const LEVEL_WORDS: ReadonlyMap<string, number> = new Map([
  ...SkillLevel.options.flatMap((option) => option.label.split('/').map((word): [string, number] => [word, option.value])),
  ['初级', 1],
  ['中级', 2],
  ['高级', 3],
]);

/** Longest first, so 高级技师 is read as one level, never as 高级 then 技师. */
const BY_LENGTH = [...LEVEL_WORDS.keys()].sort((a, b) => b.length - a.length);

/** The level a word names (四级 → 2, 中级工 → 2), or null for any other word. */
export function skillLevelOfWord(word: string): number | null {
  return LEVEL_WORDS.get(word) ?? null;
}

/** The levels a text names, each level word read whole (高级技师 → 5 only). */
export function skillLevelsIn(text: string): Set<number> {
  const levels = new Set<number>();
  for (let index = 0; index < text.length;) {
    const word = BY_LENGTH.find((candidate) => text.startsWith(candidate, index));
    if (word === undefined) index += 1;
    else {
      levels.add(LEVEL_WORDS.get(word)!);
      index += word.length;
    }
  }
  return levels;
}

/**
 * A word that ends in a level name, typed without a space (电工四级, 焊工高级技师), as the two words
 * it is; any other word as it is. What is left must be two characters at least (中高级 stays whole).
 */
export function splitLevelSuffix(word: string): string[] {
  if (LEVEL_WORDS.has(word)) return [word];
  const suffix = BY_LENGTH.find((candidate) => word.endsWith(candidate));
  if (suffix === undefined || word.length - suffix.length < 2) return [word];
  return [word.slice(0, -suffix.length), suffix];
}
