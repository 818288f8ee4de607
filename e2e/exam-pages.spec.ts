import { expect, type APIRequestContext } from '@playwright/test';
import { getExam, listExams, startExamAttempt } from '@shared/api/exam';
import { contractClient } from './support/api';
import { signInAs } from './support/accounts';
import { mockControls } from './support/mock';
import { trackProblems, waitForHydration, watchFullReloads } from './support/page';
import { test } from './support/toasts';

/** /exam, /exam/{id} and /exam/{id}/history. Their axe runs (the history with its chart): e2e/accessibility.spec.ts. */

const LEVELS = ['初级工', '中级工', '高级工', '技师', '高级技师'];

async function examsOf(request: APIRequestContext, mode: number) {
  return (await contractClient(request).call(listExams, { query: { size: 100, mode } })).list;
}

/**
 * A mock exam that allows any number of attempts (runs of this spec share one server), from the end
 * of the list: e2e/exam-attempt.spec.ts hands in papers of the first ones with the same account.
 */
async function unlimitedMock(request: APIRequestContext) {
  for (const exam of (await examsOf(request, 2)).reverse()) {
    const detail = await contractClient(request).call(getExam, { params: { id: exam.id } });
    if (detail.maxAttempts === 0) return exam;
  }
  throw new Error('no unlimited mock exam');
}

test('/exam: mode tab, level and profession chips filter without a reload and survive one; 开始模拟 signs in, then opens the paper; history shows it @mobile', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const problems = trackProblems(page);
  const exam = await unlimitedMock(page.request);
  await page.goto('/exam');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: '考试' })).toBeVisible();
  const { documents } = await watchFullReloads(page);

  await page.getByRole('navigation', { name: '考试类型' }).getByRole('link', { name: '模拟考试' }).click();
  await expect(page).toHaveURL(/\/exam\?mode=2$/);
  const cards = page.getByTestId('exam-card');
  await expect(cards.first()).toBeVisible();
  // On the live list, not a snapshot of it: the URL changes before the old cards are replaced.
  await expect(page.locator('[data-testid="exam-card"]:not([data-mode="2"])')).toHaveCount(0);

  const level = LEVELS[exam.skillLevel - 1]!;
  await page.getByRole('group', { name: '等级' }).getByRole('link', { name: level, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/exam\\?mode=2&level=${exam.skillLevel}$`));
  await page.getByRole('group', { name: '职业' }).getByRole('link', { name: exam.professionName, exact: true }).click();
  const filtered = new RegExp(`/exam\\?mode=2&level=${exam.skillLevel}&profession=${exam.professionId}$`);
  await expect(page).toHaveURL(filtered);
  await expect(cards.filter({ hasText: exam.title })).toHaveCount(1);
  await expect(cards.filter({ hasNotText: `${exam.professionName} · ${level}` })).toHaveCount(0);
  expect(documents).toEqual([]);

  // A shareable view: the reload renders the same filters on the server.
  await page.reload();
  await waitForHydration(page);
  await expect(page).toHaveURL(filtered);
  await expect(page.getByRole('navigation', { name: '考试类型' }).getByRole('link', { name: '模拟考试' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('group', { name: '职业' }).getByRole('link', { name: exam.professionName, exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(cards.filter({ hasText: exam.title })).toHaveCount(1);

  await cards.filter({ hasText: exam.title }).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/exam/${exam.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: exam.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: '考试规则' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '试卷构成' })).toBeVisible();
  await page.getByRole('button', { name: '开始模拟' }).click();
  await expect(page.getByRole('dialog', { name: /登录/ })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/exam/${exam.id}$`));
  await page.keyboard.press('Escape');
  expect(problems.list()).toEqual([]);

  await signInAs(context, 'plain');
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: '我的考试' })).toContainText('已考');
  // A paper left open by an earlier run is resumed instead of started: either way it is the mock's page.
  const resume = page.getByRole('link', { name: '继续作答' });
  if (await resume.count()) await resume.click();
  else await page.getByRole('button', { name: '开始模拟' }).click();
  await expect(page).toHaveURL(new RegExp(`/exam/${exam.id}/mocks/\\d+$`));
  const paper = page.url();

  // Back on the exam (a fresh load: the paper's page is someone else's to leave), the open paper is 继续作答.
  const historyProblems = trackProblems(page);
  await page.goto(`/exam/${exam.id}`);
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: '我的考试' }).getByRole('link', { name: '继续作答' })).toHaveAttribute(
    'href',
    new URL(paper).pathname,
  );
  const back = await watchFullReloads(page);
  await page.getByRole('link', { name: '考试记录' }).click();
  await expect(page).toHaveURL(new RegExp(`/exam/${exam.id}/history$`));
  await expect(page.getByRole('heading', { level: 1, name: '考试记录' })).toBeVisible();
  expect(back.documents).toEqual([]);
  const open = page.getByTestId('attempt-row').filter({ hasText: '答题中' });
  await expect(open).toHaveCount(1);
  await expect(open.getByRole('link', { name: '继续作答' })).toHaveAttribute('href', new URL(paper).pathname);
  expect(historyProblems.list()).toEqual([]);
});

test('an official exam: 开始考试 waits for its window, then opens the notice; without real-name verification 确认开始 stays disabled, the server refuses (4811) and the notice leads to /setting/real', async ({
  page,
  context,
}) => {
  const problems = trackProblems(page);
  const mock = mockControls(page.request);
  const [official] = await examsOf(page.request, 1);
  // Not open yet: the button is disabled and says when it opens.
  await mock.examWindow(official!.id, { opensInMinutes: 600, minutes: 90 });
  await page.goto(`/exam/${official!.id}`);
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: '开始考试' })).toBeDisabled();
  await expect(page.getByText(/^正式考试将于 \d+月\d+日 \d\d:\d\d 开放$/)).toBeVisible();
  await expect(page.getByRole('button', { name: '开始模拟' })).toBeEnabled();

  // 13900139000 has not verified their real name.
  await signInAs(context, 'plain');
  await mock.examWindow(official!.id, { opensInMinutes: 0, minutes: 90 });
  await page.reload();
  await waitForHydration(page);
  await page.getByRole('button', { name: '开始考试' }).click();
  const notice = page.getByRole('dialog', { name: '正式考试须知' });
  await expect(notice).toBeVisible();
  await expect(notice.getByTestId('confirm-attempts-left')).toHaveText(/^\d 次（共 2 次，含 1 次补考）$/);
  for (const text of ['90 分钟', '60 分（满分 100 分）', '切屏', '自动交卷', '考试结束']) await expect(notice).toContainText(text);
  await expect(notice.getByTestId('confirm-real-name')).toContainText('未认证');
  await expect(notice.getByRole('button', { name: '确认开始' })).toBeDisabled();
  // The step cannot be skipped by calling the API either: the refusal says what to do.
  const refused = await contractClient(page.request).envelope(startExamAttempt, {
    params: { id: official!.id },
    body: { kind: 'official', confirm: true },
  });
  expect(refused.code).toBe(4811);
  expect(refused.msg).toContain('/setting/real');
  await notice.getByRole('link', { name: '去实名认证' }).click();
  await expect(page).toHaveURL(/\/setting\/real$/);
  await expect(page.getByRole('heading', { level: 1, name: '实名认证' })).toBeVisible();

  // The window closes: the button says so.
  await mock.examWindow(official!.id, { opensInMinutes: -200, minutes: 60 });
  await page.goto(`/exam/${official!.id}`);
  await waitForHydration(page);
  await expect(page.getByText('正式考试已结束', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '开始考试' })).toBeDisabled();
  expect(problems.list()).toEqual([]);
});
