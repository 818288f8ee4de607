import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/schemas/common';
import { ruleDetailSchema, type RuleDetail, type RuleSummary } from '@shared/schemas/rule';
import { buildMockApi } from '../app';
import { envelopeOf } from '../core/test-support';

// The mock's clock, moved by the test that lets time pass.
let now = Date.now();
const startedAt = now;
const mock = buildMockApi({ now: () => now });
afterAll(() => mock.app.close());

async function data<T>(url: string): Promise<T> {
  const body = envelopeOf(await mock.app.inject(url), url);
  expect(body.code, url).toBe(0);
  return body.data as T;
}

const listOf = (kind: string) => data<Page<RuleSummary>>(`/rule/list?kind=${kind}&size=100`);

describe('GET /rule/list', () => {
  it('30 rules: 18 in force, 12 in publicity; each list only its own', async () => {
    const [effective, publicity] = await Promise.all([listOf('effective'), listOf('publicity')]);
    expect(effective.total).toBe(18);
    expect(publicity.total).toBe(12);
    expect(effective.list.every((rule) => rule.list === 'effective' && rule.publicity === null)).toBe(true);
    expect(publicity.list.every((rule) => rule.list === 'publicity' && rule.publicity !== null)).toBe(true);
    expect(new Set([...effective.list, ...publicity.list].map((rule) => rule.id)).size).toBe(30);
  });

  it('pinned first, then the newest', async () => {
    for (const kind of ['effective', 'publicity']) {
      const { list } = await listOf(kind);
      const pinnedCount = list.filter((rule) => rule.pinned === 1).length;
      expect(pinnedCount, kind).toBeGreaterThan(0);
      expect(list.slice(0, pinnedCount).every((rule) => rule.pinned === 1)).toBe(true);
      const dateOf = (rule: RuleSummary) => rule.publicity?.start ?? rule.effectiveAt;
      const rest = list.slice(pinnedCount);
      for (let index = 1; index < rest.length; index += 1)
        expect(dateOf(rest[index - 1]!) >= dateOf(rest[index]!), `${kind} ${index}`).toBe(true);
    }
  });

  it('visibility 1–3 all used; a category, version and summary each', async () => {
    const all = [...(await listOf('effective')).list, ...(await listOf('publicity')).list];
    expect(new Set(all.map((rule) => rule.visibility))).toEqual(new Set([1, 2, 3]));
    for (const rule of all) {
      expect(['用户规则', '机构规则', '内容规范', '交易规则', '考试规则']).toContain(rule.category);
      expect(rule.version).toMatch(/^V\d\.\d$/);
      expect(rule.summary).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('effective rules took effect before the mock started; publicity windows are open or closed by the clock', async () => {
    for (const rule of (await listOf('effective')).list) expect(Date.parse(rule.effectiveAt)).toBeLessThan(startedAt);
    const { list } = await listOf('publicity');
    for (const rule of list) {
      const { start, end, status } = rule.publicity!;
      expect(Date.parse(start)).toBeLessThan(Date.parse(end));
      expect(status).toBe(Date.parse(end) >= now ? 'ongoing' : 'ended');
      expect(Date.parse(rule.effectiveAt)).toBeGreaterThan(Date.parse(end));
    }
    expect(list.filter((rule) => rule.publicity!.status === 'ongoing')).toHaveLength(5);
  });

  it('a publicity period that ends while the server runs is ended, in the list and the detail', async () => {
    const open = (await listOf('publicity')).list.filter((rule) => rule.publicity!.status === 'ongoing');
    const last = Math.max(...open.map((rule) => Date.parse(rule.publicity!.end)));
    now = last + 1000;
    try {
      const { list } = await listOf('publicity');
      expect(list.filter((rule) => rule.publicity!.status === 'ongoing')).toEqual([]);
      const detail = await data<RuleDetail>(`/rule/publicity/${open[0]!.id}`);
      expect(detail.publicity!.status).toBe('ended');
    } finally {
      now = startedAt;
    }
  });

  it('pages of 10', async () => {
    const [first, second] = await Promise.all([
      data<Page<RuleSummary>>('/rule/list?kind=effective&size=10'),
      data<Page<RuleSummary>>('/rule/list?kind=effective&size=10&page=2'),
    ]);
    expect(first.list).toHaveLength(10);
    expect(second.list).toHaveLength(8);
    expect(first.list.some((rule) => second.list.some((other) => other.id === rule.id))).toBe(false);
  });

  it.each(['', 'kind=draft', 'kind=effective&page=0'])('an impossible query (%s) is refused in Chinese', async (query) => {
    expect(envelopeOf(await mock.app.inject(`/rule/list?${query}`), query).code).toBe(400);
  });
});

describe('GET /rule/:kind/:id', () => {
  it('the rule: numbered chapters, the clauses, and same-category rules of its list', async () => {
    const { list } = await listOf('effective');
    const rule = await data<RuleDetail>(`/rule/effective/${list[0]!.id}`);
    expect(ruleDetailSchema.safeParse(rule).success).toBe(true);
    expect(rule.sections.map((section) => section.title)).toEqual([
      '第一章 总则',
      expect.stringMatching(/^第二章 /),
      '第三章 违规处理',
      '第四章 附则',
    ]);
    expect(rule.sections.flatMap((section) => section.clauses).length).toBeGreaterThanOrEqual(10);
    expect(rule.sections.flatMap((section) => section.clauses).join('')).not.toMatch(/[<>]/);
    expect(rule.feedback).toBeNull();
    expect(rule.related.every((other) => other.list === 'effective' && other.id !== rule.id)).toBe(true);
  });

  it('a publicity rule asks for comments', async () => {
    const { list } = await listOf('publicity');
    const rule = await data<RuleDetail>(`/rule/publicity/${list[0]!.id}`);
    expect(rule.feedback).toContain(rule.title);
  });

  it('a rule of the other list, or an unknown one, is a 404 with a Chinese msg', async () => {
    const effective = (await listOf('effective')).list[0]!;
    const publicity = (await listOf('publicity')).list[0]!;
    expect(envelopeOf(await mock.app.inject(`/rule/publicity/${effective.id}`), 'cross')).toMatchObject({
      code: 404,
      msg: '公示规则中没有这条规则',
    });
    expect(envelopeOf(await mock.app.inject(`/rule/effective/${publicity.id}`), 'cross')).toMatchObject({
      code: 404,
      msg: '生效规则中没有这条规则',
    });
    expect(envelopeOf(await mock.app.inject('/rule/effective/31'), 'unknown').code).toBe(404);
    expect(envelopeOf(await mock.app.inject('/rule/draft/1'), 'kind').code).toBe(400);
  });

  it('the same seed gives the same rules', () => {
    const again = buildMockApi();
    expect(again.store.content.rules).toEqual(mock.store.content.rules);
    void again.app.close();
  });
});
