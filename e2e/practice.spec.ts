import { expect, type APIRequestContext, type Locator, type Page, type Route } from '@playwright/test';
import { listExams } from '@shared/api/exam';
import {
  answerPractice,
  getExamPractice,
  getPracticeSession,
  getReadiness,
  savePracticePosition,
  startPractice,
} from '@shared/api/practice';
import { QuestionKind } from '@shared/enums/exam';
import type { Answer } from '@shared/schemas/exam-attempt';
import type { PracticeQuestion } from '@shared/schemas/practice';
import { apiPath, contractClient, isResponseTo } from './support/api';
import { signInAsNewLearner } from './support/accounts';
import { mockControls } from './support/mock';
import { trackProblems, waitForHydration } from './support/page';
import { expectToast, test } from './support/toasts';

/**
 * Practice on an exam and the readiness estimate (issue 25 §4–§5): the exam page's 练习 and 备考评估,
 * the session page /exam/{id}/practice/{sessionId}. A learner of its own per test: sessions, answers
 * and readiness are per learner. Their axe runs: e2e/accessibility.spec.ts.
 */

async function practiceExam(request: APIRequestContext) {
  return (await contractClient(request).call(listExams, { query: { size: 100, mode: 3 } })).list[0]!;
}

const practiceRegion = (page: Page) => page.getByRole('region', { name: '练习', exact: true });
const readinessRegion = (page: Page) => page.getByRole('region', { name: '备考评估' });
const question = (page: Page) => page.getByTestId('practice-question');
const sessionIdOf = (page: Page) => Number(/\/practice\/(\d+)$/.exec(new URL(page.url()).pathname)![1]);

/** A wrong answer of the question's kind, from its right one. */
function wrongAnswer(kind: number, right: Answer): Answer {
  if (kind === QuestionKind.JUDGE) return !right;
  if (kind === QuestionKind.FILL) return (right as string[]).map(() => '不知道');
  if (kind === QuestionKind.MULTIPLE)
    return (right as string[]).length > 1
      ? [(right as string[])[0]!]
      : ['A', 'B', 'C', 'D'].filter((key) => key !== (right as string[])[0]);
  return right === 'A' ? 'B' : 'A';
}

/** Gives the question on screen an answer as a learner would: a pick, ticks and 提交答案, or blanks and 提交答案. */
async function answerOnScreen(shown: Locator, q: Pick<PracticeQuestion, 'kind' | 'blanks'>, answer: Answer) {
  if (q.kind === QuestionKind.SINGLE)
    await shown
      .locator('label')
      .filter({ hasText: new RegExp(`^${answer as string}`) })
      .click();
  else if (q.kind === QuestionKind.JUDGE) await shown.getByRole('radio', { name: answer ? /^正确/ : /^错误/ }).check();
  else {
    if (q.kind === QuestionKind.MULTIPLE)
      for (const key of answer as string[])
        await shown
          .locator('label')
          .filter({ hasText: new RegExp(`^${key}`) })
          .click();
    else for (const [index, text] of (answer as string[]).entries()) await shown.getByLabel(`第 ${index + 1} 空`).fill(text);
    await shown.page().getByRole('button', { name: '提交答案' }).click();
  }
}

/**
 * The right answers of the practice questions of some points, by id: 背题模式 over those points shows
 * every one. (All the points named: a session apart from the page's own 背题模式 over the whole bank.)
 */
async function rightAnswers(request: APIRequestContext, examId: number, knowledgePointIds: number[]) {
  const api = contractClient(request);
  const memorize = await api.call(startPractice, { params: { id: examId }, body: { mode: 'memorize', knowledgePointIds } });
  const answers = new Map<number, Answer>();
  for (let page = 1; answers.size < memorize.total; page += 1) {
    const shown = await api.call(getPracticeSession, { params: { sessionId: memorize.id }, query: { page, size: 50 } });
    for (const item of shown.questions) answers.set(item.id, item.verdict!.rightAnswer);
    if (shown.questions.length === 0) break;
  }
  return answers;
}

