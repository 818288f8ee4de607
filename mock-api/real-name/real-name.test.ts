import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CODE_REAL_NAME_REQUIRED } from '@shared/api/enrollment';
import { CODE_REAL_NAME_APPROVED, CODE_REAL_NAME_PENDING, CODE_REAL_NAME_TOO_MANY } from '@shared/api/real-name';
import { AuditStatus } from '@shared/enums/order';
import { MESSAGE_GROUPS, MessageType } from '@shared/enums/message';
import { checkIdNumber, idCheckChar } from '@shared/lib/id-card-rules';
import { realNameStatusSchema, type RealNameStatus } from '@shared/schemas/real-name';
import { buildMockApi, type MockApi } from '../app';
import { MOCK_EPOCH } from '../core/faker';
import { devControls } from '../dev-controls';
import { DEFAULT_REAL_NAME_REJECT_REASON } from './real-names';
import { CHINESE, envelopeOf, type Envelope } from '../core/test-support';
import { SHAPED_FORM, validApplicationForm } from '../enrollment/application-testing';

const STEP_MS = 10_000;
const withCheck = (first17: string) => first17 + idCheckChar(first17);
/** A fresh, well-formed number per call (serials differ). */
let serial = 100;
const freshId = () => withCheck(`33010619900512${String(++serial).padStart(3, '0')}`);

function mockAt(start = MOCK_EPOCH) {
  let now = start;
  const mock = buildMockApi({ now: () => now, reviewStepSeconds: STEP_MS / 1000, liveSimulation: false });
  void mock.app.register(devControls, { prefix: '/__mock', mock });
  return { mock, advance: (ms: number) => (now += ms) };
}

async function request(app: FastifyInstance, method: 'GET' | 'POST', url: string, token?: string, payload?: unknown): Promise<Envelope> {
  return envelopeOf(
    await app.inject({ method, url, payload: payload as Record<string, unknown> | undefined, headers: token ? { token } : {} }),
    url,
  );
}

let phones = 0;
function learner(mock: MockApi) {
  const account = mock.store.accounts.add({
    phone: `1370054${String(++phones).padStart(4, '0')}`,
    passwordHash: 'x:y',
    nickname: '实名学员',
    gender: 1,
    signature: '',
    realNameVerified: false,
    coinBalance: 0,
    wechatOpenId: null,
    createdAt: '2026-11-01T00:00:00+08:00',
  });
  return { account, token: mock.store.issueToken(account.id) };
}

const status = async (mock: MockApi, token: string): Promise<RealNameStatus> => {
  const body = await request(mock.app, 'GET', '/user/real-name', token);
  expect(body.code, body.msg).toBe(0);
  expect(realNameStatusSchema.safeParse(body.data).success).toBe(true);
  return body.data as RealNameStatus;
};
const submit = (mock: MockApi, token: string, name: string, idNumber: string) =>
  request(mock.app, 'POST', '/user/real-name', token, { name, idNumber });
const review = (mock: MockApi, accountId: number, payload: object = {}) =>
  request(mock.app, 'POST', `/__mock/real-name/${accountId}/review`, undefined, payload);

describe('real-name status', () => {
  const { mock } = mockAt();
  afterAll(() => mock.app.close());

  it('needs a sign-in (401) for the status and the submission', async () => {
    expect((await request(mock.app, 'GET', '/user/real-name')).code).toBe(401);
    expect((await request(mock.app, 'POST', '/user/real-name', undefined, { name: '王小明', idNumber: freshId() })).code).toBe(401);
    expect((await request(mock.app, 'GET', '/user/real-name', 'not-a-token')).code).toBe(401);
  });

  it('a new learner has not applied', async () => {
    const { token } = learner(mock);
    expect(await status(mock, token)).toEqual({
      status: AuditStatus.NOT_APPLIED,
      name: null,
      idNumber: null,
      rejectReason: null,
      submittedAt: null,
      reviewedAt: null,
      attemptsLeft: 5,
    });
  });

  it('the seeded demo learner is approved, with a plausible masked name and number', async () => {
    const demo = await status(mock, mock.store.issueToken(1));
    expect(demo).toMatchObject({ status: AuditStatus.APPROVED, name: '王*明', rejectReason: null });
    expect(demo.idNumber).toMatch(/^\d{3}\*{11}\d{3}[\dX]$/);
    expect(demo.submittedAt).not.toBeNull();
    expect(demo.reviewedAt! > demo.submittedAt!).toBe(true);
    // The number behind the mask is a well-formed one.
    expect(checkIdNumber(mock.store.realNames.recordOf(mock.store.accounts.byId(1)!)!.idNumber)).toBe(true);
    // The second demo learner is not verified.
    expect((await status(mock, mock.store.issueToken(2))).status).toBe(AuditStatus.NOT_APPLIED);
  });

  it('refuses a bad name or number with the rule’s own Chinese message, and changes nothing', async () => {
    const { token } = learner(mock);
    const cases: [string, string, RegExp][] = [
      ['Wang', freshId(), /姓名只能包含中文/],
      ['王', freshId(), /姓名不能少于 2 个字/],
      ['王小明', '110105194912310021', /校验位不正确/],
      ['王小明', withCheck('11010519901301123'), /出生日期不正确/],
      ['王小明', withCheck('99010519900101123'), /地区码不正确/],
      ['王小明', '1101051949', /应为 18 位/],
    ];
    for (const [name, idNumber, message] of cases) {
      const body = await submit(mock, token, name, idNumber);
      expect(body.code, `${name} ${idNumber}`).toBe(400);
      expect(body.msg).toMatch(message);
      expect(body.msg).not.toContain(idNumber);
    }
    expect((await request(mock.app, 'POST', '/user/real-name', token, {})).code).toBe(400);
    expect(await status(mock, token)).toMatchObject({ status: AuditStatus.NOT_APPLIED, attemptsLeft: 5 });
  });
});

