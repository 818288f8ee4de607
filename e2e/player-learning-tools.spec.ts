import { expect, type Page } from '@playwright/test';
import { listCourses } from '@shared/api/catalogue';
import { createLessonNote, listCourseNotes } from '@shared/api/lesson-notes';
import { enrolCourse } from '@shared/api/learning';
import { getPlayInfo, reportProgress } from '@shared/api/player';
import type { PlayInfo, PlayLesson } from '@shared/schemas/player';
import { contractClient, fileRoute, isRequestTo } from './support/api';
import { signInAsNewLearner } from './support/accounts';
import { waitForHydration } from './support/page';
import { expectToast, test } from './support/toasts';

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
  // Where it was when the page went away: 0:06 or a moment later on a busy machine.
  await expect(page.getByRole('status').filter({ hasText: /已从上次学习位置 0:(0[6-9]|1\d) 继续/ })).toBeVisible();
});

test('a pause whose report is still on its way when the page reloads resumes there, not at the start', async ({ page }) => {
  await signInAsNewLearner(page.request);
  const { info, previews } = await paidCourse(page);
  const lesson = previews.reduce((best, candidate) => (candidate.durationSeconds > best.durationSeconds ? candidate : best));
  await open(page, `/course/${info.course.id}/play?lesson=${lesson.id}`);
  await page.getByRole('button', { name: '开始播放' }).click();
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.3);
  // From here on a report never gets its answer (a phone's slow network): the reload cancels it.
  await page.route('**/api/**', (route) => (isRequestTo(reportProgress)(route.request()) ? undefined : route.fallback()));
  await video(page).evaluate((element: HTMLVideoElement) => {
    element.currentTime = 6;
    element.pause();
  });
  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(5.5);
  await expect(page.getByRole('status').filter({ hasText: /已从上次学习位置 0:0[6-9] 继续/ })).toBeVisible();
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

const notesTab = (page: Page) => page.getByRole('tab', { name: /^笔记/ });
const composer = (page: Page) => page.getByTestId('note-composer').getByRole('textbox');
const lessonNotes = (page: Page) => page.getByTestId('lesson-note');
const isPaused = (page: Page) => video(page).evaluate((element: HTMLVideoElement) => element.paused);

test('a note taken at the current time lists beside the lesson, shows markup as text, and jumps the video back @mobile', async ({
  page,
}) => {
  await signInAsNewLearner(page.request);
  const { info, previews } = await paidCourse(page);
  const lesson = previews.reduce((best, candidate) => (candidate.durationSeconds > best.durationSeconds ? candidate : best));
  await open(page, `/course/${info.course.id}/play?lesson=${lesson.id}`);
  await page.getByRole('button', { name: '开始播放' }).click();
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.3);
  await video(page).evaluate((element: HTMLVideoElement) => (element.currentTime = 5));
  await expect.poll(() => currentTime(page)).toBeGreaterThan(5);

  await page.getByTestId('take-note').click();
  await expect(notesTab(page)).toHaveAttribute('aria-selected', 'true');
  await expect(composer(page)).toBeFocused();
  // Pausing while writing is the default: the moment stays where the note was started.
  await expect.poll(() => isPaused(page)).toBe(true);
  // The moment the note was started (0:05, or a moment later on a busy machine).
  await expect(page.getByTestId('note-composer')).toContainText(/记在 0:(0[5-9]|1\d)/);
  // On a phone the composer is reachable with the video still in view.
  await expect(video(page)).toBeInViewport();
  await expect(composer(page)).toBeInViewport();

  const text = '<b>先断电</b> 再验电 ⚡👍';
  await composer(page).fill(text);
  await page.getByRole('button', { name: '保存笔记' }).click();
  await expect(lessonNotes(page)).toHaveCount(1);
  await expect(lessonNotes(page).getByTestId('lesson-note-text')).toHaveText(text);
  await expect(lessonNotes(page).locator('b')).toHaveCount(0);
  const [saved] = (await contractClient(page.request).call(listCourseNotes, { params: { id: info.course.id } })).notes;
  expect(saved!.position).toBeGreaterThanOrEqual(5);
  const label = `跳到 0:${String(Math.floor(saved!.position)).padStart(2, '0')}`;
  await expect(lessonNotes(page).getByRole('button', { name: label })).toBeVisible();
  // Saved: the video plays on from where it was paused.
  await expect.poll(() => isPaused(page)).toBe(false);

  await video(page).evaluate((element: HTMLVideoElement) => {
    element.pause();
    element.currentTime = 1;
  });
  await lessonNotes(page).getByRole('button', { name: label }).click();
  await expect.poll(() => currentTime(page)).toBeCloseTo(saved!.position, 0);
  await expect(video(page)).toBeInViewport();
});

