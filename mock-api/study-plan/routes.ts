import type { FastifyInstance } from 'fastify';
import { CODE_PLAN_NOT_ADMITTED, getStudyPlan, updateStudyPlan } from '@shared/api/study-plan';
import { chinaDayStart, dateOfDay } from '@shared/lib/china-date';
import { minutesOn, rotaProblem } from '@shared/lib/study-plan-rules';
import type { PlanTask as PlanTaskView, StudyPlan } from '@shared/schemas/study-plan';
import { BusinessError, CODE_INVALID, handle } from '../core/define-handler';
import { learnerOf } from '../learning/routes';
import { chinaDay } from '../wrong-book/review-schedule';
import { learnerReadiness } from '../wrong-book/practice-routes';
import { buildPlan, type PlanTask } from './plan-builder';
import { examForLevel, progressOf, remainingWork, resolveTarget, type PlanWorld, type ResolvedTarget } from './plan-sources';
import { StudyPlans, type StoredPlan } from './study-plans';

/** How far back a missed day is told, and the chart's history at most. */
const MISSED_LOOKBACK_DAYS = 7;
const CHART_MAX_DAYS = 400;

const EMPTY_FIT = { dropped: [], unplacedLessons: 0, unplacedMocks: 0, mockMinutes: 0, neededMinutesPerDay: null };
const EMPTY_REMAINING = { lessons: 0, lessonMinutes: 0, questions: 0, mockPapers: 0, reviewsDue: 0 };

/** Where each task opens: the lesson in the player, the wrong-question review, the exam's practice or mock. */
function withHref(task: PlanTask, examId: number): PlanTaskView {
  switch (task.kind) {
    case 'review':
      return { ...task, href: '/study/wrong-book/review' };
    case 'lesson':
      return { ...task, href: `/course/${task.courseId}/play?lesson=${task.lessonId}` };
    case 'practice':
      return { ...task, examId, href: `/exam/${examId}#practice` };
    case 'mock':
      return { ...task, href: `/exam/${task.examId}` };
  }
}

const minutesOf = (tasks: readonly PlanTask[]) => tasks.reduce((sum, task) => sum + task.minutes, 0);

