import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatCount } from '@client/lib/format/catalogue-format';
import { buildTestApp, type TestApp } from './test-support/app';
import { countOf, hrefsOf, parsePage, textOf, textsOf, titleOf } from './test-support/html';

/** The texts of the links to exactly this href. */
const linkTexts = (html: string, href: string) => textsOf(html, `a[href="${href}"]`);

describe('/study, /collect and the course page’s learning actions, rendered on the server', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());
  afterEach(() => vi.restoreAllMocks());

  const store = () => app.mockApi.store;
  /** A fresh learner (their own account), so tests never share state. */
  const learner = () => {
    const account = store().addAccount({
      phone: `136${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      passwordHash: 'x:y',
      nickname: '测试学员',
      gender: 0,
      signature: '',
      realNameVerified: false,
      coinBalance: 0,
      wechatOpenId: null,
      createdAt: '2026-11-22T09:00:00+08:00',
    });
    return { id: account.id, cookie: `skill_token=${store().issueToken(account.id)}` };
  };
  const page = (url: string, cookie?: string) => app.inject({ url, headers: cookie ? { cookie } : {} });
  const free = () => store().catalogue.courses.filter((course) => course.isFree);
  const paid = () => store().catalogue.courses.filter((course) => !course.isFree);

  describe('/ 继续学习 (issue 26)', () => {
    it('signed out: no card and no learner data in the page (the anonymous home stays one cacheable page)', async () => {
      const response = await page('/');
      expect(response.statusCode).toBe(200);
      expect(countOf(response.body, '[data-testid="continue-card"]')).toBe(0);
      expect(response.body).not.toContain('"continue"');
    });

    it('signed in: the card comes after hydration (not in the server HTML), resuming the lesson of the one rule', async () => {
      const { id, cookie } = learner();
      const course = free()[2]!;
      const lessons = store()
        .catalogue.courseExtras.get(course.id)!
        .chapters.flatMap((chapter) => chapter.lessons);
      store().enrolments.enrol(id, course.id, store().now());
      // The first lesson finished: 继续学习 goes on to the second.
      store().progress.record(id, {
        courseId: course.id,
        lessonId: lessons[0]!.id,
        position: 10,
        event: 'end',
        watched: [0, 10],
        requiredSeconds: 9,
        at: store().now(),
      });
      const response = await page('/', cookie);
      expect(response.headers['cache-control']).toBe('private, no-store');
      // Loaded on demand for a signed-in learner (home's first-load JS stays the anonymous one's).
      expect(countOf(response.body, '[data-testid="continue-card"]')).toBe(0);
      // What the card reads (its query: the first of my courses) names the second lesson (e2e/learner-space.spec.ts clicks it).
      const courses = await app.inject({ url: '/api/learning/courses?page=1&size=1', headers: { cookie } });
      expect(courses.json()).toMatchObject({
        code: 0,
        data: { list: [{ course: { id: course.id }, continueLesson: { id: lessons[1]!.id } }] },
      });
    });
  });

  describe('/study', () => {
    it('signed out → sign in first', async () => {
      const response = await page('/study');
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toMatch(/[?&]login=1/);
    });

    it('a new learner sees the empty state with a way to the course list', async () => {
      const { cookie } = learner();
      const response = await page('/study', cookie);
      expect(response.statusCode).toBe(200);
      expect(titleOf(response.body)).toBe('我的学习 - 技能学堂');
      expect(textOf(response.body)).toContain('还没有在学的课程');
      expect(linkTexts(response.body, '/course')).toContain('去选课');
    });

    it('lists enrolled courses with progress and 继续学习 to the last lesson', async () => {
      const { id, cookie } = learner();
      const [a, b] = free();
      store().enrolments.enrol(id, a!.id, store().now() - 60_000);
      store().enrolments.enrol(id, b!.id, store().now());
      const lesson = store().catalogue.courseExtras.get(a!.id)!.chapters[0]!.lessons[2]!;
      vi.spyOn(store().progress, 'lastLessonOf').mockImplementation((account, courseId) =>
        account === id && courseId === a!.id
          ? { lessonId: lesson.id, position: 75, status: 2, updatedAt: store().now() + 1000, openedAt: store().now() }
          : undefined,
      );
      vi.spyOn(store().progress, 'completedCount').mockImplementation((account, courseId) =>
        account === id && courseId === a!.id ? 2 : 0,
      );
      const response = await page('/study', cookie);
      // Numbers are emphasised (<strong>): the text has a space before each slash.
      const text = textOf(response.body).replace(/ \//g, '/');
      expect(countOf(response.body, '[data-testid="my-course"]')).toBe(2);
      // Most recently studied first: a, then b.
      expect(text.indexOf(a!.title)).toBeLessThan(text.indexOf(b!.title));
      expect(text).toContain(`已学 2/${a!.lessonCount} 节`);
      expect(text).toContain(`上次学到： ${lesson.title}`);
      expect(linkTexts(response.body, `/course/${a!.id}/play?lesson=${lesson.id}`)).toContain('继续学习');
      expect(linkTexts(response.body, `/course/${b!.id}/play`)).toContain('开始学习');
      // Each course's own progress bar (the page's loading bar is at 0 too, so it must be the card's).
      const $ = parsePage(response.body);
      const progressOf = (title: string) => {
        const card = $('[data-testid="my-course"]').filter((_, element) => textOf($(element)).includes(title));
        expect(card, title).toHaveLength(1);
        return Number(card.find('[role="progressbar"]').attr('aria-valuenow'));
      };
      expect(progressOf(a!.title)).toBeGreaterThan(0);
      expect(progressOf(b!.title)).toBe(0);
    });

    it.each(['?page=-3', '?page=abc', '?progress=9', '?progress=%3Cscript%3Ealert(1)%3C%2Fscript%3E'])(
      'an impossible value (%s) is ignored, never reflected',
      async (query) => {
        const { id, cookie } = learner();
        store().enrolments.enrol(id, free()[0]!.id, store().now());
        const response = await page(`/study${query}`, cookie);
        expect(response.statusCode).toBe(200);
        expect(countOf(response.body, '[data-testid="my-course"]')).toBe(1);
        expect(response.body).not.toContain('<script>alert');
      },
    );
  });

  describe('/collect', () => {
    it('signed out → sign in first; a new learner sees the empty state', async () => {
      expect((await page('/collect')).statusCode).toBe(302);
      const response = await page('/collect', learner().cookie);
      expect(response.statusCode).toBe(200);
      expect(textOf(response.body)).toContain('还没有收藏课程');
      expect(linkTexts(response.body, '/course')).toContain('去发现好课');
    });

    it('lists my favourite courses as cards, each with 取消收藏', async () => {
      const { id, cookie } = learner();
      for (const courseId of [3, 8, 12]) store().enrolments.addFavorite(id, 'course', courseId, store().now() + courseId);
      const response = await page('/collect?page=abc', cookie);
      expect(countOf(response.body, '[data-testid="favorite-course"]')).toBe(3);
      expect(countOf(response.body, '[data-testid="course-card"]')).toBe(3);
      expect(textsOf(response.body, 'button').filter((button) => button === '取消收藏')).toHaveLength(3);
      const text = textOf(response.body);
      expect(text.indexOf(store().catalogue.courses[11]!.title)).toBeLessThan(text.indexOf(store().catalogue.courses[2]!.title));
      expect(text).toMatch(/课程 ?3/);
    });
  });

  describe('/course/{id} actions', () => {
    it('a free course: 免费报名 (a protected button) before enrolling, 开始学习 to the player after', async () => {
      const course = free()[0]!;
      const signedOut = await page(`/course/${course.id}`);
      expect(textsOf(signedOut.body, 'button[type="button"][data-requires-login]')).toContain('免费报名');
      const { id, cookie } = learner();
      expect(textsOf((await page(`/course/${course.id}`, cookie)).body, 'button[data-requires-login]')).toContain('免费报名');
      store().enrolments.enrol(id, course.id, store().now());
      const enrolled = await page(`/course/${course.id}`, cookie);
      expect(linkTexts(enrolled.body, `/course/${course.id}/play`)).toContain('开始学习');
      expect(textOf(enrolled.body)).toContain(`已学 0/${course.lessonCount} 节`);
      // Every lesson now opens in the player.
      const lessonLinks = hrefsOf(enrolled.body).filter((href) => new RegExp(`^/course/${course.id}/play\\?lesson=\\d+$`).test(href));
      expect(lessonLinks).toHaveLength(course.lessonCount);
    });

    it('an enrolled learner with a lesson in progress gets 继续学习 第N节 to it', async () => {
      const course = free()[1]!;
      const chapters = store().catalogue.courseExtras.get(course.id)!.chapters;
      const lesson = chapters[1]!.lessons[0]!;
      const { id, cookie } = learner();
      store().enrolments.enrol(id, course.id, store().now());
      // Left half-way (the 继续学习 rule: the last lesson studied, unfinished).
      store().progress.record(id, {
        courseId: course.id,
        lessonId: lesson.id,
        position: 3,
        event: 'pause',
        watched: [0, 3],
        requiredSeconds: 9,
        at: store().now(),
      });
      const response = await page(`/course/${course.id}`, cookie);
      expect(linkTexts(response.body, `/course/${course.id}/play?lesson=${lesson.id}`)).toContain(
        `继续学习 第${chapters[0]!.lessons.length + 1}节`,
      );
      expect(textOf(response.body)).toContain('学习中');
    });

    it('back from the free previews of a course not bought: 继续学习 第N节 to the preview under way, not 免费试看 from the start', async () => {
      const course = paid().find((candidate) =>
        store()
          .catalogue.courseExtras.get(candidate.id)!
          .chapters[0]!.lessons.slice(0, 2)
          .every((lesson) => lesson.freePreview && lesson.kind === 1),
      )!;
      const [first, second] = store().catalogue.courseExtras.get(course.id)!.chapters[0]!.lessons;
      const { id, cookie } = learner();
      const before = await page(`/course/${course.id}`, cookie);
      expect(linkTexts(before.body, `/course/${course.id}/play?lesson=${first!.id}`)).toContain('免费试看');
      // The first preview watched to its end, the second left 3 s in.
      const watch = (lessonId: number, position: number, event: 'end' | 'pause') =>
        store().progress.record(id, {
          courseId: course.id,
          lessonId,
          position,
          event,
          watched: [0, position],
          requiredSeconds: 9,
          at: store().now(),
        });
      watch(first!.id, 10, 'end');
      watch(second!.id, 3, 'pause');
      const after = await page(`/course/${course.id}`, cookie);
      expect(linkTexts(after.body, `/course/${course.id}/play?lesson=${second!.id}`)).toContain('继续学习 第2节');
      expect(textOf(after.body)).not.toContain('免费试看');
    });

    it('a paid course: 立即购买 to the order page; only its free previews link to the player', async () => {
      const course = paid()[0]!;
      const response = await page(`/course/${course.id}`);
      const $ = parsePage(response.body);
      expect(textsOf($, `a[href="/order/pay/create?productType=1&productId=${course.id}"][data-requires-login]`)).toContain('立即购买');
      const previews = store()
        .catalogue.courseExtras.get(course.id)!
        .chapters.flatMap((chapter) => chapter.lessons)
        .filter((lesson) => lesson.freePreview);
      const playable = $('[data-testid="lesson"] > a')
        .toArray()
        .filter((link) => new RegExp(`^/course/${course.id}/play\\?lesson=\\d+$`).test(link.attribs.href ?? ''));
      expect(playable).toHaveLength(previews.length);
    });

    it('收藏 with the count signed out; 已收藏 with the new count once favourited', async () => {
      const course = paid()[1]!;
      const seeded = store().catalogue.courseExtras.get(course.id)!.favoriteCount;
      const signedOut = await page(`/course/${course.id}`);
      expect(textsOf(signedOut.body, 'button[data-requires-login][data-testid="favorite-button"] > span')).toContain('收藏');
      const { id, cookie } = learner();
      store().enrolments.addFavorite(id, 'course', course.id, store().now());
      const response = await page(`/course/${course.id}`, cookie);
      expect(textsOf(response.body, '[data-testid="favorite-button"] > span')).toContain('已收藏');
      expect(textOf(response.body)).toContain(`已收藏 ${formatCount(seeded + 1)}`);
    });
  });
});
