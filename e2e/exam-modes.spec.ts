import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { listExams, startExamAttempt } from '@shared/api/exam';
import { contractClient } from './support/api';
import { ROLES, storageStateOf } from './support/accounts';
import { mockControls } from './support/mock';
import { trackProblems, waitForHydration } from './support/page';
import { expectToast, test } from './support/toasts';

// Practice papers and official papers, with the demo learner (13800138000): the mock-exam specs
// hand in papers as the plain account, and an unfinished attempt is per learner and exam.
test.use({ storageState: storageStateOf('learner') });

async function examsOf(request: APIRequestContext, mode: number) {
  return (await contractClient(request).call(listExams, { query: { size: 100, mode } })).list;
}

async function startPaper(page: Page, examId: number, kind: 'mock' | 'official') {
  // An official paper starts only confirmed (the notice's 确认开始: e2e/exam-official.spec.ts clicks through it).
  const body = kind === 'official' ? { kind, confirm: true } : { kind };
  const started = await contractClient(page.request).call(startExamAttempt, { params: { id: examId }, body });
  return { subId: started.id, key: await mockControls(page.request).answerKey(started.id) };
}

const question = (page: Page) => page.getByTestId('exam-question');
const cell = (page: Page, number: number) =>
  page.getByRole('navigation', { name: '答题卡' }).getByRole('button', { name: new RegExp(`^第 ${number} 题，`) });
const choice = (page: Page, letter: string) =>
  question(page)
    .locator('label')
    .filter({ hasText: new RegExp(`^${letter}`) });

async function handIn(page: Page) {
  await page.getByRole('complementary').getByRole('button', { name: '交卷' }).click();
  await page.getByRole('dialog', { name: '确认交卷' }).getByRole('button', { name: '确认交卷' }).click();
  await expect(page.getByTestId('exam-result')).toBeVisible();
}

/** The page believes the learner switched away (headless Chromium never hides a page by itself). */
async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((visibility) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

test('practice: no time limit; 核对答案 gives the verdict, the right answer and the explanation and locks the question; the wrong one feeds 错题练习', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const problems = trackProblems(page);
  const [practice] = await examsOf(page.request, 3);
  const { subId, key } = await startPaper(page, practice!.id, 'mock');
  await page.goto(`/exam/${practice!.id}/mocks/${subId}`);
  await waitForHydration(page);
  await expect(page.getByText('不限时', { exact: true })).toBeVisible();
  await expect(page.getByTestId('exam-timer')).toHaveCount(0);

  // A single choice answered right: 回答正确, and the choice can no longer change.
  const singles = key.flatMap((line, index) => (line.kind === 1 ? [index] : []));
  const [right, wrong] = singles;
  await cell(page, right! + 1).click();
  const check = page.getByRole('button', { name: '核对答案' });
  await expect(check).toBeDisabled();
  await choice(page, key[right!]!.answer as string).click();
  await check.click();
  const verdict = page.getByTestId('practice-verdict');
  await expect(verdict).toContainText('回答正确');
  await expect(verdict).toContainText(`正确答案：${key[right!]!.answer as string}`);
  await expect(verdict).toContainText('解析：');
  await expect(check).toHaveCount(0);
  await expect(choice(page, key[right!]!.answer as string).getByRole('radio')).toBeDisabled();

  // Another answered wrong: 回答错误 with the right letter.
  await cell(page, wrong! + 1).click();
  const wrongLetter = ['A', 'B', 'C', 'D'].find((letter) => letter !== key[wrong!]!.answer)!;
  await choice(page, wrongLetter).click();
  await page.getByRole('button', { name: '核对答案' }).click();
  await expect(verdict).toContainText('回答错误');
  await expect(verdict).toContainText(`正确答案：${key[wrong!]!.answer as string}`);

  // A reload keeps the verdicts (they are the server's).
  await page.reload();
  await waitForHydration(page);
  await expect(question(page)).toHaveAttribute('data-question-id', String(key[wrong!]!.questionId));
  await expect(page.getByTestId('practice-verdict')).toContainText('回答错误');

  await handIn(page);
  await expect(page.getByTestId('tab-switches')).toHaveCount(0);
  await page.getByRole('button', { name: '错题练习' }).click();
  await expect(page).toHaveURL(new RegExp(`/exam/${practice!.id}/mocks/(?!${subId}$)\\d+$`));
  await expect(page.getByText(/^错题练习 · 共 \d+ 题/)).toBeVisible();
  // The wrongly answered question is in it.
  const drillId = Number(new URL(page.url()).pathname.split('/').pop());
  const drill = await mockControls(page.request).answerKey(drillId);
  expect(drill.map((line) => line.questionId)).toContain(key[wrong!]!.questionId);
  expect(drill.map((line) => line.questionId)).not.toContain(key[right!]!.questionId);
  expect(problems.list()).toEqual([]);
});