/** The learner's plan (issue 36 §2, docs/decisions/030-study-plan.md); also what is left of today's tasks, for 今日学习计划 reminders. */
export function registerStudyPlanRoutes(
  app: FastifyInstance,
  world: PlanWorld,
): { plans: StudyPlans; todaysPlanOf: (accountId: number, day: number) => { tasks: number; minutes: number } | null } {
  const { store } = world;
  const plans = new StudyPlans(store.accountStates);

  const view = (accountId: number): StudyPlan => {
    const todayDay = chinaDay(store.now());
    const today = dateOfDay(todayDay);
    const stored = plans.planOf(accountId);
    const empty = {
      today,
      choices: choicesOf(accountId),
      todayTasks: [],
      days: [],
      missed: null,
      fit: EMPTY_FIT,
      remaining: EMPTY_REMAINING,
      chart: [],
    };
    if (!stored) return { ...empty, ready: false, blocked: null, target: null, rota: null };
    const resolved = resolveTarget(world, accountId, stored.target);
    if ('blocked' in resolved) return { ...empty, ready: true, blocked: resolved.blocked, target: null, rota: stored.rota };
    const target = {
      planId: resolved.planId,
      professionId: resolved.professionId,
      skillLevel: resolved.skillLevel,
      title: resolved.title,
      examDate: resolved.examDay === null ? null : dateOfDay(resolved.examDay),
      examId: resolved.exam.id,
    };
    const base = { ...empty, ready: true, target, rota: stored.rota };
    if (resolved.examDay === null) return { ...base, blocked: '请先在备考目标里设定考试日期，计划从考试日往回排' };
    if (resolved.examDay <= todayDay) return { ...base, blocked: '考试日期已到，祝你考试顺利' };
    return { ...base, blocked: null, ...laidOut(accountId, stored, resolved, resolved.examDay, todayDay) };
  };

  /** The exams ahead the learner is admitted to, and the profession levels of their courses that have an exam. */
  const choicesOf = (accountId: number) => {
    const journeys = world.certification
      .admittedExamsOf(accountId)
      .sort((a, b) => a.day - b.day)
      .map((exam) => ({ planId: exam.planId, title: exam.title, date: dateOfDay(exam.day) }));
    const seen = new Set<string>();
    const levels = [];
    for (const courseId of store.enrolments.enrolledCourseIds(accountId)) {
      const course = store.catalogue.courses.find((candidate) => candidate.id === courseId);
      const key = course && `${course.professionId}:${course.skillLevel}`;
      if (!course || !key || seen.has(key) || !examForLevel(world, course.professionId, course.skillLevel)) continue;
      seen.add(key);
      const resolved = resolveTarget(world, accountId, { professionId: course.professionId, skillLevel: course.skillLevel });
      if (!('blocked' in resolved))
        levels.push({ professionId: course.professionId, skillLevel: course.skillLevel, title: resolved.title });
    }
    return { journeys, levels };
  };

  /** Today's part of the plan: laid out from what remains, today's list kept at its first reading, each task's progress. */
  const todayOf = (accountId: number, stored: StoredPlan, target: ResolvedTarget, examDay: number, today: number) => {
    const capacity = (day: number) => minutesOn(stored.rota, dateOfDay(day));
    const kept = stored.kept.get(today) ?? null;
    const work = remainingWork(world, accountId, target, today, examDay, capacity, kept);
    const built = buildPlan(work);
    if (!kept) plans.keep(accountId, today, built.days[0]?.tasks ?? []);
    const todayTasks = (built.days[0]?.tasks ?? []).map((task) => ({
      ...withHref(task, target.exam.id),
      ...progressOf(world, accountId, target, task, today),
    }));
    return { work, built, todayTasks };
  };

  const laidOut = (accountId: number, stored: StoredPlan, target: ResolvedTarget, examDay: number, today: number) => {
    const { work, built, todayTasks } = todayOf(accountId, stored, target, examDay, today);
    return {
      todayTasks,
      days: built.days.map((day) => ({
        date: dateOfDay(day.day),
        capacity: day.capacity,
        minutes: minutesOf(day.tasks),
        tasks: day.tasks.map((task) => withHref(task, target.exam.id)),
      })),
      missed: missedOf(accountId, stored, target, today),
      fit: {
        dropped: built.dropped,
        unplacedLessons: built.unplacedLessons,
        unplacedMocks: built.unplacedMocks,
        mockMinutes: work.mock?.minutes ?? 0,
        neededMinutesPerDay: built.neededMinutesPerDay,
      },
      remaining: {
        lessons: work.lessons.length,
        lessonMinutes: work.lessons.reduce((sum, lesson) => sum + lesson.minutes, 0),
        questions: work.points.reduce((sum, point) => sum + point.questions, 0),
        mockPapers: work.mock?.papers ?? 0,
        reviewsDue: work.reviewsDue(today),
      },
      chart: chartOf(accountId, stored, target, built.days, today),
    };
  };

  /** The latest of the last days whose kept tasks were not all done, and how many such days. */
  const missedOf = (accountId: number, stored: StoredPlan, target: ResolvedTarget, today: number) => {
    let latest: { date: string; tasks: number; minutes: number } | null = null;
    let daysMissed = 0;
    for (let day = today - 1; day >= today - MISSED_LOOKBACK_DAYS; day -= 1) {
      const undone = (stored.kept.get(day) ?? []).filter((task) => !progressOf(world, accountId, target, task, day).done);
      if (undone.length === 0) continue;
      daysMissed += 1;
      latest ??= { date: dateOfDay(day), tasks: undone.length, minutes: minutesOf(undone) };
    }
    return latest && { ...latest, daysMissed };
  };

  /** Planned and done work as shares of the whole plan, and the 备考评估 estimate at the end of each day so far. */
  const chartOf = (
    accountId: number,
    stored: StoredPlan,
    target: ResolvedTarget,
    days: { day: number; tasks: PlanTask[] }[],
    today: number,
  ) => {
    const first = Math.max(stored.startDay, today - CHART_MAX_DAYS);
    const planned = new Map<number, number>();
    for (let day = first; day < today; day += 1) planned.set(day, minutesOf(stored.kept.get(day) ?? []));
    for (const day of days) planned.set(day.day, minutesOf(day.tasks));
    const total = [...planned.values()].reduce((sum, minutes) => sum + minutes, 0) || 1;
    const done = new Map<number, number>();
    for (let day = first; day <= today; day += 1)
      done.set(
        day,
        (stored.kept.get(day) ?? []).reduce((sum, task) => {
          const { done: finished, progress } = progressOf(world, accountId, target, task, day);
          return sum + (finished ? task.minutes : task.kind === 'practice' || task.kind === 'review' ? progress : 0);
        }, 0),
      );
    let [plannedSum, doneSum] = [0, 0];
    const percent = (value: number) => Math.min(100, Math.round((value * 1000) / total) / 10);
    return [...planned.keys()]
      .sort((a, b) => a - b)
      .map((day) => {
        plannedSum += planned.get(day)!;
        const past = day <= today;
        if (past) doneSum += done.get(day) ?? 0;
        const readiness = past
          ? learnerReadiness(world.study, accountId, target.exam, Math.min(store.now(), chinaDayStart(day + 1) - 1)).estimate
          : null;
        return { date: dateOfDay(day), plannedPercent: percent(plannedSum), donePercent: past ? percent(doneSum) : null, readiness };
      });
  };

  handle(app, getStudyPlan, ({ token }) => {
    const accountId = learnerOf(store, token);
    world.study.settle(accountId);
    return view(accountId);
  });

  handle(app, updateStudyPlan, ({ token, body }) => {
    const accountId = learnerOf(store, token);
    const todayDay = chinaDay(store.now());
    const rotaWrong = rotaProblem(body.rota, dateOfDay(todayDay));
    if (rotaWrong) throw new BusinessError(CODE_INVALID, rotaWrong);
    const { target } = body;
    if ('planId' in target) {
      if (!world.certification.admittedExamsOf(accountId).some((exam) => exam.planId === target.planId))
        throw new BusinessError(CODE_PLAN_NOT_ADMITTED, '只能为自己已获准考、尚未开考的报名排计划');
    } else {
      if (!examForLevel(world, target.professionId, target.skillLevel))
        throw new BusinessError(CODE_INVALID, '这个职业等级还没有考试和题库');
      if (world.study.goals.goalOf(accountId).source !== 'chosen')
        throw new BusinessError(CODE_INVALID, '请先在备考目标里设定考试日期，再为这个职业等级排计划');
    }
    const rota = { cycleStart: body.rota.cycleStart, minutes: [...body.rota.minutes], daysOff: [...body.rota.daysOff].sort() };
    plans.set(accountId, 'planId' in target ? { planId: target.planId } : target, rota, todayDay);
    world.study.settle(accountId);
    return view(accountId);
  });

  /** Today's tasks not yet done (null: no plan to follow today; another day: not known yet). Without the page's chart and history. */
  const todaysPlanOf = (accountId: number, day: number) => {
    const stored = plans.planOf(accountId);
    if (!stored || day !== chinaDay(store.now())) return null;
    const target = resolveTarget(world, accountId, stored.target);
    if ('blocked' in target || target.examDay === null || target.examDay <= day) return null;
    const left = todayOf(accountId, stored, target, target.examDay, day).todayTasks.filter((task) => !task.done);
    return { tasks: left.length, minutes: left.reduce((sum, task) => sum + task.minutes, 0) };
  };
  return { plans, todaysPlanOf };
}
