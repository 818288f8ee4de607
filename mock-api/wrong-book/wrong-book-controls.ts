import type { FastifyInstance } from 'fastify';
import type { MockApi } from '../app';
import { shanghaiIso } from '../core/faker';
import { BusinessError } from '../core/define-handler';
import { chinaDate, chinaDay } from './review-schedule';
import type { Correction } from '../exam/question-errata';

const bodyOf = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/**
 * Developer controls of the wrong-question book and the question desk (`/__mock/wrong-book/…`, JSON), so
 * tests and demos need not wait:
 * - `POST reports/{reportId}/reply {decision?: 'accept' | 'reject', correction?, reply?}` — replies to a
 *   pending 纠错 now, as a teacher would: 已采纳 with the `correction` it makes to the question
 *   (`{rightOptions?, rightJudge?, blanks?, explanation?}`, bank option indices; required to accept), or
 *   未采纳; without a decision, the desk's own verdict (a calculation is worked out again from its stem).
 *   With the reply text (≤ 200 characters) or the desk's standard one; the learner gets 题目纠错回复
 *   (type 38) in 系统通知. 404 unknown, 409 already replied.
 * - `POST age {phone | accountId, days}` — one learner's book as if `days` (1–400) whole days had passed
 *   for them alone: reviews fall due as they would tomorrow, a chosen exam date comes nearer and the
 *   study plan's days and rota move back with it, without
 *   moving the mock's clock (and every session, order and window with it) under the other tests
 *   running at the same time. Answers their summary as `/wrong-book/summary` shows it.
 */
export async function wrongBookControls(app: FastifyInstance, { mock }: { mock: MockApi }) {
  app.post<{ Params: { reportId: string }; Body: unknown }>('/reports/:reportId/reply', async (request) => {
    const { decision, reply, correction } = bodyOf(request.body);
    if (decision !== undefined && decision !== 'accept' && decision !== 'reject')
      throw new BusinessError(400, "decision 只能是 'accept' 或 'reject'");
    if (reply !== undefined && (typeof reply !== 'string' || reply.length > 200))
      throw new BusinessError(400, 'reply 应为不超过 200 字的文字');
    const reportId = Number(request.params.reportId);
    if (!Number.isSafeInteger(reportId) || reportId <= 0) throw new BusinessError(400, 'reportId 不正确');
    const text = typeof reply === 'string' && reply.trim() ? { reply: reply.trim() } : {};
    if (decision === 'accept' && (!correction || typeof correction !== 'object'))
      throw new BusinessError(400, '采纳纠错须给出对题目的更正（correction）');
    const report = mock.questionReports.reply(
      reportId,
      decision === 'accept'
        ? { verdict: 'accept', correction: correction as Correction, ...text }
        : decision === 'reject'
          ? { verdict: 'reject', ...text }
          : undefined,
    );
    return {
      code: 0,
      msg: 'success',
      data: {
        id: report.id,
        status: report.status,
        reply: report.reply,
        repliedAt: report.repliedAt === null ? null : shanghaiIso(report.repliedAt),
      },
    };
  });

  app.post<{ Body: unknown }>('/age', async (request) => {
    const body = bodyOf(request.body);
    const days = body.days;
    if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > 400)
      throw new BusinessError(400, 'days 应为 1 到 400 之间的整数');
    const phone = typeof body.phone === 'string' ? body.phone.trim().slice(0, 32) : '';
    const account = phone ? mock.store.accounts.byPhone(phone) : mock.store.accounts.byId(Number(body.accountId));
    if (!account) throw new BusinessError(404, '账号不存在（请提供 phone 或 accountId）');
    mock.wrongBook.age(account.id, days);
    mock.examGoals.age(account.id, days);
    mock.reminders.age(account.id, days);
    mock.studyPlans.age(account.id, days);
    const today = chinaDay(mock.store.now());
    const { retention, examDay } = mock.examGoals.goalOf(account.id, today);
    return {
      code: 0,
      msg: 'success',
      data: { accountId: account.id, today: chinaDate(today), ...mock.wrongBook.counts(account.id, { retention, examDay }, today) },
    };
  });
}
