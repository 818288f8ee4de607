import { InstitutionCategory, InstitutionType } from '@shared/enums/platform';

/** Each category keeps one of the seven tag accents wherever it is shown. */
export const categoryAccent = (category: number): number => ((category + 1) % 7) + 1;

export const typeLabel = (type: number): string => InstitutionType.label(type, '');
export const categoryLabel = (category: number): string => InstitutionCategory.label(category, '');

/** 4.6 → "4.6"; an institution without courses has no rating yet. */
export const ratingText = (rating: number): string => (rating > 0 ? rating.toFixed(1) : '暂无');
