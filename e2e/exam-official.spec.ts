import { expect, type APIRequestContext } from '@playwright/test';
import { getExam, listExams } from '@shared/api/exam';
import { submitRealName } from '@shared/api/real-name';
import { contractClient } from './support/api';
import { signInAsNewLearner, storageStateOf } from './support/accounts';
import { mockControls } from './support/mock';
import { trackProblems, waitForHydration } from './support/page';
import { expectToast, test } from './support/toasts';

// A learner of its own each run (an official exam allows two attempts per learner); the third
// official exam of the list: exam-pages and exam-modes move the first two's windows.

/** GB 11643 check character, so the learner's ID number is well formed. */
function idNumber(): string {
  const first17 = `110105198${Math.floor(Math.random() * 10)}0${1 + Math.floor(Math.random() * 9)}1${Math.floor(Math.random() * 10)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((total, digit, index) => total + Number(digit) * weights[index]!, 0);
  return first17 + '10X98765432'[sum % 11]!;
}

async function officialExam(request: APIRequestContext): Promise<number> {
  return (await contractClient(request).call(listExams, { query: { size: 100, mode: 1 } })).list[2]!.id;
}

test('a verified, admitted candidate: 开始考试 opens the notice and nothing starts until 确认开始; a refusal is a toast; the result keeps its answers until the window closes; the paper is nobody else’s', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const problems = trackProblems(page);
  const learner = await signInAsNewLearner(page.request);
  const api = contractClient(page.request);
  const mock = mockControls(page.request);
  await api.call(submitRealName, { body: { name: '王建华', idNumber: idNumber() } });
  await mock.reviewRealName(learner.id, { decision: 'approve' });
  const examId = await officialExam(page.request);
  await mock.examWindow(examId, { opensInMinutes: 0, minutes: 90 });
  await mock.admitToExam(examId, { accountId: learner.id });

  await page.goto(`/exam/${examId}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: '开始考试' }).click();
  const notice = page.getByRole('dialog', { name: '正式考试须知' });
  await expect(notice.getByTestId('confirm-attempts-left')).toHaveText('2 次（共 2 次，含 1 次补考）');
  await expect(notice.getByTestId('confirm-real-name')).toHaveText('已认证');
  await expect(notice.getByTestId('confirm-enrolment')).toContainText('报名已通过');
  // Nothing has started yet: the clock waits for 确认开始.
  const standing = async () => (await api.call(getExam, { params: { id: examId } })).mine;
  expect(await standing()).toMatchObject({ attemptsUsed: 0, openAttempts: [] });
  await notice.getByRole('button', { name: '取消' }).click();
  await expect(notice).toHaveCount(0);

  // The window closes while the notice is open: the server refuses and says why.
  await page.getByRole('button', { name: '开始考试' }).click();
  await mock.examWindow(examId, { opensInMinutes: -200, minutes: 60 });
  await notice.getByRole('button', { name: '确认开始' }).click();
  await expectToast(page, '考试已结束，无法开始作答');
  await expect(page).toHaveURL(new RegExp(`/exam/${examId}$`));

  await mock.examWindow(examId, { opensInMinutes: 0, minutes: 90 });
  await page.reload();
  await waitForHydration(page);
  await page.getByRole('button', { name: '开始考试' }).click();
  await notice.getByRole('button', { name: '确认开始' }).click();
  await expect(page).toHaveURL(new RegExp(`/exam/${examId}/official/\\d+$`));
  await expect(page.getByTestId('exam-timer')).toBeVisible();
  const paper = new URL(page.url()).pathname;
  const subId = Number(paper.split('/').pop());

  // The wrong kind or exam in the URL goes to the paper's own.
  await page.goto(`/exam/${examId}/mocks/${subId}`);
  await expect(page).toHaveURL(new RegExp(`${paper}$`));
  await waitForHydration(page);

  // Someone else opening it gets the 404 page.
  const stranger = await browser.newContext({ storageState: storageStateOf('plain') });
  const strangerPage = await stranger.newPage();
  const response = await strangerPage.goto(paper);
  expect(response?.status()).toBe(404);
  await expect(strangerPage.getByTestId('error-page')).toBeVisible();
  await stranger.close();

  await page.getByRole('complementary').getByRole('button', { name: '交卷' }).click();
  await page.getByRole('dialog', { name: '确认交卷' }).getByRole('button', { name: '确认交卷' }).click();
  const result = page.getByTestId('exam-result');
  await expect(result).toBeVisible();
  await expect(result.getByText(/^(通过|未通过)$/)).toBeVisible();
  await expect(page.getByTestId('answers-withheld')).toContainText('考试结束后公布');
  await expect(page.getByTestId('review-item')).toHaveCount(0);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('answers-withheld')).toBeVisible();
  await expect(page.getByTestId('review-item')).toHaveCount(0);
  expect(problems.list()).toEqual([]);
});
