import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test-support/app';
import { countOf, headingLevelsOf, hrefsOf, parsePage, tagsOf, textOf, textsOf, totalOf } from './test-support/html';

const cardsIn = (html: string) => countOf(html, '[data-testid="course-card"]');
const totalIn = (html: string) => totalOf(html, '门课程');

describe('/course rendered on the server with its filters', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('24 cards, the total, the filter rows and page links', async () => {
    const response = await app.inject('/course');
    expect(response.statusCode).toBe(200);
    const $ = parsePage(response.body);
    expect(cardsIn(response.body)).toBe(24);
    expect(totalIn(response.body)).toBeGreaterThanOrEqual(200);
    const text = textOf($);
    for (const label of [
      '分类',
      '职业',
      '等级',
      '价格',
      '类型',
      '综合',
      '最新',
      '最热',
      '价格 ↑',
      '价格 ↓',
      '初级工',
      '高级技师',
      '免费',
      '付费',
    ])
      expect(text).toContain(label);
    expect($('a[href="/course?page=2"][aria-label="第 2 页"]')).toHaveLength(1);
    // Headings in order (Lighthouse heading-order): h1, then an h2 before the cards' h3 titles.
    const levels = headingLevelsOf($);
    for (let index = 1; index < levels.length; index += 1)
      expect(levels[index]! - levels[index - 1]!, `heading ${index}`).toBeLessThanOrEqual(1);
  });

  it('the URL’s filters decide the list, and the links keep them', async () => {
    const response = await app.inject('/course?level=2&price=paid&sort=price-asc');
    const total = totalIn(response.body);
    const expected = app.mockApi.store.catalogue.courses.filter((course) => course.skillLevel === 2 && !course.isFree).length;
    expect(total).toBe(expected);
    expect(hrefsOf(response.body)).toContain('/course?level=2&price=paid&sort=price-asc&page=2');
    expect(textsOf(response.body, 'a[href="/course?level=2&price=paid&sort=price-asc"][aria-current="true"]')).toContainEqual(
      expect.stringMatching(/^价格 ↑/),
    );
  });

  it('impossible values are ignored, never an error or reflected markup', async () => {
    const response = await app.inject('/course?level=9&page=-3&sort=%3Cscript%3Ealert(1)%3C%2Fscript%3E&price=%22%3E%3Cimg');
    expect(response.statusCode).toBe(200);
    expect(cardsIn(response.body)).toBe(24);
    expect(response.body).not.toContain('alert(1)');
    // Ignored values are not carried into any link either.
    const lists = hrefsOf(response.body).filter((href) => href.startsWith('/course?'));
    expect(lists.length).toBeGreaterThan(0);
    for (const href of lists) expect(href).not.toMatch(/level=9|page=-3|sort=%3C|price=%22/);
    expect(tagsOf(response.body, 'script').every((tag) => !tag.content.includes('<script'))).toBe(true);
  });

  it('a page past the end shows the empty state with a way back', async () => {
    const response = await app.inject('/course?page=500');
    expect(response.statusCode).toBe(200);
    expect(cardsIn(response.body)).toBe(0);
    expect(textOf(response.body)).toContain('这一页没有课程了');
    expect(hrefsOf(response.body)).toContain('/course');
  });

  it('a filter nobody matches says so', async () => {
    const response = await app.inject(`/course?keyword=x&category=${encodeURIComponent('不存在的分类')}`);
    expect(cardsIn(response.body)).toBe(0);
    expect(textOf(response.body)).toContain('没有找到符合条件的课程');
  });
});
