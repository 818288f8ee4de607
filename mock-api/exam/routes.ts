import type { FastifyInstance } from 'fastify';
import {
  CODE_EXAM_NOT_PRACTICE,
  CODE_EXAM_NOT_SUBMITTED,
  CODE_EXAM_NOT_YOUR_ATTEMPT,
  CODE_EXAM_QUESTION_NOT_IN_ATTEMPT,
  CODE_EXAM_SUBMITTED,
  CODE_EXAM_TIME_UP,
  checkExamAnswer,
  getExam,
  getExamAttempt,
  getExamHistory,
  getExamResult,
  listExams,
  saveExamAnswers,
  startExamAttempt,
  submitExamAttempt,
} from '@shared/api/exam';
import { AttemptEnding, AttemptStatus } from '@shared/enums/exam';
import { ExamMode } from '@shared/enums/learning';
import type { ExamCard, ExamDetail, ExamListItem, ExamSitting } from '@shared/schemas/exam';
import type { Answer, AnswerInput } from '@shared/schemas/exam-attempt';
import { BusinessError, CODE_INVALID, CODE_NOT_FOUND, handle } from '../core/define-handler';
import { shanghaiIso } from '../core/faker';
import type { MockStore } from '../core/store';
import { ExamAttempts, isFinal, passedOf, scoreOf, type Attempt } from './exam-attempts';
import { countedKind, maxAttemptsOf, officialWindowOf, offers, rulesOf } from './exam-rules';
import { seededAttemptsAt } from './exam-takers';
import { attemptView, checkResultOf, resultView, summaryView } from './exam-views';
import { acceptAnswer, grade } from './grading';
import { breakdownOf } from './paper';
import { pointSharesOf } from './point-shares';
import { startAttempt } from './start-attempt';
import { assertAdmitted, enrolmentStandingOf, planOfExam } from './exam-admission';
import { learnerOf } from '../learning/routes';
import { answersPublished, sittingOfAttempt, type Sitting } from './sittings';
import { examLookup } from './exam-lookup';

export interface ExamRouteOptions {
  /** Bound on the attempts kept (default DEFAULT_MAX_ATTEMPTS); tests use small ones. */
  maxAttempts?: number;
}

const TIME_UP = '考试时间已到，答卷已按截止时的作答自动提交';

/**
 * The exam engine: the exam list and detail, and attempts — start, take (save answers, check in
 * practice), hand in, results. Attempts live in memory (`ExamAttempts`), on the store's clock.
 */
