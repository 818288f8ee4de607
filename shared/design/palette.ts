/**
 * The seven tag accents (spec §9) — shared by the CSS tokens and the mock's generated artwork.
 * Each pair is [strong, soft] for light mode.
 */
export const TAG_ACCENTS = [
  ['#1677ff', '#e6f1ff'], // 1 azure (the primary)
  ['#13a8a8', '#e6f8f7'], // 2 cyan
  ['#52a447', '#edf7eb'], // 3 green
  ['#fa8c16', '#fff4e5'], // 4 orange
  ['#eb2f96', '#fff0f6'], // 5 magenta
  ['#722ed1', '#f4ecff'], // 6 purple
  ['#d4a106', '#fffbe6'], // 7 gold
] as const;

export const accentOf = (index: number) => TAG_ACCENTS[((index % 7) + 7) % 7]!;
