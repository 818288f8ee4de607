import type { FastifyInstance } from 'fastify';
import { AttemptStatus, QuestionKind } from '@shared/enums/exam';
import { ExamMode } from '@shared/enums/learning';
import type { MockApi } from '../app';
import { BusinessError } from '../core/define-handler';
import { shanghaiIso } from '../core/faker';
import { PayMethod, ProductType } from '@shared/enums/order';
import { productCatalogue } from '../orders/products';
import { planOfExam } from './exam-admission';
import { mark, questionsOf, type Attempt } from './exam-attempts';
import { rightAnswerOf } from './grading';

const CODE_INVALID = 400;
const CODE_NOT_FOUND = 404;

type Body = Record<string, unknown>;
const bodyOf = (body: unknown): Body => (body && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : {});

const numberIn = (body: Body, field: string, min: number, max: number, fallback?: number): number => {
  const raw = body[field] ?? fallback;
  const value = Number(raw);
  if (raw === undefined || raw === null || !Number.isFinite(value) || value < min || value > max)
    throw new BusinessError(CODE_INVALID, `${field} 应为 ${min} 到 ${max} 之间的数`);
  return value;
};

/**
 * Developer controls of the exam engine (`/__mock/exam/…`, JSON), so browser tests and demos
 * need not wait for a clock or a human marker:
 * - `GET attempts/{subId}/key` — the right answers, as the attempt shows them (to answer right or wrong on purpose);
 * - `POST attempts/{subId}/mark {scores?}` — marks the 简答 questions → 已批阅;
 * - `POST attempts/{subId}/expire` — the deadline becomes now: the next call hands it in (the late-save path);
 * - `POST attempts/{subId}/deadline {inSeconds}` — the deadline becomes now + inSeconds (a short timed paper);
 * - `POST {examId}/window {opensInMinutes?, minutes?}` — moves an official exam's window (default: open now, for 120 minutes);
 * - `POST {examId}/admit {phone | accountId}` — makes a learner a candidate of an official exam: an approved
 *   application to its enrolment plan (whatever the plan's enrolment window) and the fee paid (a WeChat
 *   order) when it has one. Real-name verification is not touched (`/__mock/real-name/{accountId}/review`).
 */
