/** The speeds the menu offers; 1 is 正常. */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 2] as const;
export const rateLabel = (rate: number): string => (rate === 1 ? '正常' : `${rate}×`);
