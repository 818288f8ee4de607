import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test-support/app';
import { countOf, hrefsOf, metaOf, only, parsePage, textOf, textsOf, titleOf } from './test-support/html';

const rowsIn = (html: string) => countOf(html, '[data-testid="rule-row"]');

describe('/rule/effective, /rule/publicity and their rules rendered on the server', () => {
  let app: TestApp;
  let effectiveIds: number[];
  let publicityIds: number[];
  beforeAll(async () => {
    app = await buildTestApp();
    const rules = app.mockApi.store.content.rules;
    effectiveIds = rules.filter((rule) => rule.list === 'effective').map((rule) => rule.id);
    publicityIds = rules.filter((rule) => rule.list === 'publicity').map((rule) => rule.id);
  });
  afterAll(() => app.close());

  it('/rule goes to /rule/effective', async () => {
    const response = await app.inject('/rule');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/rule/effective');
  });

  it('生效规则: the side navigation, 10 rules with their category, scope and effective date, page links', async () => {
    const response = await app.inject('/rule/effective');
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe('生效规则 - 技能学堂');
    expect(rowsIn(response.body)).toBe(10);
    const text = textOf(response.body);
    for (const label of ['规则中心', '生效规则', '公示规则', '共 18 条', '置顶', '生效中', '适用：全平台', '生效日期'])
      expect(text).toContain(label);
    expect(countOf(response.body, 'a[href="/rule/effective"][aria-current="page"]')).toBeGreaterThan(0);
    const links = hrefsOf(response.body);
    expect(links).toContain('/rule/effective?page=2');
    for (const id of publicityIds) expect(links).not.toContain(`/rule/effective/${id}`);
  });

  it('公示规则: publicity windows, open or closed', async () => {
    const response = await app.inject('/rule/publicity');
    expect(titleOf(response.body)).toBe('公示规则 - 技能学堂');
    expect(rowsIn(response.body)).toBe(10);
    const text = textOf(response.body);
    for (const label of ['共 12 条', '公示中', '公示期']) expect(text).toContain(label);
    expect(countOf(response.body, 'a[href="/rule/publicity"][aria-current="page"]')).toBeGreaterThan(0);
    expect(textOf((await app.inject('/rule/publicity?page=2')).body)).toContain('公示结束');
  });

  it('an effective rule: chapters, clauses numbered 第一条…, its scope and effective date', async () => {
    const rule = app.mockApi.store.content.rules.find((candidate) => candidate.id === effectiveIds[0])!;
    const response = await app.inject(`/rule/effective/${rule.id}`);
    expect(response.statusCode).toBe(200);
    const $ = parsePage(response.body);
    expect(titleOf($)).toBe(`${rule.title} - 技能学堂`);
    expect(metaOf($, 'description')).toBe(rule.summary);
    const text = textOf($);
    const clauses = rule.sections.flatMap((section) => section.clauses).length;
    for (const label of [
      '第一章 总则',
      '第四章 附则',
      '第一条',
      '第十条',
      '适用范围',
      '生效日期',
      '版本',
      rule.version,
      rule.sections[0]!.clauses[0]!,
    ])
      expect(text).toContain(label);
    // Each clause's number is an element of its own: 第一条, 第二条…
    expect(textsOf($, '*').filter((element) => /^第[一二三四五六七八九十]+条$/.test(element))).toHaveLength(clauses);
    expect(text).not.toContain('公示期');
    // The breadcrumb: 首页 › 平台规则 › 生效规则 › the rule.
    expect(textsOf(only($, 'nav[aria-label="面包屑"]'), 'li')).toEqual(['首页', '平台规则', '生效规则', rule.title]);
  });

  it('a publicity rule: its window, planned date and where to comment', async () => {
    const rule = app.mockApi.store.content.rules.find(
      (candidate) => candidate.list === 'publicity' && candidate.publicity?.status === 'ongoing',
    )!;
    const response = await app.inject(`/rule/publicity/${rule.id}`);
    expect(response.statusCode).toBe(200);
    const text = textOf(response.body);
    for (const label of ['公示期', '拟生效日期', '公示中', '去反馈']) expect(text).toContain(label);
  });

  it('a rule id from the other list is a 404, both ways', async () => {
    for (const url of [`/rule/effective/${publicityIds[0]}`, `/rule/publicity/${effectiveIds[0]}`]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(titleOf(response.body)).toBe('页面不存在 - 技能学堂');
    }
  });

  it.each([
    '/rule/effective/abc',
    '/rule/effective/-1',
    '/rule/publicity/1.5',
    '/rule/publicity/0',
    '/rule/effective/31',
    '/rule/publicity/99999999',
  ])('%s → the 404 page', async (url) => {
    expect((await app.inject(url)).statusCode).toBe(404);
  });

  it('a bad ?page= is page 1', async () => {
    const response = await app.inject('/rule/effective?page=%3Cscript%3E');
    expect(response.statusCode).toBe(200);
    expect(rowsIn(response.body)).toBe(10);
  });
});
