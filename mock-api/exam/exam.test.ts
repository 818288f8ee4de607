import { describe, expect, it } from 'vitest';
import { CODE_EXAM_ATTEMPTS_USED_UP, CODE_EXAM_KIND_UNAVAILABLE, CODE_EXAM_NOT_OPEN } from '@shared/api/exam';
import { AttemptStatus } from '@shared/enums/exam';
import { examDetailSchema, examListItemSchema } from '@shared/schemas/exam';
import { examAttemptSchema, examHistorySchema } from '@shared/schemas/exam-attempt';
import { examHarness } from './exam-testing';

const harness = examHarness();
const MINUTE = 60_000;

describe('mock /exam: list and detail', () => {
  it('lists exams filtered by mode, profession and level, with profession name and popularity', async () => {
    const { get, mock, start } = harness();
    const all = await get('/exam/list?page=1&size=100');
    expect(all.data.total).toBe(mock.store.content.exams.length);
    all.data.list.forEach((item: unknown) => examListItemSchema.parse(item));
    const filtered = (await get('/exam/list?mode=2&professionId=3&page=1&size=10')).data;
    expect(filtered.total).toBeGreaterThan(0);
    expect(
      filtered.list.every(
        (item: { mode: number; professionId: number; professionName: string }) =>
          item.mode === 2 && item.professionId === 3 && item.professionName === '养老护理员',
      ),
    ).toBe(true);
    const level = (await get('/exam/list?skillLevel=2&size=100')).data.list;
    expect(level.every((item: { skillLevel: number }) => item.skillLevel === 2)).toBe(true);
    expect((await get('/exam/list?size=5&page=2')).data.list).toHaveLength(5);
    expect((await get('/exam/list?mode=7')).code).toBe(400);

    const before = (await get(`/exam/${filtered.list[0].id}`)).data.attemptCount;
    await start(filtered.list[0].id);
    expect((await get(`/exam/${filtered.list[0].id}`)).data.attemptCount).toBe(before + 1);
  });

  it('details an official exam: rules like a 职业技能等级认定 notice, breakdown, attempts, window', async () => {
    const { get, examWhere, learner, setWindow } = harness();
    const official = examWhere((exam) => exam.mode === 1);
    setWindow(official.id, 60, 90);
    const signedOut = examDetailSchema.parse((await get(`/exam/${official.id}`, null)).data);
    expect(signedOut.mine).toBeNull();
    expect(signedOut).toMatchObject({
      maxAttempts: 2,
      mockOffered: true,
      officialOffered: true,
      practice: false,
      officialWindow: 'upcoming',
    });
    const rules = signedOut.rules.join('\n');
    for (const phrase of ['考试时长90分钟', '60分及以上为合格', '自动交卷', '切屏', '2次正式考试机会', '模拟考试不限次数'])
      expect(rules).toContain(phrase);
    expect(signedOut.breakdown.reduce((sum, line) => sum + line.count, 0)).toBe(official.questionCount);
    expect(signedOut.breakdown.reduce((sum, line) => sum + line.count * line.score, 0)).toBe(official.totalScore);
    const mine = examDetailSchema.parse((await get(`/exam/${official.id}`, learner)).data).mine;
    expect(mine).toEqual({
      attemptsUsed: 0,
      attemptsHandedIn: 0,
      attemptsLeft: 2,
      bestScore: null,
      passed: false,
      openAttempts: [],
      sittings: [],
      realNameVerified: true,
      enrolment: { status: 0, paid: expect.any(Boolean), fee: null },
    });
    expect(signedOut.plan).toMatchObject({ id: expect.any(Number), title: expect.stringContaining('报名') });
    expect(await get('/exam/99999')).toMatchObject({ code: 404, msg: '考试不存在或已下线' });
  });

  it('mock and practice exams say what they offer', async () => {
    const { get, examWhere } = harness();
    const mockExam = examDetailSchema.parse((await get(`/exam/${examWhere((exam) => exam.mode === 2).id}`)).data);
    expect(mockExam).toMatchObject({ mockOffered: true, officialOffered: false, officialWindow: null, practice: false });
    const practice = examDetailSchema.parse((await get(`/exam/${examWhere((exam) => exam.mode === 3).id}`)).data);
    expect(practice).toMatchObject({ mockOffered: true, officialOffered: false, practice: true, maxAttempts: 0 });
    expect(practice.rules.join('')).toContain('核对答案');
    expect(practice.breakdown.some((line) => line.kind === 5)).toBe(false);
  });
});

