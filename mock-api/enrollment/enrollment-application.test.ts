import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  CODE_ENROLMENT_CLOSED,
  CODE_ENROLMENT_FULL,
  CODE_MATERIALS_INVALID,
  CODE_NOT_ELIGIBLE,
  CODE_NOTHING_TO_WITHDRAW,
} from '@shared/api/enrollment';
import { maskIdNumber } from '@shared/lib/id-card-rules';
import { MATERIAL_RULES, requiredMaterials } from '@shared/lib/application-materials';
import type { ApplicationForm } from '@shared/schemas/enrollment-application';
import type { EnrollmentPlanDetail } from '@shared/schemas/enrollment';
import type { MockApi } from '../app';
import { CODE_INVALID } from '../core/define-handler';
import type { EnrollmentPlan } from './enrollment-plans';
import { eligibleFacts, SHAPED_FORM, uploadedFileId, validApplicationForm } from './application-testing';
import { siteYear } from './application-form';
import { auditOutcome, MATERIAL_REJECTION_REASONS, rejectionSummary } from './material-review';
import { DEFAULT_DECISION_DELAY_MS } from './plan-applications';
import { envelopeOf, mockPool, type Envelope } from '../core/test-support';

/** Account 1 (13800138000, 王晓明) passed real-name verification; account 2 (13900139000) did not. */
const VERIFIED = 1;
const UNVERIFIED = 2;

const pool = mockPool();
afterEach(() => pool.closeAll());

type Detail = EnrollmentPlanDetail;

async function post(app: FastifyInstance, url: string, token: string | undefined, payload?: unknown): Promise<Envelope> {
  return envelopeOf(await app.inject({ method: 'POST', url, headers: token ? { token } : {}, payload: payload as object }), url);
}
const detailOf = async (app: FastifyInstance, planId: number, token: string) =>
  (envelopeOf(await app.inject({ url: `/enrollment/${planId}`, headers: { token } }), 'detail').data as Detail).my!;

/** The open plans with places left (not requiring real-name verification, for the unverified learner). */
const openPlans = (mock: MockApi, forUnverified = false) =>
  mock.store.content.enrollmentPlans.filter((plan) => plan.status === 'open' && (!forUnverified || !plan.requiresRealName));

/** A mock on a moving clock, both learners signed in, and the calls of the application. */
function setUp() {
  const { mock, advance } = pool.withClock();
  const tokens = { [VERIFIED]: mock.store.issueToken(VERIFIED), [UNVERIFIED]: mock.store.issueToken(UNVERIFIED) };
  const as = (accountId: number) => tokens[accountId as 1 | 2];
  const apply = (accountId: number, plan: EnrollmentPlan, form: unknown) =>
    post(mock.app, `/enrollment/${plan.id}/apply`, as(accountId), form);
  const formFor = (accountId: number, plan: EnrollmentPlan, overrides: Partial<ApplicationForm> = {}) =>
    validApplicationForm(mock.app, as(accountId), plan, mock.store.now(), {
      ...(accountId === UNVERIFIED ? { name: '李建国' } : {}),
      ...overrides,
    });
  const applyValid = async (accountId: number, plan: EnrollmentPlan) => {
    const body = await apply(accountId, plan, await formFor(accountId, plan));
    expect(body.code, body.msg).toBe(0);
    return (body.data as Detail).my!;
  };
  const resubmit = (accountId: number, plan: EnrollmentPlan, materials: unknown) =>
    post(mock.app, `/enrollment/${plan.id}/materials`, as(accountId), { materials });
  const withdraw = (accountId: number | null, planId: number) =>
    post(mock.app, `/enrollment/${planId}/withdraw`, accountId === null ? undefined : as(accountId));
  return { mock, advance, as, apply, formFor, applyValid, resubmit, withdraw };
}

/** An open plan whose first review sends one of the learner's materials back, and one whose review passes them all. */
function plansByOutcome(mock: MockApi, accountId: number) {
  const outcome = (plan: EnrollmentPlan) =>
    auditOutcome(accountId, plan.id, 1, requiredMaterials(plan.materials, eligibleFacts(plan.skillLevel, mock.store.now())));
  const plans = openPlans(mock, accountId === UNVERIFIED);
  const rejecting = plans.find((plan) => outcome(plan).status === 3)!;
  const passing = plans.find((plan) => outcome(plan).status === 2)!;
  expect(rejecting && passing).toBeTruthy();
  return { rejecting, passing, rejectedKind: outcome(rejecting).rejected! };
}

