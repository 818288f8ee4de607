import { expect, type Page } from '@playwright/test';
import { getCourse } from '@shared/api/catalogue';
import { addFavorite, enrolCourse, getFavoriteState, getStudyStats, listFavorites } from '@shared/api/learning';
import { getPlayInfo, reportProgress } from '@shared/api/player';
import type { PlayInfo } from '@shared/schemas/player';
import type { FavoriteKind } from '@shared/schemas/learning';
import { contractClient, urlOf } from './support/api';
import { signInAsNewLearner } from './support/accounts';
import { mockControls } from './support/mock';
import { trackProblems, waitForHydration } from './support/page';
import { expectToast, test } from './support/toasts';

/**
 * Issue 26, the learner's space: every kind of favourite added where it is offered, listed in its
 * /collect tab and removed there; one 继续学习 on the course page, /study and the home page; study
 * time on /study after a study session. Each test signs in as a learner of its own.
 * The pages' axe runs: e2e/accessibility.spec.ts (e2e/support/axe-pages.ts).
 */

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Where each kind is offered, how its 收藏 button is found there, and its /collect tab. */
const OFFERED: {
  kind: Exclude<FavoriteKind, 'course'>;
  path: string;
  tab: string;
  button: (page: Page) => ReturnType<Page['getByRole']>;
}[] = [
  { kind: 'live', path: '/live/3', tab: '直播', button: (page) => page.getByTestId('favorite-button') },
  { kind: 'exam', path: '/exam/1', tab: '考试', button: (page) => page.getByTestId('favorite-button') },
  { kind: 'news', path: '/news/7', tab: '资讯', button: (page) => page.getByTestId('favorite-button') },
  {
    kind: 'question',
    path: '/community/question/1',
    tab: '问答',
    button: (page) =>
      page
        .getByRole('group', { name: '互动' })
        .first()
        .getByRole('button', { name: /^(已)?收藏/ }),
  },
  {
    kind: 'pin',
    path: '/community/pin/1',
    tab: '想法',
    button: (page) =>
      page
        .getByRole('group', { name: '互动' })
        .first()
        .getByRole('button', { name: /^(已)?收藏/ }),
  },
];

for (const offered of OFFERED) {
  test(`favourite a ${offered.kind} on its page, find it in /collect's ${offered.tab} tab, remove it there`, async ({ page }) => {
    const problems = trackProblems(page);
    await signInAsNewLearner(page.request);
    const api = contractClient(page.request);
    const id = Number(offered.path.split('/').at(-1));
    await open(page, offered.path);
    const title = (await page.locator('h1').first().textContent())!.trim();
    const button = offered.button(page);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await button.click();
    await expect(offered.button(page)).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await api.call(getFavoriteState, { params: { kind: offered.kind, id } })).favorite).toBe(true);

    await open(page, `/collect?kind=${offered.kind}`);
    const tabs = page.getByRole('navigation', { name: '收藏类型' });
    await expect(tabs.getByRole('link', { name: new RegExp(`${offered.tab}\\s*1`) })).toHaveAttribute('aria-current', 'page');
    const row = page.getByTestId('favorite-item');
    await expect(row).toHaveCount(1);
    if (offered.kind !== 'pin') await expect(row).toContainText(title.slice(0, 12));
    await row.getByRole('button', { name: '取消收藏' }).click();
    await expect(page.getByTestId('favorite-item')).toHaveCount(0);
    await expectToast(page, '已取消收藏');
    await expect(page.getByText(`还没有收藏${offered.tab}`)).toBeVisible();
    expect((await api.call(listFavorites, { query: { kind: offered.kind, page: 1, size: 12 } })).total).toBe(0);

    // Back on its page the button says so too (read after the page, never from the shared cache).
    await open(page, offered.path);
    await expect(offered.button(page)).toHaveAttribute('aria-pressed', 'false');
    expect(problems.list()).toEqual([]);
  });
}

