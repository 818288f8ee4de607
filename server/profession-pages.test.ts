import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { MockStore } from '@mock/store';
import { buildTestApp, textOf, visibleMarkup } from './test-support/app';

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;
const cards = (html: string) => count(html, /data-testid="profession-card"/g);
/** The level whose step is marked current, and the level of the panel shown. */
const currentLevel = (html: string) => Number(/data-testid="level-panel" data-level="(\d)"/.exec(html)?.[1]);

describe('/profession and /profession/{id} rendered on the server', () => {
  let app: FastifyInstance;
  let store: MockStore;
  const page = async (url: string, accountId?: number) => {
    const response = await app.inject({ url, headers: accountId ? { cookie: `skill_token=${store.issueToken(accountId)}` } : {} });
    return { status: response.statusCode, html: response.body, text: textOf(response.body) };
  };

  beforeAll(async () => {
    app = await buildTestApp();
    store = app.mockApi!.store;
  });
  afterAll(() => app.close());
  afterEach(() => vi.restoreAllMocks());

  describe('the list', () => {
    it('20 profession cards, the total, category tabs with counts, the industry row and the search box', async () => {
      const { status, html, text } = await page('/profession');
      expect(status).toBe(200);
      expect(html).toContain('<title>职业 - 技能学堂</title>');
      expect(cards(html)).toBe(20);
      expect(html).toContain('共 <strong>40</strong> 个职业');
      for (const label of ['职业技能', '职业资格', '兴趣爱好', '公益', '行业', '职业编码']) expect(text).toContain(label);
      expect(html).toMatch(/<form [^>]*action="\/profession"/);
    });

    it('?type=2 keeps the 职业资格 professions', async () => {
      const { html, text } = await page('/profession?type=2');
      const qualifications = store.content.professionProfiles.filter((profile) => profile.type === 2).length;
      expect(cards(html)).toBe(qualifications);
      expect(html).toContain(`共 <strong>${qualifications}</strong> 个职业`);
      expect(text).not.toContain('兴趣爱好 茶艺师');
      expect(html).toMatch(/<a [^>]*aria-current="true"[^>]*>职业资格/);
    });

    it('a keyword search', async () => {
      const { html, text } = await page(`/profession?keyword=${encodeURIComponent('焊工')}`);
      expect(cards(html)).toBe(1);
      expect(text).toContain('焊工');
    });

    it('impossible values are ignored, never reflected', async () => {
      const { status, html } = await page('/profession?type=9&page=-3&category=%3Cscript%3Ex%3C/script%3E');
      expect(status).toBe(200);
      expect(visibleMarkup(html)).not.toContain('<script>x');
      expect(html).toContain('共 <strong>0</strong> 个职业');
      expect((await page('/profession?type=9&page=-3')).html).toContain('共 <strong>40</strong> 个职业');
    });
  });

  describe('the detail and its learning path', () => {
    it('named after the profession: hero, overview, duties, outlook, one step per level, the first level shown', async () => {
      const profile = store.content.professionProfiles[0]!;
      const { status, html, text } = await page('/profession/1');
      expect(status).toBe(200);
      expect(html).toContain('<title>电工职业介绍与学习路径 - 技能学堂</title>');
      expect(html).toMatch(/<h1 id="profession-title"[^>]*>电工<\/h1>/);
      for (const label of ['学习路径', '职业概况', '主要工作任务', '就业前景', profile.code, ...profile.duties])
        expect(text).toContain(label);
      expect(count(html, /data-testid="level-step"/g)).toBe(profile.levels.length);
      expect(currentLevel(html)).toBe(profile.levels[0]);
      expect(html).toMatch(/<a (?=[^>]*aria-current="step")[^>]*href="\/profession\/1\?level=1"/);
      // Signed out: a sign-in invitation instead of progress.
      expect(html).toMatch(/<button (?=[^>]*data-requires-login)[^>]*>登录查看我的进度<\/button>/);
    });

    it('?level=N shows that level: its courses in order, exams and plans', async () => {
      const plan = store.content.enrollmentPlans.find((candidate) => candidate.professionId === 2)!;
      const { html, text } = await page(`/profession/2?level=${plan.skillLevel}`);
      expect(currentLevel(html)).toBe(plan.skillLevel);
      const courses = store.catalogue.courses.filter((course) => course.professionId === 2 && course.skillLevel === plan.skillLevel);
      expect(count(html, /data-testid="path-course"/g)).toBe(courses.length);
      expect(text).toContain(plan.title);
      expect(html).toContain(`href="/enrollment/${plan.id}"`);
      expect(count(html, /data-testid="path-exam"/g)).toBe(
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
      expect(html).toContain('data-testid="level-progress"');
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
        expect(html).toContain('<title>页面不存在 - 技能学堂</title>');
      },
    );
  });
});
