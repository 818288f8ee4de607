/**
 * Review by memory science (issue 36 §1, docs/decisions/027-fsrs-review.md): the verdicts a learner
 * gives a review, the target retention they may choose, and the words for why a card is due when it
 * is. Plain data the browser and the server share; the scheduler itself is the mock's
 * (mock-api/wrong-book/fsrs-schedule.ts), since the next date is a server rule.
 */

/** A review's verdict, in the learner's words: 忘了 / 模糊 / 想起来了 / 很熟 (FSRS's Again, Hard, Good, Easy). */
export const REVIEW_VERDICTS = ['forgot', 'vague', 'recalled', 'easy'] as const;
export type ReviewVerdict = (typeof REVIEW_VERDICTS)[number];
export const REVIEW_VERDICT_LABELS: Readonly<Record<ReviewVerdict, string>> = {
  forgot: '忘了',
  vague: '模糊',
  recalled: '想起来了',
  easy: '很熟',
};

/** A right answer that took longer than this is 模糊 rather than 想起来了 when the learner gives no verdict. */
export const SLOW_ANSWER_SECONDS = 60;

/** The verdict an answer implies when the learner does not choose one: wrong is 忘了, right but slow 模糊. */
export function verdictOfAnswer(correct: boolean, seconds: number | null): ReviewVerdict {
  if (!correct) return 'forgot';
  return seconds !== null && seconds > SLOW_ANSWER_SECONDS ? 'vague' : 'recalled';
}

/** Target retention: the chance of recalling a card when it comes due (and, with an exam date, on the exam day). */
export const DEFAULT_RETENTION = 0.9;
export const MIN_RETENTION = 0.7;
export const MAX_RETENTION = 0.97;

/** Forgotten this many times, a card is a leech: sent to its lesson and 解析 instead of being shown again and again. */
export const LEECH_LAPSES = 4;

/** Without an exam date, 已掌握 asks for the target recall this many days ahead. */
export const MASTERY_HORIZON_DAYS = 30;

/**
 * Why a card is due when it is:
 * - `memory`: the day its predicted recall falls to the target;
 * - `before-exam`: brought forward so that recall on the exam day still reaches the target (nothing
 *   is due on the exam day or after it);
 * - `holds-to-exam`: predicted recall on the exam day already reaches the target, no review before it;
 * - `leech`: forgotten again and again, study its lesson and 解析 first.
 */
export const DUE_REASONS = ['memory', 'before-exam', 'holds-to-exam', 'leech'] as const;
export type DueReason = (typeof DUE_REASONS)[number];

/** The reason in words; `date` is `M月D日`, percentages whole. */
export function dueReasonText(reason: DueReason, figures: { date: string | null; retention: number; examRecall: number | null }): string {
  const target = Math.round(figures.retention * 100);
  switch (reason) {
    case 'memory':
      return `${figures.date}时记住的把握会降到 ${target}%，那天复习最省力`;
    case 'before-exam':
      return `提前到 ${figures.date}复习，考试当天记住的把握仍有 ${target}% 以上`;
    case 'holds-to-exam':
      return `考试当天记住的把握约 ${Math.round((figures.examRecall ?? 0) * 100)}%，考前不用再复习`;
    case 'leech':
      return '已多次忘记：先回看所属课时和解析，再来复习';
  }
}

/** An exam date the learner chooses: from tomorrow to this many days ahead (China days). */
export const EXAM_DATE_MAX_DAYS_AHEAD = 366;

/** Checks a chosen exam date (`YYYY-MM-DD`) against today (`YYYY-MM-DD`, China) as the API does: null when fine, else the message. */
export function examDateProblem(date: string, today: string): string | null {
  const day = Date.parse(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !Number.isFinite(day) || new Date(day).toISOString().slice(0, 10) !== date)
    return '请选择正确的考试日期';
  const ahead = Math.round((day - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  if (ahead < 1) return '考试日期应在今天之后';
  if (ahead > EXAM_DATE_MAX_DAYS_AHEAD) return `考试日期不能超过一年之后`;
  return null;
}

/** Target retention as the learner sets it: whole percents. */
export const RETENTION_PERCENT_OPTIONS = [80, 85, 90, 95] as const;

/** Checks a target retention in whole percents as the API does: null when fine, else the message. */
export function retentionProblem(percent: number): string | null {
  if (!Number.isInteger(percent) || percent < MIN_RETENTION * 100 || percent > MAX_RETENTION * 100)
    return `记忆目标应在 ${MIN_RETENTION * 100}% 到 ${MAX_RETENTION * 100}% 之间`;
  return null;
}