export async function examControls(app: FastifyInstance, { mock }: { mock: MockApi }) {
  const { exams, store } = mock;
  const attemptOf = (id: string): Attempt => {
    const attempt = exams.get(Number(id));
    if (!attempt) throw new BusinessError(CODE_NOT_FOUND, '答卷不存在');
    return attempt;
  };
  const timedOpen = (attempt: Attempt) => {
    if (attempt.status !== AttemptStatus.IN_PROGRESS) throw new BusinessError(CODE_INVALID, '答卷已提交');
    if (attempt.deadline === null) throw new BusinessError(CODE_INVALID, '练习不限时，没有截止时间');
  };
  const ok = (data: unknown) => ({ code: 0, msg: 'success', data });
  const state = (attempt: Attempt) => ({
    id: attempt.id,
    status: attempt.status,
    deadline: attempt.deadline === null ? null : shanghaiIso(attempt.deadline),
    serverNow: shanghaiIso(store.now()),
  });

  app.get<{ Params: { subId: string } }>('/attempts/:subId/key', async (request) => {
    const attempt = attemptOf(request.params.subId);
    return ok(
      questionsOf(attempt).map((question, index) => ({
        questionId: question.id,
        kind: question.kind,
        answer: rightAnswerOf(question, attempt.orderAt(index)),
      })),
    );
  });

  app.post<{ Params: { subId: string }; Body: unknown }>('/attempts/:subId/mark', async (request) => {
    const attempt = exams.closeIfExpired(attemptOf(request.params.subId));
    if (attempt.status === AttemptStatus.IN_PROGRESS) throw new BusinessError(CODE_INVALID, '答卷尚未提交，不能批阅');
    const shortIds = new Set(
      questionsOf(attempt)
        .filter((question) => question.kind === QuestionKind.SHORT)
        .map((question) => question.id),
    );
    if (shortIds.size === 0) throw new BusinessError(CODE_INVALID, '这份答卷没有需要批阅的简答题');
    const raw = bodyOf(request.body).scores;
    const scores: Record<number, number> = {};
    if (raw !== undefined) {
      if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new BusinessError(CODE_INVALID, 'scores 应为 { 题目id: 分数 }');
      for (const [key, value] of Object.entries(raw)) {
        if (!shortIds.has(Number(key))) throw new BusinessError(CODE_INVALID, `题目 ${key.slice(0, 16)} 不是这份答卷的简答题`);
        if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
          throw new BusinessError(CODE_INVALID, '分数应为不小于 0 的数');
        scores[Number(key)] = value;
      }
    }
    mark(attempt, scores);
    return ok(state(attempt));
  });

  app.post<{ Params: { subId: string } }>('/attempts/:subId/expire', async (request) => {
    const attempt = attemptOf(request.params.subId);
    timedOpen(attempt);
    attempt.deadline = store.now();
    return ok(state(attempt));
  });

  app.post<{ Params: { subId: string }; Body: unknown }>('/attempts/:subId/deadline', async (request) => {
    const attempt = attemptOf(request.params.subId);
    timedOpen(attempt);
    attempt.deadline = Math.floor(store.now() / 1000) * 1000 + Math.round(numberIn(bodyOf(request.body), 'inSeconds', 0, 24 * 3600)) * 1000;
    return ok(state(attempt));
  });

  app.post<{ Params: { examId: string }; Body: unknown }>('/:examId/window', async (request) => {
    const exam = store.content.exams.find((candidate) => candidate.id === Number(request.params.examId));
    if (!exam) throw new BusinessError(CODE_NOT_FOUND, '考试不存在');
    if (exam.mode !== ExamMode.EXAM) throw new BusinessError(CODE_INVALID, '只有正式考试有开放时间');
    const body = bodyOf(request.body);
    const openAt = store.now() + numberIn(body, 'opensInMinutes', -7 * 24 * 60, 7 * 24 * 60, 0) * 60_000;
    const closeAt = openAt + numberIn(body, 'minutes', 1, 7 * 24 * 60, 120) * 60_000;
    exams.setWindow(exam.id, openAt, closeAt);
    return ok({ examId: exam.id, openAt: shanghaiIso(openAt), closeAt: shanghaiIso(closeAt) });
  });

  app.post<{ Params: { examId: string }; Body: unknown }>('/:examId/admit', async (request) => {
    const exam = store.content.exams.find((candidate) => candidate.id === Number(request.params.examId));
    if (!exam) throw new BusinessError(CODE_NOT_FOUND, '考试不存在');
    const plan = planOfExam(store, exam);
    if (!plan) throw new BusinessError(CODE_INVALID, '这场考试不属于任何报名计划，无需报名');
    const body = bodyOf(request.body);
    const phone = typeof body.phone === 'string' ? body.phone.trim().slice(0, 32) : '';
    const account = phone ? store.accounts.byPhone(phone) : store.accounts.byId(Number(body.accountId));
    if (!account) throw new BusinessError(CODE_NOT_FOUND, '账号不存在（请提供 phone 或 accountId）');
    if (store.applications.statusOf(account.id, plan.id) !== 2) {
      store.applications.apply(account.id, plan.id);
      store.applications.decide(account.id, plan.id, 'approved');
    }
    const application = store.applications.current(account.id, plan.id)!;
    if (plan.fee > 0 && !store.applicationFees.paidOrderOf(account.id, plan.id, application)) {
      const order = store.orders.create(
        account,
        productCatalogue(store).resolve(ProductType.ENROLLMENT, plan.id),
        `mock-admit-${plan.id}-${store.now()}`,
      );
      store.orders.markPaid(order, PayMethod.WECHAT);
    }
    return ok({ examId: exam.id, planId: plan.id, accountId: account.id, realNameVerified: account.realNameVerified });
  });
}
