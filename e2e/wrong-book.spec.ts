import { expect, type Locator, type Page } from '@playwright/test';
import { getExamGoal } from '@shared/api/exam-goal';
import { listExams } from '@shared/api/exam';
import { startPractice } from '@shared/api/practice';
import { listWrongBook, markQuestion, reportQuestion, updateWrongBookEntry } from '@shared/api/wrong-book';
import { contractClient, isResponseTo, urlOf } from './support/api';
import { signInAsNewLearner } from './support/accounts';
import { mockControls, type KeyLine } from './support/mock';
import { expectAccessibleInBothSchemes } from './support/axe';
import { trackProblems, waitForHydration } from './support/page';
import { expectToast, test } from './support/toasts';
import { bookAnswers, mockPaperWithMistakes, wrongAnswerOf } from './support/wrong-book';

/**
 * Issue 25 §4, the learner's side of the 错题本: a mock's mistakes in the book, 错因, 收藏, a note, 纠错
 * and its reply in 系统通知, the review one question at a time, an early review that moves nothing,
 * and the study page's count. Each test has a learner of its own, and
 * days pass for that learner's book alone (POST /__mock/wrong-book/age), never on the mock's clock.
 * Its axe runs (light, dark, phone): e2e/accessibility.spec.ts.
 */

type Book = Awaited<ReturnType<typeof bookAnswers>>;

const tabs = (page: Page) => page.getByRole('navigation', { name: '错题分类' });
const entryOf = (page: Page, questionId: number) => page.locator(`[data-testid="wrong-entry"][data-question-id="${questionId}"]`);

/** Answers the question a review card shows, as a learner taps it: the book's right answer, or a wrong one. */
async function answer(card: Locator, book: Book, right: boolean): Promise<number> {
  const questionId = Number(await card.getAttribute('data-question-id'));
  const { kind, answer: key } = book.get(questionId)!;
  const given: KeyLine['answer'] = right ? key : wrongAnswerOf(key);
  if (kind === 3) await card.getByText(given ? '正确' : '错误', { exact: true }).click();
  else if (kind === 4) for (const [index, text] of (given as string[]).entries()) await card.getByLabel(`第 ${index + 1} 空`).fill(text);
  else
    for (const letter of Array.isArray(given) ? given : [given as string])
      await card
        .locator('label')
        .filter({ hasText: new RegExp(`^${letter}`) })
        .click();
  await card.getByRole('button', { name: '提交答案' }).click();
  return questionId;
}

/** Reviews every question due, one per screen: `wrongOnes` answered wrong, the rest right; each verdict's schedule as `expected` says. */
async function reviewAll(page: Page, book: Book, expected: (questionId: number) => string, wrongOnes: readonly number[] = []) {
  const reviewed: number[] = [];
  const session = page.getByTestId('review-session');
  while (!(await session.getByTestId('review-done').isVisible())) {
    const card = session.getByTestId('review-card');
    const id = Number(await card.getAttribute('data-question-id'));
    await expect(card).toContainText(`第 ${reviewed.length + 1} / `);
    // The answer stays hidden until the verdict.
    await expect(card.getByTestId('review-verdict')).toHaveCount(0);
    await answer(card, book, !wrongOnes.includes(id));
    const verdict = card.getByTestId('review-verdict');
    await expect(verdict).toContainText(wrongOnes.includes(id) ? '回答错误' : '回答正确');
    await expect(verdict.getByTestId('review-outcome')).toHaveText(expected(id));
    reviewed.push(id);
    // The next question takes the focus from 下一题 / 完成复习 (focused with the verdict).
    await expect(verdict.getByRole('button', { name: /下一题|完成复习/ })).toBeFocused();
    await verdict.getByRole('button', { name: /下一题|完成复习/ }).click();
    await expect(session.locator(`[data-testid="review-done"], [data-testid="review-card"]:not([data-question-id="${id}"])`)).toBeVisible();
  }
  return reviewed;
}

