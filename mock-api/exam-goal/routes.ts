import type { FastifyInstance } from 'fastify';
import { getExamGoal, updateExamGoal } from '@shared/api/exam-goal';
import { examDateProblem, retentionProblem } from '@shared/lib/memory-review-rules';
import type { ExamGoal } from '@shared/schemas/exam-goal';
import { dayNumber } from '@shared/lib/china-date';
import { BusinessError, CODE_INVALID, handle } from '../core/define-handler';
import type { MockStore } from '../core/store';
import { learnerOf } from '../learning/routes';
import { chinaDate, chinaDay } from '../wrong-book/review-schedule';
import type { StudyRecords } from '../wrong-book/study-records';

/** The learner's exam goal (issue 36): the target retention and exam day the review schedule aims at. */
export function registerExamGoalRoutes(app: FastifyInstance, store: MockStore, study: StudyRecords): void {
  const { goals } = study;
  const view = (accountId: number): ExamGoal => {
    const today = chinaDay(store.now());
    const goal = goals.goalOf(accountId, today);
    return {
      today: chinaDate(today),
      retentionPercent: Math.round(goal.retention * 100),
      examDate: goal.examDay === null ? null : chinaDate(goal.examDay),
      source: goal.source,
      examTitle: goal.examTitle,
      journeyExam: goal.journeyExam && {
        planId: goal.journeyExam.planId,
        title: goal.journeyExam.title,
        date: chinaDate(goal.journeyExam.day),
      },
    };
  };

  handle(app, getExamGoal, ({ token }) => view(learnerOf(store, token)));

  handle(app, updateExamGoal, ({ token, body }) => {
    const accountId = learnerOf(store, token);
    if (body.retentionPercent === undefined && body.examDate === undefined)
      throw new BusinessError(CODE_INVALID, '请至少修改记忆目标或考试日期中的一项');
    const retentionWrong = body.retentionPercent === undefined ? null : retentionProblem(body.retentionPercent);
    if (retentionWrong) throw new BusinessError(CODE_INVALID, retentionWrong);
    const dateWrong = body.examDate == null ? null : examDateProblem(body.examDate, chinaDate(chinaDay(store.now())));
    if (dateWrong) throw new BusinessError(CODE_INVALID, dateWrong);
    goals.set(accountId, {
      ...(body.retentionPercent === undefined ? {} : { retention: body.retentionPercent / 100 }),
      ...(body.examDate === undefined ? {} : { chosenExamDay: body.examDate === null ? null : dayNumber(body.examDate) }),
    });
    return view(accountId);
  });
}
