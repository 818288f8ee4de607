import { PROFESSIONS } from '../catalogue/vocabulary';
import { buildBank, type BankQuestion } from './bank-builder';

export type { BankQuestion } from './bank-builder';

/**
 * The question banks, one per profession and skill level (40 × 5 of them, each 500+ questions).
 * Built on first use and kept in a small LRU: a bank costs a few milliseconds to build and a few
 * hundred KB to keep, so holding all 200 at startup would be waste — a demo touches a handful.
 */
export const MAX_CACHED_BANKS = 24;

/** Bank questions are numbered (profession × 10 + level) × 10 000 + index + 1: an id says which bank it is in. */
const ID_STRIDE = 10_000;

export interface QuestionBank {
  professionId: number;
  level: number;
  questions: readonly BankQuestion[];
}

const cache = new Map<string, QuestionBank>();

export function bankFor(professionId: number, level: number): QuestionBank {
  if (!Number.isInteger(professionId) || professionId < 1 || professionId > PROFESSIONS.length)
    throw new RangeError(`no profession ${professionId}`);
  if (!Number.isInteger(level) || level < 1 || level > 5) throw new RangeError(`no skill level ${level}`);
  const key = `${professionId}:${level}`;
  const cached = cache.get(key);
  if (cached) {
    // Most recently used last: eviction takes the first key.
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  const base = (professionId * 10 + level) * ID_STRIDE;
  const bank: QuestionBank = Object.freeze({
    professionId,
    level,
    questions: Object.freeze(buildBank(professionId, level, (index) => base + index + 1)),
  });
  cache.set(key, bank);
  while (cache.size > MAX_CACHED_BANKS) cache.delete(cache.keys().next().value!);
  return bank;
}

/** The question with this id, rebuilding its bank if it was evicted; undefined for an id no bank has. */
export function questionById(id: number): BankQuestion | undefined {
  if (!Number.isSafeInteger(id) || id <= ID_STRIDE) return undefined;
  const index = (id - 1) % ID_STRIDE;
  const bankKey = Math.floor((id - 1) / ID_STRIDE);
  const [professionId, level] = [Math.floor(bankKey / 10), bankKey % 10];
  if (professionId < 1 || professionId > PROFESSIONS.length || level < 1 || level > 5) return undefined;
  return bankFor(professionId, level).questions[index];
}

/** How many banks are built right now (tests check the bound). */
export const cachedBankCount = (): number => cache.size;
