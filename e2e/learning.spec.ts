import { expect, type Page } from '@playwright/test';
import { getCourse } from '@shared/api/catalogue';
import { writeCourseReview } from '@shared/api/course-reviews';
import { addFavorite, enrolCourse } from '@shared/api/learning';
import { reportProgress } from '@shared/api/player';
import { contractClient, isResponseTo, urlOf } from './support/api';
import { signInAsNewLearner } from './support/accounts';
import { trackProblems, waitForHydration } from './support/page';
import { expectToast, test } from './support/toasts';

/**
 * Enrolment, favourites, /study and /collect (client/features/learning). Each test signs in as a
 * learner of its own (an SMS login creates the account), so tests running in parallel never share
 * enrolments or favourites; each favourites test uses a course of its own, so counts stay exact.
 * Their pages' axe runs, enrolled and with favourites too: e2e/accessibility.spec.ts.
 */

const favoriteButton = (page: Page) => page.getByTestId('favorite-button');

/** The button's label and count, e.g. { label: '已收藏', count: 4038 } (courses here have fewer than 10 000). */
async function favoriteState(page: Page): Promise<{ label: string; count: number }> {
  const text = ((await favoriteButton(page).textContent()) ?? '').trim();
  const match = /^(已收藏|收藏)\s*(\d+)$/.exec(text);
  if (!match) throw new Error(`unexpected favourite button: ${text}`);
  return { label: match[1]!, count: Number(match[2]) };
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test('free enrolment: 免费报名 enrols at once, 开始学习 opens the player, and it stays enrolled', async ({ page }) => {
  test.setTimeout(60_000);
  const problems = trackProblems(page);
  await signInAsNewLearner(page.request);
  const course = await contractClient(page.request).call(getCourse, { params: { id: 23 } });
  await open(page, '/course/23');
  const playLinks = page.locator('#syllabus a[href^="/course/23/play?lesson="]');
  const previewLinks = await playLinks.count();
  expect(previewLinks).toBeLessThan(course.lessonCount);

  await page.getByRole('button', { name: '免费报名' }).click();
  const start = page.getByRole('link', { name: '开始学习' });
  await expect(start).toBeVisible();
  await expect(start).toBeFocused();
  await expectToast(page, '报名成功');
  await expect(page.getByText(`已学 0/${course.lessonCount} 节`)).toBeVisible();
  // Every lesson now opens in the player, not only the free previews.
  await expect(playLinks).toHaveCount(course.lessonCount);

  // Server-rendered after a reload: enrolled.
  const html = await (await page.reload())!.text();
  expect(html).toMatch(/<a [^>]*href="\/course\/23\/play"[^>]*>开始学习<\/a>/);
  await waitForHydration(page);
  await page.getByRole('link', { name: '开始学习' }).click();
  await expect(page).toHaveURL(/\/course\/23\/play$/);
  expect(problems.list()).toEqual([]);
});

test('favourite: optimistic toggle, kept across a reload, listed in /collect and removed there', async ({ page }) => {
  const problems = trackProblems(page);
  await signInAsNewLearner(page.request);
  await open(page, '/course/12');
  const before = await favoriteState(page);
  expect(before.label).toBe('收藏');
  const title = (await page.locator('#course-title').textContent())!.trim();

  // Hold the API's answer: the button must flip before it arrives.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const favoriteCall = urlOf(addFavorite, { kind: 'course', id: 12 });
  await page.route(favoriteCall, async (route) => {
    await held;
    await route.continue();
  });
  const answered = page.waitForResponse(isResponseTo(addFavorite, { kind: 'course', id: 12 }));
  await favoriteButton(page).click();
  await expect(favoriteButton(page)).toHaveText(`已收藏${before.count + 1}`);
  release();
  expect(((await (await answered).json()) as { data: unknown }).data).toMatchObject({ favorite: true, favoriteCount: before.count + 1 });
  await page.unroute(favoriteCall);

  const html = await (await page.reload())!.text();
  expect(html).toMatch(/data-testid="favorite-button"[^>]*>.*?<span>已收藏<\/span>/);
  await waitForHydration(page);
  expect(await favoriteState(page)).toEqual({ label: '已收藏', count: before.count + 1 });

  await open(page, '/collect');
  const card = page.getByTestId('favorite-course').filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: '收藏类型' }).getByRole('link', { name: /课程\s*1/ })).toBeVisible();
  await card.getByRole('button', { name: `取消收藏：${title}` }).click();
  await expect(page.getByTestId('favorite-course')).toHaveCount(0);
  await expectToast(page, '已取消收藏');
  await expect(page.getByText('还没有收藏课程')).toBeVisible();
  await page.reload();
  await expect(page.getByText('还没有收藏课程')).toBeVisible();

  // Back on the course page: no longer a favourite, the count as it was.
  await open(page, '/course/12');
  expect(await favoriteState(page)).toEqual(before);
  expect(problems.list()).toEqual([]);
});