export function registerExamRoutes(app: FastifyInstance, store: MockStore, options: ExamRouteOptions = {}): ExamAttempts {
  const attempts = new ExamAttempts(store.accountStates, store.now, options.maxAttempts);
  const lookup = examLookup(store, attempts);
  const { examOf, sittingNow } = lookup;
  /** My official attempts per sitting, newest sitting first, as the detail lists them. */
  const sittingsOf = (counted: readonly Attempt[], current: Sitting | null): ExamSitting[] => {
    const groups = new Map<number, Attempt[]>();
    for (const attempt of counted)
      if (attempt.sitting) groups.set(attempt.sitting.index, [...(groups.get(attempt.sitting.index) ?? []), attempt]);
    return [...groups.entries()]
      .sort(([a], [b]) => b - a)
      .map(([index, group]) => {
        const window = sittingOfAttempt(group[0]!.sitting, current)!;
        const finals = group.filter(isFinal).map(scoreOf);
        const passed = group.some((attempt) => passedOf(attempt) === true) ? true : group.every(isFinal) ? false : null;
        return {
          openAt: shanghaiIso(window.openAt),
          closeAt: shanghaiIso(window.closeAt),
          current: current?.index === index,
          attempts: group.length,
          bestScore: finals.length ? Math.max(...finals) : null,
          passed,
          answersPublished: answersPublished(window, store.now()),
        };
      });
  };
  const learnersOf = new Map<number, number>();
  for (const course of store.catalogue.courses)
    learnersOf.set(course.professionId, (learnersOf.get(course.professionId) ?? 0) + course.learnerCount);
  const listItemOf = (exam: ExamCard): ExamListItem => ({
    ...exam,
    professionName: lookup.professionName(exam.professionId),
    // 人次参考: the attempts made up to now, seeded from the clock and the exam's candidates or learners, plus this mock's own.
    attemptCount:
      seededAttemptsAt(exam, {
        now: store.now(),
        sitting: sittingNow(exam),
        candidates: planOfExam(store, exam)?.enrolledCount ?? 0,
        professionLearners: learnersOf.get(exam.professionId) ?? 0,
      }) + attempts.startedCount(exam.id),
  });

  /** The caller's attempt (401 signed out, 404 unknown, 4804 someone else's), closed first if its time ran out. */
  const ownAttempt = (token: string | undefined, attemptId: number) => {
    const accountId = learnerOf(store, token);
    const attempt = attempts.get(attemptId);
    if (!attempt) throw new BusinessError(CODE_NOT_FOUND, '答卷不存在');
    if (attempt.accountId !== accountId) throw new BusinessError(CODE_EXAM_NOT_YOUR_ATTEMPT, '这不是你的答卷，无法查看或作答');
    const wasOpen = attempt.status === AttemptStatus.IN_PROGRESS;
    attempts.closeIfExpired(attempt);
    return { attempt, exam: examOf(attempt.examId), expiredNow: wasOpen && attempt.status !== AttemptStatus.IN_PROGRESS };
  };
  /** Refuses changes to a handed-in attempt: 4805 when the clock handed it in, 4806 otherwise. */
  const assertOpen = (attempt: Attempt) => {
    if (attempt.status === AttemptStatus.IN_PROGRESS) return;
    if (attempt.endedBy === AttemptEnding.TIMEOUT) throw new BusinessError(CODE_EXAM_TIME_UP, TIME_UP);
    throw new BusinessError(CODE_EXAM_SUBMITTED, '答卷已提交，不能再修改');
  };
  const indexIn = (attempt: Attempt, questionId: number): number => {
    const index = attempt.indexOf(questionId);
    if (index < 0) throw new BusinessError(CODE_EXAM_QUESTION_NOT_IN_ATTEMPT, `题目 ${questionId} 不在这份答卷中`);
    return index;
  };
  /** Validates a whole batch before applying any of it; a checked practice question keeps its answer. */
  const applyBatch = (attempt: Attempt, batch: readonly AnswerInput[]) => {
    const updates = batch.map((input) => {
      const index = indexIn(attempt, input.questionId);
      let value: Answer | undefined;
      if (input.answer !== undefined) {
        const accepted = acceptAnswer(lookup.question(input.questionId)!, input.answer);
        if (!accepted.ok) throw new BusinessError(CODE_INVALID, `第${index + 1}题：${accepted.reason}`);
        value = accepted.value;
      }
      return { index, value, marked: input.marked };
    });
    for (const { index, value, marked } of updates) {
      if (value !== undefined && !attempt.isChecked(index)) attempt.setAnswer(index, value);
      if (marked !== undefined) attempt.setMarked(index, marked);
    }
  };
  const noteTabSwitches = (attempt: Attempt, count: number | undefined) => {
    if (count !== undefined) attempt.tabSwitches = Math.max(attempt.tabSwitches, count);
  };

  handle(app, listExams, ({ query }) => {
    const list = store.content.exams.filter(
      (exam) =>
        (query.mode === undefined || exam.mode === query.mode) &&
        (query.professionId === undefined || exam.professionId === query.professionId) &&
        (query.skillLevel === undefined || exam.skillLevel === query.skillLevel),
    );
    const start = (query.page - 1) * query.size;
    return {
      list: list.slice(start, start + query.size).map((exam) => listItemOf(examOf(exam.id))),
      total: list.length,
      page: query.page,
      size: query.size,
    };
  });

  handle(app, getExam, ({ params, token }): ExamDetail => {
    const exam = examOf(params.id);
    const item = listItemOf(exam);
    const breakdown = breakdownOf(exam);
    const max = maxAttemptsOf(exam);
    const account = store.accountByToken(token);
    let mine: ExamDetail['mine'] = null;
    const plan = planOfExam(store, exam);
    if (account) {
      const standing = enrolmentStandingOf(store, account.id, exam);
      const all = attempts.ofLearner(account.id, exam.id);
      const counted = all.filter((attempt) => attempt.kind === countedKind(exam) && attempt.fromAttemptId === null);
      // An official exam counts per sitting: the figures are the sitting shown now's, earlier ones are in `sittings`.
      const current = sittingNow(exam);
      const here = current ? counted.filter((attempt) => attempt.sitting?.index === current.index) : counted;
      const finals = here.filter(isFinal).map(scoreOf);
      mine = {
        attemptsUsed: here.length,
        attemptsHandedIn: here.filter((attempt) => attempt.status !== AttemptStatus.IN_PROGRESS).length,
        attemptsLeft: max > 0 ? Math.max(0, max - here.length) : null,
        bestScore: finals.length ? Math.max(...finals) : null,
        passed: here.some((attempt) => passedOf(attempt) === true),
        sittings: current ? sittingsOf(counted, current) : [],
        openAttempts: all
          .filter((attempt) => attempt.status === AttemptStatus.IN_PROGRESS)
          .map((attempt) => ({
            id: attempt.id,
            kind: attempt.kind,
            practice: attempt.practice,
            fromAttemptId: attempt.fromAttemptId,
            deadline: attempt.deadline === null ? null : shanghaiIso(attempt.deadline),
          })),
        realNameVerified: account.realNameVerified,
        enrolment: standing ? { status: standing.status, paid: standing.paid, fee: standing.fee?.status ?? null } : null,
      };
    }
    return {
      ...item,
      rules: rulesOf(exam, item.professionName, breakdown),
      breakdown: [...breakdown],
      knowledgePoints: pointSharesOf(exam),
      maxAttempts: max,
      mockOffered: offers(exam, 'mock'),
      officialOffered: offers(exam, 'official'),
      officialWindow: officialWindowOf(exam, store.now()),
      plan: plan ? { id: plan.id, title: plan.title, fee: plan.fee } : null,
      practice: exam.mode === ExamMode.PRACTICE,
      serverNow: shanghaiIso(store.now()),
      mine,
    };
  });

  handle(app, startExamAttempt, ({ params, body, token }) => {
    const accountId = learnerOf(store, token);
    const exam = examOf(params.id);
    const assert = () => assertAdmitted(store, store.accounts.byId(accountId)!, exam);
    const sitting = sittingNow(exam);
    return attemptView(
      startAttempt(attempts, exam, accountId, {
        kind: body.kind,
        fromAttemptId: body.fromAttemptId,
        confirm: body.confirm,
        assertAdmitted: assert,
        sitting,
      }),
      exam,
      store.now(),
    );
  });

  handle(app, getExamHistory, ({ params, token }) => {
    const accountId = learnerOf(store, token);
    const exam = examOf(params.id);
    const current = sittingNow(exam);
    return { exam: listItemOf(exam), list: attempts.ofLearner(accountId, exam.id).map((attempt) => summaryView(attempt, current)) };
  });

  handle(app, getExamAttempt, ({ params, token }) => {
    const { attempt, exam } = ownAttempt(token, params.subId);
    return attemptView(attempt, exam, store.now());
  });

  handle(app, saveExamAnswers, ({ params, body, token }) => {
    const { attempt } = ownAttempt(token, params.subId);
    // Past the deadline ownAttempt has just handed the paper in as it stood: this batch is not applied.
    assertOpen(attempt);
    if (body.current !== undefined && body.current >= attempt.questionCount)
      throw new BusinessError(CODE_INVALID, `当前题号超出范围（共${attempt.questionCount}题）`);
    applyBatch(attempt, body.answers);
    if (body.current !== undefined) attempt.current = body.current;
    noteTabSwitches(attempt, body.tabSwitches);
    const now = shanghaiIso(store.now());
    return { savedAt: now, deadline: attempt.deadline === null ? null : shanghaiIso(attempt.deadline), serverNow: now };
  });

  handle(app, checkExamAnswer, ({ params, body, token }) => {
    const { attempt } = ownAttempt(token, params.subId);
    if (!attempt.practice) throw new BusinessError(CODE_EXAM_NOT_PRACTICE, '只有练习可以逐题核对答案');
    assertOpen(attempt);
    const index = indexIn(attempt, body.questionId);
    const question = lookup.question(body.questionId)!;
    if (!attempt.isChecked(index)) {
      const accepted = acceptAnswer(question, body.answer);
      if (!accepted.ok) throw new BusinessError(CODE_INVALID, `第${index + 1}题：${accepted.reason}`);
      if (accepted.value === null) throw new BusinessError(CODE_INVALID, '请先作答再核对答案');
      attempt.setAnswer(index, accepted.value);
      attempt.setChecked(index);
      attempt.setVerdict(index, grade(question, attempt.orderAt(index), accepted.value, attempt.scoreAt(index)));
      attempt.current = index;
      attempts.checked(attempt, index);
    }
    return checkResultOf(attempt, index, question);
  });

  handle(app, submitExamAttempt, ({ params, body, token }) => {
    const { attempt, exam, expiredNow } = ownAttempt(token, params.subId);
    // Late: the paper was just handed in as it stood at the deadline; that is the result (the batch is dropped).
    if (expiredNow) return resultView(attempt, exam, store.now(), sittingNow(exam));
    if (attempt.status !== AttemptStatus.IN_PROGRESS) {
      throw new BusinessError(
        CODE_EXAM_SUBMITTED,
        attempt.endedBy === AttemptEnding.TIMEOUT ? '考试时间已到，答卷已自动提交，请勿重复交卷' : '答卷已提交，请勿重复交卷',
      );
    }
    if (body.answers) applyBatch(attempt, body.answers);
    noteTabSwitches(attempt, body.tabSwitches);
    attempts.hand(attempt, store.now(), body.auto ? AttemptEnding.TIMEOUT : AttemptEnding.MANUAL);
    return resultView(attempt, exam, store.now(), sittingNow(exam));
  });

  handle(app, getExamResult, ({ params, token }) => {
    const { attempt, exam } = ownAttempt(token, params.subId);
    if (attempt.status === AttemptStatus.IN_PROGRESS) throw new BusinessError(CODE_EXAM_NOT_SUBMITTED, '答卷尚未提交，交卷后才能查看成绩');
    return resultView(attempt, exam, store.now(), sittingNow(exam));
  });

  return attempts;
}