describe('the application form: who applies', () => {
  it('a verified learner applies under the verified name (a name sent is ignored), with the masked ID number only', async () => {
    const { mock, apply, formFor } = setUp();
    const plan = openPlans(mock)[0]!;
    const identity = mock.store.realNames.recordOf(mock.store.accounts.byId(VERIFIED)!)!;
    const applied = await apply(VERIFIED, plan, await formFor(VERIFIED, plan, { name: '张冒名' }));
    expect(applied.code, applied.msg).toBe(0);
    const { my } = applied.data as Detail;
    expect(my!.details).toMatchObject({ name: identity.name, idNumberMasked: maskIdNumber(identity.idNumber), round: 1 });
    expect(my!.prefill).toEqual({ realName: identity.name, idNumberMasked: maskIdNumber(identity.idNumber), phone: '13800138000' });
    expect(JSON.stringify(applied)).not.toContain(identity.idNumber);
    expect(JSON.stringify(applied)).not.toContain('张冒名');
  });

  it('an unverified learner names themself, checked with the form’s own words (400)', async () => {
    const { mock, apply, formFor } = setUp();
    const plan = openPlans(mock, true)[0]!;
    const form = await formFor(UNVERIFIED, plan);
    expect(await apply(UNVERIFIED, plan, { ...form, name: undefined })).toMatchObject({ code: CODE_INVALID, msg: '请输入姓名' });
    const digits = await apply(UNVERIFIED, plan, { ...form, name: '李建国2' });
    expect(digits.code).toBe(CODE_INVALID);
    expect(digits.msg).toMatch(/姓名/);
    const applied = await apply(UNVERIFIED, plan, form);
    expect(applied.code, applied.msg).toBe(0);
    expect((applied.data as Detail).my!.details).toMatchObject({ name: '李建国', idNumberMasked: null, phone: '13800138000' });
  });

  it('a certificate year in the future, or a work unit of spaces, is refused before anything is stored', async () => {
    const { mock, apply, formFor } = setUp();
    const plan = openPlans(mock).find((candidate) => candidate.skillLevel >= 2)!;
    const form = await formFor(VERIFIED, plan);
    const nextYear = siteYear(mock.store.now()) + 1;
    const future = await apply(VERIFIED, plan, { ...form, applicant: { ...form.applicant, heldYear: nextYear } });
    expect(future).toMatchObject({ code: CODE_INVALID, msg: '取得年份不能晚于今年' });
    expect((await apply(VERIFIED, plan, { ...form, workUnit: '   ' })).code).toBe(CODE_INVALID);
    expect(mock.store.applications.statusOf(VERIFIED, plan.id)).toBe(0);
  });

  it('the level’s 申报条件 are checked, and a refusal names what is missing (1306)', async () => {
    const { mock, apply, formFor } = setUp();
    const plan = openPlans(mock, true)[0]!;
    const year = siteYear(mock.store.now());
    const withFacts = (applicant: unknown) => apply(UNVERIFIED, plan, { ...SHAPED_FORM, name: '李建国', applicant });
    // Nothing held and no years: no level above 初级工 is open, and 初级工 wants a year of work.
    const refused = await withFacts({ yearsWorked: 0, schooling: 'none' });
    expect(refused.code).toBe(CODE_NOT_ELIGIBLE);
    expect(refused.msg).toContain('暂不符合');
    expect(refused.msg).toContain('申报条件');
    const held = await withFacts({ yearsWorked: 20, schooling: 'none', heldLevel: plan.skillLevel, heldYear: year - 10 });
    expect(held.code).toBe(CODE_NOT_ELIGIBLE);
    expect(held.msg).toContain('你已持有');
    // A certificate's level without its year is malformed input, not a verdict.
    expect((await withFacts({ yearsWorked: 5, schooling: 'none', heldLevel: 1 })).code).toBe(CODE_INVALID);
    expect(mock.store.applications.statusOf(UNVERIFIED, plan.id)).toBe(0);
    expect((await apply(UNVERIFIED, plan, await formFor(UNVERIFIED, plan))).code).toBe(0);
  });
});

