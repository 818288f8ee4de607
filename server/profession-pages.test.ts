import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MockStore } from '@skill/mock-api';
import { buildTestApp, type TestApp } from './test-support/app';
import { countOf, hrefsOf, only, parsePage, tagsOf, textOf, textsOf, titleOf, totalOf } from './test-support/html';

const cards = (html: string) => countOf(html, '[data-testid="profession-card"]');
/** The level of the one level panel shown. */
const currentLevel = (html: string) => Number(only(parsePage(html), '[data-testid="level-panel"]').attr('data-level'));

describe('/profession and /profession/{id} rendered on the server', () => {
  let app: TestApp;
  let store: MockStore;
  const page = async (url: string, accountId?: number) => {
    const response = await app.inject({ url, headers: accountId ? { cookie: `skill_token=${store.issueToken(accountId)}` } : {} });
    return { status: response.statusCode, html: response.body, text: textOf(response.body) };
  };

  beforeAll(async () => {
    app = await buildTestApp();
    store = app.mockApi.store;
  });
  afterAll(() => app.close());
  afterEach(() => vi.restoreAllMocks());

  describe('the list', () => {
    it('20 profession cards, the total, category tabs with counts, the industry row and the search box', async () => {
      const { status, html, text } = await page('/profession');
      expect(status).toBe(200);
      expect(titleOf(html)).toBe('职业 - 技能学堂');
      expect(cards(html)).toBe(20);
      expect(totalOf(html, '个职业')).toBe(40);
      for (const label of ['职业技能', '职业资格', '兴趣爱好', '公益', '行业', '职业编码']) expect(text).toContain(label);
      expect(countOf(html, 'form[action="/profession"]')).toBe(1);
    });

    it('?type=2 keeps the 职业资格 professions', async () => {
      const { html, text } = await page('/profession?type=2');
      const qualifications = store.content.professionProfiles.filter((profile) => profile.type === 2).length;
      expect(cards(html)).toBe(qualifications);
      expect(totalOf(html, '个职业')).toBe(qualifications);
      expect(text).not.toContain('兴趣爱好 茶艺师');
      expect(textsOf(html, 'a[aria-current="true"]')).toContainEqual(expect.stringMatching(/^职业资格/));
    });

    it('a keyword search', async () => {
      const { html, text } = await page(`/profession?keyword=${encodeURIComponent('焊工')}`);
      expect(cards(html)).toBe(1);
      expect(text).toContain('焊工');
    });

    it('impossible values are ignored, never reflected', async () => {
      const { status, html } = await page('/profession?type=9&page=-3&category=%3Cscript%3Ex%3C/script%3E');
      expect(status).toBe(200);
      // The category is never markup: it made no script of its own, and is nowhere as a tag.
      expect(tagsOf(html, 'script').map((script) => script.content)).not.toContain('x');
      expect(html).not.toContain('<script>x');
      expect(totalOf(html, '个职业')).toBe(0);
      expect(totalOf((await page('/profession?type=9&page=-3')).html, '个职业')).toBe(40);
    });
  });

  describe('the detail and its learning path', () => {
    it('named after the profession: hero, overview, duties, outlook, one step per level, the first level shown', async () => {
      const profile = store.content.professionProfiles[0]!;
      const { status, html, text } = await page('/profession/1');
      expect(status).toBe(200);
      const $ = parsePage(html);
      expect(titleOf($)).toBe('电工职业介绍与学习路径 - 技能学堂');
      expect(only($, 'h1').attr('id')).toBe('profession-title');
      expect($('h1').text()).toBe('电工');
      for (const label of ['学习路径', '职业概况', '主要工作任务', '就业前景', profile.code, ...profile.duties])
        expect(text).toContain(label);
      expect(countOf($, '[data-testid="level-step"]')).toBe(profile.levels.length);
      expect(currentLevel(html)).toBe(profile.levels[0]);
      expect(only($, 'a[aria-current="step"]').attr('href')).toBe('/profession/1?level=1');
      // Signed out: a sign-in invitation instead of progress.
      expect(textsOf($, 'button[data-requires-login]')).toContain('登录查看我的进度');
    });

    it('?level=N shows that level: its courses in order, exams and plans', async () => {
      const plan = store.content.enrollmentPlans.find((candidate) => candidate.professionId === 2)!;
      const { html, text } = await page(`/profession/2?level=${plan.skillLevel}`);
      expect(currentLevel(html)).toBe(plan.skillLevel);
      const courses = store.catalogue.courses.filter((course) => course.professionId === 2 && course.skillLevel === plan.skillLevel);
      expect(countOf(html, '[data-testid="path-course"]')).toBe(courses.length);
      expect(text).toContain(plan.title);
      expect(hrefsOf(html)).toContain(`/enrollment/${plan.id}`);
      expect(countOf(html, '[data-testid="path-exam"]')).toBe(
        store.content.exams.filter((exam) => exam.professionId === 2 && exam.skillLevel === plan.skillLevel).length,
      );
    });

    it('a level the profession does not have, or nonsense, falls back to the default', async () => {
      const profile = store.content.professionProfiles.find((candidate) => candidate.levels[0]! > 1)!;
      for (const level of ['1', '9', '%3Cb%3E']) {
        const { status, html } = await page(`/profession/${profile.id}?level=${level}`);
        expect(status).toBe(200);
        expect(currentLevel(html)).toBe(profile.levels[0]);
      }
    });

    it('signed in: my level is the default and the path shows my progress and next step', async () => {
      const course = store.catalogue.courses.find((candidate) => candidate.professionId === 3 && candidate.skillLevel > 1)!;
      vi.spyOn(store.enrolments, 'enrolledCourseIds').mockImplementation((accountId) => (accountId === 2 ? [course.id] : []));
      vi.spyOn(store.progress, 'completedCount').mockImplementation((accountId, courseId) =>
        accountId === 2 && courseId === course.id ? 2 : 0,
      );
      const { html, text } = await page('/profession/3', 2);
      expect(currentLevel(html)).toBe(course.skillLevel);
      expect(countOf(html, '[data-testid="level-progress"]')).toBeGreaterThan(0);
      expect(text).toContain(`已学 2/${course.lessonCount} 节`);
      expect(text).toContain(`继续学习《${course.title}》`);
      // ?level= still wins over my level.
      expect(currentLevel((await page('/profession/3?level=1', 2)).html)).toBe(1);
    });

    it.each(['/profession/abc', '/profession/-1', '/profession/0', '/profession/41', '/profession/99999999'])(
      '%s → the 404 page',
      async (url) => {
        const { status, html } = await page(url);
        expect(status).toBe(404);
        expect(titleOf(html)).toBe('页面不存在 - 技能学堂');
      },
    );
  });
});
