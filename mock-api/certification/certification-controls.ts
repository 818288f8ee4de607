import type { FastifyInstance } from 'fastify';
import type { MockApi } from '../app';
import { shanghaiIso } from '../core/faker';
import { BusinessError } from '../core/define-handler';
import { bestTheoryScore, practicalScoreOf, type JourneyFacts } from './journey-facts';
import { ticketNoOf } from './journey-links';
import { certificateView } from './journey-view';

const CODE_INVALID = 400;
const CODE_NOT_FOUND = 404;
const CODE_CONFLICT = 409;

type Body = Record<string, unknown>;
const bodyOf = (body: unknown): Body => (body && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : {});

/** A score field: absent (undefined), null (缺考, theory only) or 0–100. */
function scoreIn(body: Body, field: 'theory' | 'practical'): number | null | undefined {
  const raw = body[field];
  if (raw === undefined) return undefined;
  if (raw === null && field === 'theory') return null;
  if (typeof raw !== 'number' || !Number.isFinite(raw) || raw < 0 || raw > 100)
    throw new BusinessError(CODE_INVALID, `${field} 应为 0 到 100 之间的分数${field === 'theory' ? '（null 表示缺考）' : ''}`);
  return Math.round(raw * 10) / 10;
}

/**
 * Developer controls of the certification journey (`/__mock/certification/{planId}/…`, JSON), so a
 * browser test or a demo need not wait for the schedule (which otherwise moves on by itself with the
 * clock: decision 014). Each takes `{phone | accountId}` and acts on that learner's latest journey with
 * the plan:
 * - `POST tickets` — issues the 准考证 now (refused while the learner is not a candidate: the 1313 reason);
 * - `POST scores {theory?, practical?}` — releases the scores now: theory defaults to the best official
 *   attempt of the sitting (null = 缺考), practical to the venue's deterministic mark; again before the
 *   certificate, it corrects them;
 * - `POST certificates` — issues the certificate now (refused unless the scores are out and both passed).
 */
export async function certificationControls(app: FastifyInstance, { mock }: { mock: MockApi }) {
  const { store, certification } = mock;
  const { records } = certification;
  const ok = (data: unknown) => ({ code: 0, msg: 'success', data });

  const journeyOf = (planId: string, body: Body): JourneyFacts => {
    const phone = typeof body.phone === 'string' ? body.phone.trim().slice(0, 32) : '';
    const account = phone ? store.accounts.byPhone(phone) : store.accounts.byId(Number(body.accountId));
    if (!account) throw new BusinessError(CODE_NOT_FOUND, '账号不存在（请提供 phone 或 accountId）');
    const facts = certification.journeyOf(account.id, Number(planId));
    if (!facts) throw new BusinessError(CODE_NOT_FOUND, '该账号没有报名这个计划');
    return facts;
  };
  const admitted = (facts: JourneyFacts) => {
    if (facts.notAdmitted !== null) throw new BusinessError(CODE_INVALID, facts.notAdmitted);
  };
  const reread = (facts: JourneyFacts) => certification.factsOf(facts.accountId, facts.application)!;

  app.post<{ Params: { planId: string }; Body: unknown }>('/:planId/tickets', async (request) => {
    const facts = journeyOf(request.params.planId, bodyOf(request.body));
    admitted(facts);
    if (!facts.ticketIssued) records.edit(facts.accountId, facts.plan.id, facts.round).ticketIssuedAt = store.now();
    const issued = reread(facts);
    return ok({
      planId: issued.plan.id,
      accountId: issued.accountId,
      ticketNo: ticketNoOf(issued.accountId, issued.plan.id, issued.schedule.examDate),
      issuedAt: shanghaiIso(issued.ticketAt),
    });
  });

  app.post<{ Params: { planId: string }; Body: unknown }>('/:planId/scores', async (request) => {
    const body = bodyOf(request.body);
    const facts = journeyOf(request.params.planId, body);
    const theory = scoreIn(body, 'theory');
    const practical = scoreIn(body, 'practical') ?? undefined;
    admitted(facts);
    if (facts.certificate) throw new BusinessError(CODE_CONFLICT, '证书已颁发，成绩不能再修改');
    const record = records.edit(facts.accountId, facts.plan.id, facts.round);
    if (theory !== undefined) record.theoryOverride = theory;
    if (practical !== undefined) record.practicalOverride = practical;
    record.released = {
      releasedAt: record.released?.releasedAt ?? store.now(),
      theory:
        theory !== undefined
          ? theory
          : (record.released?.theory ?? bestTheoryScore(certification.sources, facts.accountId, facts.examId, facts.round)),
      practical: practical ?? record.released?.practical ?? practicalScoreOf(facts.accountId, facts.plan.id, facts.round),
    };
    const { result } = reread(facts);
    return ok({ planId: facts.plan.id, accountId: facts.accountId, ...result!, releasedAt: shanghaiIso(result!.releasedAt) });
  });

  app.post<{ Params: { planId: string }; Body: unknown }>('/:planId/certificates', async (request) => {
    const facts = journeyOf(request.params.planId, bodyOf(request.body));
    admitted(facts);
    const { result } = facts;
    if (!result) throw new BusinessError(CODE_INVALID, '成绩尚未发布，请先发布成绩（POST /__mock/certification/{planId}/scores）');
    if (!result.passed)
      throw new BusinessError(
        CODE_INVALID,
        `理论知识考试与操作技能考核均合格才能颁发证书（理论 ${result.theory ?? '缺考'}，实操 ${result.practical}）`,
      );
    if (!facts.certificate) records.edit(facts.accountId, facts.plan.id, facts.round).certificateAt = store.now();
    return ok(certificateView(reread(facts).certificate!));
  });
}
