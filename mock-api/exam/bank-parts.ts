/**
 * Every question bank is split in two disjoint parts (docs/decisions/002-official-exam-pool.md):
 * `official` papers draw only from the official part; mocks, practice and 错题练习 of those only
 * from the practice part, so no answer they reveal (on hand-in, by 核对答案) is an official one.
 *
 * The split is by source fact, not by question: a fact becomes a 单选, a 判断 and a 填空, and a
 * compound 下列说法… question states four or five facts at once, so revealing any of them reveals
 * the fact. A fact belongs to one part in every bank (the common 职业道德 facts are in every
 * profession's bank, a trade's facts in every level's), or practising another bank would reveal it.
 * Parts are assigned by position in each fixed source list, so each list gives both parts their
 * share and nothing depends on which bank happens to be built first.
 */
export type BankPart = 'official' | 'practice';

/** Share of statement and choice facts (and of each kind's target) that goes to the official part: 2 in 5. */
export const OFFICIAL_SHARE = 0.4;

const parts = new WeakMap<object, BankPart>();

const everyFifth = (index: number): BankPart => (index % 5 === 1 || index % 5 === 3 ? 'official' : 'practice');
const everyOther = (index: number): BankPart => (index % 2 === 1 ? 'official' : 'practice');

/**
 * Tags a source list's items by their position (statements and choices: 2 in 5; 简答 and
 * calculations, of which a list has only a few: 1 in 2). An item tagged before keeps its part.
 */
export function tagList(list: readonly object[], kind: 'facts' | 'few' = 'facts'): void {
  list.forEach((item, index) => {
    if (!parts.has(item)) parts.set(item, kind === 'facts' ? everyFifth(index) : everyOther(index));
  });
}

export function tagItem(item: object, part: BankPart): void {
  if (!parts.has(item)) parts.set(item, part);
}

/** An untagged item is practice: nothing reaches the official part by accident. */
export const partOf = (item: object): BankPart => parts.get(item) ?? 'practice';

/** The part an attempt of this kind draws from. */
export const partFor = (kind: 'mock' | 'official'): BankPart => (kind === 'official' ? 'official' : 'practice');
