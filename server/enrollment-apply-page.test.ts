import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATERIAL_RULES, requiredMaterials, type MaterialKind } from '@shared/lib/application-materials';
import type { MaterialFile } from '@shared/schemas/enrollment-application';
import type { MockStore } from '@skill/mock-api';
import { buildTestApp, type TestApp } from './test-support/app';
import { textOf, textsOf, titleOf } from './test-support/html';

const labelsOf = (html: string) => textsOf(html, 'label').map((label) => label.replace(/\s+/g, ''));

/** /enrollment/{id}/apply: the application form, the re-send form, and why neither is offered (issue 25 §2). */
describe('/enrollment/{id}/apply rendered on the server', () => {
  let app: TestApp;
  let store: MockStore;
  const cookieOf = (accountId: number) => `skill_token=${store.issueToken(accountId)}`;
  const page = async (url: string, accountId?: number) => {
    const response = await app.inject({ url, headers: accountId ? { cookie: cookieOf(accountId) } : {} });
    return { status: response.statusCode, location: response.headers.location, html: response.body, text: textOf(response.body) };
  };
  const openPlan = (requiresRealName: boolean, skip = 0) =>
    store.content.enrollmentPlans.filter((plan) => plan.status === 'open' && plan.requiresRealName === requiresRealName)[skip]!;
  const file = (kind: MaterialKind): MaterialFile => ({
    id: `f_${kind.replace('-', '')}0000000`,
    name: `${kind}.pdf`,
    mime: 'application/pdf',
    size: 2048,
    url: `/api/enrollment/file/f_${kind.replace('-', '')}0000000`,
  });

  beforeAll(async () => {
    app = await buildTestApp();
    store = app.mockApi.store;
  });
  afterAll(() => app.close());

  it('signed out: to the login page, coming back here after', async () => {
    const plan = openPlan(false);
    const { status, location } = await page(`/enrollment/${plan.id}/apply`);
    expect(status).toBe(302);
    expect(location).toContain(encodeURIComponent(`/enrollment/${plan.id}/apply`));
  });

  it('an unverified learner: the name to type, the account’s phone filled in, the 申报条件 and every material of the plan', async () => {
    const plan = openPlan(false);
    const { status, html, text } = await page(`/enrollment/${plan.id}/apply`, 2);
    expect(status).toBe(200);
    expect(titleOf(html)).toBe(`报名表 · ${plan.title} - 技能学堂`);
    expect(text).toContain('填写报名表');
    expect(labelsOf(html)).toEqual(expect.arrayContaining(['姓名*', '联系电话*', '工作单位*', '本职业工作年限*', '学历*']));
    // The account's phone is what the form starts from (react-hook-form fills the inputs as it hydrates).
    expect(html).toContain('"prefill":{"realName":null,"idNumberMasked":null,"phone":"13900139000"}');
    for (const kind of plan.materials) expect(text).toContain(MATERIAL_RULES[kind].label);
    expect(textsOf(html, 'button[type="submit"]')).toContain('提交报名');
  });

  it('a verified learner applies under the verified name, the ID number masked and never whole', async () => {
    const plan = openPlan(true);
    const { html } = await page(`/enrollment/${plan.id}/apply`, 1);
    const identity = textsOf(html, '[data-testid="apply-verified-name"]')[0]!;
    expect(identity).toContain('已实名认证');
    expect(identity).toMatch(/身份证号 \d{3}\*{11}[\dX]{4}/);
    expect(html).not.toMatch(/\d{17}[\dX]/);
    expect(labelsOf(html)).not.toContain('姓名*');
  });

  it('a plan requiring real-name verification, unverified: the way to verify instead of the form', async () => {
    const plan = openPlan(true);
    const { html, text } = await page(`/enrollment/${plan.id}/apply`, 2);
    expect(text).toContain('需要实名认证');
    expect(textsOf(html, 'a[href="/setting/real"]')).toContain('去实名认证');
    expect(textsOf(html, 'button[type="submit"]')).not.toContain('提交报名');
  });

  it('under review: no second form; rejected in one material: only that one to re-send, with the reason; others see nothing', async () => {
    const plan = openPlan(false, 2);
    const facts = { yearsWorked: 2, schooling: 'none' as const };
    store.applications.apply(2, plan.id, {
      name: '李建国',
      idNumberMasked: null,
      phone: '13900139000',
      workUnit: '杭州市建工集团',
      applicant: facts,
      materials: requiredMaterials(plan.materials, facts).map((kind) => ({ kind, file: file(kind) })),
    });
    let view = await page(`/enrollment/${plan.id}/apply`, 2);
    expect(view.text).toContain('你已提交这期报名');
    expect(textsOf(view.html, 'button[type="submit"]')).not.toContain('提交报名');

    store.applications.decide(2, plan.id, 'rejected', '照片背景不是白色', 'photo');
    view = await page(`/enrollment/${plan.id}/apply`, 2);
    expect(view.text).toContain('补交报名材料');
    const items = textsOf(view.html, 'li[data-testid^="material-"]');
    expect(items).toHaveLength(1);
    expect(items[0]).toContain(MATERIAL_RULES.photo.label);
    expect(view.text).toContain('未通过：照片背景不是白色');

    // The plan page: the review per material, and 补交材料.
    const detail = await page(`/enrollment/${plan.id}`, 2);
    expect(textsOf(detail.html, '[data-testid="application-review"] li[data-review="rejected"]')[0]).toContain('照片背景不是白色');
    expect(textsOf(detail.html, `a[href="/enrollment/${plan.id}/apply"]`)).toContain('补交材料');
    expect(detail.text).toContain('杭州市建工集团');
    // Another learner: neither the details nor the reason.
    const other = await page(`/enrollment/${plan.id}`, 1);
    expect(other.text).not.toContain('杭州市建工集团');
    expect(other.text).not.toContain('照片背景不是白色');
  });
});
