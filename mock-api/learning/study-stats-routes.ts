import type { FastifyInstance } from 'fastify';
import { getStudyStats, updateStudyGoal } from '@shared/api/learning';
import { isStudyDay, restDayStreak, weekDates, weeklyGoalProblem } from '@shared/lib/study-goal-rules';
import { chinaDay, chinaDaysEnding } from '@shared/lib/study-time';
import type { StudyStats } from '@shared/schemas/learning';
import { BusinessError, CODE_INVALID, handle } from '../core/define-handler';
import type { MockStore } from '../core/store';
import type { StudyRecords } from '../wrong-book/study-records';
import { learnerOf } from './routes';

/**
 * 学习统计 and the study goal on /study (issue 36 §3): study time per China day (StudyTime), questions
 * answered per day (the graded answers the wrong-question book keeps), the weekly goal and the streak
 * the learner may turn on (kept with their exam goal).
 */
export function registerStudyStatsRoutes(app: FastifyInstance, store: MockStore, study: StudyRecords): void {
  const courseById = new Map(store.catalogue.courses.map((course) => [course.id, course]));

  const statsOf = (accountId: number): StudyStats => {
    const now = store.now();
    const { studyTime } = store;
    const answersByDay = new Map<string, number>();
    for (const answer of study.book.answersOf(accountId)) {
      const day = chinaDay(answer.at);
      answersByDay.set(day, (answersByDay.get(day) ?? 0) + 1);
    }
    const dayOf = (date: string) => {
      const seconds = studyTime.secondsOn(accountId, date);
      const answers = answersByDay.get(date) ?? 0;
      return { date, seconds, answers, counted: isStudyDay({ seconds, answers }) };
    };
    const days = chinaDaysEnding(now, 30).map(dayOf);
    const today = days.at(-1)!.date;
    const week = weekDates(today).map((date) => (date > today ? { date, seconds: 0, answers: 0, counted: false } : dayOf(date)));
    const goal = study.goals.studyGoalOf(accountId);
    return {
      days,
      todaySeconds: days.at(-1)!.seconds,
      totalSeconds: studyTime.totalSeconds(accountId),
      week: { goalDays: goal.weekDays, days: week, studiedDays: week.filter((day) => day.counted).length },
      streak: goal.streakOn ? restDayStreak(today, (date) => dayOf(date).counted) : null,
      courses: studyTime
        .coursesOf(accountId)
        .slice(0, 10)
        .flatMap(([id, seconds]) => {
          const course = courseById.get(id);
          return course ? [{ id, title: course.title, seconds }] : [];
        }),
      // What is watched here is the lessons' sample clips (decision 025): the time is theirs.
      videoSamples: true,
    };
  };

  handle(app, getStudyStats, ({ token }) => statsOf(learnerOf(store, token)));

  handle(app, updateStudyGoal, ({ token, body }) => {
    const accountId = learnerOf(store, token);
    if (body.weekDays === undefined && body.streak === undefined)
      throw new BusinessError(CODE_INVALID, '请至少修改每周目标或连续学习中的一项');
    const problem = body.weekDays === undefined ? null : weeklyGoalProblem(body.weekDays);
    if (problem) throw new BusinessError(CODE_INVALID, problem);
    study.goals.set(accountId, { weekDays: body.weekDays, streakOn: body.streak });
    return statsOf(accountId);
  });
}
