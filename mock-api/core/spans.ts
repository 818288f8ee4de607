/**
 * Covered stretches of something (seconds of a lesson watched, bytes of a file served), kept as
 * sorted, disjoint half-open spans [start, end): adding a stretch already covered adds nothing, so
 * watching the same minute twice or fetching the same bytes again never counts twice.
 */
export type Span = readonly [start: number, end: number];

/** `spans` with [start, end) added, merged with every span it overlaps or touches; an empty or reversed stretch changes nothing. */
export function addSpan(spans: readonly Span[], start: number, end: number): Span[] {
  if (!(end > start)) return [...spans];
  const merged: Span[] = [];
  let from = start;
  let to = end;
  for (const [spanStart, spanEnd] of spans) {
    if (spanEnd < from || spanStart > to) merged.push([spanStart, spanEnd]);
    else {
      from = Math.min(from, spanStart);
      to = Math.max(to, spanEnd);
    }
  }
  merged.push([from, to]);
  return merged.sort((a, b) => a[0] - b[0]);
}

/** How much the spans cover. */
export const coveredLength = (spans: readonly Span[]): number => spans.reduce((sum, [start, end]) => sum + (end - start), 0);
