import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  CODE_CONTACT_REQUIRED,
  CODE_FEEDBACK_LIMIT,
  CODE_LEAD_LIMIT,
  CODE_SCREENSHOT_NOT_YOURS,
  CODE_TOO_MANY_SCREENSHOTS,
  getPlans,
} from '@shared/api/business';
import { BillingPeriod, PlanEdition } from '@shared/enums/platform';
import { yearlySavingPercent } from '@shared/lib/pricing-rules';
import { buildMockApi } from '../app';
import { CHINESE, envelopeOf, pngUpload, type Envelope } from '../core/test-support';

async function post(app: FastifyInstance, url: string, payload: unknown, token?: string): Promise<Envelope> {
  return envelopeOf(
    await app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: token ? { token } : {} }),
    url,
  );
}

const lead = { company: '宁波港城机电有限公司', contact: '王主管', phone: '13600000001', size: 2, needs: [1, 4], remark: '' };
const feedback = {
  category: 1,
  description: '希望课程播放页可以倍速到 2.5 倍',
  contact: 'learner@example.com',
  screenshots: [] as string[],
  pageUrl: 'http://127.0.0.1/course/7/play',
  userAgent: 'vitest',
  viewport: '1440x900',
};

describe('GET /platform/plans', () => {
  let now = Date.parse('2026-11-26T10:00:00+08:00');
  const { app } = buildMockApi({ now: () => now, liveSimulation: false });
  afterAll(() => app.close());

  it('lists the four editions, a year cheaper per month than a month, 免费版 0 and 私有化部署 without a price', async () => {
    const body = await envelopeOf(await app.inject({ method: 'GET', url: '/platform/plans' }), 'plans');
    const data = getPlans.data.parse(body.data);
    expect(data.plans.map((plan) => plan.edition).sort()).toEqual([1, 2, 3, 4]);
    const byEdition = new Map(data.plans.map((plan) => [plan.edition, plan]));
    for (const edition of [PlanEdition.TEAM, PlanEdition.ENTERPRISE]) {
      const prices = new Map(byEdition.get(edition)!.prices!.map((price) => [price.period, price.amount]));
      expect(prices.get(BillingPeriod.YEAR)! / 12).toBeLessThan(prices.get(BillingPeriod.MONTH)!);
      expect(prices.get(BillingPeriod.MONTH)! / 30).toBeLessThan(prices.get(BillingPeriod.DAY)!);
      expect(Number.isInteger(prices.get(BillingPeriod.YEAR))).toBe(true);
      expect(yearlySavingPercent(prices.get(BillingPeriod.YEAR), prices.get(BillingPeriod.MONTH))).toBeGreaterThan(0);
    }
    expect(byEdition.get(PlanEdition.FREE)!.prices!.every((price) => price.amount === 0)).toBe(true);
    expect(byEdition.get(PlanEdition.PRIVATE_DEPLOYMENT)!.prices).toBeNull();
    expect(data.plans.filter((plan) => plan.recommended).map((plan) => plan.edition)).toEqual([PlanEdition.ENTERPRISE]);
    for (const plan of data.plans) expect(plan.limits.map((limit) => limit.label)).toEqual(['学员数', '课程数', '存储空间', '直播并发']);
    for (const row of data.comparison) expect(row.values).toHaveLength(data.plans.length);
    now += 1;
  });
});

describe('POST /business/lead', () => {
  let now = Date.parse('2026-11-26T10:00:00+08:00');
  const { app } = buildMockApi({ now: () => now, liveSimulation: false });
  afterAll(() => app.close());

  it('answers a reference number without sign-in, trimmed fields kept', async () => {
    const body = await post(app, '/business/lead', { ...lead, company: '  宁波港城机电有限公司 ', remark: '两百名一线员工' });
    expect(body.code, body.msg).toBe(0);
    expect((body.data as { referenceNo: string }).referenceNo).toMatch(/^QY20261126\d{6}$/);
  });

  it('refuses bad input with the same messages as the browser, and never crashes on junk', async () => {
    const cases: [object, string][] = [
      [{ ...lead, phone: '23600000001' }, '手机号格式错误'],
      [{ ...lead, phone: '' }, '请输入手机号'],
      [{ ...lead, company: '' }, '请输入企业名称'],
      [{ ...lead, contact: '王' }, '联系人不能少于 2 个字'],
      [{ ...lead, size: 9 }, '请选择企业规模'],
      [{ ...lead, needs: [] }, '请至少选择一项培训需求'],
      [{ ...lead, remark: '字'.repeat(301) }, '备注不能超过 300 字'],
    ];
    for (const [payload, message] of cases) {
      const body = await post(app, '/business/lead', payload);
      expect(body.code).toBe(400);
      expect(body.msg).toContain(message);
    }
    for (const junk of [null, 'x', [], { company: 1 }, { ...lead, needs: 'all' }]) {
      const body = await post(app, '/business/lead', junk);
      expect(body.code).toBe(400);
      expect(body.msg).toMatch(CHINESE);
    }
  });

  it('takes 5 enquiries per phone per Beijing day (5601), then again the next day', async () => {
    const phone = '13600000009';
    for (let index = 0; index < 5; index++) expect((await post(app, '/business/lead', { ...lead, phone })).code).toBe(0);
    const refused = await post(app, '/business/lead', { ...lead, phone });
    expect(refused.code).toBe(CODE_LEAD_LIMIT);
    expect(refused.msg).toContain('今天已提交 5 次');
    expect((await post(app, '/business/lead', { ...lead, phone: '13600000010' })).code).toBe(0);
    now += 24 * 3_600_000;
    expect((await post(app, '/business/lead', { ...lead, phone })).code).toBe(0);
  });
});

