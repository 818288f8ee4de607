import type { ExamGoal } from '@shared/schemas/exam-goal';

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/** `2026-12-15` → 12月15日 (the year too when it is not this one's). */
export function examDayText(date: string, today: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${date.slice(0, 4) === today.slice(0, 4) ? '' : `${year}年`}${month}月${day}日`;
}

/** What the goal panel says of the exam: 12月15日 · 还有 12 天, or none. */
export function examLine(goal: ExamGoal): { date: string; countdown: string; source: string } | null {
  if (goal.examDate === null) return null;
  const days = dayNumber(goal.examDate) - dayNumber(goal.today);
  return {
    date: examDayText(goal.examDate, goal.today),
    countdown: days === 1 ? '明天考试' : `还有 ${days} 天`,
    source: goal.source === 'journey' ? `准考证：${goal.examTitle ?? ''}` : '自己设定的日期',
  };
}

/** The first and last day an exam date may be chosen (tomorrow … a year on), for the date input. */
export function examDateBounds(today: string, maxDaysAhead: number): { min: string; max: string } {
  const at = (days: number) => new Date((dayNumber(today) + days) * DAY_MS).toISOString().slice(0, 10);
  return { min: at(1), max: at(maxDaysAhead) };
}
