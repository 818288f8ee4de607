import { expect, type Page } from '@playwright/test';
import { listExams, startExamAttempt } from '@shared/api/exam';
import { startPractice } from '@shared/api/practice';
import { contractClient } from './support/api';
import { signInAsNewLearner } from './support/accounts';
import { waitForHydration } from './support/page';
import { test } from './support/toasts';

/**
 * Keyboard hints (键盘 ← → 切换题目) are for a keyboard: a touch screen without one does not show them,
 * whatever its width (a tablet is as wide as a small laptop). A learner of its own per test.
 */

async function openPracticeSession(page: Page) {
  const api = contractClient(page.request);
  const exam = (await api.call(listExams, { query: { size: 100, mode: 3 } })).list[0]!;
  const session = await api.call(startPractice, { params: { id: exam.id }, body: { mode: 'sequential' } });
  await page.goto(`/exam/${exam.id}/practice/${session.id}`);
  await waitForHydration(page);
}

async function openMockPaper(page: Page) {
  // Exam 3 is a 模拟考试 of the seeded catalogue; the attempt is this new learner's own.
  const started = await contractClient(page.request).call(startExamAttempt, { params: { id: 3 }, body: { kind: 'mock' } });
  await page.goto(`/exam/3/mocks/${started.id}`);
  await waitForHydration(page);
}

test.describe('on a touch tablet (no hover, a coarse pointer)', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true });

  test('the practice session and the mock paper leave the arrow-key hint out; the saving note stays', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAsNewLearner(page.request);
    await openPracticeSession(page);
    await expect(page.getByTestId('practice-question')).toBeVisible();
    await expect(page.getByText('进度自动保存，下次从这里继续。')).toBeVisible();
    await expect(page.getByText('键盘 ← → 切换题目', { exact: false })).toBeHidden();

    await openMockPaper(page);
    await expect(page.getByTestId('exam-question')).toBeVisible();
    await expect(page.getByText('键盘 ← → 切换题目')).toBeHidden();
  });
});

test('with a mouse and keyboard the same pages show the hint', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsNewLearner(page.request);
  await openPracticeSession(page);
  await expect(page.getByText('键盘 ← → 切换题目；')).toBeVisible();
  await openMockPaper(page);
  await expect(page.getByText('键盘 ← → 切换题目')).toBeVisible();
});