describe('POST /feedback', () => {
  let now = Date.parse('2026-11-26T10:00:00+08:00');
  const mock = buildMockApi({ now: () => now, liveSimulation: false });
  const { app, store } = mock;
  afterAll(() => app.close());
  const learner = (phone: string) => {
    const account = store.accounts.add({
      phone,
      passwordHash: 'x:y',
      nickname: '反馈学员',
      gender: 1,
      signature: '',
      realNameVerified: false,
      coinBalance: 0,
      wechatOpenId: null,
      createdAt: '2026-11-01T00:00:00+08:00',
    });
    return { account, token: store.issueToken(account.id) };
  };
  const upload = async (token: string) => {
    const response = envelopeOf(
      await app.inject({ method: 'POST', url: '/community/upload', ...pngUpload(), headers: { ...pngUpload().headers, token } }),
      'upload',
    );
    expect(response.code, response.msg).toBe(0);
    return (response.data as { url: string }).url;
  };

  it('signed out: a ticket with a contact; none without one (5604); screenshots need a sign-in (5602)', async () => {
    const ok = await post(app, '/feedback', feedback);
    expect(ok.code, ok.msg).toBe(0);
    expect((ok.data as { ticketNo: string }).ticketNo).toMatch(/^FK20261126\d{6}$/);
    expect(store.businessDesk.feedback.at(-1)).toMatchObject({ accountId: null, pageUrl: feedback.pageUrl, userAgent: 'vitest' });
    const noContact = await post(app, '/feedback', { ...feedback, contact: '' });
    expect(noContact).toMatchObject({ code: CODE_CONTACT_REQUIRED });
    expect(noContact.msg).toContain('手机号或邮箱');
    const { token } = learner('13600000101');
    const url = await upload(token);
    expect((await post(app, '/feedback', { ...feedback, screenshots: [url] })).code).toBe(CODE_SCREENSHOT_NOT_YOURS);
  });

  it('signed in: contact optional, own screenshots only, at most 3', async () => {
    const { token } = learner('13600000102');
    const other = learner('13600000103');
    const urls = [await upload(token), await upload(token), await upload(token), await upload(token)];
    const ok = await post(app, '/feedback', { ...feedback, contact: '', screenshots: urls.slice(0, 2) }, token);
    expect(ok.code, ok.msg).toBe(0);
    expect(store.businessDesk.feedback.at(-1)!.screenshots).toEqual(urls.slice(0, 2));
    const four = await post(app, '/feedback', { ...feedback, screenshots: urls }, token);
    expect(four).toMatchObject({ code: CODE_TOO_MANY_SCREENSHOTS, msg: '最多上传 3 张截图' });
    expect((await post(app, '/feedback', { ...feedback, screenshots: [urls[0]] }, other.token)).code).toBe(CODE_SCREENSHOT_NOT_YOURS);
    expect((await post(app, '/feedback', { ...feedback, screenshots: ['/api/community/image/nothing.png'] }, token)).code).toBe(
      CODE_SCREENSHOT_NOT_YOURS,
    );
  });

  it('validates like the browser: category, 10–500 characters, a phone or an e-mail', async () => {
    const cases: [object, string][] = [
      [{ ...feedback, category: 7 }, '请选择反馈类型'],
      [{ ...feedback, description: '太卡了' }, '问题描述不能少于 10 个字'],
      [{ ...feedback, description: '卡'.repeat(501) }, '问题描述不能超过 500 个字'],
      [{ ...feedback, contact: '1380013800' }, '手机号格式错误'],
      [{ ...feedback, contact: 'not-an-email' }, '请输入正确的手机号或邮箱'],
    ];
    for (const [payload, message] of cases) {
      const body = await post(app, '/feedback', payload);
      expect(body.code).toBe(400);
      expect(body.msg).toContain(message);
    }
  });

  it('at most 20 a day from one account (5605)', async () => {
    const { token } = learner('13600000104');
    for (let index = 0; index < 20; index++) expect((await post(app, '/feedback', { ...feedback, contact: '' }, token)).code).toBe(0);
    expect((await post(app, '/feedback', { ...feedback, contact: '' }, token)).code).toBe(CODE_FEEDBACK_LIMIT);
    now += 24 * 3_600_000;
    expect((await post(app, '/feedback', { ...feedback, contact: '' }, token)).code).toBe(0);
  });
});