test('practice: signed out a protected click; 顺序练习 answered and resumed after a reload; 背题 shows the answers; 章节练习 on one point; 限时模拟 handed in by the clock; readiness from what is missing to a number, and 练薄弱点', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const problems = trackProblems(page);
  const exam = await practiceExam(page.request);

  // Signed out: the five modes are there, their buttons open the login modal.
  await page.goto(`/exam/${exam.id}`);
  await waitForHydration(page);
  for (const mode of ['顺序练习', '随机练习', '章节练习', '背题模式', '限时模拟'])
    await expect(practiceRegion(page).getByRole('heading', { name: mode })).toBeVisible();
  await practiceRegion(page).getByTestId('practice-start-sequential').click();
  await expect(page.getByRole('dialog', { name: /登录/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`/exam/${exam.id}$`));

  await signInAsNewLearner(page.request);
  const api = contractClient(page.request);
  const overview = await api.call(getExamPractice, { params: { id: exam.id } });
  await page.reload();
  await waitForHydration(page);
  await expect(practiceRegion(page)).toContainText(`练习题库共 ${overview.total} 题`);
  // Nothing answered yet: no figure, and what is missing.
  await expect(readinessRegion(page).getByTestId('readiness-insufficient')).toContainText('暂不估计');
  await expect(readinessRegion(page).getByTestId('readiness-insufficient')).toContainText('再练 30 题后给出估计');
  await expect(readinessRegion(page).getByTestId('readiness-estimate')).toHaveCount(0);

  // ---- 顺序练习: the first question answered, checked at once; 下一题; a reload resumes there.
  await practiceRegion(page).getByTestId('practice-start-sequential').click();
  await expect(page).toHaveURL(new RegExp(`/exam/${exam.id}/practice/\\d+$`));
  await waitForHydration(page);
  const sequentialId = sessionIdOf(page);
  const first = (await api.call(getPracticeSession, { params: { sessionId: sequentialId }, query: { size: 2 } })).questions;
  await expect(question(page)).toHaveAttribute('data-index', '0');
  const rights = await rightAnswers(
    page.request,
    exam.id,
    overview.knowledgePoints.map((item) => item.id),
  );
  await answerOnScreen(question(page), first[0]!, wrongAnswer(first[0]!.kind, rights.get(first[0]!.id)!));
  await expect(question(page).getByTestId('practice-verdict')).toContainText('回答错误');
  await expect(question(page).getByTestId('practice-verdict')).toContainText('解析');
  await expect(page.getByRole('navigation', { name: '题卡' }).getByRole('button', { name: '第 1 题，答错' })).toBeVisible();
  // On a wide screen the 题卡 is beside the question, with no button to open it (a phone's: the @mobile test).
  await expect(page.getByRole('button', { name: /^题卡 \d+\/\d+$/ })).toBeHidden();
  const moved = page.waitForResponse(isResponseTo(savePracticePosition));
  await page.getByRole('button', { name: '下一题' }).click();
  await moved;
  await expect(question(page)).toHaveAttribute('data-index', '1');
  await answerOnScreen(question(page), first[1]!, rights.get(first[1]!.id)!);
  await expect(question(page).getByTestId('practice-verdict')).toContainText('回答正确');
  await page.reload();
  await waitForHydration(page);
  await expect(question(page)).toHaveAttribute('data-index', '1');
  await expect(question(page).getByTestId('practice-verdict')).toContainText('回答正确');
  await expect(page.getByTestId('practice-counts')).toContainText(/已答 2 \/ \d+ · 答对 1（50%）/);
  // The 题卡 jumps back; the answer given stays with its verdict. (Its save answered before the page
  // is left: the exam page below reads the position from the server.)
  const jumped = page.waitForResponse(isResponseTo(savePracticePosition));
  await page.getByRole('navigation', { name: '题卡' }).getByRole('button', { name: '第 1 题，答错' }).click();
  await jumped;
  await expect(question(page)).toHaveAttribute('data-index', '0');
  await expect(question(page).getByTestId('practice-verdict')).toContainText('回答错误');

  // Back on the exam page: the session under way with its progress and 继续.
  await page.goto(`/exam/${exam.id}`);
  await waitForHydration(page);
  const open = practiceRegion(page).getByTestId('practice-open-sequential');
  await expect(open.getByTestId('practice-progress')).toHaveText(`第 1 / ${overview.total} 题 · 已答 2 题 · 答对 1 题`);
  await expect(open.getByRole('link', { name: '继续顺序练习' })).toHaveAttribute('href', `/exam/${exam.id}/practice/${sequentialId}`);

  // ---- 背题模式: the answer and 解析 of every question, nothing to answer.
  await practiceRegion(page).getByTestId('practice-start-memorize').click();
  await expect(page).toHaveURL(new RegExp(`/exam/${exam.id}/practice/\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: '背题模式' })).toBeVisible();
  await expect(question(page).getByTestId('practice-verdict')).toContainText('参考答案');
  await expect(question(page).getByTestId('practice-verdict')).toContainText('正确答案');
  await expect(question(page).locator('input').first()).toBeDisabled();
  await page.getByRole('button', { name: '下一题' }).click();
  await expect(question(page)).toHaveAttribute('data-index', '1');
  await expect(question(page).getByTestId('practice-verdict')).toContainText('解析');

  // ---- 章节练习 on one point: every question of that point.
  await page.goto(`/exam/${exam.id}`);
  await waitForHydration(page);
  const point = overview.knowledgePoints.at(-1)!;
  await practiceRegion(page)
    .getByRole('checkbox', { name: new RegExp(`^${point.name}`) })
    .check();
  await practiceRegion(page).getByRole('button', { name: '开始章节练习（1 个要素）' }).click();
  await expect(page).toHaveURL(new RegExp(`/exam/${exam.id}/practice/\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: '章节练习' })).toBeVisible();
  await expect(page.getByText(`${exam.title} · ${point.name} · 共 ${point.questionCount} 题`)).toBeVisible();
  await expect(question(page)).toContainText(point.name);

  // ---- 限时模拟: 10 questions, 5 minutes; one answered, then its deadline brought to a few seconds away.
  await page.goto(`/exam/${exam.id}`);
  await waitForHydration(page);
  await practiceRegion(page).getByLabel('题数').selectOption('10');
  await practiceRegion(page).getByLabel('时长').selectOption('5');
  await practiceRegion(page).getByRole('button', { name: '开始限时模拟' }).click();
  await expect(page).toHaveURL(new RegExp(`/exam/${exam.id}/practice/\\d+$`));
  await waitForHydration(page);
  const timedId = sessionIdOf(page);
  await expect(page.getByTestId('practice-timer')).toHaveText(/^剩余(5:00|4:5\d)$/);
  const timed = (await api.call(getPracticeSession, { params: { sessionId: timedId } })).questions[0]!;
  const saved = page.waitForResponse(isResponseTo(answerPractice));
  await answerOnScreen(question(page), timed, rights.get(timed.id)!);
  await saved;
  await expect(page.getByTestId('practice-save-state')).toHaveText('答案已保存');
  // Nothing is shown before the hand-in.
  await expect(question(page).getByTestId('practice-verdict')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: '题卡' }).getByRole('button', { name: '第 1 题，已作答' })).toBeVisible();
  await mockControls(page.request).practiceDeadline(timedId, 4);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('practice-timer')).toHaveText(/^剩余0:0[0-4]$/);
  const result = page.getByTestId('practice-result');
  await expect(result).toBeVisible({ timeout: 15_000 });
  await expectToast(page, '时间到，已按截止时的作答自动交卷');
  await expect(result.getByTestId('practice-result-ending')).toContainText('时间到，已按截止时的作答自动交卷');
  await expect(result.getByTestId('practice-result-correct')).toHaveText('1');
  await expect(page.getByTestId('practice-timer')).toHaveCount(0);
  await expect(question(page).getByTestId('practice-verdict')).toContainText('回答正确');
  await expect(page.getByRole('navigation', { name: '题卡' }).getByRole('button', { name: '第 2 题，未作答' })).toBeVisible();
  // The server is the clock's authority: a late answer is refused (4825 before, 4824 once handed in).
  const late = await api.envelope(answerPractice, { params: { sessionId: timedId }, body: { questionId: timed.id, answer: 'A' } });
  expect(late.code).toBe(4824);

  // ---- Readiness: enough answers on every point (through the API, right and wrong), then a number.
  const perPoint = Math.max(3, Math.ceil(30 / overview.knowledgePoints.length));
  for (const { id } of overview.knowledgePoints) {
    const pointRights = await rightAnswers(page.request, exam.id, [id]);
    const chapter = await api.call(startPractice, {
      params: { id: exam.id },
      body: { mode: 'chapter', knowledgePointIds: [id], restart: true },
    });
    for (const [index, item] of chapter.questions.slice(0, perPoint).entries()) {
      const right = pointRights.get(item.id)!;
      await api.call(answerPractice, {
        params: { sessionId: chapter.id },
        body: { questionId: item.id, answer: index % 3 === 2 ? wrongAnswer(item.kind, right) : right },
      });
    }
  }
  const readiness = await api.call(getReadiness, { params: { id: exam.id } });
  expect(readiness.sufficient).toBe(true);
  await page.goto(`/exam/${exam.id}`);
  await waitForHydration(page);
  const estimate = readinessRegion(page).getByTestId('readiness-estimate');
  await expect(estimate).toContainText(/\d+(\.\d)?%/);
  await expect(estimate).toContainText('预计得分率');
  await expect(readinessRegion(page).getByTestId('readiness-answered')).toHaveText(String(readiness.answered));
  await expect(readinessRegion(page)).toContainText('按近 30 天各鉴定要素最近 50 题的正确率，按比重加权');
  const weakest = readinessRegion(page).getByTestId('readiness-weakest').getByRole('listitem');
  await expect(weakest).toHaveCount(readiness.weakest.length);
  await expect(weakest.first()).toContainText(readiness.weakest[0]!.name);
  await expect(weakest.first()).toContainText(`比重 ${readiness.weakest[0]!.share}%`);
  await expect(weakest.first()).toContainText('正确率');
  // Mastery per 鉴定要素: every point, questions done of its bank and the memory of its wrong questions.
  const mastery = readinessRegion(page).getByTestId('readiness-mastery');
  await mastery.getByText('各鉴定要素掌握情况').click();
  await expect(mastery.getByRole('listitem')).toHaveCount(readiness.points.length);
  const firstPoint = readiness.points[0]!;
  await expect(mastery.getByRole('listitem').first()).toContainText(`做过 ${firstPoint.seenQuestions} / ${firstPoint.bankQuestions} 题`);
  await expect(mastery).toContainText('道错题记住的把握');

  // 练薄弱点: the 章节练习 the readiness answer describes.
  await readinessRegion(page).getByRole('button', { name: '练薄弱点' }).click();
  await expect(page).toHaveURL(new RegExp(`/exam/${exam.id}/practice/\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: '章节练习' })).toBeVisible();
  const names = readiness.weakest.map((item) => item.name);
  const practiced = await api.call(getPracticeSession, { params: { sessionId: sessionIdOf(page) }, query: { size: 1 } });
  expect(practiced.knowledgePoints.map((item) => item.name).sort()).toEqual([...names].sort());
  expect(problems.list()).toEqual([]);
});

test('the session page on a phone: the 题卡 opens from the bar and jumps; a timed practice handed in by the learner @mobile', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems = trackProblems(page);
  const exam = await practiceExam(page.request);
  await signInAsNewLearner(page.request);
  const api = contractClient(page.request);
  const session = await api.call(startPractice, { params: { id: exam.id }, body: { mode: 'timed', questionCount: 10, minutes: 10 } });
  await page.goto(`/exam/${exam.id}/practice/${session.id}`);
  await waitForHydration(page);
  // On a phone the 题卡 waits under a button of the bar (beside the question on a wide screen: the first test).
  const sheet = page.getByRole('navigation', { name: '题卡' });
  const toggle = page.getByRole('button', { name: /^题卡 \d+\/10$/ });
  await expect(sheet).toBeHidden();
  await expect(toggle).toHaveText('题卡 1/10');
  await toggle.click();
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: '第 3 题，未作答' }).click();
  await expect(sheet).toBeHidden();
  await expect(question(page)).toHaveAttribute('data-index', '2');
  await page.getByRole('button', { name: '上一题' }).click();
  await expect(question(page)).toHaveAttribute('data-index', '1');
  await toggle.click();
  await page.getByRole('complementary').getByRole('button', { name: '交卷' }).click();
  const dialog = page.getByRole('dialog', { name: '确认交卷' });
  await expect(dialog).toContainText('还有 10 题未作答');
  await dialog.getByRole('button', { name: '确认交卷' }).click();
  await expect(page.getByTestId('practice-result')).toBeVisible();
  await expect(page.getByTestId('practice-result-ending')).toContainText('已于');
  await expect(page.getByTestId('practice-result-correct')).toHaveText('0');
  expect(problems.list()).toEqual([]);
});

test('a 题卡 jump whose save has not landed when the learner leaves at once: the exam page and 继续 still show the question jumped to', async ({
  page,
}) => {
  const exam = await practiceExam(page.request);
  await signInAsNewLearner(page.request);
  const api = contractClient(page.request);
  const session = await api.call(startPractice, { params: { id: exam.id }, body: { mode: 'sequential' } });
  const serverPosition = async () =>
    (await api.call(getPracticeSession, { params: { sessionId: session.id }, query: { size: 1 } })).position;
  const kept = () => page.evaluate(() => localStorage.getItem('practice_pending_position'));
  await page.goto(`/exam/${exam.id}/practice/${session.id}`);
  await waitForHydration(page);
  const moved = page.waitForResponse(isResponseTo(savePracticePosition));
  await page.getByRole('button', { name: '下一题' }).click();
  await moved;
  await expect(question(page)).toHaveAttribute('data-index', '1');

  // The jump's save is still on its way when the learner goes back to the exam page (a slow network).
  const saves = `**${apiPath(savePracticePosition, { params: { sessionId: session.id } })}`;
  const held: Route[] = [];
  await page.route(saves, (route) => void held.push(route));
  await page
    .getByRole('navigation', { name: '题卡' })
    .getByRole('button', { name: /^第 1 题/ })
    .click();
  await expect(question(page)).toHaveAttribute('data-index', '0');
  await expect.poll(() => held.length).toBe(1);
  await page.getByRole('complementary', { name: '练习进度与题卡' }).getByRole('link', { name: '返回考试' }).click();
  await expect(page).toHaveURL(new RegExp(`/exam/${exam.id}$`));
  expect(await serverPosition()).toBe(1);
  const open = practiceRegion(page).getByTestId('practice-open-sequential');
  await expect(open.getByTestId('practice-progress')).toContainText(`第 1 / ${session.total} 题`);

  // The save lands: the server's copy is current, the browser's is dropped.
  const landed = page.waitForResponse(isResponseTo(savePracticePosition));
  for (const route of held.splice(0)) await route.continue();
  await landed;
  await page.unroute(saves);
  expect(await serverPosition()).toBe(0);
  await expect.poll(kept).toBeNull();

  // 继续 resumes there. Leaving the page right after a jump keeps the jump in the browser too (the
  // keepalive save on pagehide may land after the next page has read the session).
  await open.getByRole('link', { name: '继续顺序练习' }).click();
  await waitForHydration(page);
  await expect(question(page)).toHaveAttribute('data-index', '0');
  await page.route(saves, (route) => void held.push(route));
  await page
    .getByRole('navigation', { name: '题卡' })
    .getByRole('button', { name: /^第 3 题/ })
    .click();
  await expect(question(page)).toHaveAttribute('data-index', '2');
  await page.goto(`/exam/${exam.id}`);
  expect(JSON.parse((await kept())!)).toMatchObject({ sessionId: session.id, position: 2 });
  await expect(practiceRegion(page).getByTestId('practice-open-sequential').getByTestId('practice-progress')).toContainText(
    `第 3 / ${session.total} 题`,
  );
});
