/**
 * A small seeded random source (mulberry32): the exam question banks, every attempt's draw and
 * shuffle, and the live rooms' simulated chat and replays come from one, so the same seed always
 * gives the same paper or the same class — tests can rely on it, and nothing depends on faker's
 * shared global state.
 */
export type Random = () => number;

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Mixes small integers into one 32-bit seed. */
export function seedOf(...parts: readonly number[]): number {
  let hash = 2_166_136_261;
  for (const part of parts) {
    hash = Math.imul(hash ^ (part & 0xffff), 16_777_619);
    hash = Math.imul(hash ^ (part >>> 16), 16_777_619);
  }
  return hash >>> 0;
}

/** A shuffled copy (Fisher–Yates). */
export function shuffled<T>(random: Random, list: readonly T[]): T[] {
  const copy = [...list];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/** `count` distinct items, in random order. */
export function sample<T>(random: Random, list: readonly T[], count: number): T[] {
  return shuffled(random, list).slice(0, count);
}