describe('a submission under review', () => {
  const { mock, advance } = mockAt();
  afterAll(() => mock.app.close());

  it('answers masked (never the full number), normalises x → X, and is approved after one review step', async () => {
    const { account, token } = learner(mock);
    const idNumber = withCheck('11010119900307803').toLowerCase();
    const submitted = await submit(mock, token, ' 李 建国 ', ` ${idNumber} `);
    expect(submitted.code, submitted.msg).toBe(0);
    expect(submitted.data).toMatchObject({
      status: AuditStatus.PENDING,
      name: '李*国',
      idNumber: '110***********803X',
      rejectReason: null,
      reviewedAt: null,
      attemptsLeft: 4,
    });
    expect(JSON.stringify(submitted)).not.toMatch(/19900307|11010119900307803/);
    expect(mock.store.realNames.recordOf(account)!.idNumber).toBe('11010119900307803X');

    // Pending: not yet verified, no second submission.
    advance(STEP_MS - 1);
    expect((await status(mock, token)).status).toBe(AuditStatus.PENDING);
    const again = await submit(mock, token, '李建国', freshId());
    expect(again.code).toBe(CODE_REAL_NAME_PENDING);
    expect(again.msg).toMatch(/审核中/);

    advance(1);
    const approved = await status(mock, token);
    expect(approved).toMatchObject({ status: AuditStatus.APPROVED, name: '李*国', idNumber: '110***********803X' });
    expect(approved.reviewedAt).not.toBeNull();
    expect(account.realNameVerified).toBe(true);
    expect(((await request(mock.app, 'GET', '/user/profile', token)).data as { realNameVerified: boolean }).realNameVerified).toBe(true);

    // Approved: read-only.
    const after = await submit(mock, token, '李建国', freshId());
    expect(after.code).toBe(CODE_REAL_NAME_APPROVED);
    expect(after.msg).toMatch(/已完成实名认证/);
  });

  it('the demo learner (seeded approved) cannot submit again', async () => {
    const body = await submit(mock, mock.store.issueToken(1), '王晓明', freshId());
    expect(body.code).toBe(CODE_REAL_NAME_APPROVED);
  });

  it('an ID number under review or verified for another account is never verified twice; a rejected one is free again', async () => {
    const first = learner(mock);
    const second = learner(mock);
    const idNumber = freshId();
    expect((await submit(mock, first.token, '张伟', idNumber)).code).toBe(0);
    const taken = await submit(mock, second.token, '张伟', idNumber.toLowerCase());
    expect(taken.code).toBe(0);
    expect(JSON.stringify(taken)).not.toContain(idNumber);
    expect((await review(mock, second.account.id)).data).toMatchObject({
      status: AuditStatus.REJECTED,
      rejectReason: DEFAULT_REAL_NAME_REJECT_REASON,
    });
    // The demo learner's seeded number too.
    const demoNumber = mock.store.realNames.recordOf(mock.store.accounts.byId(1)!)!.idNumber;
    expect((await submit(mock, second.token, '王晓明', demoNumber)).code).toBe(0);
    expect((await review(mock, second.account.id)).data).toMatchObject({ status: AuditStatus.REJECTED });

    // Rejected: the number is released.
    expect((await review(mock, first.account.id, { decision: 'reject', reason: '姓名与身份证号不一致' })).code).toBe(0);
    expect((await submit(mock, second.token, '张伟', idNumber)).code).toBe(0);
    expect((await review(mock, second.account.id)).data).toMatchObject({ status: AuditStatus.APPROVED });
  });
});

