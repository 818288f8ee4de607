import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuestionKind } from '@shared/enums/exam';
import { ExamMode } from '@shared/enums/learning';
import type { Answer } from '@shared/schemas/exam-attempt';
import { buildTestApp, type TestApp } from './test-support/app';
import { countOf, hrefsOf, parsePage, textOf, textsOf, titleOf } from './test-support/html';

/** A wrong answer of the same shape as the right one. */
function wrongOf(right: Answer): Answer {
  if (typeof right === 'boolean') return !right;
  if (Array.isArray(right)) return /^[A-Z]$/.test(right[0] ?? '') ? (right.includes('A') ? ['B'] : ['A']) : right.map(() => '不知道');
  return right === 'A' ? 'B' : 'A';
}

/** Issue 25 §4: the 错题本 (/study/wrong-book), its review (/study/wrong-book/review) and the study page's line, rendered on the server. */
describe('/study/wrong-book rendered on the server', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const store = () => app.mockApi.store;
  /** A learner of their own: books are per account. */
  const learner = () => {
    const account = store().addAccount({
      phone: `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      passwordHash: 'x:y',
      nickname: '错题本学员',
      gender: 0,
      signature: '',
      realNameVerified: false,
      coinBalance: 0,
      wechatOpenId: null,
      createdAt: '2026-11-22T09:00:00+08:00',
    });
    return { id: account.id, headers: { cookie: `skill_token=${store().issueToken(account.id)}` } };
  };
  const page = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
  const data = async <T>(response: { json: () => unknown }) => {
    const envelope = response.json() as { code: number; msg: string; data: T };
    expect(envelope.code, envelope.msg).toBe(0);
    return envelope.data;
  };

  /** A mock paper handed in with its first `wrong` objective questions answered wrong: they enter the book. */
  async function mockWithMistakes(headers: Record<string, string>, wrong = 3) {
    const exam = store().content.exams.find((candidate) => candidate.mode === ExamMode.MOCK)!;
    const attempt = await data<{ id: number; questions: { id: number; kind: number; stem: string }[] }>(
      await app.inject({ method: 'POST', url: `/api/exam/${exam.id}/attempts`, headers, payload: { kind: 'mock' } }),
    );
    const key = await data<{ questionId: number; kind: number; answer: Answer }[]>(
      await app.inject({ url: `/__mock/exam/attempts/${attempt.id}/key`, headers }),
    );
    const mistakes = key.filter((line) => line.kind !== QuestionKind.SHORT).slice(0, wrong);
    const answers = mistakes.map((line) => ({ questionId: line.questionId, answer: wrongOf(line.answer) }));
    await data(await app.inject({ method: 'POST', url: `/api/exam/attempts/${attempt.id}/submit`, headers, payload: { answers } }));
    const stems = new Map(attempt.questions.map((question) => [question.id, question.stem]));
    return { exam, mistakes: mistakes.map((line) => ({ ...line, stem: stems.get(line.questionId)! })) };
  }

  it('signed out: the book and its review send the visitor to sign in, coming back after', async () => {
    for (const url of ['/study/wrong-book', '/study/wrong-book?status=due', '/study/wrong-book/review']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location).toMatch(/[?&]login=1/);
      expect(response.headers.location).toContain(encodeURIComponent(url.split('?')[0]!));
    }
  });

  it('a new learner: an empty book that says how it fills, with the tabs at 0 and the way to a mock exam', async () => {
    const { headers } = learner();
    const response = await page('/study/wrong-book', headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    expect(titleOf(response.body)).toBe('错题本 - 技能学堂');
    const text = textOf(response.body);
    expect(text).toContain('错题本还是空的');
    expect(textsOf(response.body, 'a[href="/exam?mode=2"]')).toContain('去做模拟考试');
    expect(textsOf(response.body, 'nav[aria-label="错题分类"] a')).toEqual([
      '全部错题 0',
      '今日待复习 0',
      '学习中 0',
      '已掌握 0',
      '收藏 0',
    ]);
    expect(textsOf(response.body, '[data-testid="due-count"]')).toEqual(['0 题']);
    // The study page: a line about the book, even empty.
    const study = await page('/study', headers);
    expect(textsOf(study.body, '[data-testid="study-wrong-book"]')[0]).toContain('模拟考试和练习中答错的题会自动记入');
  });

  it('after a mock with mistakes: the tabs and counts, each question with my wrong answer against the right one, the 解析 and the schedule; filters as links', async () => {
    const { headers } = learner();
    const { exam, mistakes } = await mockWithMistakes(headers, 3);
    const response = await page('/study/wrong-book', headers);
    const $ = parsePage(response.body);
    expect(textsOf(response.body, 'nav[aria-label="错题分类"] a')).toEqual([
      '全部错题 3',
      '今日待复习 0',
      '学习中 3',
      '已掌握 0',
      '收藏 0',
    ]);
    expect(textsOf(response.body, 'nav[aria-label="错题分类"] a[aria-current="page"]')).toEqual(['全部错题 3']);
    expect(countOf(response.body, '[data-testid="wrong-entry"]')).toBe(3);
    const first = mistakes[0]!;
    const entry = $(`[data-testid="wrong-entry"][data-question-id="${first.questionId}"]`);
    expect(entry.length).toBe(1);
    const entryText = textOf(entry);
    expect(entryText).toContain(first.stem.replace(/\s+/g, ' '));
    expect(entryText).toContain('答错 1 次');
    expect(entryText).toContain('正确答案');
    expect(entryText).toContain('解析');
    expect(entryText).toContain('下次复习： 明天');
    expect(textOf(entry.find('[data-testid="last-wrong-answer"]'))).not.toBe('');
    expect(textOf(entry.find('[data-testid="last-wrong-answer"]'))).not.toBe(textOf(entry.find('[data-testid="right-answer"]')));
    expect(textsOf(entry.toString(), '[role="group"][aria-label="错因"] button')).toEqual(['不会', '粗心', '概念混淆']);
    for (const action of ['收藏', '写笔记', '提前复习', '纠错', '移出错题本'])
      expect(textsOf(entry.toString(), 'button')).toContain(action);
    // The filters: the exam and its profession and level as links with counts, 错因 with 未标记.
    const links = hrefsOf(response.body);
    expect(links).toContain(`/study/wrong-book?exam=${exam.id}`);
    expect(links).toContain(`/study/wrong-book?profession=${exam.professionId}&level=${exam.skillLevel}`);
    expect(links).toContain('/study/wrong-book?reason=none');
    expect(links.some((href) => /^\/study\/wrong-book\?point=\d$/.test(href))).toBe(true);
    // Nothing due on the day of the mistakes.
    expect(textsOf(response.body, '[data-testid="due-count"]')).toEqual(['0 题']);
    expect(links).not.toContain('/study/wrong-book/review');
    // A filter that matches nothing says so, with the way back.
    const none = await page(`/study/wrong-book?reason=careless`, headers);
    expect(textOf(none.body)).toContain('没有符合条件的错题');
    expect(textsOf(none.body, 'a[href="/study/wrong-book"]')).toContain('清除筛选');
  });

  it('a day later: 今日待复习 lists them, the review shows the first one without its answer, and the study page counts them', async () => {
    const { id, headers } = learner();
    const { mistakes } = await mockWithMistakes(headers, 2);
    await data(await app.inject({ method: 'POST', url: '/__mock/wrong-book/age', payload: { accountId: id, days: 1 } }));

    const due = await page('/study/wrong-book?status=due', headers);
    expect(textsOf(due.body, 'nav[aria-label="错题分类"] a[aria-current="page"]')).toEqual(['今日待复习 2']);
    expect(countOf(due.body, '[data-testid="wrong-entry"]')).toBe(2);
    expect(textsOf(due.body, '[data-testid="due-count"]')).toEqual(['2 题']);
    expect(textsOf(due.body, 'a[href="/study/wrong-book/review"]')).toContain('开始复习');

    const review = await page('/study/wrong-book/review', headers);
    expect(review.statusCode).toBe(200);
    expect(titleOf(review.body)).toBe('今日复习 - 技能学堂');
    const card = parsePage(review.body)('[data-testid="review-card"]');
    expect(card.length).toBe(1);
    expect(mistakes.map((line) => String(line.questionId))).toContain(card.attr('data-question-id'));
    expect(textOf(card)).toContain('第 1 / 2 题');
    expect(textsOf(review.body, 'button')).toContain('提交答案');
    // The answer waits for the verdict.
    expect(countOf(review.body, '[data-testid="right-answer"], [data-testid="review-verdict"]')).toBe(0);

    const study = await page('/study', headers);
    expect(textsOf(study.body, '[data-testid="study-due-count"]')).toEqual(['2']);
    expect(textsOf(study.body, 'a[href="/study/wrong-book?status=due"]')).toContain('去复习');
  });

  it('another learner’s book is not mine; a 纠错 reply’s link shows its question alone, marked, wherever it is in the book', async () => {
    const owner = learner();
    const { mistakes } = await mockWithMistakes(owner.headers, 3);
    const other = learner();
    expect(textOf((await page('/study/wrong-book', other.headers)).body)).toContain('错题本还是空的');
    // One of the three: it alone is listed.
    const questionId = mistakes.at(-1)!.questionId;
    const linked = parsePage((await page(`/study/wrong-book?question=${questionId}`, owner.headers)).body);
    expect(linked('[data-testid="wrong-entry"]').length).toBe(1);
    expect(linked(`[data-testid="wrong-entry"][data-question-id="${questionId}"]`).attr('data-highlighted')).toBe('true');
    expect(linked('a:contains("查看全部错题")').attr('href')).toBe('/study/wrong-book');
    // No tab is the view: the question may be in any of them.
    expect(linked('nav[aria-label="错题分类"] [aria-current]').length).toBe(0);
    // Another learner following my link sees nothing of mine.
    const theirs = (await page(`/study/wrong-book?question=${questionId}`, other.headers)).body;
    expect(countOf(theirs, '[data-testid="wrong-entry"]')).toBe(0);
    expect(textOf(theirs)).toContain('找不到这道题');
  });
});
