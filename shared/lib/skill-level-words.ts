import { SkillLevel } from '../enums/learning';

interface LevelWords {
  byWord: ReadonlyMap<string, number>;
  byLength: readonly string[];
}
let cached: LevelWords | undefined;

/**
 * Every name a learner may give a skill level: both official names of the national scheme (五级 =
 * 初级工 … 一级 = 高级技师, SkillLevel's labels) and the everyday 初级 / 中级 / 高级 (of 初级工 …).
 */
function levelWords(): LevelWords {
  // Built on first use: a module with no top-level work costs nothing on pages that only import a
  // constant beside it (the header's search box).
  if (!cached) {
    const byWord = new Map([
      ...SkillLevel.options.flatMap((option) => option.label.split('/').map((word): [string, number] => [word, option.value])),
      ['初级', 1],
      ['中级', 2],
      ['高级', 3],
    ]);
    // Longest first, so 高级技师 is read as one level, never as 高级 then 技师.
    cached = { byWord, byLength: [...byWord.keys()].sort((a, b) => b.length - a.length) };
  }
  return cached;
}

/** The level a word names (四级 → 2, 中级工 → 2), or null for any other word. */
export function skillLevelOfWord(word: string): number | null {
  return levelWords().byWord.get(word) ?? null;
}

/** Where a text names a level, each level word read whole (高级技师 is 一级, never 高级 then 技师). */
export function levelWordsIn(text: string): { start: number; end: number; level: number }[] {
  const { byWord, byLength } = levelWords();
  const found: { start: number; end: number; level: number }[] = [];
  for (let index = 0; index < text.length;) {
    const word = byLength.find((candidate) => text.startsWith(candidate, index));
    if (word === undefined) index += 1;
    else {
      found.push({ start: index, end: index + word.length, level: byWord.get(word)! });
      index += word.length;
    }
  }
  return found;
}

/** The levels a text names (高级技师 → 5 only). */
export function skillLevelsIn(text: string): Set<number> {
  return new Set(levelWordsIn(text).map((found) => found.level));
}

/**
 * A word that ends in a level name, typed without a space (电工四级, 焊工高级技师), as the two words
 * it is; any other word as it is. What is left must be two characters at least (中高级 stays whole).
 */
export function splitLevelSuffix(word: string): string[] {
  const { byWord, byLength } = levelWords();
  if (byWord.has(word)) return [word];
  const suffix = byLength.find((candidate) => word.endsWith(candidate));
  if (suffix === undefined || word.length - suffix.length < 2) return [word];
  return [word.slice(0, -suffix.length), suffix];
}