test('N starts a note (shown beside 记笔记), never fires while typing; keeping the video playing is remembered', async ({ page }) => {
  await signInAsNewLearner(page.request);
  const { info, previews } = await paidCourse(page);
  await open(page, `/course/${info.course.id}/play?lesson=${previews[0]!.id}`);
  await expect(page.getByTestId('take-note')).toContainText('N');
  await notesTab(page).click();
  const pauses = page.getByRole('checkbox', { name: '记笔记时暂停视频' });
  await expect(pauses).toBeChecked();
  await pauses.uncheck();
  expect(await page.evaluate(() => localStorage.getItem('note_pauses_video'))).toBe('false');

  await page.getByRole('tab', { name: '目录' }).click();
  await page.getByRole('button', { name: '开始播放' }).click();
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.3);
  await page.locator('body').press('n');
  await expect(notesTab(page)).toHaveAttribute('aria-selected', 'true');
  await expect(composer(page)).toBeFocused();
  expect(await isPaused(page)).toBe(false);
  // Typing an n in the note is text, not a new note.
  await page.keyboard.type('nnn 要点');
  await expect(composer(page)).toHaveValue('nnn 要点');

  await page.reload();
  await waitForHydration(page);
  await notesTab(page).click();
  await expect(page.getByRole('checkbox', { name: '记笔记时暂停视频' })).not.toBeChecked();
});

test('a note is edited and deleted in the player; an empty edit is refused and keeps the note', async ({ page }) => {
  await signInAsNewLearner(page.request);
  const { info, previews } = await paidCourse(page);
  const lesson = previews[0]!;
  const api = contractClient(page.request);
  await api.call(createLessonNote, { body: { lessonId: lesson.id, position: 3, content: '初稿' } });
  await open(page, `/course/${info.course.id}/play?lesson=${lesson.id}`);
  await notesTab(page).click();
  await expect(lessonNotes(page).getByTestId('lesson-note-text')).toHaveText('初稿');

  await lessonNotes(page).getByRole('button', { name: '编辑 0:03 的笔记' }).click();
  const edit = lessonNotes(page).getByRole('textbox');
  await edit.fill('   ');
  await lessonNotes(page).getByRole('button', { name: '保存', exact: true }).click();
  await expect(lessonNotes(page).getByRole('alert')).toHaveText('请输入笔记内容');
  await edit.fill('改过的笔记 ✍️');
  await lessonNotes(page).getByRole('button', { name: '保存', exact: true }).click();
  await expect(lessonNotes(page).getByTestId('lesson-note-text')).toHaveText('改过的笔记 ✍️');
  await expect(lessonNotes(page)).toContainText('已编辑');

  await lessonNotes(page).getByRole('button', { name: '删除 0:03 的笔记' }).click();
  await lessonNotes(page).getByRole('button', { name: '确认删除' }).click();
  await expect(lessonNotes(page)).toHaveCount(0);
  expect((await api.call(listCourseNotes, { params: { id: info.course.id } })).notes).toEqual([]);
});

test('/study/notes lists my courses with note counts; a course lists its notes by lesson, each opening the player at its time @mobile', async ({
  page,
}) => {
  await signInAsNewLearner(page.request);
  const { info, previews } = await paidCourse(page);
  const api = contractClient(page.request);
  const [first, second] = previews;
  await api.call(createLessonNote, { body: { lessonId: second!.id, position: 2, content: '第二节的笔记' } });
  await api.call(createLessonNote, { body: { lessonId: first!.id, position: 6, content: '第一节 6 秒' } });
  await api.call(createLessonNote, { body: { lessonId: first!.id, position: 1, content: '第一节 1 秒' } });

  await open(page, '/study/notes');
  const course = page.getByTestId('note-course');
  await expect(course).toHaveCount(1);
  await expect(course).toContainText(info.course.title);
  await expect(course.getByTestId('note-count')).toHaveText('3');
  await course.click();
  await expect(page).toHaveURL(`/study/notes/${info.course.id}`);
  await expect(page.getByTestId('notes-lesson')).toHaveCount(2);
  await expect(page.getByTestId('notes-lesson').first()).toContainText(first!.title);
  await expect(page.getByTestId('lesson-note').first()).toContainText('第一节 1 秒');

  await page.getByRole('link', { name: '在课程中打开 0:06' }).click();
  await expect(page).toHaveURL(new RegExp(`/course/${info.course.id}/play\\?lesson=${first!.id}&t=6$`));
  await expect.poll(() => currentTime(page)).toBeCloseTo(6, 0);
});