test('favourite on an exam page: optimistic, rolled back with a Chinese reason when the call fails', async ({ page }) => {
  await signInAsNewLearner(page.request);
  await open(page, '/exam/2');
  const button = page.getByTestId('favorite-button');
  await expect(button).not.toHaveAttribute('aria-busy');
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(urlOf(addFavorite, { kind: 'exam', id: 2 }), async (route) => {
    await held;
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ code: 500, msg: '服务器繁忙，请稍后再试' }),
    });
  });
  await button.click();
  await expect(button).toHaveText('已收藏');
  release();
  await expectToast(page, '服务器繁忙，请稍后再试');
  await expect(button).toHaveText('收藏');
});

test('signed out, 收藏 on a live class, an exam and a news item opens the login modal @mobile', async ({ page }) => {
  for (const path of ['/live/3', '/exam/1', '/news/7']) {
    await open(page, path);
    await page.getByTestId('favorite-button').click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: '密码登录' })).toBeVisible();
    await expect(page.getByTestId('favorite-button')).toHaveText('收藏');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});

test('a deleted question stays in /collect as 已失效 and can be removed', async ({ page }) => {
  await signInAsNewLearner(page.request);
  const api = contractClient(page.request);
  // A question of the seed, deleted by moderation after the learner kept it.
  const id = 5;
  await api.call(addFavorite, { params: { kind: 'question', id } });
  await mockControls(page.request).deleteContent('question', id);
  await open(page, '/collect?kind=question');
  const row = page.getByTestId('favorite-item');
  await expect(row).toContainText('已失效');
  await row.getByRole('button', { name: '移除' }).click();
  await expectToast(page, '已移除失效的收藏');
  await expect(page.getByTestId('favorite-item')).toHaveCount(0);
});

const lessonsOf = (info: PlayInfo) => info.chapters.flatMap((chapter) => chapter.lessons);

test('继续学习: the course page, /study and the home page point to the same lesson after studying', async ({ page }) => {
  const problems = trackProblems(page);
  await signInAsNewLearner(page.request);
  const api = contractClient(page.request);
  await api.call(enrolCourse, { body: { courseId: 9 } });
  const course = await api.call(getCourse, { params: { id: 9 } });
  const videos = course.chapters.flatMap((chapter) => chapter.lessons).filter((lesson) => lesson.kind === 1);
  // The second video studied to its end: the rule goes on to the next unfinished lesson after it. The
  // server counts only what its clock allows (at most double speed since the report playback started with).
  const duration = lessonsOf(await api.call(getPlayInfo, { params: { id: 9 } })).find((lesson) => lesson.id === videos[1]!.id)!.media!
    .durationSeconds;
  await api.call(reportProgress, { body: { lessonId: videos[1]!.id, position: 0, duration, event: 'tick' } });
  await page.waitForTimeout((duration / 2 + 0.5) * 1000);
  await api.call(reportProgress, { body: { lessonId: videos[1]!.id, position: duration, duration, event: 'end' } });
  const all = course.chapters.flatMap((chapter) => chapter.lessons);
  const expected = all[all.findIndex((lesson) => lesson.id === videos[1]!.id) + 1]!;
  const href = `/course/9/play?lesson=${expected.id}`;

  await open(page, '/course/9');
  await expect(page.getByRole('link', { name: '继续学习' }).first()).toHaveAttribute('href', href);
  await open(page, '/study');
  await expect(page.getByTestId('my-course').first().getByTestId('continue-learning')).toHaveAttribute('href', href);
  await open(page, '/');
  const card = page.getByTestId('continue-card');
  await expect(card).toContainText(course.title);
  await expect(card).toContainText(expected.title);
  await expect(card.getByTestId('continue-learning')).toHaveAttribute('href', href);

  // Half-way through that lesson: all three now resume it, and the card says where.
  await api.call(reportProgress, { body: { lessonId: expected.id, position: 4, duration: 10, event: 'pause' } });
  await open(page, '/');
  await expect(card.getByTestId('continue-learning')).toHaveAttribute('href', href);
  await expect(card).toContainText('学到 00:04');
  await card.getByTestId('continue-learning').click();
  await expect(page).toHaveURL(new RegExp(`/course/9/play\\?lesson=${expected.id}$`));
  expect(problems.list()).toEqual([]);
});

