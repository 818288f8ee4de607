import { isApiError, errorMessage } from '@shared/api/api-client';
import {
  CODE_PRACTICE_FINISHED,
  CODE_PRACTICE_MODE_MISMATCH,
  CODE_PRACTICE_QUESTION_NOT_IN_SESSION,
  CODE_PRACTICE_TIME_UP,
} from '@shared/api/practice';
import type { PracticeSessionSummary, Readiness } from '@shared/schemas/practice';
import { PRACTICE_MODE_LABELS, WRONG_BOOK_LIMITS, type PracticeMode } from '@shared/lib/wrong-book-rules';

/** The session page of one practice session: /exam/{examId}/practice/{sessionId}. */
export const practiceSessionHref = (examId: number, sessionId: number) => `/exam/${examId}/practice/${sessionId}`;

export const modeLabel = (mode: PracticeMode) => PRACTICE_MODE_LABELS[mode];

/** What each mode does, in one line (the exam page's cards). */
export const MODE_DESCRIPTIONS: Readonly<Record<PracticeMode, string>> = {
  sequential: '按题库顺序逐题作答，答完立即判对错、看解析。',
  random: '题库打乱顺序出题，检验是否真正掌握。',
  chapter: '按鉴定要素（章节）选题，专攻薄弱环节。',
  memorize: '直接显示答案与解析，适合快速浏览记忆。',
  timed: '按设定的题数与时间作答，到时自动交卷后统一判分。',
};

/** A percentage as shown: one decimal at most, none when whole (72.5%, 80%). */
export function formatPercent(value: number): string {
  const tenths = Math.round(value * 10) / 10;
  return `${Number.isInteger(tenths) ? tenths : tenths.toFixed(1)}%`;
}

/** Points as shown: 72.5, 60. */
export const formatScore = (score: number): string => String(Math.round(score * 10) / 10);

/** Right out of answered, as a whole percentage; null before any answer. */
export const accuracyOf = (correct: number, answered: number): number | null =>
  answered > 0 ? Math.round((correct * 100) / answered) : null;

/** A session's progress on its card: 第 12 / 340 题 · 已答 11 题 · 答对 9 题. */
export function progressText(
  session: Pick<PracticeSessionSummary, 'mode' | 'position' | 'total' | 'answeredCount' | 'correctCount' | 'status'>,
): string {
  const at = `第 ${Math.min(session.position + 1, session.total)} / ${session.total} 题`;
  if (session.mode === 'memorize') return at;
  if (session.mode === 'timed' && session.status === 'active') return `${at} · 已答 ${session.answeredCount} 题`;
  return `${at} · 已答 ${session.answeredCount} 题 · 答对 ${session.correctCount} 题`;
}

/** The knowledge points a session covers: 职业道德、专业技能要点, or 全部鉴定要素. */
export const pointsText = (points: readonly { name: string }[]): string =>
  points.length ? points.map((point) => point.name).join('、') : '全部鉴定要素';

/** The sessions under way of a mode, newest first (the API lists them so). */
export const openSessionsOf = (sessions: readonly PracticeSessionSummary[], mode: PracticeMode) =>
  sessions.filter((session) => session.mode === mode && session.status === 'active');

const QUESTION_STEPS = [10, 20, 30, 50, 80, 100];
const MINUTE_STEPS = [5, 10, 15, 20, 30, 45, 60, 90, 120, 150, 180];

/**
 * 限时模拟's choices: question counts up to the practice bank's size (10–100, the contract's bounds),
 * minutes 5–180, each list holding the exam's own figure, which is the default (the paper as it will
 * be sat; at most 100 questions, and one minute a question when the exam is not timed).
 */
