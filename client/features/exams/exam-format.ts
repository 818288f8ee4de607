import { AttemptEnding, AttemptStatus } from '@shared/enums/exam';
import { ExamMode } from '@shared/enums/learning';
import type { ExamCard } from '@shared/schemas/exam';
import type { AttemptSummary } from '@shared/schemas/exam-attempt';
import { formatSiteTime } from '@client/components/site-time-format';

/** 正式考试 purple, 模拟考试 azure, 练习 green: the mode tag wherever an exam is shown. */
const MODES: Record<number, { label: string; accent: number }> = {
  [ExamMode.EXAM]: { label: '正式考试', accent: 6 },
  [ExamMode.MOCK]: { label: '模拟考试', accent: 1 },
  [ExamMode.PRACTICE]: { label: '练习', accent: 3 },
};

export const examModeLabel = (mode: number): string => MODES[mode]?.label ?? ExamMode.label(mode);
export const examModeTagClass = (mode: number): string => `tag accent-${MODES[mode]?.accent ?? 1}`;

/** 90 分钟, or 不限时 for practice (no time limit). */
export const durationLabel = (minutes: number): string => (minutes > 0 ? `${minutes} 分钟` : '不限时');

/** Points as the paper writes them: 100, 1.5. */
export const points = (score: number): string => String(Math.round(score * 10) / 10);

export type ExamWindowState = 'upcoming' | 'open' | 'closed';

/** An official exam's window at `now` (the server's clock from the loader); null for mocks and practice. */
export function examWindowOf(exam: Pick<ExamCard, 'mode' | 'openAt' | 'closeAt'>, now: number): ExamWindowState | null {
  if (exam.mode !== ExamMode.EXAM) return null;
  if (exam.openAt && now < Date.parse(exam.openAt)) return 'upcoming';
  if (exam.closeAt && now >= Date.parse(exam.closeAt)) return 'closed';
  return 'open';
}

/** 开放中 / 未开始 · 1月11日 09:00 开考 / 已结束, with its tag accent. */
export function examWindowLabel(state: ExamWindowState, openAt: string | null): { text: string; tagClass: string } {
  if (state === 'open') return { text: '开放中', tagClass: 'tag accent-3' };
  if (state === 'closed') return { text: '已结束', tagClass: 'tag' };
  return { text: openAt ? `未开始 · ${formatSiteTime(openAt, 'M月D日 HH:mm')} 开考` : '未开始', tagClass: 'tag accent-4' };
}

/** The open-to-close window in Beijing time: 2027年1月11日 09:00–10:30 (the date once when it is one day). */
export function examWindowText(openAt: string, closeAt: string): string {
  const sameDay = formatSiteTime(openAt, 'YYYY-MM-DD') === formatSiteTime(closeAt, 'YYYY-MM-DD');
  return `${formatSiteTime(openAt, 'YYYY年M月D日 HH:mm')}–${formatSiteTime(closeAt, sameDay ? 'HH:mm' : 'YYYY年M月D日 HH:mm')}`;
}

/** Seconds → mm:ss (minutes past 60 keep counting: a 90-minute paper is 90:00). */
export function formatUsedTime(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** 模拟 / 正式 / 练习 / 错题练习. */
export function attemptTypeLabel(attempt: Pick<AttemptSummary, 'kind' | 'practice' | 'fromAttemptId'>): string {
  if (attempt.fromAttemptId !== null) return '错题练习';
  if (attempt.practice) return '练习';
  return attempt.kind === 'official' ? '正式' : '模拟';
}

/** 通过 / 未通过, 待批阅 while a marker has the paper, — while it is being answered. */
export function passedLabel(attempt: Pick<AttemptSummary, 'status' | 'passed'>): string {
  if (attempt.passed === true) return '通过';
  if (attempt.passed === false) return '未通过';
  return attempt.status === AttemptStatus.AWAITING_MARKING ? '待批阅' : '—';
}

export const endingLabel = (endedBy: number | null): string => (endedBy === null ? '—' : AttemptEnding.label(endedBy, '—'));

/** A sitting of an official exam, named by its opening day: 2026年11月22日场. */
export const sittingLabel = (sitting: { openAt: string }): string => `${formatSiteTime(sitting.openAt, 'YYYY年M月D日')}场`;

/** One past sitting in a line: its day, attempts, best score, verdict and whether its answers are out. */
export function sittingSummary(sitting: {
  openAt: string;
  attempts: number;
  bestScore: number | null;
  passed: boolean | null;
  answersPublished: boolean;
}): string {
  const verdict =
    sitting.passed === true ? '已通过' : sitting.passed === false ? '未通过' : sitting.bestScore === null ? '暂无成绩' : '待批阅';
  const best = sitting.bestScore === null ? '' : ` · 最高 ${points(sitting.bestScore)} 分`;
  return `${sittingLabel(sitting)} · 考试 ${sitting.attempts} 次${best} · ${verdict}${sitting.answersPublished ? ' · 答案已公布' : ''}`;
}

export const examHistoryHref = (examId: number): string => `/exam/${examId}/history`;