test('favourite: a failed call rolls the button back and says why in Chinese', async ({ page }) => {
  await signInAsNewLearner(page.request);
  // A course counted in digits (5 000, not 1万: the count must show whether it moved).
  await open(page, '/course/25');
  const before = await favoriteState(page);
  await page.route(urlOf(addFavorite, { kind: 'course', id: 25 }), (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 500, msg: '服务器繁忙，请稍后再试' }) }),
  );
  await favoriteButton(page).click();
  await expectToast(page, '服务器繁忙，请稍后再试');
  await expect(favoriteButton(page)).toHaveText(`收藏${before.count}`);
});

test('signed out, 收藏 and 免费报名 open the login modal and change nothing @mobile', async ({ page }) => {
  const problems = trackProblems(page);
  await open(page, '/course/12');
  const before = await favoriteState(page);
  await favoriteButton(page).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('heading', { name: '密码登录' })).toBeVisible();
  await expect(page).toHaveURL(/\/course\/12$/);
  expect(await favoriteState(page)).toEqual(before);
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);

  await open(page, '/course/23');
  await page.getByRole('button', { name: '免费报名' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: '密码登录' })).toBeVisible();
  await expect(page).toHaveURL(/\/course\/23$/);
  expect(problems.list()).toEqual([]);
});

test('/study lists an enrolled course with its progress and 继续学习 to the last lesson', async ({ page }) => {
  const problems = trackProblems(page);
  await signInAsNewLearner(page.request);
  const api = contractClient(page.request);
  await api.call(enrolCourse, { body: { courseId: 9 } });
  await api.call(enrolCourse, { body: { courseId: 10 } });
  const course = await api.call(getCourse, { params: { id: 9 } });
  const lesson = course.chapters[0]!.lessons.filter((candidate) => candidate.kind === 1)[1]!;
  // The player's progress report: the learner paused 3 s into the lesson.
  await api.call(reportProgress, { body: { lessonId: lesson.id, position: 3, duration: 10, event: 'pause' } });

  await open(page, '/study');
  const items = page.getByTestId('my-course');
  await expect(items).toHaveCount(2);
  const studied = items.first();
  await expect(studied).toContainText(course.title);
  await expect(studied).toContainText(`已学 0/${course.lessonCount} 节`);
  await expect(studied).toContainText('学习中');
  await expect(items.nth(1)).toContainText('开始学习');
  // 评价课程 goes to the course page's 学员评价 section; once reviewed it says 已评价 (from /study's own data).
  await expect(items.nth(1).getByRole('link', { name: '评价课程' })).toHaveAttribute('href', '/course/10#reviews');
  await api.call(writeCourseReview, { params: { id: 10 }, body: { rating: 4, content: '内容扎实，讲得清楚' } });
  await open(page, '/study');
  await expect(items.nth(1).getByRole('link', { name: '已评价' })).toHaveAttribute('href', '/course/10#reviews');
  await expect(studied.getByRole('link', { name: '评价课程' })).toBeVisible();

  const resume = studied.getByRole('link', { name: '继续学习' });
  await expect(resume).toHaveAttribute('href', `/course/9/play?lesson=${lesson.id}`);
  await resume.click();
  await expect(page).toHaveURL(new RegExp(`/course/9/play\\?lesson=${lesson.id}$`));
  expect(problems.list()).toEqual([]);
});

test('/study and /collect: empty states with a way to the courses', async ({ page }) => {
  await signInAsNewLearner(page.request);
  await open(page, '/study');
  await expect(page.getByText('还没有在学的课程')).toBeVisible();
  await expect(page.getByRole('link', { name: '去选课' })).toHaveAttribute('href', '/course');
  await open(page, '/collect');
  await expect(page.getByText('还没有收藏课程')).toBeVisible();
  await expect(page.getByRole('link', { name: '去发现好课' })).toHaveAttribute('href', '/course');
});
