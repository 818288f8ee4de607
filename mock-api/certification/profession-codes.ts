import { PROFESSION_FACTS } from '../profession/profession-profiles';

/**
 * 职业编码 of a profession (国家职业分类大典 style, e.g. 4-10-01-05): the curated code its profile
 * shows (profession/profession-profiles.ts); a profession without one gets a stable code from its id.
 */
export function professionCodeOf(professionName: string, professionId: number): string {
  return PROFESSION_FACTS[professionName]?.code ?? `4-99-00-${String(professionId).padStart(2, '0')}`;
}