describe('the application form: the materials (1310 names the one at fault)', () => {
  it('every required material once; missing ones are named; the certificate only with a certificate stated', async () => {
    const { mock, apply, formFor } = setUp();
    const plan = openPlans(mock).find((candidate) => candidate.skillLevel === 2)!;
    const form = await formFor(VERIFIED, plan, { applicant: { yearsWorked: 6, schooling: 'none' } });
    expect(form.materials.map((material) => material.kind)).not.toContain('certificate');
    const withoutPhoto = await apply(VERIFIED, plan, {
      ...form,
      materials: form.materials.filter((material) => material.kind !== 'photo'),
    });
    expect(withoutPhoto).toMatchObject({ code: CODE_MATERIALS_INVALID, msg: `请上传：${MATERIAL_RULES.photo.label}` });
    // The same years, a 初级工 certificate stated: now the certificate is required.
    const year = siteYear(mock.store.now());
    const stated = await apply(VERIFIED, plan, {
      ...form,
      applicant: { yearsWorked: 6, schooling: 'none', heldLevel: 1, heldYear: year - 6 },
    });
    expect(stated).toMatchObject({ code: CODE_MATERIALS_INVALID, msg: `请上传：${MATERIAL_RULES.certificate.label}` });
    expect((await apply(VERIFIED, plan, form)).code).toBe(0);
  });

  it('a kind sent twice, or one the plan does not ask for, is refused', async () => {
    const { mock, apply, formFor, as } = setUp();
    const plan = openPlans(mock).find((candidate) => !candidate.materials.includes('health'))!;
    const form = await formFor(VERIFIED, plan);
    const twice = await apply(VERIFIED, plan, { ...form, materials: [...form.materials, form.materials[0]] });
    expect(twice.code).toBe(CODE_MATERIALS_INVALID);
    expect(twice.msg).toContain('只能上传一份');
    const health = { kind: 'health', fileId: await uploadedFileId(mock.app, as(VERIFIED), 'health') };
    const unasked = await apply(VERIFIED, plan, { ...form, materials: [...form.materials, health] });
    expect(unasked).toMatchObject({ code: CODE_MATERIALS_INVALID, msg: `本计划不需要「${MATERIAL_RULES.health.label}」，请移除后再提交` });
  });

  it('another learner’s file, a file of another kind or an unknown id reads as expired; nothing is stored', async () => {
    const { mock, apply, formFor, as } = setUp();
    const plan = openPlans(mock)[0]!;
    const form = await formFor(VERIFIED, plan);
    const theirs = await uploadedFileId(mock.app, as(UNVERIFIED), 'id-card');
    const swap = (kind: string, fileId: string) => ({
      ...form,
      materials: form.materials.map((material) => (material.kind === kind ? { kind, fileId } : material)),
    });
    const photoId = form.materials.find((material) => material.kind === 'photo')!.fileId;
    const expired = `「${MATERIAL_RULES['id-card'].label}」的文件不存在或已过期，请重新上传`;
    for (const fileId of [theirs, photoId, 'abcdefgh1234'])
      expect(await apply(VERIFIED, plan, swap('id-card', fileId))).toMatchObject({ code: CODE_MATERIALS_INVALID, msg: expired });
    expect(mock.store.applications.statusOf(VERIFIED, plan.id)).toBe(0);
  });
});

