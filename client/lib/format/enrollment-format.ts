import { AuditStatus } from '@shared/enums/order';
import type { EnrollmentStatus } from '@shared/schemas/enrollment';
import { formatSiteTime } from '@client/components/site-time-format';

/** 报名中 / 未开始 / 已截止 / 已满, in the order the status tabs show them. */
export const ENROLLMENT_STATUS_LABELS: Record<EnrollmentStatus, string> = {
  open: '报名中',
  upcoming: '未开始',
  full: '已满',
  closed: '已截止',
};
export const ENROLLMENT_STATUS_ORDER: readonly EnrollmentStatus[] = ['open', 'upcoming', 'full', 'closed'];

/** The badge colour of a status: one of the seven accents (open green, upcoming azure, full orange, closed gray). */
export const ENROLLMENT_STATUS_TONE: Record<EnrollmentStatus, 'success' | 'info' | 'warning' | 'muted'> = {
  open: 'success',
  upcoming: 'info',
  full: 'warning',
  closed: 'muted',
};

/**
 * The learner's application status as an enrolment page words it. The values are AuditStatus's
 * (spec §3); its labels (未申请 / 待审核 / 已驳回) are the generic audit wording, and an enrolment
 * reads 未报名 / 审核中 / 未通过.
 */
export const APPLICATION_LABELS: Record<number, string> = {
  [AuditStatus.NOT_APPLIED]: '未报名',
  [AuditStatus.PENDING]: '审核中',
  [AuditStatus.APPROVED]: '已通过',
  [AuditStatus.REJECTED]: '未通过',
};

/** `2026年12月20日`. */
export const formatDate = (iso: string): string => formatSiteTime(iso, 'YYYY年M月D日');

/** `12月20日 09:00`. */
export const formatDateTime = (iso: string): string => formatSiteTime(iso, 'M月D日 HH:mm');

/** The enrolment window: `11月3日 – 11月30日`, with the years when it spans two. */
export function formatWindow(start: string, end: string): string {
  const sameYear = start.slice(0, 4) === end.slice(0, 4);
  const pattern = sameYear ? 'M月D日' : 'YYYY年M月D日';
  return `${formatSiteTime(start, pattern)} – ${formatSiteTime(end, pattern)}`;
}

/** How full a plan is, 0–100 (a whole number, for the places bar). */
export const takenPercent = (enrolled: number, quota: number): number =>
  quota > 0 ? Math.min(100, Math.round((enrolled / quota) * 100)) : 100;

/** `浙江省杭州市` → `杭州市`; a municipality stays as it is. */
export const shortCity = (city: string): string => city.replace(/^.+?省/, '');
