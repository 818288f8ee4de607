import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectToast, test } from './toasts';
import { expectAccessibleInBothSchemes, expectNoSeriousAxeViolations } from './axe';
import { trackProblems, waitForHydration } from './support';

/**
 * Enrolment, favourites, /study and /collect (client/features/learning). Each test signs in as a
 * learner of its own (an SMS login creates the account), so tests running in parallel never share
 * enrolments or favourites; each favourites test uses a course of its own, so counts stay exact.
 */

type Envelope = { code: number; msg?: string; data?: unknown };

const randomPhone = () => `134${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

async function api<T = unknown>(request: APIRequestContext, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const response = method === 'GET' ? await request.get(`/api${path}`) : await request.post(`/api${path}`, { data });
  const body = (await response.json()) as Envelope;
  expect(body, `${method} ${path}`).toMatchObject({ code: 0 });
  return body.data as T;
}

/** A new learner signed in through the API (the answer sets the HttpOnly cookie in the page's context). */
async function signInAsNewLearner(page: Page): Promise<void> {
  const phone = randomPhone();
  await api(page.request, 'POST', '/sys/user/sms/code', { account: phone, type: 2 });
  const sms = (await (await page.request.get(`/__mock/sms/latest?account=${phone}`)).json()) as { data: { code: string } };
  await api(page.request, 'POST', '/user/login', { account: phone, security: sms.data.code, loginType: 2 });
}

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
  await signInAsNewLearner(page);
  const course = await api<{ id: number; lessonCount: number }>(page.request, 'GET', '/course/23');
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
  await expectNoSeriousAxeViolations(page, '/course/23 enrolled');

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
  await signInAsNewLearner(page);
  await open(page, '/course/12');
  const before = await favoriteState(page);
  expect(before.label).toBe('收藏');
  const title = (await page.locator('#course-title').textContent())!.trim();

  // Hold the API's answer: the button must flip before it arrives.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/learning/favorites/course/12', async (route) => {
    await held;
    await route.continue();
  });
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/api/learning/favorites/course/12') && response.request().method() === 'PUT',
  );
  await favoriteButton(page).click();
  await expect(favoriteButton(page)).toHaveText(`已收藏${before.count + 1}`);
  release();
  expect(((await (await answered).json()) as Envelope).data).toMatchObject({ favorite: true, favoriteCount: before.count + 1 });
  await page.unroute('**/api/learning/favorites/course/12');

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
  await signInAsNewLearner(page);
  await open(page, '/course/20');
  const before = await favoriteState(page);
  await page.route('**/api/learning/favorites/course/20', (route) =>
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
  await signInAsNewLearner(page);
  await api(page.request, 'POST', '/learning/enrolments', { courseId: 9 });
  await api(page.request, 'POST', '/learning/enrolments', { courseId: 10 });
  const course = await api<{ title: string; lessonCount: number; chapters: { lessons: { id: number; kind: number }[] }[] }>(
    page.request,
    'GET',
    '/course/9',
  );
  const lesson = course.chapters[0]!.lessons.filter((candidate) => candidate.kind === 1)[1]!;
  // The player's progress report (shared/api/player.ts): the learner paused 3 s into the lesson.
  await api(page.request, 'POST', '/lesson/progress', { lessonId: lesson.id, position: 3, duration: 10, event: 'pause' });

  await open(page, '/study');
  const items = page.getByTestId('my-course');
  await expect(items).toHaveCount(2);
  const studied = items.first();
  await expect(studied).toContainText(course.title);
  await expect(studied).toContainText(`已学 0/${course.lessonCount} 节`);
  await expect(studied).toContainText('学习中');
  await expect(items.nth(1)).toContainText('开始学习');
  await expectNoSeriousAxeViolations(page, '/study (light)');

  const resume = studied.getByRole('link', { name: '继续学习' });
  await expect(resume).toHaveAttribute('href', `/course/9/play?lesson=${lesson.id}`);
  await resume.click();
  await expect(page).toHaveURL(new RegExp(`/course/9/play\\?lesson=${lesson.id}$`));
  expect(problems.list()).toEqual([]);
});

test('/study and /collect: empty states with a way to the courses; axe light and dark with content', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsNewLearner(page);
  await open(page, '/study');
  await expect(page.getByText('还没有在学的课程')).toBeVisible();
  await expect(page.getByRole('link', { name: '去选课' })).toHaveAttribute('href', '/course');
  await open(page, '/collect');
  await expect(page.getByText('还没有收藏课程')).toBeVisible();
  await expect(page.getByRole('link', { name: '去发现好课' })).toHaveAttribute('href', '/course');

  await api(page.request, 'POST', '/learning/enrolments', { courseId: 3 });
  for (const id of [33, 45]) {
    const response = await page.request.put(`/api/learning/favorites/course/${id}`);
    expect(((await response.json()) as Envelope).code).toBe(0);
  }
  for (const path of ['/study', '/collect']) {
    await open(page, path);
    await expect(page.getByTestId(path === '/study' ? 'my-course' : 'favorite-course').first()).toBeVisible();
    await expectAccessibleInBothSchemes(page, path);
  }
});
