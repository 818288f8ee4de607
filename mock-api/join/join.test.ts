import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CODE_JOIN_APPROVED, CODE_JOIN_CREDIT_CODE_USED, CODE_JOIN_PENDING } from '@shared/api/join';
import { AuditStatus } from '@shared/enums/order';
import type { JoinApplication, MyJoin } from '@shared/schemas/join';
import { buildMockApi, type MockApi } from '../app';
import { devControls } from '../dev-controls';
import { CHINESE, envelopeOf, type Envelope } from '../core/test-support';

const CREDIT_CODE = '91350100M000100Y43';
const OTHER_CODE = '91110000100017643K';
const application = {
  type: 1,
  name: '福州海峡职业技能培训学校',
  category: 2,
  creditCode: ` ${CREDIT_CODE.toLowerCase()} `,
  contactName: '陈老师',
  contactPhone: '13905912345',
  email: 'join@example.com',
  region: '福建省 福州市',
  intro: '专注焊工、电工与养老护理员培训，已累计培训学员两万余人次，拥有实训基地两处。',
  agreed: true,
};

function mockAt(start = Date.parse('2026-11-24T10:00:00+08:00')) {
  let now = start;
  const mock = buildMockApi({ now: () => now, reviewStepSeconds: 10, liveSimulation: false });
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
function learner(mock: MockApi): string {
  const account = mock.store.accounts.add({
    phone: `1370055${String(++phones).padStart(4, '0')}`,
    passwordHash: 'x:y',
    nickname: '入驻学员',
    gender: 1,
    signature: '',
    realNameVerified: false,
    coinBalance: 0,
    wechatOpenId: null,
    createdAt: '2026-11-01T00:00:00+08:00',
  });
  return mock.store.issueToken(account.id);
}

const mine = async (mock: MockApi, token: string) => (await request(mock.app, 'GET', '/join/application', token)).data as MyJoin;

describe('institution onboarding applications', () => {
  const { mock, advance } = mockAt();
  afterAll(() => mock.app.close());

  it('needs a sign-in for both endpoints', async () => {
    expect((await request(mock.app, 'GET', '/join/application')).code).toBe(401);
    expect((await request(mock.app, 'POST', '/join/application', undefined, application)).code).toBe(401);
  });

  it('starts at 未申请, then keeps a normalised application 待审核 that is approved after one review step', async () => {
    const token = learner(mock);
    expect(await mine(mock, token)).toEqual({ status: AuditStatus.NOT_APPLIED, application: null });
    const submitted = await request(mock.app, 'POST', '/join/application', token, application);
    expect(submitted.code, submitted.msg).toBe(0);
    expect(submitted.data).toMatchObject({
      status: AuditStatus.PENDING,
      applicationNo: expect.stringMatching(/^RZ20261124\d{6}$/),
      fields: { creditCode: CREDIT_CODE, name: application.name },
      agreementVersion: 'V1.6',
      rejectReason: null,
      reviewedAt: null,
    });
    expect((await mine(mock, token)).status).toBe(AuditStatus.PENDING);
    advance(9_000);
    expect((await mine(mock, token)).status).toBe(AuditStatus.PENDING);
    advance(1_000);
    const approved = await mine(mock, token);
    expect(approved.status).toBe(AuditStatus.APPROVED);
    expect(approved.application!.reviewedAt).toBe('2026-11-24T10:00:10+08:00');
    const again = await request(mock.app, 'POST', '/join/application', token, { ...application, creditCode: OTHER_CODE });
    expect(again.code).toBe(CODE_JOIN_APPROVED);
  });

  it('refuses a second application while one is pending, and a credit code another account uses', async () => {
    const first = learner(mock);
    const body = { ...application, creditCode: OTHER_CODE };
    expect((await request(mock.app, 'POST', '/join/application', first, body)).code).toBe(0);
    const twice = await request(mock.app, 'POST', '/join/application', first, body);
    expect(twice.code).toBe(CODE_JOIN_PENDING);
    expect(twice.msg).toMatch(CHINESE);
    const second = learner(mock);
    const taken = await request(mock.app, 'POST', '/join/application', second, body);
    expect(taken.code).toBe(CODE_JOIN_CREDIT_CODE_USED);
    expect((await mine(mock, second)).status).toBe(AuditStatus.NOT_APPLIED);
  });

  it('checks every field with the shared rules and says what is wrong in Chinese', async () => {
    const token = learner(mock);
    const cases: [object, RegExp][] = [
      [{ creditCode: '91350100M000100Y44' }, /creditCode：统一社会信用代码校验位不正确/],
      [{ creditCode: '' }, /请输入统一社会信用代码/],
      [{ contactPhone: '2390591234' }, /contactPhone：手机号格式错误/],
      [{ agreed: false }, /请阅读并同意《机构入驻协议》/],
      [{ intro: '太短' }, /简介不能少于 20 个字/],
      [{ category: 9 }, /请选择机构分类/],
      [{ type: 3 }, /请选择入驻类型/],
    ];
    for (const [change, message] of cases) {
      const refused = await request(mock.app, 'POST', '/join/application', token, { ...application, ...change });
      expect(refused.code, JSON.stringify(change)).toBe(400);
      expect(refused.msg).toMatch(message);
    }
    // Garbage never crashes the server.
    for (const payload of [{}, { type: 'x' }, { ...application, intro: 42 }, []])
      expect((await request(mock.app, 'POST', '/join/application', token, payload)).code).toBe(400);
    expect((await mine(mock, token)).status).toBe(AuditStatus.NOT_APPLIED);
  });

  it('lets a person apply without a credit code', async () => {
    const token = learner(mock);
    const person = await request(mock.app, 'POST', '/join/application', token, {
      ...application,
      type: 2,
      name: '李建国',
      creditCode: '',
      category: 7,
    });
    expect(person.code, person.msg).toBe(0);
    expect((person.data as JoinApplication).fields.creditCode).toBe('');
  });

  it('rejects through the developer control with a reason; the applicant resubmits and the code is free again', async () => {
    const token = learner(mock);
    const code = '91440300708461136T';
    const submitted = (await request(mock.app, 'POST', '/join/application', token, { ...application, creditCode: code }))
      .data as JoinApplication;
    const control = await request(mock.app, 'POST', `/__mock/join/${submitted.id}/review`, undefined, {
      decision: 'reject',
      reason: '请补充办学许可证',
    });
    expect(control).toMatchObject({ code: 0, data: { id: submitted.id, status: AuditStatus.REJECTED, rejectReason: '请补充办学许可证' } });
    expect(await mine(mock, token)).toMatchObject({
      status: AuditStatus.REJECTED,
      application: { rejectReason: '请补充办学许可证', fields: { creditCode: code } },
    });
    // Decided: the clock passing changes nothing, another control call is refused.
    advance(60_000);
    expect((await mine(mock, token)).status).toBe(AuditStatus.REJECTED);
    expect((await request(mock.app, 'POST', `/__mock/join/${submitted.id}/review`, undefined, {})).code).toBe(409);
    // The applicant resubmits (the page prefills the form): pending again, the old reason gone.
    const resubmitted = await request(mock.app, 'POST', '/join/application', token, {
      ...application,
      creditCode: code,
      intro: `${application.intro}另有持证讲师 12 名。`,
    });
    expect(resubmitted.code, resubmitted.msg).toBe(0);
    expect(resubmitted.data).toMatchObject({ status: AuditStatus.PENDING, rejectReason: null });
    expect((resubmitted.data as JoinApplication).id).not.toBe(submitted.id);
  });

  it('a rejected application does not hold its credit code', async () => {
    const first = learner(mock);
    const code = '91330106MA2H3K7L1B';
    const submitted = await request(mock.app, 'POST', '/join/application', first, { ...application, creditCode: code });
    expect(submitted.code, submitted.msg).toBe(0);
    await request(mock.app, 'POST', `/__mock/join/${(submitted.data as JoinApplication).id}/review`, undefined, { decision: 'reject' });
    expect((await mine(mock, first)).application!.rejectReason).toMatch(/机构简介/);
    const other = learner(mock);
    expect((await request(mock.app, 'POST', '/join/application', other, { ...application, creditCode: code })).code).toBe(0);
  });

  it('approves through the control by default; bad controls are refused', async () => {
    const token = learner(mock);
    const submitted = (
      await request(mock.app, 'POST', '/join/application', token, { ...application, type: 2, name: '王师傅', creditCode: '' })
    ).data as JoinApplication;
    expect((await request(mock.app, 'POST', `/__mock/join/${submitted.id}/review`, undefined, {})).data).toMatchObject({
      status: AuditStatus.APPROVED,
      rejectReason: null,
    });
    expect((await request(mock.app, 'POST', '/__mock/join/999999/review', undefined, {})).code).toBe(404);
    expect((await request(mock.app, 'POST', `/__mock/join/${submitted.id}/review`, undefined, { decision: 'maybe' })).code).toBe(400);
  });
});