test('the signed-out home page has no 继续学习 card', async ({ page }) => {
  const html = await (await page.goto('/'))!.text();
  expect(html).not.toContain('continue-card');
  await waitForHydration(page);
  await expect(page.getByTestId('continue-card')).toHaveCount(0);
});

test('学习统计 on /study reflects a study session, with its numbers in a table and how it is counted', async ({ page }) => {
  await signInAsNewLearner(page.request);
  const api = contractClient(page.request);
  await api.call(enrolCourse, { body: { courseId: 9 } });
  await open(page, '/study');
  const panel = page.getByTestId('study-stats');
  await expect(panel.getByTestId('stats-today')).toHaveText('0 秒');
  // A weekly goal, not a streak, unless the learner asks for one.
  await expect(panel.getByTestId('stats-week')).toHaveText('0');
  await expect(panel.getByTestId('weekly-goal')).toContainText('本周学习 0 / 3 天');
  await expect(panel.getByTestId('stats-streak')).toHaveCount(0);
  await expect(panel).toContainText('如何计算');

  // A short session through the player's progress endpoint: playback starts at 0, paused at 5 s at least 5 s later.
  const course = await api.call(getCourse, { params: { id: 9 } });
  const lesson = course.chapters.flatMap((chapter) => chapter.lessons).find((candidate) => candidate.kind === 1)!;
  await api.call(reportProgress, { body: { lessonId: lesson.id, position: 0, duration: 10, event: 'tick' } });
  await page.waitForTimeout(5_000);
  await api.call(reportProgress, { body: { lessonId: lesson.id, position: 5, duration: 10, event: 'pause' } });
  const stats = await api.call(getStudyStats);
  expect(stats.todaySeconds).toBe(5);

  await open(page, '/study');
  await expect(panel.getByTestId('stats-today')).toHaveText('5 秒');
  // Five seconds is not yet a study day (10 minutes or 10 answers).
  await expect(panel.getByTestId('weekly-goal').locator('[data-counted]')).toHaveCount(0);
  await waitForHydration(page);
  await panel.getByLabel('每周目标').selectOption('5');
  await expectToast(page, '学习目标已保存');
  await expect(panel.getByTestId('weekly-goal')).toContainText('本周学习 0 / 5 天');
  await panel.getByRole('checkbox', { name: /统计连续学习天数/ }).check();
  await expect(panel.getByTestId('stats-streak')).toHaveText('0 天');
  await page.reload();
  await expect(panel.getByTestId('weekly-goal')).toContainText('本周学习 0 / 5 天');
  await expect(panel.getByTestId('stats-streak')).toHaveText('0 天');
  const today = page.getByTestId('study-chart').locator('rect').last();
  await expect(today).toHaveAttribute('data-seconds', '5');
  // The chart's numbers for screen readers: the table's last row is today.
  await expect(page.locator('#study-chart-table tbody tr').last().locator('td')).toHaveText('5 秒');
  await expect(panel.getByRole('link', { name: course.title })).toBeVisible();
});

test('a replayed progress report adds nothing to today', async ({ page }) => {
  await signInAsNewLearner(page.request);
  const api = contractClient(page.request);
  await api.call(enrolCourse, { body: { courseId: 9 } });
  const course = await api.call(getCourse, { params: { id: 9 } });
  const lesson = course.chapters.flatMap((chapter) => chapter.lessons).find((candidate) => candidate.kind === 1)!;
  await api.call(reportProgress, { body: { lessonId: lesson.id, position: 0, duration: 10, event: 'tick' } });
  await page.waitForTimeout(3_000);
  const body = { lessonId: lesson.id, position: 3, duration: 10, event: 'tick' as const };
  await api.call(reportProgress, { body });
  for (let replay = 0; replay < 3; replay += 1) await api.call(reportProgress, { body });
  expect((await api.call(getStudyStats)).todaySeconds).toBe(3);
});
