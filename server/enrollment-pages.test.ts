import { MATERIAL_RULES } from '@shared/lib/application-materials';
import { JOURNEY_STEPS, JOURNEY_STEP_LABELS } from '@shared/lib/certification-journey';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockStore } from '@skill/mock-api';
import { buildTestApp, type TestApp } from './test-support/app';
import { countOf, elementsOf, hrefsOf, metaOf, only, parsePage, textOf, textsOf, titleOf, totalOf } from './test-support/html';

const cards = (html: string) => countOf(html, '[data-testid="plan-card"]');
/** The texts of the page's buttons, and of those that are disabled. */
const buttonsOf = (html: string) => textsOf(html, 'button');
const disabledButtonsOf = (html: string) => textsOf(html, 'button[disabled]');

describe('/enrollment and /enrollment/{id} rendered on the server', () => {
  let app: TestApp;
  let store: MockStore;
  const cookieOf = (accountId: number) => `skill_token=${store.issueToken(accountId)}`;
  const page = async (url: string, accountId?: number) => {
    const response = await app.inject({ url, headers: accountId ? { cookie: cookieOf(accountId) } : {} });
    return { status: response.statusCode, html: response.body, text: textOf(response.body) };
  };
  const planWith = (status: string, requiresRealName?: boolean, skip = 0) =>
    store.content.enrollmentPlans
      .filter((plan) => plan.status === status && (requiresRealName === undefined || plan.requiresRealName === requiresRealName))
      .at(skip)!;

  beforeAll(async () => {
    app = await buildTestApp();
    store = app.mockApi.store;
  });
  afterAll(() => app.close());

  describe('the list', () => {
    it('12 plan cards, the total, status tabs with counts, the filters, pagination', async () => {
      const { status, html, text } = await page('/enrollment');
      expect(status).toBe(200);
      expect(titleOf(html)).toBe('报名 - 技能学堂');
      expect(metaOf(html, 'description')).toContain('职业技能等级认定');
      expect(cards(html)).toBe(12);
      expect(totalOf(html, '个报名计划')).toBe(60);
      for (const label of [
        '全部',
        '报名中',
        '未开始',
        '已满',
        '已截止',
        '行业',
        '职业',
        '等级',
        '报名时间',
        '考试日期',
        '考试地点',
        '剩余',
      ])
        expect(text).toContain(label);
      expect(countOf(html, 'nav[aria-label="分页"]')).toBe(1);
      // Signed out, no 我的报名 tab.
      expect(text).not.toContain('我的报名');
    });

    it('?status=open keeps the open plans; the tab is marked current', async () => {
      const { html } = await page('/enrollment?status=open&level=3');
      const open = store.content.enrollmentPlans.filter((plan) => plan.status === 'open' && plan.skillLevel === 3).length;
      expect(cards(html)).toBe(Math.min(12, open));
      expect(countOf(html, '[data-testid="plan-card"] [data-status="open"]')).toBe(cards(html));
      expect(countOf(html, '[data-status]:not([data-status="open"])')).toBe(0);
      expect(textsOf(html, 'a[aria-current="true"]')).toContainEqual(expect.stringMatching(/^报名中/));
    });

    it('impossible values are ignored, never reflected', async () => {
      const { status, html } = await page('/enrollment?status=%3Cscript%3Ealert(1)%3C/script%3E&level=9&page=-3&profession=abc&mine=1');
      expect(status).toBe(200);
      expect(totalOf(html, '个报名计划')).toBe(60);
      expect(html).not.toContain('alert(1)');
    });

    it('a page past the end shows the empty state with a way back', async () => {
      const { status, text, html } = await page('/enrollment?page=40');
      expect(status).toBe(200);
      expect(cards(html)).toBe(0);
      expect(text).toContain('这一页没有报名计划了');
    });

    it('signed in: 我的报名 lists my applications with their status', async () => {
      // The last such plan: how many are open depends on today's date (their windows are read from the clock).
      const plan = planWith('open', false, -1);
      store.applications.apply(2, plan.id);
      const { html, text } = await page('/enrollment?mine=1', 2);
      expect(text).toContain('我的报名');
      expect(cards(html)).toBe(1);
      expect(text).toContain(plan.title);
      expect(text).toContain('我的报名：审核中');
    });
  });

  describe('the detail', () => {
    it('named after the plan, with every fact, requirements, materials and the process', async () => {
      const plan = planWith('open', false);
      const { status, html, text } = await page(`/enrollment/${plan.id}`);
      expect(status).toBe(200);
      const $ = parsePage(html);
      expect(titleOf($)).toBe(`${plan.title} - 技能学堂`);
      expect(only($, 'h1').attr('id')).toBe('plan-title');
      for (const fact of [
        plan.professionName,
        plan.institutionName,
        plan.address,
        plan.contactPhone,
        '报名流程',
        '计划介绍',
        '申报条件',
        '报名材料',
        ...plan.materials.map((kind) => MATERIAL_RULES[kind].label),
        ...plan.requirements,
      ])
        expect(text).toContain(fact);
      expect(hrefsOf($)).toContain(`/profession/${plan.professionId}?level=${plan.skillLevel}`);
      // Signed out, 报名 is a protected link to the application form.
      expect(textsOf($, `a[data-requires-login][href="/enrollment/${plan.id}/apply"]`)).toContain('立即报名');
    });

    it('报名流程: the seven steps of 考证进度 in its words; an applicant’s stand as their journey’s (issue 35 §5)', async () => {
      const plan = store.content.enrollmentPlans.filter((candidate) => candidate.status === 'open' && candidate.fee > 0).at(3)!;
      const stepsOf = (html: string) =>
        elementsOf(html, '[data-testid="apply-steps"] li')
          .toArray()
          .map((li) => [li.attribs['data-step'], li.attribs['data-state']]);
      let view = await page(`/enrollment/${plan.id}`);
      expect(stepsOf(view.html).map(([key]) => key)).toEqual([...JOURNEY_STEPS]);
      expect(textsOf(view.html, '[data-testid="apply-steps"] li > span:nth-child(2)')).toEqual(
        JOURNEY_STEPS.map((key) => JOURNEY_STEP_LABELS[key]),
      );
      expect(stepsOf(view.html).map(([, state]) => state)).toEqual(['current', ...Array(6).fill('upcoming')]);

      store.applications.apply(2, plan.id);
      store.applications.decide(2, plan.id, 'approved');
      view = await page(`/enrollment/${plan.id}`, 2);
      const journey = await app.mockApi.app.inject({ url: `/certification/journeys/${plan.id}`, headers: { token: store.issueToken(2) } });
      const steps = (journey.json() as { data: { steps: { key: string; state: string }[] } }).data.steps;
      expect(stepsOf(view.html)).toEqual(steps.map((step) => [step.key, step.state]));
      expect(stepsOf(view.html).slice(0, 3)).toEqual([
        ['apply', 'done'],
        ['review', 'done'],
        ['fee', 'current'],
      ]);
      expect(hrefsOf(view.html)).toContain(`/study/certification/${plan.id}`);
    });

    it.each([
      ['upcoming', '报名未开始'],
      ['closed', '报名已截止'],
      ['full', '名额已满'],
    ])('a %s plan shows a disabled %s', async (status, label) => {
      const { html } = await page(`/enrollment/${planWith(status).id}`);
      expect(disabledButtonsOf(html)).toContain(label);
    });

    it('a plan requiring real-name verification, signed in unverified: the link to /setting/real instead of 报名', async () => {
      const plan = planWith('open', true);
      const { html, text } = await page(`/enrollment/${plan.id}`, 2);
      expect(text).toContain('需实名认证');
      expect(textsOf(html, 'a[href="/setting/real"]')).toContain('去实名认证');
      expect(textsOf(html, 'a, button')).not.toContain('立即报名');
      // The verified account may apply.
      expect(textsOf((await page(`/enrollment/${plan.id}`, 1)).html, `a[href="/enrollment/${plan.id}/apply"]`)).toContain('立即报名');
    });

    it('审核中 with 刷新状态, 已通过, and 未通过 with the reason and 重新报名', async () => {
      const plan = planWith('open', false, 1);
      store.applications.apply(1, plan.id);
      let view = await page(`/enrollment/${plan.id}`, 1);
      expect(view.text).toContain('审核中');
      expect(buttonsOf(view.html)).toContain('刷新状态');

      store.applications.decide(1, plan.id, 'approved');
      view = await page(`/enrollment/${plan.id}`, 1);
      expect(view.text).toContain('已通过');
      expect(textsOf(view.html, 'a, button')).not.toContain('立即报名');

      store.applications.decide(1, plan.id, 'rejected', '学历证明不清晰');
      view = await page(`/enrollment/${plan.id}`, 1);
      expect(view.text).toContain('未通过');
      expect(view.text).toContain('学历证明不清晰');
      // Applied without the form (no materials to re-send): the form again.
      expect(textsOf(view.html, `a[href="/enrollment/${plan.id}/apply"]`)).toContain('重新报名');
      // Another learner sees none of it.
      expect((await page(`/enrollment/${plan.id}`, 2)).text).not.toContain('学历证明不清晰');
    });

    it.each(['/enrollment/abc', '/enrollment/-1', '/enrollment/1.5', '/enrollment/0', '/enrollment/99999999'])(
      '%s → the 404 page',
      async (url) => {
        const { status, html } = await page(url);
        expect(status).toBe(404);
        expect(titleOf(html)).toBe('页面不存在 - 技能学堂');
      },
    );
  });
});