test('a note is edited and deleted on /study/notes/{course}; a refused edit keeps what was typed @mobile', async ({ page }) => {
  await signInAsNewLearner(page.request);
  const { info, previews } = await paidCourse(page);
  const api = contractClient(page.request);
  const [first, second] = previews;
  await api.call(createLessonNote, { body: { lessonId: first!.id, position: 4, content: '要编辑的笔记' } });
  await api.call(createLessonNote, { body: { lessonId: second!.id, position: 2, content: '要删除的笔记' } });
  await open(page, `/study/notes/${info.course.id}`);
  const notes = page.getByTestId('lesson-note');
  await expect(notes).toHaveCount(2);

  await page.getByRole('button', { name: '编辑 0:04 的笔记' }).click();
  const edit = page.getByRole('textbox', { name: '修改 0:04 的笔记' });
  const tooLong = '长'.repeat(501);
  await edit.fill(tooLong);
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByTestId('note-edit-form').getByRole('alert')).toContainText('500');
  await expect(edit).toHaveValue(tooLong);
  await edit.fill('改过的笔记 <b>不是标记</b>');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(notes.first().getByTestId('lesson-note-text')).toHaveText('改过的笔记 <b>不是标记</b>');
  await expect(notes.first()).toContainText('已编辑');

  await page.getByRole('button', { name: '删除 0:02 的笔记' }).click();
  await page.getByRole('button', { name: '确认删除' }).click();
  await expect(notes).toHaveCount(1);
  await expect(page.getByTestId('notes-lesson')).toHaveCount(1);
  const left = (await api.call(listCourseNotes, { params: { id: info.course.id } })).notes;
  expect(left.map((note) => note.content)).toEqual(['改过的笔记 <b>不是标记</b>']);
});

test('a lesson’s material downloads for a learner who may study it; a locked one offers no link and its URL is refused @mobile', async ({
  page,
}) => {
  await signInAsNewLearner(page.request);
  const { info } = await paidCourse(page);
  const lessons = lessonsOf(info);
  const first = lessons[0]!;
  await open(page, `/course/${info.course.id}/play?lesson=${first.id}`);
  const materials = page.getByTestId('lesson-materials');
  const handout = first.materials[0]!;
  await expect(materials).toContainText(handout.name);
  const downloading = page.waitForEvent('download');
  await materials.getByRole('link', { name: `下载 ${handout.name}` }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(handout.name);

  // A reading lesson of the paid course, not bought: its checklist is listed without a link, and its URL refused.
  const reading = lessons.find((lesson) => lesson.kind === 3)!;
  await open(page, `/course/${info.course.id}/play?lesson=${reading.id}`);
  await expect(page.getByTestId('lesson-materials')).toContainText('购买课程后可下载');
  await expect(page.getByTestId('lesson-materials').getByRole('link')).toHaveCount(0);
  const refused = await page.request.get(`/api${fileRoute('lesson.material').path.replace(':id', String(reading.materials[0]!.id))}`);
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ msg: '该课时为付费内容，购买课程后才能下载本课时资料' });
});

test('a reading lesson (图文) shows its text in the player and is marked done by itself once read through, never at once @mobile', async ({
  page,
}) => {
  await signInAsNewLearner(page.request);
  const api = contractClient(page.request);
  const free = await api.call(listCourses, { query: { price: 'free', size: 20 } });
  const infos = await Promise.all(free.list.map((course) => api.call(getPlayInfo, { params: { id: course.id } })));
  const info = infos.find((candidate) => lessonsOf(candidate).some((lesson) => lesson.kind === 3))!;
  await api.call(enrolCourse, { body: { courseId: info.course.id } });
  const reading = lessonsOf(info).find((lesson) => lesson.kind === 3)!;
  await open(page, `/course/${info.course.id}/play?lesson=${reading.id}`);
  const article = page.getByTestId('reading-lesson');
  await expect(article.getByRole('heading', { name: reading.title })).toBeVisible();
  await expect(article.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByTestId('lesson-video')).toHaveCount(0);
  await expect(page.locator(`[data-testid="play-lesson"][data-lesson-id="${reading.id}"]`)).toContainText('图文');
  // 我已读完 at once is refused by the server with the time the text needs; nothing is marked.
  await article.getByRole('button', { name: '我已读完' }).click();
  await expectToast(page, '请读完后再标记');
  await expect(article).not.toContainText('本节已学完');
  // The end of the text in view, and the text's minimum reading time since opening (10–20 s here): marked by itself.
  await article.getByText(/自动记为学完/).scrollIntoViewIfNeeded();
  await expect(article).toContainText('本节已学完', { timeout: 40_000 });
  await expect(page.locator(`[data-testid="play-lesson"][data-lesson-id="${reading.id}"]`).getByTestId('lesson-status')).toHaveText(
    '已完成',
  );
});
