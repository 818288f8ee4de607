/**
 * The level a profession page shows: `?level=` when the profession has it, else the learner's
 * current level, else its first. Anything else in the URL (`level=9`, `level=<b>`) is ignored.
 */
export function pickLevel(param: string | null, levels: readonly number[], myLevel: number | null): number {
  const asked = param !== null && /^[1-5]$/.test(param) ? Number(param) : undefined;
  if (asked !== undefined && levels.includes(asked)) return asked;
  if (myLevel !== null && levels.includes(myLevel)) return myLevel;
  return levels[0] ?? 1;
}

/** `/profession/7?level=3`: the shareable link of one level's path. */
export const levelHref = (professionId: number, level: number): string => `/profession/${professionId}?level=${level}`;
