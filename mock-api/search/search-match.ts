import { lowerCaseOf } from '@shared/schemas/search';
import { skillLevelOfWord, skillLevelsIn } from '@shared/lib/skill-level-words';

/**
 * How much a word found in a field says about the item: its own title most, then what it is about
 * (its profession, its level), then the rest of its text; the name of who offers it least, so
 * `电工` lists the electrician courses before the pastry courses of 北辰电工培训中心.
 */
export const FIELD_WEIGHT = { title: 4, profession: 3, level: 3, text: 2, institution: 1 } as const;

export interface SearchField {
  text: string;
  weight: number;
}

/** One searchable item: its fields lower-cased, the levels named in each, and its own levels if it has any. */
export interface SearchEntry<T> {
  item: T;
  fields: readonly { text: string; weight: number; levels: ReadonlySet<number> }[];
  /** A course or exam's level, a series' levels; null for what has none (news, questions, lives). */
  levels: ReadonlySet<number> | null;
}

export function searchEntryOf<T>(item: T, fields: readonly SearchField[], levels: readonly number[] | null = null): SearchEntry<T> {
  return {
    item,
    fields: fields.map((field) => {
      const text = lowerCaseOf(field.text);
      return { text, weight: field.weight, levels: skillLevelsIn(text) };
    }),
    levels: levels === null ? null : new Set(levels),
  };
}

/**
 * How well one word matches an entry, 0 for not at all. A level word (四级, 中级工, 高级技师…) matches
 * an item with a level by that level, whichever of its names the item's text uses, and an item
 * without one by the level named in its text; any other word by the best field that holds it.
 */
export function termWeight(entry: SearchEntry<unknown>, term: string): number {
  const level = skillLevelOfWord(term);
  if (level !== null && entry.levels !== null) return entry.levels.has(level) ? FIELD_WEIGHT.level : 0;
  let best = 0;
  for (const field of entry.fields) {
    const holds = level !== null ? field.levels.has(level) : field.text.includes(term);
    if (holds && field.weight > best) best = field.weight;
  }
  return best;
}

/**
 * The items matching every word, the best first (the sum of each word's weight); ties keep the
 * source's order (the catalogue's curated order, news and questions newest first).
 */
export function matchesOf<T>(entries: readonly SearchEntry<T>[], terms: readonly string[]): T[] {
  const scored: { item: T; score: number }[] = [];
  for (const entry of entries) {
    let score = 0;
    for (const term of terms) {
      const weight = termWeight(entry, term);
      if (weight === 0) {
        score = 0;
        break;
      }
      score += weight;
    }
    if (score > 0) scored.push({ item: entry.item, score });
  }
  // Array.prototype.sort is stable: equal scores stay in source order.
  return scored.sort((a, b) => b.score - a.score).map((hit) => hit.item);
}
