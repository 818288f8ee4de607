import { describe, expect, it } from 'vitest';
import { CODE_PLAN_NOT_ADMITTED } from '@shared/api/study-plan';
import { MessageType } from '@shared/enums/message';
import { practiceSessionSchema } from '@shared/schemas/practice';
import { studyPlanSchema, type StudyPlan } from '@shared/schemas/study-plan';
import { candidate, journeyWorlds } from '../certification/certification-testing';
import { approvedLearner } from '../enrollment/fee-testing';
import { examHarness } from '../exam/exam-testing';
import { rightAnswerOfQuestion, wrongAnswerOfQuestion } from '../wrong-book/wrong-book-testing';

/** Issue 36 §2: the plan counted back from the exam day, as a learner uses it and as an attacker tries it. */
const harness = examHarness();
const world = journeyWorlds();
type H = ReturnType<typeof harness>;

const WEEK = { cycleStart: '2026-11-23', minutes: [30, 30, 30, 30, 30, 60, 0], daysOff: [] as string[] };
const DEMO_PLAN = 58; // the demo learner's admitted journey (exam 2026-12-15)
const plan = async (h: H, token?: string | null) => {
  const reply = await h.get('/learning/study-plan', token);
  expect(reply.code, reply.msg).toBe(0);
  return studyPlanSchema.parse(reply.data);
};
const setPlan = async (h: H, body: object, token?: string | null) => {
  const reply = await h.put('/learning/study-plan', body, token);
  return { ...reply, plan: reply.code === 0 ? studyPlanSchema.parse(reply.data) : null };
};

