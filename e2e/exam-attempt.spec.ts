import { expect, type Page } from '@playwright/test';
import { startExamAttempt } from '@shared/api/exam';
import { contractClient } from './support/api';
import { storageStateOf } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';
import { mockControls, type KeyLine } from './support/mock';
import { trackProblems, waitForHydration } from './support/page';
import { expectToast, test } from './support/toasts';

// Each test takes its own mock exam (2 模拟考试 of the seeded catalogue): an unfinished attempt is
// per learner and exam, so tests sharing one would resume each other's paper.
test.describe.configure({ mode: 'serial' });
test.use({ storageState: storageStateOf('plain') });

async function startPaper(page: Page, examId: number) {
  const started = await contractClient(page.request).call(startExamAttempt, { params: { id: examId }, body: { kind: 'mock' } });
  const key = await mockControls(page.request).answerKey(started.id);
  return { subId: started.id, key, url: `/exam/${examId}/mocks/${started.id}` };
}

const question = (page: Page) => page.getByTestId('exam-question');
const cell = (page: Page, number: number) =>
  page.getByRole('navigation', { name: '答题卡' }).getByRole('button', { name: new RegExp(`^第 ${number} 题，`) });
const saved = (page: Page) => expect(page.getByTestId('save-state')).toHaveText('答案已保存');

/** Answers the question on screen with `answer` (the key's shape), as a learner would. */
async function answerShown(page: Page, kind: number, answer: KeyLine['answer']) {
  const shown = question(page);
  if (kind === 1)
    await shown
      .locator('label')
      .filter({ hasText: new RegExp(`^${answer as string}`) })
      .click();
  if (kind === 2)
    for (const key of answer as string[])
      await shown
        .locator('label')
        .filter({ hasText: new RegExp(`^${key}`) })
        .click();
  if (kind === 3) await shown.getByRole('radio', { name: answer ? '正确' : '错误' }).check();
  // Full-width digits and spaces around the text: the server normalises them before grading.
  if (kind === 4)
    for (const [index, text] of (answer as string[]).entries())
      await shown
        .getByLabel(`第 ${index + 1} 空`)
        .fill(` ${text.replace(/\d/g, (digit) => String.fromCharCode(digit.charCodeAt(0) + 0xfee0))} `);
  if (kind === 5) await shown.getByLabel('作答').fill('先断电验电，再挂牌上锁，确认安全后作业。');
}

