import { OccupationCategory } from '@shared/enums/learning';
import { tagAccent } from '@client/lib/format/catalogue-format';

/** Occupational category → a tag accent: 职业技能 azure, 职业资格 purple, 兴趣爱好 pink, 公益 green. */
const TYPE_ACCENTS: Record<number, number> = { 1: 1, 2: 6, 3: 5, 4: 3 };
export const typeAccent = (type: number): number => TYPE_ACCENTS[type] ?? 1;
export const typeLabel = (type: number): string => OccupationCategory.label(type);

/** The monogram tile's accent: one per industry, stable wherever it appears. */
export const industryAccent = (category: string): number => tagAccent(category);

/** 1 → 五级 … 5 → 一级 (the national grade beside the level's name). */
export const levelGrade = (level: number): string => `${['五', '四', '三', '二', '一'][level - 1] ?? ''}级`;
