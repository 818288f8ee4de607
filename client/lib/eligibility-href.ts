// Here, not in features/eligibility: plans and professions link to the self-check too.

/** The self-check for a profession and level (the links from plans and level paths). */
export function eligibilityHref(start: { professionId?: number; level?: number } = {}): string {
  const search = new URLSearchParams();
  if (start.professionId) search.set('profession', String(start.professionId));
  if (start.level) search.set('level', String(start.level));
  const query = search.toString();
  return query ? `/eligibility?${query}` : '/eligibility';
}