test('a mock’s mistakes in the book: 错因, 收藏, a note kept through a refusal, 纠错 answered in 系统通知; a review round and an early review; the study page counts', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems = trackProblems(page);
  const learner = await signInAsNewLearner(page.request);
  const mock = mockControls(page.request);

  // A mock paper with three mistakes (单选, 判断, 多选), handed in on its page.
  const paper = await mockPaperWithMistakes(page.request, [1, 3, 2]);
  expect(paper.mistakes.map((line) => line.kind)).toEqual([1, 3, 2]);
  const [single, judge, multiple] = paper.mistakes.map((line) => line.questionId) as [number, number, number];
  await page.goto(paper.url);
  await waitForHydration(page);
  await page.getByRole('complementary').getByRole('button', { name: '交卷' }).click();
  await page.getByRole('dialog', { name: '确认交卷' }).getByRole('button', { name: '确认交卷' }).click();
  await expect(page.getByTestId('exam-result')).toBeVisible();
  await expect(page.getByTestId('exam-result').getByRole('link', { name: '去错题本' })).toHaveAttribute('href', '/study/wrong-book');

  // The study page: the book, nothing due on the day of the mistakes.
  await page.goto('/study');
  await waitForHydration(page);
  const line = page.getByTestId('study-wrong-book');
  await expect(line).toContainText('今天没有待复习的错题，下次复习：明天');
  await line.getByRole('link', { name: '打开错题本' }).click();
  await expect(page).toHaveURL(/\/study\/wrong-book$/);
  await expect(page.getByRole('heading', { level: 1, name: '错题本' })).toBeVisible();
  await waitForHydration(page);
  await expect(tabs(page).getByRole('link', { name: /全部错题\s*3/ })).toHaveAttribute('aria-current', 'page');
  await expect(tabs(page).getByRole('link', { name: /学习中\s*3/ })).toBeVisible();
  await expect(page.getByTestId('wrong-entry')).toHaveCount(3);

  // 错因: a chip, kept by the server, and the filter finds it.
  const first = entryOf(page, single);
  await expect(first.getByTestId('last-wrong-answer')).not.toHaveText(await first.getByTestId('right-answer').innerText());
  await first.getByRole('button', { name: '粗心' }).click();
  await expect(first.getByRole('button', { name: '粗心' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('region', { name: '筛选错题' }).getByRole('link', { name: '粗心' }).click();
  await expect(page).toHaveURL(/\?reason=careless$/);
  await expect(page.getByTestId('wrong-entry')).toHaveCount(1);
  await expect(entryOf(page, single).getByRole('button', { name: '粗心' })).toHaveAttribute('aria-pressed', 'true');

  // 收藏: the 收藏 tab counts it.
  await entryOf(page, single).getByRole('button', { name: '收藏' }).click();
  await expectToast(page, '已收藏');
  await expect(entryOf(page, single).getByRole('button', { name: '已收藏' })).toHaveAttribute('aria-pressed', 'true');
  await expect(tabs(page).getByRole('link', { name: /收藏\s*1/ })).toBeVisible();

  // A note: refused once (what was typed stays, with the reason), then saved.
  const note = '热继电器是过载保护，熔断器才是短路保护。';
  await entryOf(page, single).getByRole('button', { name: '写笔记' }).click();
  await page.getByRole('textbox', { name: '我的笔记' }).fill(note);
  await expect(entryOf(page, single)).toContainText(`${note.length}/500`);
  const refuse = urlOf(updateWrongBookEntry);
  await page.route(refuse, (route) => route.fulfill({ json: { code: 500, msg: '服务器繁忙，请稍后再试' } }));
  await entryOf(page, single).getByRole('button', { name: '保存笔记' }).click();
  await expect(entryOf(page, single).getByRole('alert')).toHaveText('服务器繁忙，请稍后再试');
  await expect(page.getByRole('textbox', { name: '我的笔记' })).toHaveValue(note);
  await page.unroute(refuse);
  await entryOf(page, single).getByRole('button', { name: '保存笔记' }).click();
  await expectToast(page, '笔记已保存');
  await expect(entryOf(page, single).getByTestId('entry-note')).toContainText(note);

  // 纠错: the kind and 5–200 characters, refused in Chinese, then sent; the desk's reply arrives in 系统通知.
  await entryOf(page, single).getByRole('button', { name: '纠错' }).click();
  const dialog = page.getByRole('dialog', { name: '题目纠错' });
  await dialog.getByRole('button', { name: '提交纠错' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('请选择问题类型');
  await dialog.getByRole('radio', { name: '答案有误' }).check();
  await dialog.getByRole('textbox', { name: '问题说明' }).fill('答案不对');
  await dialog.getByRole('button', { name: '提交纠错' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('请具体描述题目的问题（至少 5 个字）');
  await dialog.getByRole('textbox', { name: '问题说明' }).fill('答案应该是另一个选项，教材第三章有说明。');
  const sent = page.waitForResponse(isResponseTo(reportQuestion));
  await dialog.getByRole('button', { name: '提交纠错' }).click();
  const report = ((await (await sent).json()) as { data: { id: number } }).data;
  await expectToast(page, '纠错已提交');
  await expect(dialog).toBeHidden();
  await mock.replyToReport(report.id, { decision: 'reject', reply: '感谢指正，该题答案与教材一致，暂不修改。' });
  await page.goto('/message/system');
  const reply = page.getByTestId('message-item').filter({ hasText: '题目纠错 · 答案有误' });
  await expect(reply).toContainText('感谢指正，该题答案与教材一致，暂不修改。');
  await reply.getByRole('link', { name: '查看详情' }).click();
  await expect(page).toHaveURL(new RegExp(`/study/wrong-book\\?question=${single}$`));
  await expect(entryOf(page, single)).toHaveAttribute('data-highlighted', 'true');
  await expect(page.getByTestId('wrong-entry')).toHaveCount(1);
  await expect(page.getByRole('link', { name: '查看全部错题' })).toHaveAttribute('href', '/study/wrong-book');

  // A day later (for this learner's book alone): three due; the study page counts them.
  await mock.ageWrongBook({ phone: learner.phone }, 1);
  await page.goto('/study');
  await expect(page.getByTestId('study-due-count')).toHaveText('3');
  await page.getByTestId('study-wrong-book').getByRole('link', { name: '去复习' }).click();
  await expect(page).toHaveURL(/\/study\/wrong-book\?status=due$/);
  await expect(page.getByTestId('due-count')).toHaveText('3 题');
  await waitForHydration(page);
  await page.getByRole('link', { name: '开始复习' }).click();
  await expect(page).toHaveURL(/\/study\/wrong-book\/review$/);
  await expect(page.getByRole('heading', { level: 1, name: '今日复习' })).toBeVisible();

  // Round 1: two right (recalled: due 2 days on), the 多选 wrong (忘了: due tomorrow).
  const book = await bookAnswers(page.request);
  const round1 = await reviewAll(
    page,
    book,
    (id) => (id === multiple ? '答错了，记为忘了，明天再复习' : '答对了（想起来了），2 天后再复习'),
    [multiple],
  );
  expect(round1.sort()).toEqual([single, judge, multiple].sort());
  await expect(page.getByTestId('review-done')).toContainText('今日复习完成');
  await expect(page.getByTestId('review-done')).toContainText('本次复习 3 题，答对 2 题。');
  await page.getByRole('link', { name: '返回错题本' }).click();
  await expect(page.getByTestId('due-count')).toHaveText('0 题');

  // An early review: graded and explained; the same day's memory hardly moves.
  await waitForHydration(page);
  await expect(entryOf(page, judge).getByTestId('entry-schedule')).toContainText('时记住的把握会降到 90%，那天复习最省力');
  await entryOf(page, judge).getByRole('button', { name: '提前复习' }).click();
  const early = entryOf(page, judge).getByTestId('review-card');
  await answer(early, book, true);
  await expect(early.getByTestId('review-outcome')).toContainText('还没到复习日，提前复习对记忆帮助不大');
  await early.getByRole('button', { name: '完成' }).click();
  await expect(entryOf(page, judge).getByTestId('entry-schedule')).toContainText('下次复习：2 天后');

  // Further on (FSRS's days, the exam day, 已掌握, a 难记题) the rules are walked in mock-api/wrong-book/wrong-book.test.ts
  // and fsrs-schedule.test.ts, their words in client/features/wrong-book/wrong-book-format.test.ts.
  expect(problems.list()).toEqual([]);
});

test('跳过 in the review: the question stays due, and comes back after every other one', async ({ page }) => {
  const learner = await signInAsNewLearner(page.request);
  const paper = await mockPaperWithMistakes(page.request, [1, 3, 2]);
  await paper.handInByApi();
  await mockControls(page.request).ageWrongBook({ phone: learner.phone }, 1);
  const book = await bookAnswers(page.request);
  const due = async () =>
    (await contractClient(page.request).call(listWrongBook, { query: { page: 1, size: 10, status: 'due' } })).list.map(
      (entry) => entry.question.id,
    );
  await page.goto('/study/wrong-book/review');
  await waitForHydration(page);
  const session = page.getByTestId('review-session');
  const card = session.getByTestId('review-card');
  const skipped = Number(await card.getAttribute('data-question-id'));
  await expect(card).toContainText('第 1 / 3 题');
  await card.getByRole('button', { name: '跳过' }).click();
  // The next one in its place, its stem focused; nothing answered, nothing sent.
  await expect(card).not.toHaveAttribute('data-question-id', String(skipped));
  await expect(card).toContainText('第 1 / 3 题');
  await expect(card.getByRole('heading', { level: 3 })).toBeFocused();
  await expect(session).toContainText('已复习 0 / 3');
  expect(await due()).toContain(skipped);

  const asked: number[] = [];
  for (let number = 1; number <= 3; number += 1) {
    const id = Number(await card.getAttribute('data-question-id'));
    asked.push(id);
    await expect(card).toContainText(`第 ${number} / 3 题`);
    // The last question left cannot be skipped: nothing else is left to ask first.
    await expect(card.getByRole('button', { name: '跳过' })).toHaveCount(number === 3 ? 0 : 1);
    await answer(card, book, true);
    await expect(card.getByTestId('review-outcome')).toHaveText('答对了（想起来了），2 天后再复习');
    await card.getByRole('button', { name: number === 3 ? '完成复习' : '下一题' }).click();
    if (number < 3) await expect(card).not.toHaveAttribute('data-question-id', String(id));
  }
  expect(asked.at(-1)).toBe(skipped);
  expect(new Set(asked).size).toBe(3);
  await expect(session.getByTestId('review-done')).toContainText('本次复习 3 题，答对 3 题。');
  expect(await due()).toEqual([]);
});

test('the review on a phone: one question per screen, big targets, the verdict said as it felt, and the next one @mobile', async ({
  page,
}) => {
  const learner = await signInAsNewLearner(page.request);
  const paper = await mockPaperWithMistakes(page.request, [1, 3]);
  await paper.handInByApi();
  await mockControls(page.request).ageWrongBook({ phone: learner.phone }, 1);
  const book = await bookAnswers(page.request);
  await page.goto('/study/wrong-book/review');
  await waitForHydration(page);
  const card = page.getByTestId('review-card');
  // Every choice is a target a thumb can hit, and nothing is wider than the screen.
  for (const box of await card.locator('label').evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect().height)))
    expect(box).toBeGreaterThanOrEqual(48);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
  await answer(card, book, true);
  await expect(card.getByTestId('review-outcome')).toHaveText('答对了（想起来了），2 天后再复习');
  // How it felt moves the next day: 很熟 later, 模糊 sooner; the choice is the pressed one.
  const feel = card.getByRole('group', { name: '这道题感觉如何' });
  await feel.getByRole('button', { name: '很熟' }).click();
  await expect(card.getByTestId('review-outcome')).toHaveText('答对了（很熟），3 天后再复习');
  await expect(feel.getByRole('button', { name: '很熟' })).toHaveAttribute('aria-pressed', 'true');
  await feel.getByRole('button', { name: '模糊' }).click();
  await expect(card.getByTestId('review-outcome')).toHaveText('答对了（模糊），明天再复习');
  await expectAccessibleInBothSchemes(page, 'a review’s verdict with how it felt');
  for (const { height } of await feel.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect())))
    expect(height).toBeGreaterThanOrEqual(44);
  await card.getByRole('button', { name: '下一题' }).click();
  await expect(page.getByTestId('review-card')).toContainText('第 2 / 2 题');
  await answer(page.getByTestId('review-card'), book, false);
  await expect(page.getByTestId('review-outcome')).toHaveText('答错了，记为忘了，明天再复习');
  // A wrong answer is 忘了: nothing to choose.
  await expect(page.getByRole('group', { name: '这道题感觉如何' })).toHaveCount(0);
  await page.getByRole('button', { name: '完成复习' }).click();
  await expect(page.getByTestId('review-done')).toContainText('本次复习 2 题，答对 1 题');
});

test('备考目标: an exam date refused, then set on the page; the reviews move toward it and it survives a reload', async ({ page }) => {
  await signInAsNewLearner(page.request);
  const paper = await mockPaperWithMistakes(page.request, [1, 3]);
  await paper.handInByApi();
  const { today } = await contractClient(page.request).call(getExamGoal);
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await page.goto('/study/wrong-book');
  await waitForHydration(page);
  const goal = page.getByTestId('exam-goal');
  await expect(goal).toContainText('未设置');
  await expect(goal).toContainText('90%');
  await expect(page.getByTestId('due-count')).toHaveText('0 题');

  await goal.getByRole('button', { name: '设定考试日期' }).click();
  const date = goal.getByLabel('考试日期');
  await date.fill(today);
  await goal.getByRole('button', { name: '保存' }).click();
  await expect(goal.getByRole('alert')).toHaveText('考试日期应在今天之后');
  await expect(date).toHaveValue(today);
  await expect(date).toBeFocused();
  await expectAccessibleInBothSchemes(page, '备考目标 with a refused date');

  // The exam tomorrow: today's mistakes cannot wait for it, both are due today, and each says why.
  await date.fill(tomorrow);
  await goal.getByLabel('记忆目标').selectOption('95');
  await goal.getByRole('button', { name: '保存' }).click();
  await expectToast(page, '备考目标已保存，复习日期已按新目标重新安排');
  await expect(goal).toContainText('明天考试');
  await expect(goal).toContainText('95%');
  await expect(goal).toContainText('自己设定的日期');
  // A natural moment to offer WeChat reminders (issue 36 §4); a learner without WeChat is asked to bind it first.
  const prompt = page.getByTestId('wechat-subscribe-prompt');
  await expect(prompt).toContainText('考试日期已设定。');
  await expect(prompt.getByRole('link', { name: '先绑定微信' })).toBeVisible();
  await expect(page.getByTestId('due-count')).toHaveText('2 题');
  await expect(page.getByTestId('entry-schedule').first()).toContainText('考试当天记住的把握仍有 95% 以上');

  await page.reload();
  await expect(page.getByTestId('exam-goal')).toContainText('明天考试');
  await expect(page.getByTestId('due-count')).toHaveText('2 题');
});

test('a favourite kept for review joins the book without a mistake, due tomorrow', async ({ page }) => {
  await signInAsNewLearner(page.request);
  const api = contractClient(page.request);
  const exam = (await api.call(listExams, { query: { size: 100, mode: 2 } })).list[0]!;
  const session = await api.call(startPractice, { params: { id: exam.id }, body: { mode: 'memorize' } });
  const questionId = session.questions[0]!.id;
  await api.call(markQuestion, { params: { questionId }, body: { examId: exam.id, favourite: true } });
  await page.goto('/study/wrong-book?status=favourite');
  await waitForHydration(page);
  const entry = entryOf(page, questionId);
  await expect(entry).toContainText('仅收藏');
  await entry.getByRole('button', { name: '加入复习' }).click();
  await expectToast(page, '已加入复习，明天开始按记忆安排复习');
  await expect(entry).toContainText('主动加入复习');
  await expect(entry.getByTestId('entry-schedule')).toContainText('下次复习：明天');
  await expect(entry.getByRole('button', { name: '提前复习' })).toBeVisible();
  await expect(tabs(page).getByRole('link', { name: /全部错题\s*1/ })).toBeVisible();
});
