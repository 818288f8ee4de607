import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExamMode } from '@shared/enums/learning';
import { buildTestApp, type TestApp } from './test-support/app';
import { countOf, hrefsOf, only, parsePage, textOf, textsOf, titleOf } from './test-support/html';

const cardsIn = (html: string) => countOf(html, '[data-testid="exam-card"]');
const modesIn = (html: string) =>
  parsePage(html)('[data-testid="exam-card"]')
    .toArray()
    .map((card) => Number(card.attribs['data-mode']));
/** The texts of the links to exactly this href that are the current choice (aria-current page or true). */
const currentLinks = (html: string, href: string) =>
  textsOf(html, `a[href="${href}"][aria-current="page"], a[href="${href}"][aria-current="true"]`);
/** The texts of the links to exactly this href. */
const linkTexts = (html: string, href: string) => textsOf(html, `a[href="${href}"]`);

describe('/exam pages rendered on the server', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const exams = () => app.mockApi.store.content.exams;
  const byMode = (mode: number) => exams().find((exam) => exam.mode === mode)!;
  const signedIn = (account = 1) => ({ cookie: `skill_token=${app.mockApi.store.issueToken(account)}` });

  it('/exam: 12 cards with mode, profession, level, facts and attempts; mode tabs, level and profession filters as links', async () => {
    const response = await app.inject('/exam');
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe('考试 - 技能学堂');
    expect(cardsIn(response.body)).toBe(12);
    const text = textOf(response.body);
    for (const label of [
      '全部',
      '正式考试',
      '模拟考试',
      '练习',
      '等级',
      '初级工',
      '高级技师',
      '职业',
      '电工',
      '题量',
      '时长',
      '总分',
      '及格分',
      '人次参考',
      `共 ${exams().length} 场考试`,
    ])
      expect(text).toContain(label);
    expect(text).toMatch(/开放中|未开始 · \d+月\d+日 \d\d:\d\d 开考|已结束/);
    expect(text).toContain('不限时');
    expect(currentLinks(response.body, '/exam')).toContain('全部');
    const links = hrefsOf(response.body);
    for (const href of ['/exam?mode=2', '/exam?level=3', '/exam?profession=1', `/exam/${exams()[0]!.id}`]) expect(links).toContain(href);
    expect(countOf(response.body, 'a[rel="next"]')).toBeGreaterThan(0);
  });

  it('filters narrow the list and mark their choice; they combine, and a page link keeps them', async () => {
    const mocks = await app.inject('/exam?mode=2');
    expect(new Set(modesIn(mocks.body))).toEqual(new Set([ExamMode.MOCK]));
    expect(currentLinks(mocks.body, '/exam?mode=2')).toContain('模拟考试');
    expect(textOf(mocks.body)).toContain(`共 ${exams().filter((exam) => exam.mode === 2).length} 场考试`);

    const level = await app.inject('/exam?mode=1&level=3');
    const expected = exams().filter((exam) => exam.mode === 1 && exam.skillLevel === 3);
    expect(cardsIn(level.body)).toBe(Math.min(12, expected.length));
    expect(currentLinks(level.body, '/exam?mode=1&level=3')).toContain('高级工');

    const profession = await app.inject('/exam?profession=2');
    const welder = exams().filter((exam) => exam.professionId === 2);
    expect(cardsIn(profession.body)).toBe(welder.length);
    expect(currentLinks(profession.body, '/exam?profession=2')).toContain('焊工');
    for (const exam of welder) expect(hrefsOf(profession.body)).toContain(`/exam/${exam.id}`);

    const second = await app.inject('/exam?mode=2&page=2');
    expect(second.statusCode).toBe(200);
    const $ = parsePage(second.body);
    expect($('a[href="/exam?mode=2"][rel="prev"]').length).toBeGreaterThan(0);
    expect(only($, 'link[rel="canonical"]').attr('href')).toMatch(/^https?:\/\/[^/]+\/exam\?mode=2&page=2$/);
  });

  it('impossible values are ignored; no match is an empty state with a way back', async () => {
    for (const query of ['?mode=9', '?level=abc', '?page=-1', '?profession=%3Cscript%3E', '?mode=%3Cb%3E']) {
      const response = await app.inject(`/exam${query}`);
      expect(response.statusCode, query).toBe(200);
      expect(response.body).not.toContain('<script>alert');
      expect(cardsIn(response.body), query).toBe(12);
    }
    const none = await app.inject('/exam?profession=999999');
    expect(cardsIn(none.body)).toBe(0);
    expect(textOf(none.body)).toContain('没有符合条件的考试');
    expect(linkTexts(none.body, '/exam')).toContain('查看全部考试');
    const past = await app.inject('/exam?page=999');
    expect(textOf(past.body)).toContain('这一页没有考试了');
  });

  it('/exam/{id}: title, facts, rules, the paper’s make-up and the start buttons; bad or unknown ids → 404', async () => {
    const official = byMode(ExamMode.EXAM);
    const response = await app.inject(`/exam/${official.id}`);
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe(`${official.title} - 技能学堂`);
    const text = textOf(response.body);
    for (const label of [
      '职业',
      '等级',
      '题量',
      '时长',
      '总分/及格分',
      '可考次数',
      '2 次',
      '开放时间',
      '考试规则',
      '试卷构成',
      '单选题',
      '合计',
      '开始考试',
      '开始模拟',
      '考试记录',
      '登录后参加考试',
    ])
      expect(text).toContain(label);
    // Signed out, the start buttons are protected clicks (the login modal).
    expect(textsOf(response.body, 'button[data-requires-login]')).toContain('开始模拟');
    expect(hrefsOf(response.body)).toContain(`/exam/${official.id}/history`);

    const practice = await app.inject(`/exam/${byMode(ExamMode.PRACTICE).id}`);
    expect(textOf(practice.body)).toContain('开始练习');
    expect(textOf(practice.body)).toContain('不限时');
    expect(textOf(practice.body)).toContain('不限');
    expect(textOf(practice.body)).not.toContain('开始考试');

    for (const bad of ['/exam/999999', '/exam/abc', '/exam/0', '/exam/1.5']) expect((await app.inject(bad)).statusCode, bad).toBe(404);
  });

  it('signed in: my standing, and an open attempt is 继续作答 to its page', async () => {
    const mock = byMode(ExamMode.MOCK);
    const headers = signedIn(1);
    const before = await app.inject({ url: `/exam/${mock.id}`, headers });
    expect(before.statusCode).toBe(200);
    const text = textOf(before.body);
    for (const label of ['已考', '剩余', '最高分', '是否通过', '开始模拟']) expect(text).toContain(label);
    expect(before.headers['cache-control']).toContain('private');

    const started = await app.inject({ method: 'POST', url: `/api/exam/${mock.id}/attempts`, headers, payload: { kind: 'mock' } });
    const attempt = started.json<{ code: number; data: { id: number } }>();
    expect(attempt.code).toBe(0);
    const after = await app.inject({ url: `/exam/${mock.id}`, headers });
    expect(linkTexts(after.body, `/exam/${mock.id}/mocks/${attempt.data.id}`)).toContain('继续作答');
    expect(textOf(after.body)).not.toContain('开始模拟');
  });

  it('/exam/{id}/history: signed out → sign in first; signed in → my attempts, newest first, with the way back in', async () => {
    const practice = byMode(ExamMode.PRACTICE);
    const signedOut = await app.inject(`/exam/${practice.id}/history`);
    expect(signedOut.statusCode).toBe(302);
    expect(signedOut.headers.location).toBe(`/?login=1&redirect=${encodeURIComponent(`/exam/${practice.id}/history`)}`);

    const headers = signedIn(2);
    const empty = await app.inject({ url: `/exam/${practice.id}/history`, headers });
    expect(empty.statusCode).toBe(200);
    expect(titleOf(empty.body)).toBe('考试记录 - 技能学堂');
    expect(textOf(empty.body)).toContain('还没有考试记录');

    const started = await app.inject({ method: 'POST', url: `/api/exam/${practice.id}/attempts`, headers, payload: { kind: 'mock' } });
    const { data } = started.json<{ data: { id: number } }>();
    await app.inject({ method: 'POST', url: `/api/exam/attempts/${data.id}/submit`, headers, payload: {} });
    const second = (
      await app.inject({ method: 'POST', url: `/api/exam/${practice.id}/attempts`, headers, payload: { kind: 'mock' } })
    ).json<{ data: { id: number } }>().data;

    const history = await app.inject({ url: `/exam/${practice.id}/history`, headers });
    expect(history.statusCode).toBe(200);
    const text = textOf(history.body);
    for (const label of [
      '成绩走势',
      '开始时间',
      '类型',
      '状态',
      '得分/总分',
      '用时',
      '是否通过',
      '交卷方式',
      '答题中',
      '已交卷',
      '练习',
      '手动交卷',
      '未通过',
    ])
      expect(text).toContain(label);
    const $ = parsePage(history.body);
    const rows = $('[data-testid="attempt-row"]')
      .toArray()
      .map((row) => Number(row.attribs['data-status']));
    expect(rows).toEqual([1, 2]);
    expect(linkTexts(history.body, `/exam/${practice.id}/mocks/${second.id}`)).toContain('继续作答');
    expect(linkTexts(history.body, `/exam/${practice.id}/mocks/${data.id}`)).toContain('查看解析');
    // The chart is drawn in the browser; the server's figure already says what it shows.
    const figures = $('[role="img"]')
      .toArray()
      .map((figure) => figure.attribs['aria-label'] ?? '');
    expect(figures).toContainEqual(expect.stringMatching(/^成绩走势图：共 1 次交卷，最高 0 分/));

    expect((await app.inject({ url: '/exam/999999/history', headers })).statusCode).toBe(404);
    expect((await app.inject({ url: '/exam/abc/history', headers })).statusCode).toBe(404);
  });

  it('an attempt page: someone else’s is a 404 page (paper and result), a wrong exam id or kind redirects to its own URL', async () => {
    const mock = byMode(ExamMode.MOCK);
    const other = exams().find((exam) => exam.mode === ExamMode.MOCK && exam.id !== mock.id)!;
    const owner = signedIn(1);
    const stranger = signedIn(2);
    const start = async () =>
      (await app.inject({ method: 'POST', url: `/api/exam/${mock.id}/attempts`, headers: owner, payload: { kind: 'mock' } })).json<{
        data: { id: number };
      }>().data.id;
    const open = await start();
    const url = `/exam/${mock.id}/mocks/${open}`;
    expect((await app.inject({ url, headers: owner })).statusCode).toBe(200);
    const paper = await app.inject({ url, headers: stranger });
    expect(paper.statusCode).toBe(404);
    expect(countOf(paper.body, '[data-testid="error-page"]')).toBe(1);
    expect(textOf(paper.body)).not.toMatch(/第 1 \/ \d+ 题/);

    await app.inject({ method: 'POST', url: `/api/exam/attempts/${open}/submit`, headers: owner, payload: {} });
    expect((await app.inject({ url, headers: owner })).statusCode).toBe(200);
    const result = await app.inject({ url, headers: stranger });
    expect(result.statusCode).toBe(404);
    expect(result.body).not.toContain('逐题解析');

    for (const wrong of [`/exam/${other.id}/mocks/${open}`, `/exam/${mock.id}/official/${open}`, `/exam/${other.id}/official/${open}`]) {
      const moved = await app.inject({ url: wrong, headers: owner });
      expect(moved.statusCode, wrong).toBe(302);
      expect(moved.headers.location, wrong).toBe(url);
      // A stranger learns nothing from the redirect either.
      expect((await app.inject({ url: wrong, headers: stranger })).statusCode, wrong).toBe(404);
    }
    expect((await app.inject({ url: `/exam/${mock.id}/mocks/987654`, headers: owner })).statusCode).toBe(404);
  });
});
