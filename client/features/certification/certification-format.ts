import { SkillLevel } from '@shared/enums/learning';
import { formatSiteTime } from '@client/components/site-time-format';

/** `初级工/五级`, as the ticket and the certificate write the level. */
export const levelLabel = (level: number): string => SkillLevel.label(level, '');

/** `2026年12月20日`. */
export const formatDay = (iso: string): string => formatSiteTime(iso, 'YYYY年M月D日');

/** `12月20日 09:00`. */
export const formatMoment = (iso: string): string => formatSiteTime(iso, 'M月D日 HH:mm');

/** `2026年12月20日 09:00–11:00`, the same day; across days both ends in full. */
export function formatSpan(start: string, end: string): string {
  const sameDay = formatDay(start) === formatDay(end);
  return sameDay
    ? `${formatDay(start)} ${formatSiteTime(start, 'HH:mm')}–${formatSiteTime(end, 'HH:mm')}`
    : `${formatDay(start)} ${formatSiteTime(start, 'HH:mm')} – ${formatDay(end)} ${formatSiteTime(end, 'HH:mm')}`;
}

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** How long until a moment: `3 天`, `5 小时`, `不足 1 小时`; null once it has passed. Whole days and hours are counted down, so it never promises more. */
export function durationUntil(iso: string, now: number): string | null {
  const left = Date.parse(iso) - now;
  if (left <= 0) return null;
  if (left < HOUR) return '不足 1 小时';
  if (left < DAY) return `${Math.floor(left / HOUR)} 小时`;
  return `${Math.floor(left / DAY)} 天`;
}

/** A deadline's countdown: 还剩 3 天 / 还剩 5 小时 / 还剩不足 1 小时 / 已截止. */
export function timeLeftLabel(deadline: string, now: number): string {
  const left = durationUntil(deadline, now);
  return left === null ? '已截止' : `还剩${left.startsWith('不足') ? '' : ' '}${left}`;
}

/** Under three days left: the page says it louder. */
export const isDeadlineNear = (deadline: string, now: number): boolean => {
  const left = Date.parse(deadline) - now;
  return left > 0 && left < 3 * DAY;
};

/** A part's score: `86`, `72.5`, or 缺考 when there is none. */
export const formatPartScore = (score: number | null): string =>
  score === null ? '缺考' : Number.isInteger(score) ? String(score) : score.toFixed(1);

// ---- The pages the journey links to (the downloads are the site's own routes: shared/lib/certification-journey.ts).

export const journeyHref = (planId: number) => `/study/certification/${planId}`;
export const certificateSectionHref = (planId: number) => `${journeyHref(planId)}#certificate`;
export const ticketHref = (planId: number) => `${journeyHref(planId)}/ticket`;
/** An enrolment plan (mine, or another of the same occupation and level for a retake). */
export const planHref = (planId: number) => `/enrollment/${planId}`;
/** The enrolment list filtered to one occupation and level (its query as enrollment-list-query.ts writes it). */
export const plansOfLevelHref = (professionId: number, level: number) => `/enrollment?profession=${professionId}&level=${level}`;
