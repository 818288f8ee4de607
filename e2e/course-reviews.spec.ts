import { expect, type Page } from '@playwright/test';
import { listCourseReviews } from '@shared/api/catalogue';
import { CODE_REVIEW_EXISTS, CODE_REVIEW_NOT_ENROLLED, writeCourseReview } from '@shared/api/course-reviews';
import { enrolCourse } from '@shared/api/learning';
import { contractClient } from './support/api';
import { signInAsNewLearner } from './support/accounts';
import { trackProblems, waitForHydration } from './support/page';
import { expectToast, test } from './support/toasts';

/**
 * 学员评价 on the course page (client/features/courses/components/course-reviews.tsx): written,
 * refused, edited, 有用, paging and sort. Each test signs in as a learner of its own. Course 73 is
 * free with 40 seeded reviews (mock-api/reviews/review-seed.ts, seeded by the course id); counts are
 * read before and after, since other tests may review it meanwhile.
 */
const COURSE = 73;
/** The first test counts the course's reviews before and after its own: a free course no other test writes to. */
const COUNTED_COURSE = 71;
/** The two-tab test writes here, not to COURSE: a review written meanwhile would shift the pages the 有用 test compares. */
const TWO_TAB_COURSE = 89;

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}
const reviews = (page: Page) => page.locator('#reviews');
const totalShown = async (page: Page) => Number(/共 (\d+) 条评价/.exec((await reviews(page).textContent()) ?? '')?.[1]);

test('a learner not enrolled is told to enrol and the API refuses; once enrolled the review is written, refused twice, kept and edited', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems = trackProblems(page);
  const learner = await signInAsNewLearner(page.request);
  const api = contractClient(page.request);

  await open(page, `/course/${COUNTED_COURSE}#reviews`);
  await expect(page.getByTestId('review-not-enrolled')).toHaveText('报名学习这门课程后即可评价。');
  const refused = await api.envelope(writeCourseReview, {
    params: { id: COUNTED_COURSE },
    body: { rating: 5, content: '没报名也想评价一下' },
  });
  expect(refused.code).toBe(CODE_REVIEW_NOT_ENROLLED);
  expect(refused.msg).toMatch(/报名/);

  await api.call(enrolCourse, { body: { courseId: COUNTED_COURSE } });
  // The same URL with its hash: goto would only scroll.
  await page.reload();
  await waitForHydration(page);
  const before = await totalShown(page);
  await page.getByRole('button', { name: '写评价' }).click();
  const form = page.getByTestId('review-form');
  await expect(form).toBeVisible();
  // Sent empty: both messages, the focus on the rating.
  await form.getByRole('button', { name: '发布评价' }).click();
  await expect(form.getByText('请选择 1–5 星评分')).toBeVisible();
  await expect(form.getByText('请写下你的评价')).toBeVisible();
  await expect(form.getByRole('radio', { name: /^5 星/ })).toBeFocused();

  const hostile = '<b>讲得很细</b> 实操部分很有用 👍';
  await form.getByRole('radio', { name: /^4 星/ }).check();
  await form.getByLabel('评价内容').fill(hostile);
  await form.getByRole('button', { name: '发布评价' }).click();
  await expectToast(page, '评价已发布');
  const mine = page.locator('[data-testid="course-review"]', { hasText: '我的评价' });
  await expect(mine).toContainText(hostile);
  await expect(mine.locator('b')).toHaveCount(0);
  await expect(mine.getByRole('img', { name: '4 星' })).toBeVisible();
  expect(await totalShown(page)).toBe(before + 1);
  await expect(reviews(page).getByRole('button', { name: '修改评价' })).toBeVisible();

  // A second review (another tab) is refused by the server.
  const second = await api.envelope(writeCourseReview, {
    params: { id: COUNTED_COURSE },
    body: { rating: 1, content: '第二条评价试试看' },
  });
  expect(second.code).toBe(CODE_REVIEW_EXISTS);

  // Edit: the draft survives a reload; the saved review says 已编辑.
  await reviews(page).getByRole('button', { name: '修改评价' }).click();
  await expect(form.getByLabel('评价内容')).toHaveValue(hostile);
  await form.getByRole('radio', { name: /^5 星/ }).check();
  await form.getByLabel('评价内容').fill('第二遍学完，改成五星：实操部分讲得非常透');
  await page.reload();
  await waitForHydration(page);
  await reviews(page).getByRole('button', { name: '修改评价' }).click();
  await expect(form.getByLabel('评价内容')).toHaveValue('第二遍学完，改成五星：实操部分讲得非常透');
  await expect(form.getByRole('radio', { name: /^5 星/ })).toBeChecked();
  await form.getByRole('button', { name: '保存修改' }).click();
  await expectToast(page, '评价已修改');
  await expect(mine).toContainText('第二遍学完，改成五星');
  await expect(mine).toContainText(/已编辑 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  await expect(mine.getByRole('img', { name: '5 星' })).toBeVisible();
  expect(await totalShown(page)).toBe(before + 1);
  // Avatars are circles of 36 px, not ovals; generated ones show the person's own initial.
  const box = await mine.locator('img').first().boundingBox();
  expect(box?.width).toBe(36);
  expect(box?.height).toBe(36);
  const avatar = await page.request.get((await mine.locator('img').first().getAttribute('src'))!);
  expect(await avatar.text()).toContain(`>${Array.from(learner.nickname)[0]}</text>`);
  expect(problems.list()).toEqual([]);
});