describe('mock /exam: starting attempts', () => {
  it('needs a sign-in; starts a timed mock with the paper’s make-up and no answers; a second start resumes it', async () => {
    const { post, get, start, examWhere, now } = harness();
    const exam = examWhere((candidate) => candidate.mode === 2);
    expect((await post(`/exam/${exam.id}/attempts`, { kind: 'mock' }, null)).code).toBe(401);
    const attempt = examAttemptSchema.parse(await start(exam.id));
    expect(attempt).toMatchObject({
      examId: exam.id,
      kind: 'mock',
      practice: false,
      status: AttemptStatus.IN_PROGRESS,
      current: 0,
      tabSwitches: 0,
    });
    expect(Date.parse(attempt.deadline!)).toBe(now() + exam.durationMinutes * MINUTE);
    expect(Date.parse(attempt.serverNow)).toBe(now());
    expect(attempt.questions).toHaveLength(exam.questionCount);
    const { breakdown } = (await get(`/exam/${exam.id}`)).data;
    for (const line of breakdown)
      expect(attempt.questions.filter((question) => question.kind === line.kind).every((question) => question.score === line.score)).toBe(
        true,
      );
    expect(attempt.questions.every((question) => question.check === null && question.answer === null)).toBe(true);
    expect(JSON.stringify(attempt)).not.toMatch(/rightAnswer|explanation/);
    expect((await start(exam.id)).id).toBe(attempt.id);
    const mine = (await get(`/exam/${exam.id}`)).data.mine;
    expect(mine.openAttempts).toEqual([{ id: attempt.id, kind: 'mock', practice: false, fromAttemptId: null, deadline: attempt.deadline }]);
  });

  it('shuffles question order and options per attempt, relabelling the keys A, B, C…', async () => {
    const { start, other, examWhere } = harness();
    const exam = examWhere((candidate) => candidate.mode === 2 && candidate.questionCount >= 80);
    const mine = await start(exam.id);
    const theirs = await start(exam.id, 'mock', other);
    const ids = (attempt: { questions: { id: number }[] }) => attempt.questions.map((question) => question.id);
    expect(ids(mine)).not.toEqual(ids(theirs));
    for (const question of mine.questions)
      expect(question.options.map((option: { key: string }) => option.key)).toEqual(
        ['A', 'B', 'C', 'D', 'E'].slice(0, question.options.length),
      );
    const optionsOf = (attempt: { questions: { id: number; options: { text: string }[] }[] }, id: number) =>
      attempt.questions.find((question) => question.id === id)!.options.map((option) => option.text);
    const shared = ids(mine).filter((id) => ids(theirs).includes(id) && optionsOf(mine, id).length > 0);
    expect(shared.length).toBeGreaterThan(3);
    expect(shared.some((id) => optionsOf(mine, id).join() !== optionsOf(theirs, id).join())).toBe(true);
    for (const id of shared) expect([...optionsOf(mine, id)].sort()).toEqual([...optionsOf(theirs, id)].sort());
  });

  it('is deterministic: the same calls on a fresh mock draw the same paper', async () => {
    const exam = (setup: ReturnType<typeof harness>) => setup.examWhere((candidate) => candidate.mode === 2);
    const [one, two] = [harness(), harness()];
    expect(await one.start(exam(one).id)).toEqual(await two.start(exam(two).id));
  });

  it('refuses an official attempt outside its window, and an official attempt of a mock or practice exam', async () => {
    const { post, examWhere, setWindow, admit, advance } = harness();
    const official = examWhere((exam) => exam.mode === 1);
    admit(official.id, undefined, { openWindow: false });
    setWindow(official.id, 60, 90);
    const upcoming = await post(`/exam/${official.id}/attempts`, { kind: 'official', confirm: true });
    expect(upcoming.code).toBe(CODE_EXAM_NOT_OPEN);
    expect(upcoming.msg).toContain('考试尚未开始');
    advance(150 * MINUTE);
    expect(await post(`/exam/${official.id}/attempts`, { kind: 'official', confirm: true })).toMatchObject({
      code: CODE_EXAM_NOT_OPEN,
      msg: '考试已结束，无法开始作答',
    });
    for (const mode of [2, 3])
      expect((await post(`/exam/${examWhere((exam) => exam.mode === mode).id}/attempts`, { kind: 'official' })).code).toBe(
        CODE_EXAM_KIND_UNAVAILABLE,
      );
  });

  it('official: inside the window, handed in at closeAt at the latest, limited to maxAttempts; mocks never count', async () => {
    const { post, get, start, examWhere, admit, setWindow, now } = harness();
    const official = examWhere((exam) => exam.mode === 1);
    admit(official.id);
    setWindow(official.id, -60, 90);
    const closeAt = now() + 30 * MINUTE;
    const first = await start(official.id, 'official');
    expect(Date.parse(first.deadline)).toBe(closeAt);
    for (let round = 0; round < 3; round += 1) {
      const practiceRun = await start(official.id, 'mock');
      expect((await post(`/exam/attempts/${practiceRun.id}/submit`)).code).toBe(0);
    }
    // Issue 26: the open paper uses an attempt but is not 已考 until handed in.
    expect((await get(`/exam/${official.id}`)).data.mine).toMatchObject({ attemptsUsed: 1, attemptsHandedIn: 0, attemptsLeft: 1 });
    expect((await post(`/exam/attempts/${first.id}/submit`)).code).toBe(0);
    expect((await get(`/exam/${official.id}`)).data.mine).toMatchObject({ attemptsUsed: 1, attemptsHandedIn: 1, attemptsLeft: 1 });
    const second = await start(official.id, 'official');
    expect((await post(`/exam/attempts/${second.id}/submit`)).code).toBe(0);
    expect(await post(`/exam/${official.id}/attempts`, { kind: 'official', confirm: true })).toMatchObject({
      code: CODE_EXAM_ATTEMPTS_USED_UP,
      msg: '考试次数已用完（共2次）',
    });
    expect((await get(`/exam/${official.id}`)).data.mine).toMatchObject({ attemptsUsed: 2, attemptsLeft: 0, bestScore: 0, passed: false });
  });

  it('a limited mock paper refuses the attempt after its last one', async () => {
    const { post, start, examWhere } = harness();
    const limited = examWhere((exam) => exam.mode === 2 && exam.id % 4 === 0);
    for (let round = 0; round < 3; round += 1) expect((await post(`/exam/attempts/${(await start(limited.id)).id}/submit`)).code).toBe(0);
    expect((await post(`/exam/${limited.id}/attempts`, { kind: 'mock' })).code).toBe(CODE_EXAM_ATTEMPTS_USED_UP);
  });
});

