import { expect, test, type Page } from '@playwright/test';
import { listCourses } from '@shared/api/catalogue';
import { enrolCourse } from '@shared/api/learning';
import { getPlayInfo, reportProgress } from '@shared/api/player';
import type { PlayInfo, PlayLesson } from '@shared/schemas/player';
import { contractClient, fileRoute, isResponseTo, urlOf } from './support/api';
import { signInAsNewLearner } from './support/accounts';
import { trackProblems, waitForHydration } from './support/page';

/**
 * The course player (/course/{id}/play, client/features/player). Each test signs in as a learner of
 * its own (an SMS login creates the account), so parallel tests never share progress or enrolments;
 * the player's settings live in the test's own browser context. Its axe runs (a lesson, a locked
 * lesson, on a phone too): e2e/accessibility.spec.ts.
 */

// Each test signs a learner up and loads and plays video: more than the suite's default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

const lessonsOf = (info: PlayInfo): PlayLesson[] => info.chapters.flatMap((chapter) => chapter.lessons);

/** A paid course the learner has not bought: its first two lessons are free previews, the rest locked. */
async function paidCourse(page: Page): Promise<{ info: PlayInfo; previews: PlayLesson[]; locked: PlayLesson }> {
  const api = contractClient(page.request);
  const list = await api.call(listCourses, { query: { price: 'paid', size: 5 } });
  const info = await api.call(getPlayInfo, { params: { id: list.list[0]!.id } });
  const lessons = lessonsOf(info);
  return {
    info,
    previews: lessons.filter((lesson) => lesson.playable && lesson.kind === 1),
    locked: lessons.find((lesson) => !lesson.playable)!,
  };
}

const video = (page: Page) => page.getByTestId('lesson-video');
const control = (page: Page, name: string) => page.getByTestId('player-frame').getByRole('button', { name, exact: true });
const lessonRow = (page: Page, id: number) => page.locator(`[data-testid="play-lesson"][data-lesson-id="${id}"]`);
const videoState = (page: Page) =>
  video(page).evaluate((element: HTMLVideoElement) => ({
    time: element.currentTime,
    paused: element.paused,
    volume: element.volume,
    muted: element.muted,
    src: element.currentSrc,
    captions: element.textTracks[0]?.mode,
  }));
/** The answer to a progress report of this kind; a beacon's body is not visible to the test, its request type (ping) is. */
const progressReport = (page: Page, event: string) =>
  page.waitForResponse(
    (response) =>
      isResponseTo(reportProgress)(response) &&
      (event === 'hidden' ? response.request().resourceType() === 'ping' : response.request().postDataJSON()?.event === event),
  );

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

async function startPlaying(page: Page) {
  await page.getByRole('button', { name: '开始播放' }).click();
  await expect.poll(async () => (await videoState(page)).time).toBeGreaterThan(0.3);
}

test('a free-preview lesson plays for a learner who has not bought the course; pausing reports 学习中 @mobile', async ({ page }) => {
  const problems = trackProblems(page);
  await signInAsNewLearner(page.request);
  const { info, previews } = await paidCourse(page);
  const lesson = previews[0]!;
  await open(page, `/course/${info.course.id}/play?lesson=${lesson.id}`);
  await expect(page).toHaveTitle(`${lesson.title} - ${info.course.title} - 技能学堂`);
  await expect(lessonRow(page, lesson.id)).toHaveAttribute('aria-current', 'page');
  await expect(lessonRow(page, lesson.id).getByTestId('lesson-status')).toHaveText('未开始');

  await startPlaying(page);
  // Hidden while playing (another tab, the phone locked): a beacon reports where the learner is.
  const beacon = progressReport(page, 'hidden');
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  expect(await (await beacon).json()).toMatchObject({ code: 0, data: { lessonId: lesson.id, status: 2 } });
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  const paused = progressReport(page, 'pause');
  await control(page, '暂停').click();
  const answer = (await (await paused).json()) as { code: number; data: unknown };
  expect(answer).toMatchObject({ code: 0, data: { lessonId: lesson.id, status: 2 } });
  await expect(lessonRow(page, lesson.id).getByTestId('lesson-status')).toHaveText('学习中');
  expect(problems.list()).toEqual([]);
});