describe('the review, by the clock', () => {
  it('every material 待审核, then at the delay one in five applications has exactly one sent back with its reason', async () => {
    const { mock, advance, as, applyValid } = setUp();
    const { rejecting, passing, rejectedKind } = plansByOutcome(mock, VERIFIED);
    for (const plan of [rejecting, passing]) {
      const my = await applyValid(VERIFIED, plan);
      expect(my.details!.items.every((item) => item.review === 'pending' && item.reason === null)).toBe(true);
      expect(my.details!.items.map((item) => item.label)).toEqual(my.details!.items.map((item) => MATERIAL_RULES[item.kind].label));
    }
    advance(DEFAULT_DECISION_DELAY_MS - 1);
    expect((await detailOf(mock.app, rejecting.id, as(VERIFIED))).status).toBe(1);
    advance(1);
    const refused = await detailOf(mock.app, rejecting.id, as(VERIFIED));
    expect(refused).toMatchObject({ status: 3, reason: rejectionSummary([rejectedKind]), canWithdraw: false });
    expect(refused.reason).toBe(`1 项材料未通过审核：${MATERIAL_RULES[rejectedKind].label}`);
    for (const item of refused.details!.items)
      expect(item).toMatchObject(
        item.kind === rejectedKind
          ? { review: 'rejected', reason: MATERIAL_REJECTION_REASONS[rejectedKind] }
          : { review: 'accepted', reason: null },
      );
    const approved = await detailOf(mock.app, passing.id, as(VERIFIED));
    expect(approved).toMatchObject({ status: 2, reason: null });
    expect(approved.details!.items.every((item) => item.review === 'accepted')).toBe(true);
  });

  it('a refused application re-sent in full is reviewed as the next round, and passes', async () => {
    const { mock, advance, as, applyValid } = setUp();
    const { rejecting } = plansByOutcome(mock, VERIFIED);
    await applyValid(VERIFIED, rejecting);
    advance(DEFAULT_DECISION_DELAY_MS);
    expect((await detailOf(mock.app, rejecting.id, as(VERIFIED))).status).toBe(3);
    const again = await applyValid(VERIFIED, rejecting);
    expect(again).toMatchObject({ status: 1, reason: null, details: { round: 2 } });
    advance(DEFAULT_DECISION_DELAY_MS);
    expect((await detailOf(mock.app, rejecting.id, as(VERIFIED))).status).toBe(2);
  });
});

describe('POST /enrollment/{id}/materials: re-sending what was sent back', () => {
  async function refused() {
    const setup = setUp();
    const { rejecting, rejectedKind } = plansByOutcome(setup.mock, VERIFIED);
    const sent = await setup.applyValid(VERIFIED, rejecting);
    setup.advance(DEFAULT_DECISION_DELAY_MS);
    const accepted = sent.details!.items.find((item) => item.kind !== rejectedKind)!;
    const rejectedFile = sent.details!.items.find((item) => item.kind === rejectedKind)!.file.id;
    return { ...setup, plan: rejecting, rejectedKind, rejectedFile, accepted };
  }

  it('only the rejected materials, each a new file of one’s own: anything else is 1310 naming it', async () => {
    const { mock, as, resubmit, plan, rejectedKind, rejectedFile, accepted } = await refused();
    const fresh = { kind: rejectedKind, fileId: await uploadedFileId(mock.app, as(VERIFIED), rejectedKind) };
    const label = MATERIAL_RULES[rejectedKind].label;
    const acceptedOne = { kind: accepted.kind, fileId: await uploadedFileId(mock.app, as(VERIFIED), accepted.kind) };
    expect(await resubmit(VERIFIED, plan, [acceptedOne])).toMatchObject({ code: CODE_MATERIALS_INVALID, msg: `请重新上传：${label}` });
    expect(await resubmit(VERIFIED, plan, [fresh, acceptedOne])).toMatchObject({
      code: CODE_MATERIALS_INVALID,
      msg: `「${MATERIAL_RULES[accepted.kind].label}」已通过审核，无需重新上传`,
    });
    expect((await resubmit(VERIFIED, plan, [fresh, fresh])).msg).toContain('只能上传一份');
    expect((await resubmit(VERIFIED, plan, [{ kind: rejectedKind, fileId: rejectedFile }])).msg).toContain('请上传新的文件');
    const theirs = await uploadedFileId(mock.app, as(UNVERIFIED), rejectedKind);
    expect((await resubmit(VERIFIED, plan, [{ kind: rejectedKind, fileId: theirs }])).msg).toContain('不存在或已过期');
    expect((await detailOf(mock.app, plan.id, as(VERIFIED))).status).toBe(3);
  });

  it('the new file goes to review (round 2), the accepted ones stay accepted, and round 2 is approved', async () => {
    const { mock, advance, as, resubmit, plan, rejectedKind, accepted } = await refused();
    const fileId = await uploadedFileId(mock.app, as(VERIFIED), rejectedKind);
    const sent = await resubmit(VERIFIED, plan, [{ kind: rejectedKind, fileId }]);
    expect(sent.code, sent.msg).toBe(0);
    const my = (sent.data as Detail).my!;
    expect(my).toMatchObject({ status: 1, reason: null, canWithdraw: true, details: { round: 2 } });
    expect(my.details!.items.find((item) => item.kind === rejectedKind)).toMatchObject({
      review: 'pending',
      reason: null,
      file: { id: fileId },
    });
    expect(my.details!.items.find((item) => item.kind === accepted.kind)).toMatchObject({
      review: 'accepted',
      file: { id: accepted.file.id },
    });
    // Nothing left to re-send while it is under review.
    expect((await resubmit(VERIFIED, plan, [{ kind: rejectedKind, fileId }])).code).toBe(CODE_MATERIALS_INVALID);
    advance(DEFAULT_DECISION_DELAY_MS);
    const decided = await detailOf(mock.app, plan.id, as(VERIFIED));
    expect(decided.status).toBe(2);
    expect(decided.details!.items.every((item) => item.review === 'accepted')).toBe(true);
  });

  it('past the deadline nothing is re-sent (1302); signed out 401; unknown plan 404', async () => {
    const { mock, advance, plan, rejectedKind } = await refused();
    const token = mock.store.issueToken(VERIFIED);
    const payload = { materials: [{ kind: rejectedKind, fileId: await uploadedFileId(mock.app, token, rejectedKind) }] };
    expect((await post(mock.app, `/enrollment/${plan.id}/materials`, undefined, payload)).code).toBe(401);
    expect((await post(mock.app, '/enrollment/999/materials', token, payload)).code).toBe(404);
    advance(Date.parse(plan.enrolEnd) - mock.store.now() + 1000);
    const late = await post(mock.app, `/enrollment/${plan.id}/materials`, mock.store.issueToken(VERIFIED), payload);
    expect(late.code).toBe(CODE_ENROLMENT_CLOSED);
  });

  it('a refused application holds no place: when others took the last ones meanwhile, 1303', async () => {
    const { mock, as, resubmit, plan, rejectedKind } = await refused();
    const { placesLeft } = envelopeOf(await mock.app.inject({ url: `/enrollment/${plan.id}` }), 'detail').data as Detail;
    for (let index = 0; index < placesLeft; index += 1) mock.store.applications.apply(1000 + index, plan.id);
    const fileId = await uploadedFileId(mock.app, as(VERIFIED), rejectedKind);
    expect((await resubmit(VERIFIED, plan, [{ kind: rejectedKind, fileId }])).code).toBe(CODE_ENROLMENT_FULL);
  });
});