describe('the review control and resubmission', () => {
  const { mock, advance } = mockAt();
  afterAll(() => mock.app.close());

  it('rejects with the reason, the learner resubmits, the control approves at once', async () => {
    const { account, token } = learner(mock);
    expect((await submit(mock, token, '买买提·艾力', freshId())).code).toBe(0);
    const rejected = await review(mock, account.id, { decision: 'reject', reason: '身份证照片不清晰' });
    expect(rejected.code, rejected.msg).toBe(0);
    expect(rejected.data).toMatchObject({ accountId: account.id, status: AuditStatus.REJECTED, rejectReason: '身份证照片不清晰' });
    expect(await status(mock, token)).toMatchObject({ status: AuditStatus.REJECTED, name: '买****力', rejectReason: '身份证照片不清晰' });
    expect(account.realNameVerified).toBe(false);
    // The schedule does not overturn a decision.
    advance(STEP_MS * 3);
    expect((await status(mock, token)).status).toBe(AuditStatus.REJECTED);

    const resubmitted = await submit(mock, token, '买买提·艾力', freshId());
    expect(resubmitted.data).toMatchObject({ status: AuditStatus.PENDING, rejectReason: null, attemptsLeft: 3 });
    const approved = await review(mock, account.id, { decision: 'approve' });
    expect(approved.data).toMatchObject({ status: AuditStatus.APPROVED });
    expect(account.realNameVerified).toBe(true);

    // Each decision reaches 系统通知 (type 37), masked, linking back to the page; newest first.
    const notices = mock.store.messages.list(account.id, [MessageType.REAL_NAME_RESULT]);
    expect(notices.map((notice) => notice.action)).toEqual(['实名认证已通过', '实名认证未通过']);
    expect(notices[1]!.content).toContain('身份证照片不清晰');
    for (const notice of notices) {
      expect(notice.link).toBe('/setting/real');
      expect(notice.quote).toMatch(/^买\*+力 · \d{3}\*+\d{3}[\dX]$/);
    }
    expect(MESSAGE_GROUPS.system.types).toContain(MessageType.REAL_NAME_RESULT);
  });

  it('hold keeps a submission 审核中 past its schedule until the control decides', async () => {
    const { account, token } = learner(mock);
    expect((await submit(mock, token, '郭靖', freshId())).code).toBe(0);
    const held = await review(mock, account.id, { decision: 'hold' });
    expect(held.data).toMatchObject({ status: AuditStatus.PENDING });
    advance(STEP_MS * 5);
    expect((await status(mock, token)).status).toBe(AuditStatus.PENDING);
    expect(account.realNameVerified).toBe(false);
    expect((await review(mock, account.id, { decision: 'approve' })).data).toMatchObject({ status: AuditStatus.APPROVED });
    expect(account.realNameVerified).toBe(true);
  });

  it('a reject without a reason gives the standard one; nothing pending → 404; bad input → 400', async () => {
    const { account, token } = learner(mock);
    expect((await review(mock, account.id)).code).toBe(404);
    expect((await submit(mock, token, '赵敏', freshId())).code).toBe(0);
    expect((await review(mock, account.id, { decision: 'maybe' })).code).toBe(400);
    expect((await review(mock, account.id, { decision: 'reject', reason: 'x'.repeat(201) })).code).toBe(400);
    expect((await review(mock, 0)).code).toBe(400);
    const rejected = await review(mock, account.id, { decision: 'reject' });
    expect((rejected.data as RealNameStatus).rejectReason).toMatch(CHINESE);
    expect((await review(mock, account.id)).code).toBe(404);
    expect((await review(mock, 999_999)).code).toBe(404);
  });

  it('five submissions a day (refused ones count), then 5404 until the next Beijing day', async () => {
    const { account, token } = learner(mock);
    const other = learner(mock);
    const takenNumber = freshId();
    expect((await submit(mock, other.token, '周杰', takenNumber)).code).toBe(0);
    // Two of a number another account holds (rejected in review), three rejected by the desk: five.
    for (let i = 0; i < 2; i++) {
      expect((await submit(mock, token, '周杰', takenNumber)).code).toBe(0);
      expect((await review(mock, account.id)).data).toMatchObject({ status: AuditStatus.REJECTED });
    }
    for (let i = 0; i < 3; i++) {
      expect((await submit(mock, token, '周杰伦', freshId())).code).toBe(0);
      expect((await review(mock, account.id, { decision: 'reject' })).code).toBe(0);
    }
    expect((await status(mock, token)).attemptsLeft).toBe(0);
    const refused = await submit(mock, token, '周杰伦', freshId());
    expect(refused.code).toBe(CODE_REAL_NAME_TOO_MANY);
    expect(refused.msg).toMatch(/明天再试/);
    expect((await status(mock, token)).status).toBe(AuditStatus.REJECTED);
    advance(24 * 3_600_000);
    expect((await status(mock, token)).attemptsLeft).toBe(5);
    expect((await submit(mock, token, '周杰伦', freshId())).code).toBe(0);
  });
});