test('an official paper counts each time the learner leaves the page, shows the count on the result; before the window closes the result has no answers; 待批阅 becomes a score once marked', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const problems = trackProblems(page);
  const officials = await examsOf(page.request, 1);
  // Not the first: e2e/exam-pages.spec.ts moves that one's window.
  const official = officials[1]!;
  const mock = mockControls(page.request);
  await mock.examWindow(official.id, { opensInMinutes: 0, minutes: 90 });
  // A candidate: 13800138000 is real-name verified; the desk approves the plan's application and the fee is paid.
  await mock.admitToExam(official.id, { phone: ROLES.learner.phone });
  const { subId, key } = await startPaper(page, official.id, 'official');
  await page.goto(`/exam/${official.id}/official/${subId}`);
  await waitForHydration(page);
  await expect(page.getByText(/^正式考试 · 共/)).toBeVisible();
  await expect(page.getByRole('button', { name: '核对答案' })).toHaveCount(0);

  const short = key.findIndex((line) => line.kind === 5);
  await cell(page, short + 1).click();
  await question(page).getByLabel('作答').fill('先断电验电，再挂牌上锁，确认安全后作业。');

  for (const count of [1, 2]) {
    await setVisibility(page, 'hidden');
    await setVisibility(page, 'visible');
    await expectToast(page, `检测到离开考试页面，已记录切屏 ${count} 次`);
  }
  // The count is kept on the server: a reload does not reset it.
  await expect(page.getByTestId('save-state')).toHaveText('答案已保存');
  await page.reload();
  await waitForHydration(page);
  await setVisibility(page, 'hidden');
  await setVisibility(page, 'visible');
  await expectToast(page, '已记录切屏 3 次');

  await handIn(page);
  await expect(page.getByTestId('tab-switches')).toHaveText('3 次');
  await expect(page.getByTestId('exam-result')).toContainText('待批阅（1 题简答题）');
  // The window is still open: the score only — no question, answer or explanation, no 错题练习 — and when they come.
  await expect(page.getByTestId('answers-withheld')).toContainText(/逐题答案与解析将于 \d+月\d+日 \d\d:\d\d 考试结束后公布/);
  await expect(page.getByTestId('review-item')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '逐题解析' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '错题练习' })).toHaveCount(0);
  const before = Number(await page.getByTestId('result-score').textContent());

  // The examiner marks it (developer control): the result now counts it.
  await mock.markAttempt(subId, { [key[short]!.questionId]: 3 });
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('exam-result')).not.toContainText('待批阅');
  await expect(page.getByTestId('exam-result').getByText(/^(通过|未通过)$/)).toBeVisible();
  expect(Number(await page.getByTestId('result-score').textContent())).toBe(before + 3);
  await expect(page.getByTestId('review-item')).toHaveCount(0);

  // The window closes: the answers and explanations are published.
  await mock.examWindow(official.id, { opensInMinutes: -200, minutes: 60 });
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('answers-withheld')).toHaveCount(0);
  await expect(page.getByTestId('review-item')).toHaveCount(key.length);
  await expect(page.getByTestId('review-item').filter({ hasText: `第 ${short + 1} 题 · 简答题` })).toContainText('3 / ');
  expect(problems.list()).toEqual([]);
});