describe('mock /exam: history and bounds', () => {
  it('lists my attempts of an exam, newest first, with score, time used and how each ended', async () => {
    const { get, post, start, advance, examWhere } = harness();
    const exam = examWhere((candidate) => candidate.mode === 2);
    expect((await get(`/exam/${exam.id}/history`, null)).code).toBe(401);
    const first = await start(exam.id);
    advance(12 * MINUTE);
    await post(`/exam/attempts/${first.id}/submit`);
    const second = await start(exam.id);
    const history = examHistorySchema.parse((await get(`/exam/${exam.id}/history`)).data);
    expect(history.exam.id).toBe(exam.id);
    expect(history.list.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(history.list[0]).toMatchObject({
      status: 1,
      score: null,
      passed: null,
      submittedAt: null,
      timeUsedSeconds: null,
      endedBy: null,
    });
    expect(history.list[1]).toMatchObject({
      status: 2,
      score: 0,
      passed: false,
      timeUsedSeconds: 720,
      endedBy: 1,
      totalScore: exam.totalScore,
    });
    expect((await get('/exam/99999/history')).code).toBe(404);
  });

  it('keeps at most maxExamAttempts attempts; the oldest are forgotten', async () => {
    const { mock, start, get, examWhere } = harness({ maxExamAttempts: 2 });
    const exams = [1, 2, 3].map((mode) => examWhere((exam) => exam.mode === mode));
    const [a, , c] = [await start(exams[1]!.id), await start(exams[2]!.id), await start(exams[0]!.id, 'mock')];
    expect(mock.exams.size).toBe(2);
    expect((await get(`/exam/attempts/${a.id}`)).code).toBe(404);
    expect((await get(`/exam/attempts/${c.id}`)).code).toBe(0);
  });
});