describe('the study plan', () => {
  it('is empty until set; set for an admitted journey it runs from today to the day before the exam', async () => {
    const h = harness();
    expect(await plan(h)).toMatchObject({ ready: false, target: null, days: [], todayTasks: [] });
    const { plan: set } = await setPlan(h, { target: { planId: DEMO_PLAN }, rota: WEEK });
    expect(set).toMatchObject({ ready: true, blocked: null, target: { planId: DEMO_PLAN, examDate: '2026-12-15' } });
    expect(set!.days[0]!.date).toBe('2026-11-22');
    expect(set!.days.at(-1)!.date).toBe('2026-12-14');
    for (const day of set!.days) expect(day.minutes).toBeLessThanOrEqual(day.capacity);
    expect(set!.days.flatMap((day) => day.tasks).filter((task) => task.kind === 'mock')).toHaveLength(3);
    // Another learner sees nothing of it.
    expect(await plan(h, h.other)).toMatchObject({ ready: false });
    expect((await h.get('/learning/study-plan', null)).code).toBe(401);
    expect((await h.put('/learning/study-plan', { target: { planId: DEMO_PLAN }, rota: WEEK }, null)).code).toBe(401);
  });

  it('refuses a plan for an exam the learner is not admitted to: someone else’s, applied but unpaid, or unknown', async () => {
    const h = harness();
    expect((await setPlan(h, { target: { planId: DEMO_PLAN }, rota: WEEK }, h.other)).code).toBe(CODE_PLAN_NOT_ADMITTED);
    expect((await setPlan(h, { target: { planId: 999_999 }, rota: WEEK })).code).toBe(CODE_PLAN_NOT_ADMITTED);
    const w = world();
    const open = w.openPlan({ verified: true });
    const unpaid = await approvedLearner(w, open, true);
    expect(open.fee).toBeGreaterThan(0);
    const refused = await w.mock.app.inject({
      method: 'PUT',
      url: '/learning/study-plan',
      headers: { token: unpaid.token },
      payload: { target: { planId: open.id }, rota: WEEK },
    });
    expect(refused.json()).toMatchObject({ code: CODE_PLAN_NOT_ADMITTED, msg: '只能为自己已获准考、尚未开考的报名排计划' });
    const admitted = await candidate(w, open);
    const accepted = await w.mock.app.inject({
      method: 'PUT',
      url: '/learning/study-plan',
      headers: { token: admitted.token },
      payload: { target: { planId: open.id }, rota: { ...WEEK, cycleStart: '2026-11-02' } },
    });
    expect(accepted.json().code, accepted.json().msg).toBe(0);
  });

  it('for a profession and level it needs the learner’s own exam date; a bad rota is refused in Chinese and nothing changes', async () => {
    const h = harness();
    const level = { professionId: 39, skillLevel: 4 };
    expect(await setPlan(h, { target: level, rota: WEEK }, h.other)).toMatchObject({
      code: 400,
      msg: '请先在备考目标里设定考试日期，再为这个职业等级排计划',
    });
    await h.put('/learning/exam-goal', { examDate: '2026-12-20' }, h.other);
    const { plan: set } = await setPlan(h, { target: level, rota: WEEK }, h.other);
    expect(set).toMatchObject({ blocked: null, target: { planId: null, examDate: '2026-12-20' } });
    const refusals: [object, string][] = [
      [{ ...WEEK, minutes: [0, 0, 0] }, '排班里至少要有一天能学习'],
      [{ ...WEEK, minutes: Array(29).fill(30) }, '排班周期应为 1 到 28 天'],
      [{ ...WEEK, minutes: [500] }, '每天可学习的时间应为 0 到 480 分钟的整数'],
      [{ ...WEEK, daysOff: ['2026-11-21'] }, '休息日 11月21日 已经过去了'],
      [{ ...WEEK, daysOff: ['2026-12-01', '2026-12-01'] }, '休息日有重复的日期'],
      [{ ...WEEK, cycleStart: '2026-02-30' }, '请填写排班周期从哪一天开始'],
    ];
    for (const [rota, msg] of refusals)
      expect(await setPlan(h, { target: level, rota }, h.other), JSON.stringify(rota)).toMatchObject({ code: 400, msg });
    expect((await setPlan(h, { target: level, rota: { ...WEEK, minutes: [30.5] } }, h.other)).code).toBe(400);
    const exams = h.mock.store.content.exams;
    const bare = [1, 2, 3, 4, 5].find((skillLevel) => !exams.some((exam) => exam.professionId === 39 && exam.skillLevel === skillLevel));
    expect(await setPlan(h, { target: { professionId: 39, skillLevel: bare }, rota: WEEK }, h.other)).toMatchObject({
      code: 400,
      msg: '这个职业等级还没有考试和题库',
    });
    expect((await plan(h, h.other)).rota).toEqual(WEEK);
  });

  it('ticks a task by doing it, keeps the day’s list still, and moves a missed day’s work forward, saying so', async () => {
    const h = harness({ start: Date.parse('2026-11-23T09:00:00+08:00'), controls: true });
    const { plan: set } = await setPlan(h, { target: { planId: DEMO_PLAN }, rota: WEEK });
    const practice = set!.todayTasks.find((task) => task.kind === 'practice');
    if (!practice || practice.kind !== 'practice') throw new Error('no practice today');
    expect(practice).toMatchObject({ done: false, progress: 0 });
    // Done by doing: answer the task's questions in a 章节练习 of its point.
    const session = practiceSessionSchema.parse(
      (await h.post(`/exam/${practice.examId}/practice`, { mode: 'chapter', knowledgePointIds: [practice.pointId] })).data,
    );
    const ids = session.questions.map((question) => question.id).slice(0, practice.questions);
    for (const questionId of ids.slice(0, 3))
      await h.post(`/practice/sessions/${session.id}/answer`, { questionId, answer: rightAnswerOfQuestion(questionId) });
    const halfway = await plan(h);
    expect(halfway.todayTasks.map((task) => task.key)).toEqual(set!.todayTasks.map((task) => task.key));
    expect(halfway.todayTasks.find((task) => task.key === practice.key)).toMatchObject({ done: false, progress: 3 });
    for (const questionId of ids.slice(3))
      await h.post(`/practice/sessions/${session.id}/answer`, { questionId, answer: rightAnswerOfQuestion(questionId) });
    expect((await plan(h)).todayTasks.find((task) => task.key === practice.key)).toMatchObject({ done: true });
    // The next day: whatever else was planned for the 23rd was not done.
    expect((await h.post('/__mock/wrong-book/age', { accountId: 1, days: 1 })).code).toBe(0);
    const next: StudyPlan = await plan(h);
    const undone = set!.todayTasks.filter((task) => task.key !== practice.key);
    expect(next.missed).toMatchObject({ date: '2026-11-22', tasks: undone.length, daysMissed: 1 });
    expect(next.days[0]!.date).toBe('2026-11-23');
  });

  it('takes a mock paper’s minutes from its time limit: every 考试 and 模拟 has one', async () => {
    const h = harness();
    const exams = h.mock.store.content.exams;
    expect(exams.filter((exam) => exam.mode !== 3 && exam.durationMinutes <= 0)).toEqual([]);
  });

  it('says what it drops when the rest no longer fits, and how many minutes a day it would need', async () => {
    const h = harness();
    const tight = { cycleStart: '2026-11-23', minutes: [10, 0, 0, 0, 0, 0, 0], daysOff: [] };
    const { plan: set } = await setPlan(h, { target: { planId: DEMO_PLAN }, rota: tight });
    expect(set!.fit.dropped.length).toBeGreaterThan(0);
    const shares = set!.fit.dropped.map((point) => point.share);
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
    expect(set!.fit.unplacedMocks).toBe(3);
    expect(set!.fit.neededMinutesPerDay).toBeGreaterThan(10);
  });
});