describe('POST /enrollment/{id}/withdraw', () => {
  it('while under review: gone, the place free again, re-applying allowed; a second withdrawal 1311', async () => {
    const { mock, as, applyValid, withdraw } = setUp();
    const plan = openPlans(mock)[0]!;
    const before = (envelopeOf(await mock.app.inject({ url: `/enrollment/${plan.id}` }), 'detail').data as Detail).placesLeft;
    await applyValid(VERIFIED, plan);
    const withdrawn = await withdraw(VERIFIED, plan.id);
    expect(withdrawn.code, withdrawn.msg).toBe(0);
    expect((withdrawn.data as Detail).my).toMatchObject({ status: 0, details: null, canWithdraw: false, submittedAt: null });
    expect((withdrawn.data as Detail).placesLeft).toBe(before);
    expect(await withdraw(VERIFIED, plan.id)).toMatchObject({ code: CODE_NOTHING_TO_WITHDRAW, msg: '当前没有审核中的报名，无法撤回' });
    expect((await applyValid(VERIFIED, plan)).details!.round).toBe(1);
    expect((await detailOf(mock.app, plan.id, as(VERIFIED))).status).toBe(1);
  });

  it('once decided (either way), never applied, signed out or an unknown plan: refused', async () => {
    const { mock, advance, applyValid, withdraw } = setUp();
    const { rejecting, passing } = plansByOutcome(mock, VERIFIED);
    expect((await withdraw(VERIFIED, passing.id)).code).toBe(CODE_NOTHING_TO_WITHDRAW);
    await applyValid(VERIFIED, rejecting);
    await applyValid(VERIFIED, passing);
    expect((await withdraw(null, passing.id)).code).toBe(401);
    expect((await withdraw(VERIFIED, 999)).code).toBe(404);
    // Another learner cannot withdraw mine.
    expect((await withdraw(UNVERIFIED, passing.id)).code).toBe(CODE_NOTHING_TO_WITHDRAW);
    advance(DEFAULT_DECISION_DELAY_MS);
    expect((await withdraw(VERIFIED, passing.id)).code).toBe(CODE_NOTHING_TO_WITHDRAW);
    expect((await withdraw(VERIFIED, rejecting.id)).code).toBe(CODE_NOTHING_TO_WITHDRAW);
  });
});