export function timedChoices(exam: { questionCount: number; durationMinutes: number }, bankSize: number) {
  const { timedQuestionsMin, timedQuestionsMax, timedMinutesMin, timedMinutesMax } = WRONG_BOOK_LIMITS;
  const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));
  const mostQuestions = clamp(bankSize, timedQuestionsMin, timedQuestionsMax);
  const questionCount = clamp(exam.questionCount, timedQuestionsMin, mostQuestions);
  const minutes = clamp(exam.durationMinutes > 0 ? exam.durationMinutes : questionCount, timedMinutesMin, timedMinutesMax);
  const counts = [...new Set([...QUESTION_STEPS.filter((count) => count <= mostQuestions), questionCount])].sort((a, b) => a - b);
  const minuteChoices = [...new Set([...MINUTE_STEPS, minutes])].sort((a, b) => a - b);
  return { counts, minutes: minuteChoices, defaultCount: questionCount, defaultMinutes: minutes };
}

/** How the estimate is computed, in one line, from the rules the answer carries. */
export const readinessBasis = (rules: Readiness['rules']) =>
  `按近 ${rules.windowDays} 天各鉴定要素最近 ${rules.perPointRecent} 题的正确率，按比重加权`;

/**
 * What is missing before there is an estimate, in a sentence: how many more answers at least (the
 * total's shortfall, or the points' together if larger), then each point below its minimum —
 * 再练 12 题后给出估计；专业技能要点、职业道德还没有作答，质量管理与现场管理还差 2 题. null when there is an
 * estimate.
 */
export function readinessGap(readiness: Pick<Readiness, 'sufficient' | 'answered' | 'rules' | 'points'>): string | null {
  if (readiness.sufficient) return null;
  const { minAnswers, minPerPoint } = readiness.rules;
  const lacking = readiness.points.filter((point) => point.answered < minPerPoint);
  const perPoint = lacking.reduce((sum, point) => sum + (minPerPoint - point.answered), 0);
  const more = Math.max(minAnswers - readiness.answered, perPoint, 1);
  const untouched = lacking.filter((point) => point.answered === 0).map((point) => point.name);
  const parts = [
    ...(untouched.length ? [`${untouched.join('、')}还没有作答`] : []),
    ...lacking.filter((point) => point.answered > 0).map((point) => `${point.name}还差 ${minPerPoint - point.answered} 题`),
  ];
  return `再练 ${more} 题后给出估计${parts.length ? `；${parts.join('，')}` : ''}`;
}

/** A point's accuracy, or why there is none: 正确率 62.5%, 已答 1 题（至少 3 题）. */
export const pointAccuracyText = (point: Readiness['points'][number], minPerPoint: number) =>
  point.accuracy === null ? `已答 ${point.answered} 题（至少 ${minPerPoint} 题）` : `正确率 ${formatPercent(point.accuracy)}`;

/** Mastery of a point: questions done of the practice bank, and the predicted recall of my wrong questions of it (issue 36 §3). */
export const masteryText = (point: Readiness['points'][number]) =>
  `做过 ${point.seenQuestions} / ${point.bankQuestions} 题` +
  (point.recall === null ? '' : ` · ${point.cards} 道错题记住的把握 ${Math.round(point.recall)}%`);

/** The practice refusals in Chinese, whatever words the API used: 4823–4826. */
const REFUSALS: Readonly<Record<number, string>> = {
  [CODE_PRACTICE_QUESTION_NOT_IN_SESSION]: '这道题不在本次练习中，已为你重新载入练习',
  [CODE_PRACTICE_FINISHED]: '限时模拟已交卷，不能再作答',
  [CODE_PRACTICE_TIME_UP]: '时间到，已按截止时的作答自动交卷，这一题没有保存',
  [CODE_PRACTICE_MODE_MISMATCH]: '背题模式直接显示答案与解析，不需要作答',
};

/** A refusal's code when it is one of the practice's own (the session page then reloads the session). */
export const practiceRefusalCode = (error: unknown): number | null =>
  isApiError(error) && error.code !== undefined && error.code in REFUSALS ? error.code : null;

/** What to tell the learner about a failed practice call. */
export function practiceErrorMessage(error: unknown, fallback: string): string {
  const code = practiceRefusalCode(error);
  return code === null ? errorMessage(error, fallback) : REFUSALS[code]!;
}