test('a mock exam: every question kind, a mark, a reload resumes the answers and the time left, a lost network queues, submit → score and review', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const problems = trackProblems(page);
  const { url, key } = await startPaper(page, 3);
  await page.goto(url);
  await waitForHydration(page);
  await expect(page.getByTestId('exam-timer')).toHaveText(/^剩余1:(29|30):\d\d$/);

  // One question of each kind, reached through the 答题卡.
  const firsts = [1, 2, 3, 4, 5].map((kind) => key.findIndex((line) => line.kind === kind));
  for (const index of firsts) {
    await cell(page, index + 1).click();
    await expect(question(page)).toHaveAttribute('data-question-id', String(key[index]!.questionId));
    await answerShown(page, key[index]!.kind, key[index]!.answer);
  }
  await page.getByRole('button', { name: '标记本题' }).click();
  await expect(cell(page, firsts[4]! + 1)).toHaveAccessibleName(/已标记/);
  await saved(page);

  // Keyboard: ← goes back, → comes forward again.
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('ArrowLeft');
  await expect(question(page)).toContainText(`第 ${firsts[4]!} / ${key.length} 题`);
  await page.keyboard.press('ArrowRight');
  await expect(question(page)).toContainText(`第 ${firsts[4]! + 1} / ${key.length} 题`);

  // Offline: the answer waits on the device, a banner says so; back online it is saved.
  await context.setOffline(true);
  const spare = key.findIndex((line, index) => line.kind === 1 && !firsts.includes(index));
  await cell(page, spare + 1).click();
  await answerShown(page, 1, key[spare]!.answer);
  await expect(page.getByRole('alert').filter({ hasText: '网络连接中断' })).toBeVisible({ timeout: 10_000 });
  await context.setOffline(false);
  await saved(page);

  // A reload: the same answers, the mark, the question and time left from the server.
  const before = await page.getByTestId('exam-timer').textContent();
  await page.reload();
  await waitForHydration(page);
  await expect(question(page)).toHaveAttribute('data-question-id', String(key[spare]!.questionId));
  await expect(
    question(page)
      .locator('label')
      .filter({ hasText: new RegExp(`^${key[spare]!.answer as string}`) })
      .getByRole('radio'),
  ).toBeChecked();
  await expect(cell(page, firsts[4]! + 1)).toHaveAccessibleName('第 ' + (firsts[4]! + 1) + ' 题，已答，已标记');
  await cell(page, firsts[3]! + 1).click();
  await expect(question(page).getByLabel('第 1 空')).not.toHaveValue('');
  const after = await page.getByTestId('exam-timer').textContent();
  expect(after! <= before!, `${after} after ${before}`).toBe(true);
  // The browser's own line for the save tried while offline is expected; nothing else is.
  expect(problems.list().filter((line) => !line.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);

  // Submit: the dialog lists what is unanswered and marked; the result reviews every question.
  await page.getByRole('complementary').getByRole('button', { name: '交卷' }).click();
  const dialog = page.getByRole('dialog', { name: '确认交卷' });
  await expect(dialog).toContainText(`还有 ${key.length - 6} 题未作答`);
  await expect(dialog).toContainText(`标记待检查的题：第 ${firsts[4]! + 1} 题`);
  await dialog.getByRole('button', { name: '确认交卷' }).click();
  const result = page.getByTestId('exam-result');
  await expect(result).toBeVisible();
  await expect(result).toContainText('待批阅（1 题简答题）');
  await expect(page.getByTestId('review-item')).toHaveCount(key.length);
  const score = Number(await page.getByTestId('result-score').textContent());
  expect(score).toBeGreaterThan(0);
  await page.getByLabel(/只看错题/).check();
  // Five answered right (the full-width fill-in among them), one 简答 waiting: neither is wrong.
  await expect(page.getByTestId('review-item')).toHaveCount(key.length - 6);
  // The result of a handed-in paper, filtered to the wrong answers: a state no URL reaches as such.
  await expectNoSeriousAxeViolations(page, 'the mock exam result, 只看错题');
  // A reload shows the result, not the paper.
  await page.reload();
  await expect(page.getByTestId('exam-result')).toBeVisible();
});

test('at zero the paper hands itself in (超时自动交卷)', async ({ page }) => {
  const { url, subId, key } = await startPaper(page, 6);
  await mockControls(page.request).attemptDeadline(subId, 6);
  await page.goto(url);
  await waitForHydration(page);
  await answerShown(page, key[0]!.kind, key[0]!.answer);
  await expect(page.getByTestId('exam-timer')).toHaveText(/^剩余0:0\d$/);
  await expect(page.getByTestId('exam-result')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('exam-result')).toContainText('超时自动交卷');
});

test('a save after the deadline is refused with the server’s message; the paper is graded as it stood', async ({ page }) => {
  const { url, subId, key } = await startPaper(page, 10);
  await page.goto(url);
  await waitForHydration(page);
  await answerShown(page, key[0]!.kind, key[0]!.answer);
  await saved(page);
  await mockControls(page.request).expireAttempt(subId);
  await cell(page, 2).click();
  await answerShown(page, key[1]!.kind, key[1]!.answer);
  await expectToast(page, '考试时间已到');
  await expect(page.getByTestId('exam-result')).toContainText('超时自动交卷');
  // The late answer was not applied: question 2 reads 未作答 in the review.
  await expect(page.getByTestId('review-item').nth(1)).toContainText('我的答案未作答');
});
