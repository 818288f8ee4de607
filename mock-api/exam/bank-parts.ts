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

/**
 * The official part is split again into OFFICIAL_ROTATIONS sets, by source fact like the parts
 * (docs/decisions/002-official-exam-pool.md): sitting k of an official exam draws from set
 * k mod OFFICIAL_ROTATIONS only, so the answers published after sitting k reveal nothing of
 * sitting k + 1. Two sets is what the facts allow (each must fill a whole paper): sitting k + 2
 * reuses sitting k's set.
 */
export const OFFICIAL_ROTATIONS = 2;
export type Rotation = 0 | 1;

/** Where a source item (and every question made from it) belongs: practice, or one official set. */
export interface Place {
  part: BankPart;
  /** The official set; null in the practice part. */
  rotation: Rotation | null;
}

/** Share of statement and choice facts (and of each kind's target) that goes to the official part: 2 in 5. */
export const OFFICIAL_SHARE = 0.4;

const places = new WeakMap<object, Place>();

const PRACTICE: Place = Object.freeze({ part: 'practice', rotation: null });
const OFFICIAL: readonly Place[] = [Object.freeze({ part: 'official', rotation: 0 }), Object.freeze({ part: 'official', rotation: 1 })];
export const officialPlace = (rotation: Rotation): Place => OFFICIAL[rotation]!;
export const practicePlace = (): Place => PRACTICE;

/** Positions 1 and 3 of every five are official, set 0 and set 1 in turn: each list gives both sets their share. */
const everyFifth = (index: number): Place => (index % 5 === 1 ? OFFICIAL[0]! : index % 5 === 3 ? OFFICIAL[1]! : PRACTICE);
/** Odd positions official (alternating sets: 1 → 0, 3 → 1), even ones practice. */
const everyOther = (index: number): Place => (index % 2 === 1 ? OFFICIAL[(index >> 1) % 2]! : PRACTICE);

/**
 * Tags a source list's items by their position (statements and choices: 2 in 5; 简答 and
 * calculations, of which a list has only a few: 1 in 2). An item tagged before keeps its place.
 */
export function tagList(list: readonly object[], kind: 'facts' | 'few' = 'facts'): void {
  list.forEach((item, index) => {
    if (!places.has(item)) places.set(item, kind === 'facts' ? everyFifth(index) : everyOther(index));
  });
}

export function tagItem(item: object, place: Place): void {
  if (!places.has(item)) places.set(item, place);
}

/** An untagged item is practice: nothing reaches the official part by accident. */
export const placeOf = (item: object): Place => places.get(item) ?? PRACTICE;
export const partOf = (item: object): BankPart => placeOf(item).part;

/** The official set sitting `index` of an official exam draws from (the same for every exam in a period). */
export const rotationOfSitting = (index: number): Rotation =>
  (((index % OFFICIAL_ROTATIONS) + OFFICIAL_ROTATIONS) % OFFICIAL_ROTATIONS) as Rotation;

/** What an attempt draws from: a mock (and practice) the practice part; an official paper its sitting's set. */
export const placeFor = (kind: 'mock' | 'official', sittingIndex: number): Place =>
  kind === 'official' ? officialPlace(rotationOfSitting(sittingIndex)) : PRACTICE;
