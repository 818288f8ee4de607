import { dayText, daysFrom } from '@shared/lib/china-date';
import { minutesText } from '@shared/lib/study-plan-rules';
import type { PlanTask, StudyPlan } from '@shared/schemas/study-plan';

/** What a task asks, in a line: 学习「…」, 练习「…」10 题, 复习错题 5 道, 模拟考试「…」. */
export function taskText(task: PlanTask): { title: string; detail: string } {
  switch (task.kind) {
    case 'review':
      return { title: `复习到期错题 ${task.cards} 道`, detail: `约 ${minutesText(task.minutes)}` };
    case 'lesson':
      return { title: `学习「${task.title}」`, detail: `${task.courseTitle} · 约 ${minutesText(task.minutes)}` };
    case 'practice':
      return { title: `练习「${task.pointName}」${task.questions} 题`, detail: `占试卷 ${task.share}% · 约 ${minutesText(task.minutes)}` };
    case 'mock':
      return { title: `模拟考试「${task.title}」`, detail: `整套试卷 · ${minutesText(task.minutes)}` };
  }
}

/** How far a task of today got: 已完成, 已做 3/10 题, 已复习 2/5 道, or nothing yet. */
export function taskProgress(task: PlanTask & { done: boolean; progress: number }): string {
  if (task.done) return '已完成';
  if (task.kind === 'practice' && task.progress > 0) return `已做 ${task.progress}/${task.questions} 题`;
  if (task.kind === 'review' && task.progress > 0) return `已复习 ${task.progress}/${task.cards} 道`;
  return '';
}

/** The exam line: 考试 12月15日 · 还有 12 天. */
export function examCountdown(plan: StudyPlan): string | null {
  const date = plan.target?.examDate;
  if (!date) return null;
  const days = daysFrom(plan.today, date);
  return `${dayText(date, plan.today)}考试 · ${days === 1 ? '明天' : `还有 ${days} 天`}`;
}

/** When the work no longer fits: what the plan drops and what it would take to keep everything. */
export function fitLines(plan: StudyPlan): string[] {
  const { dropped, unplacedLessons, unplacedMocks, mockMinutes, neededMinutesPerDay } = plan.fit;
  const lines: string[] = [];
  if (dropped.length)
    lines.push(
      `按现在的排班考前学不完，先舍弃比重最低的练习：${dropped.map((point) => `${point.name}（占 ${point.share}%）${point.questions} 题`).join('、')}。`,
    );
  if (unplacedLessons) lines.push(`还有 ${unplacedLessons} 节课排不进去。`);
  if (unplacedMocks)
    lines.push(`还有 ${unplacedMocks} 套模拟考试排不进去：做一套要连续 ${minutesText(mockMinutes)}，考前三周里这样长的学习日不够。`);
  if (neededMinutesPerDay !== null) lines.push(`想全部学完，每个学习日需要约 ${minutesText(neededMinutesPerDay)}。`);
  return lines;
}

/** The missed-day notice: 12月2日的 3 项任务（约 45 分钟）没有完成，已顺延到后面的日子. */
export function missedLine(plan: StudyPlan): string | null {
  const { missed } = plan;
  if (!missed) return null;
  const also = missed.daysMissed > 1 ? `；最近 7 天共有 ${missed.daysMissed} 天没完成` : '';
  return `${dayText(missed.date, plan.today)}的 ${missed.tasks} 项任务（约 ${minutesText(missed.minutes)}）没有完成，已顺延到后面的日子${also}。`;
}
