import type { RuleSummary } from '@shared/schemas/rule';
import { Visibility } from '@shared/enums/platform';
import { formatSiteTime } from '@client/components/site-time-format';

export const ruleDate = (timestamp: string): string => formatSiteTime(timestamp, 'YYYY-MM-DD');

/** 适用范围: the Visibility label (全平台 / 仅机构 / 仅平台). */
export const visibilityLabel = (visibility: number): string => Visibility.label(visibility, '全平台');
export const visibilityAccent = (visibility: number): number => (visibility === 2 ? 6 : visibility === 3 ? 4 : 2);

/** The one line a list row and a rule's header say about when it applies. */
export function ruleTiming(rule: Pick<RuleSummary, 'effectiveAt' | 'publicity'>): string {
  if (!rule.publicity) return `生效日期 ${ruleDate(rule.effectiveAt)}`;
  return `公示期 ${ruleDate(rule.publicity.start)} 至 ${ruleDate(rule.publicity.end)}`;
}

export const publicityStatusLabel = (status: 'ongoing' | 'ended'): string => (status === 'ongoing' ? '公示中' : '公示结束');