test('a refusal keeps what was typed: the review written meanwhile in another tab', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAsNewLearner(page.request);
  const api = contractClient(page.request);
  await api.call(enrolCourse, { body: { courseId: TWO_TAB_COURSE } });
  await open(page, `/course/${TWO_TAB_COURSE}#reviews`);
  await page.getByRole('button', { name: '写评价' }).click();
  const form = page.getByTestId('review-form');
  await form.getByRole('radio', { name: /^3 星/ }).check();
  await form.getByLabel('评价内容').fill('这条在第一个标签页里写');
  await api.call(writeCourseReview, { params: { id: TWO_TAB_COURSE }, body: { rating: 4, content: '另一个标签页先发了' } });
  await form.getByRole('button', { name: '发布评价' }).click();
  await expect(page.getByTestId('review-refusal')).toContainText('你已经评价过这门课程');
  await expect(form.getByLabel('评价内容')).toHaveValue('这条在第一个标签页里写');
  await expect(form.getByRole('radio', { name: /^3 星/ })).toBeChecked();
});

test('有用: marked once, kept across a reload, toggled off; paging and sort live in the URL', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAsNewLearner(page.request);
  await open(page, `/course/${COURSE}#reviews`);
  const first = page.getByTestId('course-review').first();
  const helpful = first.getByRole('button', { name: /有用/ });
  const countOf = async () => Number(((await helpful.textContent()) ?? '').replace(/\D/g, ''));
  const before = await countOf();
  await expect(helpful).toHaveAttribute('aria-pressed', 'false');
  // The mark shows at once; the reload waits for the server's answer (a reload first would cancel the request).
  const marked = page.waitForResponse((response) => /\/api\/course-review\/\d+\/helpful$/.test(response.url()));
  await helpful.click();
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  expect(await countOf()).toBe(before + 1);
  expect((await marked).ok()).toBe(true);
  await page.reload();
  await waitForHydration(page);
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  expect(await countOf()).toBe(before + 1);
  await helpful.click();
  await expect(helpful).toHaveAttribute('aria-pressed', 'false');
  expect(await countOf()).toBe(before);

  // Paging: page 2 shows other reviews, by a client navigation to a URL of its own.
  const firstPageIds = await page
    .getByTestId('course-review')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-review-id')));
  await reviews(page).getByRole('link', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(new RegExp(`/course/${COURSE}\\?reviewPage=2#reviews$`));
  await expect(page.getByTestId('course-review').first()).not.toHaveAttribute('data-review-id', firstPageIds[0]!);
  const secondPageIds = await page
    .getByTestId('course-review')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-review-id')));
  expect(secondPageIds.some((id) => firstPageIds.includes(id))).toBe(false);

  // Sort: 最有帮助 puts the most 有用 first, from page 1.
  await reviews(page).getByRole('link', { name: '最有帮助' }).click();
  await expect(page).toHaveURL(new RegExp(`/course/${COURSE}\\?reviewSort=helpful#reviews$`));
  await expect(reviews(page).getByRole('link', { name: '最有帮助' })).toHaveAttribute('aria-current', 'true');
  const api = contractClient(page.request);
  const top = await api.call(listCourseReviews, { params: { id: COURSE }, query: { page: 1, size: 10, sort: 'helpful' } });
  await expect(page.getByTestId('course-review').first()).toHaveAttribute('data-review-id', String(top.list[0]!.id));
});
