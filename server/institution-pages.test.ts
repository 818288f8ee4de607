import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test-support/app';
import { countOf, headingLevelsOf, hrefsOf, jsonLdOf, only, parsePage, textOf, textsOf, titleOf, totalOf } from './test-support/html';

const cardsIn = (html: string) => countOf(html, '[data-testid="institution-card"]');
const courseCardsIn = (html: string) => countOf(html, '[data-testid="course-card"]');
const totalIn = (html: string) => totalOf(html, '家机构');

describe('/institutional and /institutional/{id} rendered on the server', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('the list: 12 cards, the total, the filter rows, sorts and page links', async () => {
    const response = await app.inject('/institutional');
    expect(response.statusCode).toBe(200);
    const $ = parsePage(response.body);
    expect(titleOf($)).toBe('机构 - 技能学堂');
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
    expect($('a[href="/institutional?page=2"][aria-label="第 2 页"]')).toHaveLength(1);
    expect(
      $('img')
        .toArray()
        .some((image) => /^\/api\/media\/logo\/\d+\.svg$/.test(image.attribs.src ?? '')),
    ).toBe(true);
    const levels = headingLevelsOf($);
    for (let index = 1; index < levels.length; index += 1)
      expect(levels[index]! - levels[index - 1]!, `heading ${index}`).toBeLessThanOrEqual(1);
  });

  it('the URL’s filters decide the list, the active options and the links', async () => {
    const response = await app.inject('/institutional?type=2&sort=courses');
    const $ = parsePage(response.body);
    expect(totalIn(response.body)).toBe(6);
    expect(cardsIn(response.body)).toBe(6);
    const names = app.mockApi.store.content.institutions
      .filter((institution) => institution.type === 2)
      .map((institution) => institution.name);
    const cardTexts = textsOf($, '[data-testid="institution-card"]');
    for (const name of names)
      expect(
        cardTexts.some((card) => card.includes(name)),
        name,
      ).toBe(true);
    expect(textsOf($, 'a[href="/institutional?type=2&sort=courses"][aria-current="true"]')).toContainEqual(expect.stringMatching(/^个人/));
    expect(hrefsOf($)).toContain('/institutional?type=2&category=7&sort=courses');
    expect(only($, 'link[rel="canonical"]').attr('href')).toMatch(/^https?:\/\/[^"/]+\/institutional\?type=2&sort=courses$/);
  });

  it('a region filter, and a region nobody is in is ignored', async () => {
    const beijing = await app.inject(`/institutional?region=${encodeURIComponent('北京市')}`);
    expect(totalIn(beijing.body)).toBe(
      app.mockApi.store.content.institutions.filter((institution) => institution.region === '北京市').length,
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
    // Ignored values are not carried into any link either.
    const lists = hrefsOf(response.body).filter((href) => href.startsWith('/institutional?'));
    expect(lists.length).toBeGreaterThan(0);
    for (const href of lists) expect(href).not.toMatch(/type=9|page=-3|sort=%3C|region=%22/);
  });

  it('a keyword search narrows the list; the keyword is shown as text, never markup', async () => {
    const response = await app.inject(`/institutional?keyword=${encodeURIComponent('老师')}`);
    expect(totalIn(response.body)).toBe(
      app.mockApi.store.content.institutions.filter((institution) => institution.name.includes('老师')).length,
    );
    expect(parsePage(response.body)('input[name="keyword"][value="老师"]')).toHaveLength(1);
    const hostile = '"><img src=x onerror=alert(1)>';
    const attack = await app.inject(`/institutional?keyword=${encodeURIComponent(hostile)}`);
    expect(attack.statusCode).toBe(200);
    // The keyword is the box's value, exactly, and made no element of its own.
    const attacked = parsePage(attack.body);
    expect(
      attacked('input[name="keyword"]')
        .toArray()
        .map((input) => input.attribs.value),
    ).toContain(hostile);
    expect(attacked('img[src="x"], [onerror]')).toHaveLength(0);
    expect(textOf(attacked)).toContain('没有找到符合条件的机构');
  });

  it('a page past the end shows the empty state with a way back', async () => {
    const response = await app.inject('/institutional?page=9');
    expect(cardsIn(response.body)).toBe(0);
    expect(textOf(response.body)).toContain('这一页没有机构了');
    expect(hrefsOf(response.body)).toContain('/institutional');
  });

  it('the detail: header, intro, teachers, 12 course cards and page links, EducationalOrganization JSON-LD', async () => {
    const institution = app.mockApi.store.content.institutions.find((candidate) => candidate.id === 5)!;
    const response = await app.inject('/institutional/5');
    expect(response.statusCode).toBe(200);
    const $ = parsePage(response.body);
    expect(titleOf($)).toBe(`${institution.name} - 技能学堂`);
    expect(only($, 'h1').attr('id')).toBe('institution-name');
    expect($('h1').text()).toBe(institution.name);
    const text = textOf($);
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
    expect(hrefsOf($)).toContain('/institutional/5?page=2#courses');
    const organization = jsonLdOf($).find((block) => block['@type'] === 'EducationalOrganization');
    expect(organization).toMatchObject({
      name: institution.name,
      foundingDate: String(institution.foundedYear),
      address: { addressRegion: institution.region },
    });
  });

  it('?page=2 of an institution lists its next courses; a bad page is page 1', async () => {
    const courses = app.mockApi.store.catalogue.courses
      .filter((course) => course.institutionId === 5)
      .sort((a, b) => b.learnerCount - a.learnerCount);
    const second = await app.inject('/institutional/5?page=2');
    expect(courseCardsIn(second.body)).toBe(courses.length - 12);
    expect(hrefsOf(second.body)).toContain(`/course/${courses[12]!.id}`);
    expect(hrefsOf(second.body)).not.toContain(`/course/${courses[0]!.id}`);
    const bad = await app.inject('/institutional/5?page=%3Cscript%3E');
    expect(bad.statusCode).toBe(200);
    expect(hrefsOf(bad.body)).toContain(`/course/${courses[0]!.id}`);
  });

  it('an individual has no credit code; an institution without courses says so', async () => {
    const individual = await app.inject('/institutional/26');
    expect(textOf(individual.body)).toContain('个人讲师（已实名认证）');
    expect(textOf(individual.body)).not.toContain('统一社会信用代码');
    // The seed (mock-api/institution/institutions.ts, a fixed faker seed) has an institution without courses.
    const empty = app.mockApi.store.content.institutions.find((institution) => institution.courseCount === 0);
    expect(empty, 'the seed has no institution without courses any more: pick another way to show one').toBeDefined();
    const emptyPage = parsePage((await app.inject(`/institutional/${empty!.id}`)).body);
    expect(textOf(emptyPage)).toContain('该机构的课程正在筹备中');
    expect(emptyPage('[data-testid="course-card"]')).toHaveLength(0);
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
    expect(titleOf(response.body)).toBe('页面不存在 - 技能学堂');
  });
});
