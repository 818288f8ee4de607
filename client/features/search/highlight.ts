import { lowerCaseOf } from '@shared/schemas/search';
import { levelWordsIn, skillLevelOfWord } from '@shared/lib/skill-level-words';

/** A run of text, and whether it matched a search term. */
export interface TextPart {
  text: string;
  match: boolean;
}

/**
 * Splits `text` into runs that match one of the terms (case-insensitively) and runs that don't.
 * Plain substring search, no regular expression: a term such as `.*` or `(` is only text.
 * Overlapping or touching matches of different terms merge into one run.
 */
export function highlightParts(text: string, terms: readonly string[]): TextPart[] {
  if (!text) return [];
  const lower = lowerCaseOf(text);
  const ranges: [start: number, end: number][] = [];
  for (const rawTerm of terms) {
    const term = lowerCaseOf(rawTerm);
    if (!term) continue;
    // A level word marks the level by whichever name the text gives it (四级 marks 中级工), as the search matched.
    const level = skillLevelOfWord(term);
    if (level !== null) {
      for (const found of levelWordsIn(lower)) if (found.level === level) ranges.push([found.start, found.end]);
      continue;
    }
    for (let at = lower.indexOf(term); at !== -1; at = lower.indexOf(term, at + 1)) ranges.push([at, at + term.length]);
  }
  if (ranges.length === 0) return [{ text, match: false }];
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const [start, end] of ranges) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  const parts: TextPart[] = [];
  let cursor = 0;
  for (const [start, end] of merged) {
    if (start > cursor) parts.push({ text: text.slice(cursor, start), match: false });
    parts.push({ text: text.slice(start, end), match: true });
    cursor = end;
  }
  if (cursor < text.length) parts.push({ text: text.slice(cursor), match: false });
  return parts;
}
