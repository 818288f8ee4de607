import type { ExamGoal } from '@shared/schemas/exam-goal';
import { addDays, dayText, daysFrom } from '@shared/lib/china-date';

/** What the goal panel says of the exam: 12月15日 · 还有 12 天, or none. */
export function examLine(goal: ExamGoal): { date: string; countdown: string; source: string } | null {
  if (goal.examDate === null) return null;
  const days = daysFrom(goal.today, goal.examDate);
  return {
    date: dayText(goal.examDate, goal.today),
    countdown: days === 1 ? '明天考试' : `还有 ${days} 天`,
    source: goal.source === 'journey' ? `准考证：${goal.examTitle ?? ''}` : '自己设定的日期',
  };
}

/** The first and last day an exam date may be chosen (tomorrow … a year on), for the date input. */
export function examDateBounds(today: string, maxDaysAhead: number): { min: string; max: string } {
  return { min: addDays(today, 1), max: addDays(today, maxDaysAhead) };
}