test('a lesson the learner may not play says why: buy a paid course, enrol in a free one; an exam lesson links to its exam', async ({
  page,
}) => {
  await signInAsNewLearner(page.request);
  const { info, locked } = await paidCourse(page);
  await open(page, `/course/${info.course.id}/play?lesson=${locked.id}`);
  const gate = page.getByTestId('lesson-locked');
  await expect(gate).toContainText('付费课程');
  await expect(gate.getByRole('link', { name: /^立即购买 ¥/ })).toHaveAttribute(
    'href',
    `/order/pay/create?productType=1&productId=${info.course.id}`,
  );
  await expect(page.getByTestId('lesson-video')).toHaveCount(0);

  // A free course with a unit test among its lessons.
  const api = contractClient(page.request);
  const free = await api.call(listCourses, { query: { price: 'free', size: 10 } });
  const candidates = await Promise.all(free.list.map((course) => api.call(getPlayInfo, { params: { id: course.id } })));
  const freeInfo = candidates.find((candidate) => lessonsOf(candidate).some((lesson) => lesson.kind === 2))!;
  const freeId = freeInfo.course.id;
  const freeLocked = lessonsOf(freeInfo).find((lesson) => !lesson.playable)!;
  await open(page, `/course/${freeId}/play?lesson=${freeLocked.id}`);
  await expect(page.getByTestId('lesson-locked')).toContainText('未报名');
  await expect(page.getByTestId('lesson-locked').getByRole('link', { name: '去课程页报名' })).toHaveAttribute('href', `/course/${freeId}`);

  await api.call(enrolCourse, { body: { courseId: freeId } });
  const exam = lessonsOf(await api.call(getPlayInfo, { params: { id: freeId } })).find((lesson) => lesson.kind === 2)!;
  expect(exam.examId).toBeGreaterThan(0);
  await open(page, `/course/${freeId}/play?lesson=${exam.id}`);
  await expect(page.getByTestId('lesson-exam').getByRole('link', { name: '去参加测验' })).toHaveAttribute('href', `/exam/${exam.examId}`);
});

test('the volume is kept in localStorage across a reload', async ({ page }) => {
  await signInAsNewLearner(page.request);
  const { info, previews } = await paidCourse(page);
  await open(page, `/course/${info.course.id}/play?lesson=${previews[0]!.id}`);
  await expect.poll(async () => (await videoState(page)).volume).toBeCloseTo(0.8);
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowDown');
  await expect.poll(async () => (await videoState(page)).volume).toBeCloseTo(0.5);
  expect(await page.evaluate(() => localStorage.getItem('video_volume'))).toBe('0.5');

  await page.reload();
  await waitForHydration(page);
  await expect.poll(async () => (await videoState(page)).volume).toBeCloseTo(0.5);
  await expect(page.getByRole('slider', { name: '音量' })).toHaveValue('0.5');
});

test('continuous play starts the next lesson when one ends, and the finished one is 已完成', async ({ page }) => {
  await signInAsNewLearner(page.request);
  const { info, previews } = await paidCourse(page);
  const [first, second] = previews;
  await open(page, `/course/${info.course.id}/play?lesson=${first!.id}`);
  await expect(page.getByRole('switch', { name: '自动连播' })).toHaveAttribute('aria-checked', 'true');
  await startPlaying(page);
  // Watched through (at 1.5×: the server counts what its clock allows, skipping to the end would not complete it).
  const ended = progressReport(page, 'end');
  await video(page).evaluate((element: HTMLVideoElement) => (element.playbackRate = 1.5));
  expect(((await (await ended).json()) as { data: unknown }).data).toMatchObject({ lessonId: first!.id, status: 3 });

  await expect(page).toHaveURL(new RegExp(`lesson=${second!.id}$`));
  await expect(page.getByTestId('current-lesson-title')).toHaveText(second!.title);
  await expect.poll(async () => (await videoState(page)).time).toBeGreaterThan(0.3);
  await expect(lessonRow(page, first!.id).getByTestId('lesson-status')).toHaveText('已完成');

  // Switched off (and kept), the end of a lesson stays on it.
  await page.getByRole('switch', { name: '自动连播' }).click();
  expect(await page.evaluate(() => localStorage.getItem('auto_continuous_play'))).toBe('false');
  await video(page).evaluate((element: HTMLVideoElement) => (element.currentTime = element.duration - 0.4));
  await expect(page.getByText('本节已学完')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`lesson=${second!.id}$`));
});