describe('enrolment after verification', () => {
  const { mock, advance } = mockAt();
  afterAll(() => mock.app.close());
  const plan = mock.store.content.enrollmentPlans.find((candidate) => candidate.status === 'open' && candidate.requiresRealName)!;

  it('a plan requiring real names refuses the learner until the review approves by its schedule', async () => {
    const { token } = learner(mock);
    expect((await request(mock.app, 'POST', `/enrollment/${plan.id}/apply`, token, SHAPED_FORM)).code).toBe(CODE_REAL_NAME_REQUIRED);
    expect((await submit(mock, token, '陈静', freshId())).code).toBe(0);
    expect((await request(mock.app, 'POST', `/enrollment/${plan.id}/apply`, token, SHAPED_FORM)).code).toBe(CODE_REAL_NAME_REQUIRED);
    // Nobody reads the real-name status: the enrolment itself sees the approval once it is due.
    advance(STEP_MS);
    const form = await validApplicationForm(mock.app, token, plan, mock.store.now());
    const applied = await request(mock.app, 'POST', `/enrollment/${plan.id}/apply`, token, form);
    expect(applied.code, applied.msg).toBe(0);
    // Under the name just verified.
    expect((applied.data as { my: { details: { name: string } } }).my.details.name).toBe('陈静');
    expect((await status(mock, token)).status).toBe(AuditStatus.APPROVED);
  });

  it('and after an approval by the control', async () => {
    const { account, token } = learner(mock);
    expect((await submit(mock, token, '林海燕', freshId())).code).toBe(0);
    expect((await review(mock, account.id)).code).toBe(0);
    const form = await validApplicationForm(mock.app, token, plan, mock.store.now());
    expect((await request(mock.app, 'POST', `/enrollment/${plan.id}/apply`, token, form)).code).toBe(0);
  });
});

describe('a number another account holds (issue 23, low finding c)', () => {
  const { mock, advance } = mockAt();
  afterAll(() => mock.app.close());

  it('is taken into review like any submission and rejected there with the standard neutral reason: the submitter never learns the number is someone else’s', async () => {
    const holder = learner(mock);
    const prober = learner(mock);
    const plain = learner(mock);
    const held = freshId();
    expect((await submit(mock, holder.token, '张伟', held)).code).toBe(0);
    // The same answer as an ordinary submission: 审核中, one attempt spent.
    const probed = await submit(mock, prober.token, '张伟', held);
    const ordinary = await submit(mock, plain.token, '李娜', freshId());
    expect(probed.code, probed.msg).toBe(0);
    const shape = (body: Envelope) => ({ ...(body.data as RealNameStatus), name: null, idNumber: null, submittedAt: null });
    expect(shape(probed)).toEqual(shape(ordinary));
    expect(probed.data).toMatchObject({ status: AuditStatus.PENDING, attemptsLeft: 4 });
    // A plain rejection by the desk and the refusal of a held number read the same.
    expect((await review(mock, plain.account.id, { decision: 'reject' })).code).toBe(0);
    advance(STEP_MS);
    const refused = await status(mock, prober.token);
    expect(refused).toMatchObject({ status: AuditStatus.REJECTED });
    expect(refused.rejectReason).toBe((await status(mock, plain.token)).rejectReason);
    expect(refused.rejectReason).not.toMatch(/其他账号|已被/);
    expect(mock.store.messages.list(prober.account.id, [MessageType.REAL_NAME_RESULT])[0]!.content).not.toMatch(/其他账号|已被/);
    expect(prober.account.realNameVerified).toBe(false);
    // The holder is verified as usual; the desk cannot verify a second account with the number either.
    expect((await status(mock, holder.token)).status).toBe(AuditStatus.APPROVED);
    const late = learner(mock);
    expect((await submit(mock, late.token, '张伟', held)).code).toBe(0);
    expect((await review(mock, late.account.id, { decision: 'approve' })).data).toMatchObject({ status: AuditStatus.REJECTED });
    expect(late.account.realNameVerified).toBe(false);
  });
});
