import { readFile } from 'node:fs/promises';
import { expect, type APIRequestContext } from '@playwright/test';
import { enrolCourse } from '@shared/api/learning';
import { listCourses } from '@shared/api/catalogue';
import { listExams } from '@shared/api/exam';
import { getExamGoal, updateExamGoal } from '@shared/api/exam-goal';
import { answerPractice, getPracticeSession } from '@shared/api/practice';
import { addDays, dayText, weekdayOf } from '@shared/lib/china-date';
import type { PracticeSession } from '@shared/schemas/practice';
import { contractClient } from './support/api';
import { signInAsNewLearner } from './support/accounts';
import { mockControls } from './support/mock';
import { expectAccessibleInBothSchemes } from './support/axe';
import { waitForHydration } from './support/page';
import { expectToast, test } from './support/toasts';

/**
 * Issue 36 §2, the plan counted back from the exam day as a learner uses it: made from an exam date and a
 * shift rota (a refusal first), today's tasks on /study ticked by doing them, a missed day moved forward
 * and said, the days exported to a calendar. A learner of its own; the day passes for them alone.
 */

/** A free course at a level that has a 模拟 exam: the plan's lessons, practice and mocks. */
async function enrolInFreeLevelCourse(request: APIRequestContext) {
  const api = contractClient(request);
  const mocks = (await api.call(listExams, { query: { page: 1, size: 100, mode: 2 } })).list;
  for (const exam of mocks) {
    const courses = await api.call(listCourses, {
      query: { page: 1, size: 1, professionId: exam.professionId, level: exam.skillLevel, price: 'free', sort: 'recommend' },
    });
    const course = courses.list[0];
    if (!course) continue;
    await api.call(enrolCourse, { body: { courseId: course.id } });
    return course;
  }
  throw new Error('no free course at a level with a mock exam');
}

/** Answers every question of a practice session (right or wrong: the plan counts what was practised). */
async function answerSession(request: APIRequestContext, sessionId: number, count: number) {
  const api = contractClient(request);
  const session: PracticeSession = await api.call(getPracticeSession, { params: { sessionId }, query: { page: 1, size: 50 } });
  for (const question of session.questions.slice(0, count)) {
    const answer =
      question.kind === 3
        ? true
        : question.kind === 2
          ? ['A']
          : question.kind === 4
            ? Array.from({ length: question.blanks }, () => '答')
            : 'A';
    await api.call(answerPractice, { params: { sessionId }, body: { questionId: question.id, answer } });
  }
}

test('备考计划: made from an exam date and a rota, today’s tasks ticked by doing them, a missed day moved forward, the days exported', async ({
  page,
}) => {
  const learner = await signInAsNewLearner(page.request);
  const course = await enrolInFreeLevelCourse(page.request);
  await page.goto('/study');
  await waitForHydration(page);
  const today = page.getByTestId('today-tasks');
  await expect(today).toContainText('按考试日期和你的排班');
  await today.getByRole('link', { name: '制定备考计划' }).click();
  await expect(page).toHaveURL(/\/study\/plan$/);

  // A level of the learner's course needs their own exam date first: refused, the choices kept.
  const api = contractClient(page.request);
  const { today: todayDate } = await api.call(getExamGoal);
  // Two weeks a round from this Monday: today gets an hour, whatever weekday the run falls on.
  const todayLabel = `第 ${weekdayOf(todayDate) + 1} 天（周${'一二三四五六日'[weekdayOf(todayDate)]}）`;
  const form = page.locator('form');
  await expect(form.getByLabel('准备哪场考试')).toHaveValue(new RegExp(`^level:${course.professionId}:`));
  await form.getByLabel('排班方式').selectOption('14');
  await form.getByLabel('第 8 天（周一）').selectOption('90');
  await form.getByLabel(todayLabel).selectOption('60');
  await form.getByRole('button', { name: '生成计划' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '请先在备考目标里设定考试日期' })).toBeVisible();
  await expect(form.getByLabel('排班方式')).toHaveValue('14');
  await expect(form.getByLabel('第 8 天（周一）')).toHaveValue('90');
  await expectAccessibleInBothSchemes(page, '备考计划 form with a refusal');

  // The date set (the 备考目标 form is tested in wrong-book.spec.ts), the plan is made with a day off.
  const examDate = addDays(todayDate, 40);
  await api.call(updateExamGoal, { body: { examDate } });
  const dayOff = addDays(todayDate, 2);
  await form.getByLabel('另外的休息日').fill(dayOff);
  await form.getByRole('button', { name: '添加' }).click();
  await expect(form.getByRole('list', { name: '已添加的休息日' })).toContainText(dayText(dayOff, todayDate));
  await form.getByRole('button', { name: '生成计划' }).click();
  await expectToast(page, '备考计划已排好，今天的任务在上方');
  await expect(page.getByTestId('wechat-subscribe-prompt')).toContainText('计划已排好。');
  const plan = page.getByTestId('today-tasks');
  await expect(plan).toContainText(`${dayText(examDate, todayDate)}考试 · 还有 40 天`);
  await expect(page.locator(`li[data-date="${dayOff}"]`)).toContainText('休息');
  await expect(page.getByTestId('plan-chart')).toBeVisible();
  await expectAccessibleInBothSchemes(page, '备考计划');

  // The days go to a calendar.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出到日历（.ics）' }).click()]);
  const ics = await readFile((await download.path())!, 'utf8');
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toContain(`DTSTART;VALUE=DATE:${todayDate.replaceAll('-', '')}`);
  expect(ics).not.toContain(`DTSTART;VALUE=DATE:${dayOff.replaceAll('-', '')}`);

  // On /study: a practice task opens its 章节练习; done there, it is ticked.
  await page.goto('/study');
  const practice = page.getByTestId('today-tasks').locator('li[data-task^="practice:"]').first();
  if ((await practice.count()) === 0) throw new Error('no practice task today (the rota gives today no minutes?)');
  const questions = Number(/「.+」(\d+) 题/.exec((await practice.textContent()) ?? '')?.[1]);
  await practice.getByRole('button', { name: '去练习' }).click();
  await expect(page).toHaveURL(/\/exam\/\d+\/practice\/\d+$/);
  const sessionId = Number(page.url().split('/').at(-1));
  await answerSession(page.request, sessionId, questions);
  await page.goto('/study');
  const taskKey = await practice.getAttribute('data-task');
  await expect(page.locator(`li[data-task="${taskKey}"]`)).toHaveAttribute('data-done', 'true');
  await expect(page.locator(`li[data-task="${taskKey}"]`)).toContainText('已完成');

  // A day passes for this learner with the rest undone: the plan says so and lays it out again.
  await mockControls(page.request).ageWrongBook({ phone: learner.phone }, 1);
  await page.goto('/study/plan');
  await expect(page.getByRole('status').filter({ hasText: '没有完成，已顺延到后面的日子' })).toContainText(
    dayText(addDays(todayDate, -1), todayDate),
  );
  await expect(page.getByTestId('today-tasks')).toContainText('还有 39 天');
});