describe('ticks, from the records', () => {
  it('a due review done, a lesson completed and a mock handed in tick their tasks; nothing the client says does', async () => {
    const h = harness({ controls: true });
    // A mistake today, a day on for this learner: the card is due today.
    const exam = h.examWhere((candidate) => candidate.mode === 2 && candidate.professionId === 4 && candidate.skillLevel === 1);
    const session = practiceSessionSchema.parse((await h.post(`/exam/${exam.id}/practice`, { mode: 'sequential' })).data);
    const question = session.questions.find((candidate) => candidate.kind === 1)!;
    const wrong = await h.post(`/practice/sessions/${session.id}/answer`, {
      questionId: question.id,
      answer: wrongAnswerOfQuestion(question.id),
    });
    expect(wrong.code, wrong.msg).toBe(0);
    await h.post('/__mock/wrong-book/age', { accountId: 1, days: 1 });
    // The demo learner's 育婴员 course toward their own date two days on: today holds a review, a mock and lessons.
    await h.put('/learning/exam-goal', { examDate: '2026-11-24' });
    const { plan: set } = await setPlan(h, {
      target: { professionId: 4, skillLevel: 1 },
      rota: { cycleStart: '2026-11-22', minutes: [240], daysOff: [] },
    });
    const kinds = set!.todayTasks.map((task) => task.kind);
    expect(kinds).toEqual(expect.arrayContaining(['review', 'mock', 'lesson']));
    const tick = async (kind: string) => (await plan(h)).todayTasks.find((task) => task.kind === kind)!;
    expect(await tick('review')).toMatchObject({ cards: 1, done: false });

    const entryId = (wrong.data as { wrongBookEntryId: number }).wrongBookEntryId;
    expect((await h.post(`/wrong-book/${entryId}/review`, { answer: rightAnswerOfQuestion(question.id) })).code).toBe(0);
    expect(await tick('review')).toMatchObject({ done: true, progress: 1 });

    const lesson = (await tick('lesson')) as Extract<StudyPlan['todayTasks'][number], { kind: 'lesson' }>;
    expect(lesson.done).toBe(false);
    h.mock.store.progress.record(1, {
      courseId: lesson.courseId,
      lessonId: lesson.lessonId,
      position: 0,
      event: 'end',
      at: h.now(),
      watched: [0, 60],
      requiredSeconds: 54,
    });
    expect((await plan(h)).todayTasks.find((task) => task.key === lesson.key)).toMatchObject({ done: true });

    const mockTask = await tick('mock');
    expect(mockTask.done).toBe(false);
    // Handing in the paper is what ticks it.
    const paper = await h.start((mockTask as { examId: number }).examId);
    expect((await h.post(`/exam/attempts/${paper.id}/submit`, {})).code).toBe(0);
    expect(await tick('mock')).toMatchObject({ done: true });
    // The list held still through all of it.
    expect((await plan(h)).todayTasks.map((task) => task.key)).toEqual(set!.todayTasks.map((task) => task.key));
  });
});

describe('the plan’s reminder', () => {
  it('today’s undone tasks reach the box as 今日学习计划, once a day; a learner without a plan gets none', async () => {
    const h = harness({ start: Date.parse('2026-11-23T09:00:00+08:00') });
    const { plan: set } = await setPlan(h, { target: { planId: DEMO_PLAN }, rota: WEEK });
    const minutes = set!.todayTasks.reduce((sum, task) => sum + task.minutes, 0);
    const box = async () =>
      ((await h.get(`/sys/message/list?messageTypes=${MessageType.TODAY_PLAN}&page=1&size=10`)).data as { list: { content: string }[] })
        .list;
    expect((await box()).map((message) => message.content)).toEqual([
      expect.stringContaining(`今天的计划有 ${set!.todayTasks.length} 项，约 ${minutes} 分钟`),
    ]);
    expect(await box()).toHaveLength(1);
    // Another learner without a plan gets none.
    const theirs = (await h.get(`/sys/message/list?messageTypes=${MessageType.TODAY_PLAN}&page=1&size=10`, h.other)).data as {
      list: unknown[];
    };
    expect(theirs.list).toEqual([]);
  });
});
