import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '@client/lib/format/course-format';
import { buildTestApp, type TestApp } from './test-support/app';
import { countOf, metaOf, only, parsePage, textOf, textsOf, titleOf } from './test-support/html';

describe.each([
  ['/course/group', 'series', 3, '学习路线'],
  ['/course/project', 'packs', 2, '包内课程'],
] as const)('%s/{id} rendered on the server', (base, kind, productType, listTitle) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const bundles = () => app.mockApi.store.content.courseBundles[kind];
  const courseOf = (id: number) => app.mockApi.store.catalogue.courses.find((course) => course.id === id)!;

  it('named after the bundle: its courses in order, count, duration, bundle price against the sum, saving and the protected buy link', async () => {
    const bundle = bundles()[0]!;
    const response = await app.inject(`${base}/${bundle.id}`);
    expect(response.statusCode).toBe(200);
    const $ = parsePage(response.body);
    expect(titleOf($)).toBe(`${bundle.title} - 技能学堂`);
    expect(metaOf($, 'description')!.length).toBeGreaterThanOrEqual(20);
    expect(only($, 'h1').attr('id')).toBe('bundle-title');
    expect($('h1').text()).toBe(bundle.title);
    const text = textOf($);
    expect(countOf($, '[data-testid="bundle-course"]')).toBe(bundle.courseIds.length);
    const positions = bundle.courseIds.map((id) => text.indexOf(courseOf(id).title));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    for (const label of [
      listTitle,
      `${bundle.courseCount} 门`,
      `${bundle.lessonCount} 节`,
      formatPrice(bundle.price),
      formatPrice(bundle.originalPrice),
      `立省 ${formatPrice(bundle.originalPrice - bundle.price)}`,
    ]) {
      expect(text).toContain(label);
    }
    expect(textsOf($, `a[href="/order/pay/create?productType=${productType}&productId=${bundle.id}"][data-requires-login]`)).toContain(
      '立即购买',
    );
    // Signed out: no learner progress.
    expect(text).not.toContain('我的进度');
    expect(text).not.toContain('已学');
  });

  it('signed in: my progress in each course and over the bundle', async () => {
    const bundle = bundles()[1]!;
    const store = app.mockApi.store;
    const account = store.addAccount({
      phone: `135${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      passwordHash: 'x:y',
      nickname: '系列学员',
      gender: 0,
      signature: '',
      realNameVerified: false,
      coinBalance: 0,
      wechatOpenId: null,
      createdAt: '2026-11-22T09:00:00+08:00',
    });
    const firstCourse = courseOf(bundle.courseIds[0]!);
    store.enrolments.enrol(account.id, firstCourse.id, store.now());
    const response = await app.inject({ url: `${base}/${bundle.id}`, headers: { cookie: `skill_token=${store.issueToken(account.id)}` } });
    // Numbers are emphasised (<strong>): the text has a space before each slash.
    const text = textOf(response.body).replace(/ \//g, '/');
    expect(text).toContain(`我的进度：已报名 1/${bundle.courseCount} 门`);
    expect(text).toContain(`已学 0/${firstCourse.lessonCount} 节`);
    expect(text).toContain('尚未报名');
    expect(textsOf(response.body, `a[href="/course/${firstCourse.id}/play"]`)).toContain('开始学习');
  });

  it.each(['abc', '-1', '1.5', '0', '99999', '9007199254740993'])(`${base}/%s → the 404 page`, async (id) => {
    const response = await app.inject(`${base}/${id}`);
    expect(response.statusCode).toBe(404);
    expect(titleOf(response.body)).toBe('页面不存在 - 技能学堂');
  });
});
