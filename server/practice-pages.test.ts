import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExamMode } from '@shared/enums/learning';
import { PRACTICE_MODE_LABELS } from '@shared/lib/wrong-book-rules';
import type { ExamPractice, PracticeSession, Readiness } from '@shared/schemas/practice';
import type { MockStore } from '@skill/mock-api';
import { rightAnswerOfQuestion, wrongAnswerOfQuestion } from '@skill/mock-api/testing';
import { buildTestApp, type TestApp } from './test-support/app';
import { countOf, parsePage, textOf, textsOf, titleOf } from './test-support/html';

/**
 * Issue 25 §4–§5 on the server: the exam page's 练习 and 备考评估 sections (signed out and in) and the
 * practice session page /exam/{id}/practice/{sessionId}, rendered before any script runs.
 */
describe('practice on the exam page and the practice session page, rendered on the server', () => {
  let app: TestApp;
  let store: MockStore;
  let phones = 0;
  /** A learner of its own: practice and readiness are per learner. */
  const newLearner = () =>
    store.accounts.add({
      phone: `1370000${String(++phones).padStart(4, '0')}`,
      passwordHash: 'x:y',
      nickname: `练习学员${phones}`,
      gender: 1,
      signature: '',
      realNameVerified: false,
      coinBalance: 0,
      wechatOpenId: null,
      createdAt: '2025-12-01T00:00:00+08:00',
    }).id;
  const cookieOf = (accountId: number) => ({ cookie: `skill_token=${store.issueToken(accountId)}` });
  const page = async (url: string, accountId?: number) => {
    const response = await app.inject({ url, headers: accountId ? cookieOf(accountId) : {} });
    return { status: response.statusCode, location: response.headers.location, html: response.body, text: textOf(response.body) };
  };
  /** The contract's answer through the site's /api, as the learner. */
  const call = async <T>(accountId: number, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<T> => {
    const response = await app.inject({ method, url: `/api${url}`, headers: cookieOf(accountId), ...(payload ? { payload } : {}) });
    const envelope = response.json() as { code: number; msg: string; data: T };
    expect(envelope.code, `${method} ${url}: ${envelope.msg}`).toBe(0);
    return envelope.data;
  };
  const exam = () => store.content.exams.find((candidate) => candidate.mode === ExamMode.PRACTICE)!;

  beforeAll(async () => {
    app = await buildTestApp();
    store = app.mockApi.store;
  });
  afterAll(() => app.close());

  it('/exam/{id} signed out: the five modes, each a protected click; the 鉴定要素 with their 比重; readiness asks for a sign-in', async () => {
    const { status, html } = await page(`/exam/${exam().id}`);
    expect(status).toBe(200);
    const $ = parsePage(html);
    const practice = $('[data-testid="exam-practice"]');
    expect(textsOf(practice, 'h2')).toEqual(['练习']);
    expect(textsOf(practice, 'h3')).toEqual(Object.values(PRACTICE_MODE_LABELS));
    const starts = practice.find('button[data-testid^="practice-start-"]');
    expect(starts.length).toBe(5);
    expect(starts.toArray().every((button) => button.attribs['data-requires-login'] === '')).toBe(true);
    const points = textsOf(practice, 'fieldset label');
    expect(points.length).toBeGreaterThan(0);
    for (const point of points) expect(point).toMatch(/比重 \d+%$/);
    // The bank's size and my sessions come with a sign-in.
    expect(textOf(practice)).not.toContain('练习题库共');
    expect(practice.find('a[href*="/practice/"]').length).toBe(0);
    const readiness = $('[data-testid="exam-readiness"]');
    expect(textOf(readiness)).toContain('登录后');
    expect(readiness.find('button[data-requires-login]').length).toBe(1);
    expect(readiness.find('[data-testid="readiness-estimate"]').length).toBe(0);
  });

  it('/exam/{id} signed in: my session under way with its progress and 继续; no estimate below the minimum, but what is missing; then the estimate as the API gives it', async () => {
    const learner = newLearner();
    const id = exam().id;
    const fresh = await page(`/exam/${id}`, learner);
    const freshReadiness = parsePage(fresh.html)('[data-testid="exam-readiness"]');
    expect(textOf(freshReadiness)).toContain('暂不估计');
    expect(textOf(freshReadiness)).toContain('再练 30 题后给出估计');
    expect(textOf(freshReadiness)).toContain('还没有作答');
    expect(freshReadiness.find('[data-testid="readiness-estimate"]').length).toBe(0);
    expect(freshReadiness.find('[data-testid="readiness-answered"]').text()).toBe('0');

    // A 顺序练习 with two answers, one right.
    const session = await call<PracticeSession>(learner, 'POST', `/exam/${id}/practice`, { mode: 'sequential' });
    const [first, second] = session.questions;
    await call(learner, 'POST', `/practice/sessions/${session.id}/answer`, {
      questionId: first!.id,
      answer: rightAnswerOfQuestion(first!.id),
    });
    await call(learner, 'POST', `/practice/sessions/${session.id}/answer`, {
      questionId: second!.id,
      answer: wrongAnswerOfQuestion(second!.id),
    });
    const overview = await call<ExamPractice>(learner, 'GET', `/exam/${id}/practice`);
    const { html } = await page(`/exam/${id}`, learner);
    const $ = parsePage(html);
    const practice = $('[data-testid="exam-practice"]');
    expect(textOf(practice)).toContain(`练习题库共 ${overview.total} 题`);
    const open = practice.find('[data-testid="practice-open-sequential"]');
    expect(open.find('[data-testid="practice-progress"]').text()).toBe(`第 2 / ${overview.total} 题 · 已答 2 题 · 答对 1 题`);
    expect(open.find(`a[href="/exam/${id}/practice/${session.id}"]`).text()).toBe('继续');
    expect(textsOf(open, 'button')).toEqual(['重新开始']);
    // Signed in, each point with the bank's questions of it.
    for (const point of overview.knowledgePoints)
      expect(textsOf(practice, 'fieldset label')).toContain(`${point.name} 比重 ${point.share}% · ${point.questionCount} 题`);

    // Enough answers on every point: the estimate, exactly the API's.
    for (const point of overview.knowledgePoints) {
      const chapter = await call<PracticeSession>(learner, 'POST', `/exam/${id}/practice`, {
        mode: 'chapter',
        knowledgePointIds: [point.id],
      });
      for (const question of chapter.questions.slice(0, 5))
        await call(learner, 'POST', `/practice/sessions/${chapter.id}/answer`, {
          questionId: question.id,
          answer: question.index % 2 ? wrongAnswerOfQuestion(question.id) : rightAnswerOfQuestion(question.id),
        });
    }
    const readiness = await call<Readiness>(learner, 'GET', `/exam/${id}/readiness`);
    expect(readiness.sufficient).toBe(true);
    const after = parsePage((await page(`/exam/${id}`, learner)).html)('[data-testid="exam-readiness"]');
    const estimate = after.find('[data-testid="readiness-estimate"]');
    const percent = `${Number.isInteger(readiness.estimate!) ? readiness.estimate : readiness.estimate!.toFixed(1)}%`;
    expect(textOf(estimate)).toContain(percent);
    expect(textOf(estimate)).toContain(readiness.likelyPass ? '有望通过' : '仍需加强');
    expect(after.find('[data-testid="readiness-insufficient"]').length).toBe(0);
    expect(after.find('[data-testid="readiness-answered"]').text()).toBe(String(readiness.answered));
    expect(textOf(after)).toContain('按近 30 天各鉴定要素最近 50 题的正确率，按比重加权');
    expect(textOf(after)).toContain(readiness.method);
    const weakest = textsOf(after, '[data-testid="readiness-weakest"] li');
    expect(weakest).toHaveLength(readiness.weakest.length);
    expect(weakest[0]).toContain(readiness.weakest[0]!.name);
    expect(weakest[0]).toContain(`比重 ${readiness.weakest[0]!.share}%`);
    expect(after.find('[data-testid="practice-weakest"]').text()).toBe('练薄弱点');
  });

  it('/exam/{id}/practice/{sessionId} signed out: to the login page, coming back here after', async () => {
    const { status, location } = await page(`/exam/${exam().id}/practice/1`);
    expect(status).toBe(302);
    expect(location).toContain(encodeURIComponent(`/exam/${exam().id}/practice/1`));
  });

  it('signed in: resumed at the question I was on, its verdict shown, the 题卡 marked; another learner gets a 404, another exam’s id a redirect', async () => {
    const learner = newLearner();
    const { id, title } = exam();
    const session = await call<PracticeSession>(learner, 'POST', `/exam/${id}/practice`, { mode: 'sequential' });
    const [first, second] = session.questions;
    await call(learner, 'POST', `/practice/sessions/${session.id}/answer`, {
      questionId: first!.id,
      answer: wrongAnswerOfQuestion(first!.id),
    });
    await call(learner, 'POST', `/practice/sessions/${session.id}/answer`, {
      questionId: second!.id,
      answer: rightAnswerOfQuestion(second!.id),
    });
    await call(learner, 'PUT', `/practice/sessions/${session.id}/position`, { position: 1 });

    const { status, html } = await page(`/exam/${id}/practice/${session.id}`, learner);
    expect(status).toBe(200);
    expect(titleOf(html)).toBe(`顺序练习 - ${title} - 技能学堂`);
    const $ = parsePage(html);
    expect(textsOf($, 'h1')).toContain('顺序练习');
    const question = $('[data-testid="practice-question"]');
    expect(question.attr('data-index')).toBe('1');
    expect(question.attr('data-question-id')).toBe(String(second!.id));
    expect(textOf(question)).toContain(`第 2 / ${session.total} 题`);
    expect(textOf(question.find('[data-testid="practice-verdict"]'))).toContain('回答正确');
    const cells = $('nav[aria-label="题卡"] button');
    expect(cells.length).toBe(session.total);
    expect(cells.eq(0).attr('aria-label')).toBe('第 1 题，答错');
    expect(cells.eq(1).attr('aria-label')).toBe('第 2 题，答对');
    expect(cells.eq(1).attr('aria-current')).toBe('step');
    expect(cells.eq(2).attr('aria-label')).toBe('第 3 题，未作答');
    expect($('[data-testid="practice-counts"]').text()).toBe(`已答 2 / ${session.total} · 答对 1（50%）`);

    // 限时模拟 under way: the countdown, nothing graded.
    const timed = await call<PracticeSession>(learner, 'POST', `/exam/${id}/practice`, { mode: 'timed', questionCount: 10, minutes: 30 });
    await call(learner, 'POST', `/practice/sessions/${timed.id}/answer`, {
      questionId: timed.questions[0]!.id,
      answer: rightAnswerOfQuestion(timed.questions[0]!.id),
    });
    const timedPage = parsePage((await page(`/exam/${id}/practice/${timed.id}`, learner)).html);
    expect(timedPage('[data-testid="practice-timer"]').text()).toMatch(/^剩余(30:00|29:5\d)$/);
    expect(countOf(timedPage.html(), '[data-testid="practice-verdict"]')).toBe(0);
    expect(timedPage('nav[aria-label="题卡"] button').eq(0).attr('aria-label')).toBe('第 1 题，已作答');

    // Someone else's session is as unknown as a missing one; another exam's id goes to the session's own URL.
    expect((await page(`/exam/${id}/practice/${session.id}`, newLearner())).status).toBe(404);
    expect((await page(`/exam/${id}/practice/99999999`, learner)).status).toBe(404);
    const otherExam = store.content.exams.find((candidate) => candidate.id !== id)!;
    const moved = await page(`/exam/${otherExam.id}/practice/${session.id}`, learner);
    expect(moved.status).toBe(302);
    expect(moved.location).toBe(`/exam/${id}/practice/${session.id}`);
  });
});