test('progress resumes at the reported position after a reload', async ({ page }) => {
  await signInAsNewLearner(page.request);
  const { info, previews } = await paidCourse(page);
  await open(page, `/course/${info.course.id}/play?lesson=${previews[0]!.id}`);
  await startPlaying(page);
  await video(page).evaluate((element: HTMLVideoElement) => (element.currentTime = 3));
  await expect.poll(async () => (await videoState(page)).time).toBeGreaterThan(3);
  const paused = progressReport(page, 'pause');
  await page.keyboard.press('k');
  const reported = ((await (await paused).json()) as { data: { position: number } }).data.position;
  expect(reported).toBeGreaterThanOrEqual(3);

  await page.reload();
  await waitForHydration(page);
  await expect.poll(async () => (await videoState(page)).time).toBeCloseTo(reported, 0);
  await expect(page.getByRole('status').filter({ hasText: `已从上次学习位置 0:0${Math.floor(reported)} 继续` })).toBeVisible();
});

test('keyboard: space and k play and pause, arrows seek 5 s, m mutes, c toggles captions; focus is visible', async ({ page }) => {
  await signInAsNewLearner(page.request);
  const { info, previews } = await paidCourse(page);
  await open(page, `/course/${info.course.id}/play?lesson=${previews[0]!.id}`);
  await expect.poll(async () => (await videoState(page)).captions).toBe('showing');

  await page.keyboard.press('Space');
  await expect.poll(async () => (await videoState(page)).paused).toBe(false);
  await page.keyboard.press('Space');
  await expect.poll(async () => (await videoState(page)).paused).toBe(true);
  await page.keyboard.press('k');
  await expect.poll(async () => (await videoState(page)).paused).toBe(false);
  await page.keyboard.press('k');
  await expect.poll(async () => (await videoState(page)).paused).toBe(true);

  const before = (await videoState(page)).time;
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await videoState(page)).time).toBeCloseTo(before + 5, 0);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await videoState(page)).time).toBeCloseTo(before, 0);

  await page.keyboard.press('m');
  await expect.poll(async () => (await videoState(page)).muted).toBe(true);
  await expect(control(page, '静音')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('m');
  await expect.poll(async () => (await videoState(page)).muted).toBe(false);

  await page.keyboard.press('c');
  await expect.poll(async () => (await videoState(page)).captions).toBe('hidden');
  await expect(control(page, '字幕')).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('c');
  await expect.poll(async () => (await videoState(page)).captions).toBe('showing');

  // Tabbing onto a control shows a focus ring.
  const play = control(page, '播放');
  await play.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(play).toBeFocused();
  expect(await play.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
});

test('the captions button toggles the Chinese WebVTT track', async ({ page }) => {
  await signInAsNewLearner(page.request);
  const { info, previews } = await paidCourse(page);
  await open(page, `/course/${info.course.id}/play?lesson=${previews[0]!.id}`);
  const cues = () =>
    video(page).evaluate((element: HTMLVideoElement) => [...(element.textTracks[0]?.cues ?? [])].map((cue) => (cue as VTTCue).text));
  await expect.poll(async () => (await cues()).length).toBeGreaterThan(0);
  expect((await cues())[0]).toMatch(/[\u4e00-\u9fff]/);
  const captions = control(page, '字幕');
  await expect(captions).toHaveAttribute('aria-pressed', 'true');
  await captions.click();
  await expect(captions).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => (await videoState(page)).captions).toBe('hidden');
  await captions.click();
  await expect.poll(async () => (await videoState(page)).captions).toBe('showing');
});

