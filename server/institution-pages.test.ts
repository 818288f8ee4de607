import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, escapeHtml, textOf, visibleMarkup } from './test-support/app';

const cardsIn = (html: string) => html.match(/data-testid="institution-card"/g)?.length ?? 0;
const courseCardsIn = (html: string) => html.match(/data-testid="course-card"/g)?.length ?? 0;
const totalIn = (html: string) => Number(/共 <strong>(\d+)<\/strong> 家机构/.exec(html)?.[1]);
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, any>,
  );

describe('/institutional and /institutional/{id} rendered on the server', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('the list: 12 cards, the total, the filter rows, sorts and page links', async () => {
    const response = await app.inject('/institutional');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>机构 - 技能学堂</title>');
    expect(cardsIn(response.body)).toBe(12);
    expect(totalIn(response.body)).toBe(30);
    const text = textOf(response.body);
    for (const label of [
      '类型',
      '分类',
      '地区',
      '机构',
      '个人',
      '职业院校',
      '行业协会',
      '政府机构',
      '综合',
      '课程最多',
      '学员最多',
      '评分最高',
      '课程',
      '学员',
      '评分',
    ])
      expect(text).toContain(label);
    expect(response.body).toMatch(/<a (?=[^>]*href="\/institutional\?page=2")(?=[^>]*aria-label="第 2 页")[^>]*>/);
    expect(response.body).toMatch(/<img [^>]*src="\/api\/media\/logo\/\d+\.svg"/);
    const levels = [...response.body.matchAll(/<h([1-6])\b/g)].map((match) => Number(match[1]));
    for (let index = 1; index < levels.length; index += 1)
      expect(levels[index]! - levels[index - 1]!, `heading ${index}`).toBeLessThanOrEqual(1);
  });

  it('the URL’s filters decide the list, the active options and the links', async () => {
    const response = await app.inject('/institutional?type=2&sort=courses');
    expect(totalIn(response.body)).toBe(6);
    expect(cardsIn(response.body)).toBe(6);
    const names = app
      .mockApi!.store.content.institutions.filter((institution) => institution.type === 2)
      .map((institution) => institution.name);
    for (const name of names) expect(response.body).toContain(name);
    expect(response.body).toMatch(/<a (?=[^>]*href="\/institutional\?type=2&amp;sort=courses")(?=[^>]*aria-current="true")[^>]*>个人/);
    expect(response.body).toContain('href="/institutional?type=2&amp;category=7&amp;sort=courses"');
    expect(response.body).toMatch(/<link rel="canonical" href="https?:\/\/[^"/]+\/institutional\?type=2&amp;sort=courses">/);
  });

  it('a region filter, and a region nobody is in is ignored', async () => {
    const beijing = await app.inject(`/institutional?region=${encodeURIComponent('北京市')}`);
    expect(totalIn(beijing.body)).toBe(
      app.mockApi!.store.content.institutions.filter((institution) => institution.region === '北京市').length,
    );
    const unknown = await app.inject(`/institutional?region=${encodeURIComponent('火星市')}`);
    expect(totalIn(unknown.body)).toBe(30);
  });

  it('impossible values are ignored, never an error or reflected markup', async () => {
    const response = await app.inject(
      '/institutional?type=9&category=%3Cscript%3Ealert(1)%3C%2Fscript%3E&region=%22%3E%3Cimg&sort=%3Cscript%3E&page=-3',
    );
    expect(response.statusCode).toBe(200);
    expect(cardsIn(response.body)).toBe(12);
    expect(totalIn(response.body)).toBe(30);
    expect(response.body).not.toContain('alert(1)');
    expect(response.body).not.toMatch(/href="\/institutional\?[^"]*(type=9|page=-3|sort=%3C|region=%22)/);
  });

  it('a keyword search narrows the list; the keyword is shown as text, never markup', async () => {
    const response = await app.inject(`/institutional?keyword=${encodeURIComponent('老师')}`);
    expect(totalIn(response.body)).toBe(
      app.mockApi!.store.content.institutions.filter((institution) => institution.name.includes('老师')).length,
    );
    expect(response.body).toMatch(/<input [^>]*name="keyword"[^>]*value="老师"/);
    const hostile = '"><img src=x onerror=alert(1)>';
    const attack = await app.inject(`/institutional?keyword=${encodeURIComponent(hostile)}`);
    expect(attack.statusCode).toBe(200);
    expect(visibleMarkup(attack.body)).not.toContain('<img src=x');
    expect(attack.body).toContain(`value="${escapeHtml(hostile)}"`);
    expect(textOf(attack.body)).toContain('没有找到符合条件的机构');
  });

  it('a page past the end shows the empty state with a way back', async () => {
    const response = await app.inject('/institutional?page=9');
    expect(cardsIn(response.body)).toBe(0);
    expect(textOf(response.body)).toContain('这一页没有机构了');
    expect(response.body).toContain('href="/institutional"');
  });

  it('the detail: header, intro, teachers, 12 course cards and page links, EducationalOrganization JSON-LD', async () => {
    const institution = app.mockApi!.store.content.institutions.find((candidate) => candidate.id === 5)!;
    const response = await app.inject('/institutional/5');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<title>${institution.name} - 技能学堂</title>`);
    expect(response.body).toMatch(new RegExp(`<h1 id="institution-name"[^>]*>${institution.name}</h1>`));
    const text = textOf(response.body);
    for (const label of [
      '机构简介',
      '讲师',
      '课程',
      institution.region,
      institution.creditCode!,
      institution.intro[0]!,
      institution.teachers[0]!.name,
      `共 ${institution.courseCount} 门课程`,
    ])
      expect(text).toContain(label);
    expect(courseCardsIn(response.body)).toBe(Math.min(12, institution.courseCount));
    expect(response.body).toContain('href="/institutional/5?page=2#courses"');
    const organization = jsonLd(response.body).find((block) => block['@type'] === 'EducationalOrganization');
    expect(organization).toMatchObject({
      name: institution.name,
      foundingDate: String(institution.foundedYear),
      address: { addressRegion: institution.region },
    });
  });

  it('?page=2 of an institution lists its next courses; a bad page is page 1', async () => {
    const courses = app
      .mockApi!.store.catalogue.courses.filter((course) => course.institutionId === 5)
      .sort((a, b) => b.learnerCount - a.learnerCount);
    const second = await app.inject('/institutional/5?page=2');
    expect(courseCardsIn(second.body)).toBe(courses.length - 12);
    expect(second.body).toContain(`href="/course/${courses[12]!.id}"`);
    expect(second.body).not.toContain(`href="/course/${courses[0]!.id}"`);
    const bad = await app.inject('/institutional/5?page=%3Cscript%3E');
    expect(bad.statusCode).toBe(200);
    expect(bad.body).toContain(`href="/course/${courses[0]!.id}"`);
  });

  it('an individual has no credit code; an institution without courses says so', async () => {
    const individual = await app.inject('/institutional/26');
    expect(textOf(individual.body)).toContain('个人讲师（已实名认证）');
    expect(textOf(individual.body)).not.toContain('统一社会信用代码');
    const empty = app.mockApi!.store.content.institutions.find((institution) => institution.courseCount === 0);
    if (empty) expect(textOf((await app.inject(`/institutional/${empty.id}`)).body)).toContain('该机构的课程正在筹备中');
  });

  it.each([
    '/institutional/abc',
    '/institutional/-1',
    '/institutional/1.5',
    '/institutional/0',
    '/institutional/31',
    '/institutional/99999999',
  ])('%s → the 404 page', async (url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>页面不存在 - 技能学堂</title>');
  });
});
