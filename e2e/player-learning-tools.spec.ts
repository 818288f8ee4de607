import { expect, test, type Page } from '@playwright/test';
import { listCourses } from '@shared/api/catalogue';
import { getPlayInfo, reportProgress } from '@shared/api/player';
import type { PlayInfo, PlayLesson } from '@shared/schemas/player';
import { contractClient, isRequestTo } from './support/api';
import { signInAsNewLearner } from './support/accounts';
import { waitForHydration } from './support/page';

/**
 * The player's learning tools and the defects of issue 26 (client/features/player): the reload
 * resumes where the learner was, lesson titles keep what tells them apart on phones. Each test signs
 * in as a learner of its own.
 */

test.describe.configure({ timeout: 60_000 });

const lessonsOf = (info: PlayInfo): PlayLesson[] => info.chapters.flatMap((chapter) => chapter.lessons);
const video = (page: Page) => page.getByTestId('lesson-video');
const currentTime = (page: Page) => video(page).evaluate((element: HTMLVideoElement) => element.currentTime);

/** A paid course not bought: its free-preview videos play. */
async function paidCourse(page: Page): Promise<{ info: PlayInfo; previews: PlayLesson[] }> {
  const api = contractClient(page.request);
  const list = await api.call(listCourses, { query: { price: 'paid', size: 5 } });
  const info = await api.call(getPlayInfo, { params: { id: list.list[0]!.id } });
  return { info, previews: lessonsOf(info).filter((lesson) => lesson.playable && lesson.kind === 1) };
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test('reloading mid-lesson resumes where the learner was, even when the page-hide report is lost or late @mobile', async ({ page }) => {
  await signInAsNewLearner(page.request);
  const { info, previews } = await paidCourse(page);
  // The longest preview, so the position is well inside it.
  const lesson = previews.reduce((best, candidate) => (candidate.durationSeconds > best.durationSeconds ? candidate : best));
  // The page-hide beacon never reaches the server: only what the old page kept can resume the new one
  // (the race of issue 26, where the new page's read came before the beacon).
  await page.route('**/api/**', (route) =>
    route.request().resourceType() === 'ping' && isRequestTo(reportProgress)(route.request()) ? route.abort() : route.fallback(),
  );
  await open(page, `/course/${info.course.id}/play?lesson=${lesson.id}`);
  await page.getByRole('button', { name: '开始播放' }).click();
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.3);
  await video(page).evaluate((element: HTMLVideoElement) => (element.currentTime = 6));
  await expect.poll(() => currentTime(page)).toBeGreaterThan(6);

  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(5.5);
  await expect(page.getByRole('status').filter({ hasText: '已从上次学习位置 0:06 继续' })).toBeVisible();
});

test('on a phone every lesson title is whole, (1)…(8) included, on the course page and in the player @mobile', async ({ page }) => {
  await signInAsNewLearner(page.request);
  const { info, previews } = await paidCourse(page);
  await open(page, `/course/${info.course.id}`);
  const syllabusTitles = page
    .getByTestId('lesson')
    .locator('a, span')
    .filter({ hasText: /（\d+）$/ });
  await expect(syllabusTitles.first()).toBeVisible();
  const clipped = (locator: ReturnType<Page['locator']>) =>
    locator.evaluateAll(
      (elements) =>
        elements.filter((element) => element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1)
          .length,
    );
  expect(await clipped(syllabusTitles)).toBe(0);

  await open(page, `/course/${info.course.id}/play?lesson=${previews[0]!.id}`);
  const sidebarTitles = page
    .getByTestId('play-lesson')
    .locator('span')
    .filter({ hasText: /（\d+）$/ });
  await expect(sidebarTitles.first()).toBeAttached();
  expect(await sidebarTitles.count()).toBeGreaterThan(1);
  expect(await clipped(sidebarTitles)).toBe(0);
});