test('switching the resolution keeps the time and the play state', async ({ page }) => {
  await signInAsNewLearner(page.request);
  const { info, previews } = await paidCourse(page);
  await open(page, `/course/${info.course.id}/play?lesson=${previews[0]!.id}`);
  expect((await videoState(page)).src).toMatch(/-720p\.mp4\?(?:.*&)?sig=[0-9a-f]{64}/);
  // Paused at 4 s: the new rendition opens at 4 s, still paused.
  await video(page).evaluate((element: HTMLVideoElement) => (element.currentTime = 4));
  await expect.poll(async () => (await videoState(page)).time).toBeCloseTo(4, 1);
  await page.getByRole('button', { name: '清晰度：720P' }).click();
  await page.getByRole('menuitemradio', { name: '360P' }).click();
  await expect.poll(async () => (await videoState(page)).src).toMatch(/-360p\.mp4\?(?:.*&)?sig=[0-9a-f]{64}/);
  await expect.poll(async () => (await videoState(page)).time).toBeCloseTo(4, 1);
  expect((await videoState(page)).paused).toBe(true);
  await expect(page.getByRole('button', { name: '清晰度：360P' })).toBeVisible();

  // Playing (slowed to 0.75× from the start, so the short sample cannot end meanwhile): it keeps playing from where it was.
  await page.getByRole('switch', { name: '自动连播' }).click();
  await page.getByRole('button', { name: /^播放速度/ }).click();
  await page.getByRole('menuitemradio', { name: '0.75×' }).click();
  await expect.poll(() => video(page).evaluate((element: HTMLVideoElement) => element.playbackRate)).toBe(0.75);
  await video(page).evaluate((element: HTMLVideoElement) => (element.currentTime = 0));
  await control(page, '播放').click();
  await expect.poll(async () => (await videoState(page)).time).toBeGreaterThan(0.3);
  await page.getByRole('button', { name: '清晰度：360P' }).click();
  const before = (await videoState(page)).time;
  await page.getByRole('menuitemradio', { name: '1080P' }).click();
  await expect.poll(async () => (await videoState(page)).src).toMatch(/-1080p\.mp4\?(?:.*&)?sig=[0-9a-f]{64}/);
  await expect.poll(async () => (await videoState(page)).time).toBeGreaterThan(before);
  const after = await videoState(page);
  expect(after.paused).toBe(false);
  expect(after.time).toBeLessThan(before + 6);
});

test('a media URL the API refuses (expired: 403) makes the player ask for the lesson once and play from the fresh URL', async ({
  page,
}) => {
  await signInAsNewLearner(page.request);
  const { info, previews } = await paidCourse(page);
  const lesson = previews[0]!;
  // Every media URL the page was rendered with answers 403, as an expired signed URL does; the
  // lesson asked again hands out fresh URLs (marked here so the route lets them through).
  let refused = 0;
  await page.route(urlOf(fileRoute('media.lesson')), (route) => {
    if (new URL(route.request().url()).searchParams.has('fresh')) return route.fallback();
    refused += 1;
    return route.fulfill({ status: 403, body: '' });
  });
  let refetched = 0;
  await page.route(urlOf(getPlayInfo, { id: info.course.id }), async (route) => {
    refetched += 1;
    const response = await route.fetch();
    const body = (await response.json()) as { data: PlayInfo };
    for (const item of lessonsOf(body.data)) {
      if (!item.media) continue;
      for (const source of item.media.sources) source.url += '&fresh=1';
      if (item.media.captions) item.media.captions.url += '&fresh=1';
    }
    await route.fulfill({ response, json: body });
  });
  await open(page, `/course/${info.course.id}/play?lesson=${lesson.id}`);
  await expect.poll(async () => (await videoState(page)).src).toMatch(/-720p\.mp4\?.*&fresh=1$/);
  expect(refused).toBeGreaterThan(0);
  expect(refetched).toBe(1);
  await expect(page.getByText('视频加载失败')).toHaveCount(0);
  await startPlaying(page);
  expect(refetched).toBe(1);
});
