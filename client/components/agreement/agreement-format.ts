import { formatSiteTime } from '@client/components/site-time-format';

/** 2026-10-01T00:00:00+08:00 → 2026年10月1日 (Beijing date). */
export const agreementDate = (timestamp: string): string => formatSiteTime(timestamp, 'YYYY年M月D日');

/** The in-page anchor of a section: stable, ASCII, from its position. */
export const sectionAnchor = (index: number): string => `section-${index + 1}`;
