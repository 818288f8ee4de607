import { describe, expect, it } from 'vitest';
import { CODE_REPORT_PENDING, CODE_REPORT_TOO_MANY } from '@shared/api/wrong-book';
import { MESSAGE_GROUPS, MessageType } from '@shared/enums/message';
import { ExamMode } from '@shared/enums/learning';
import { QuestionKind } from '@shared/enums/exam';
import { questionReportSchema } from '@shared/schemas/wrong-book';
import { WRONG_BOOK_LIMITS } from '@shared/lib/wrong-book-rules';
import { examHarness } from '../exam/exam-testing';
import { auditCalculation } from '../exam/calculation-audit';
import { questionById } from '../exam/question-bank';
import { CHECKED_REJECT_REPLY, DEFAULT_ACCEPT_REPLY, DEFAULT_REJECT_REPLY, WITHHELD_REPLY } from './question-reports';
import { rightAnswerOfQuestion, wrongAnswerOfQuestion } from './wrong-book-testing';

/**
 * Issue 25 §4: 纠错 — a report on a question, answered by the question desk in the message centre
 * (type 38, 系统通知) on the review schedule or at once by the developer control — and the daily
 * 错题复习提醒 (type 39).
 */
const harness = examHarness();
const [MINUTE, DAY] = [60_000, 86_400_000];
const SYSTEM = MESSAGE_GROUPS.system.types.join(',');

async function practiceQuestions(h: ReturnType<typeof harness>) {
  const exam = h.examWhere((candidate) => candidate.mode === ExamMode.MOCK);
  const session = (await h.post(`/exam/${exam.id}/practice`, { mode: 'memorize' })).data;
  return {
    exam,
    questions: session.questions as {
      id: number;
      stem: string;
      options: { key: string; text: string }[];
      verdict: { rightAnswer: unknown; explanation: string };
    }[],
  };
}

/** Every question of a 背题 session on a mock exam, page by page (50 a page). */
async function allPracticeQuestions(h: ReturnType<typeof harness>) {
  const exam = h.examWhere((candidate) => candidate.mode === ExamMode.MOCK);
  const session = (await h.post(`/exam/${exam.id}/practice`, { mode: 'memorize' })).data;
  const questions: Awaited<ReturnType<typeof practiceQuestions>>['questions'] = [];
  for (let page = 1; page === 1 || questions.length < session.total; page += 1) {
    const shown = (await h.get(`/practice/sessions/${session.id}?page=${page}&size=50`)).data.questions;
    if (!shown.length) break;
    questions.push(...shown);
  }
  return { exam, questions };
}

const messagesOf = async (h: ReturnType<typeof harness>, type: number, token?: string) => {
  const reply = await h.get(`/sys/message/list?messageTypes=${SYSTEM}&page=1&size=50`, token);
  expect(reply.code, reply.msg).toBe(0);
  return (reply.data.list as { type: number; title: string; quote: string; content: string; link: string; action: string }[]).filter(
    (message) => message.type === type,
  );
};

describe('纠错', () => {
  it('is answered by the desk after one review step, in 系统通知, quoting the stem and never the answer', async () => {
    const h = harness();
    const { exam, questions } = await practiceQuestions(h);
    // A plain knowledge point (not a calculation the desk works out again): it stands as the bank has it.
    const question = questions.find((shown) => auditCalculation(questionById(shown.id)!).verdict === 'unknown')!;
    const sent = await h.post(`/wrong-book/questions/${question.id}/report`, {
      examId: exam.id,
      kind: 'answer',
      text: '  我认为正确答案应该是 C  ',
    });
    const report = questionReportSchema.parse(sent.data);
    expect(report).toMatchObject({
      questionId: question.id,
      kind: 'answer',
      text: '我认为正确答案应该是 C',
      status: 'pending',
      repliedAt: null,
    });
    expect(Date.parse(report.replyDueAt!) - Date.parse(report.createdAt)).toBe(h.mock.store.reviewStepMs);
    expect(await messagesOf(h, MessageType.QUESTION_REPORT_REPLY)).toEqual([]);
    h.advance(h.mock.store.reviewStepMs);
    const [message] = await messagesOf(h, MessageType.QUESTION_REPORT_REPLY);
    expect(message).toMatchObject({
      action: '纠错未采纳',
      title: '题目纠错 · 答案有误',
      content: DEFAULT_REJECT_REPLY,
      link: `/study/wrong-book?question=${question.id}`,
    });
    expect(question.stem.startsWith(message!.quote.replace(/…$/, ''))).toBe(true);
    // Nothing of the answer: not the right option's text, not the 解析.
    const rightKeys = [question.verdict.rightAnswer].flat();
    for (const option of question.options.filter((shown) => rightKeys.includes(shown.key)))
      expect(JSON.stringify(message)).not.toContain(option.text);
    expect(JSON.stringify(message)).not.toContain(question.verdict.explanation.slice(0, 12));
    expect(h.mock.questionReports.get(report.id)).toMatchObject({ status: 'rejected' });
    // The bell counts it (system group), once.
    const counts = (await h.get('/sys/message/self/count?readFlag=1')).data as { type: number; count: number }[];
    expect(counts.find((count) => count.type === MessageType.QUESTION_REPORT_REPLY)?.count).toBe(1);
  });

  it('is answered at once by the developer control, accepted or not, with its own words; twice is 409, unknown 404', async () => {
    const h = harness({ controls: true });
    const { questions } = await practiceQuestions(h);
    const sent = await h.post(`/wrong-book/questions/${questions[1]!.id}/report`, { kind: 'stem', text: '题干缺少单位' });
    const control = (body: unknown, id = sent.data.id) =>
      h.mock.app
        .inject({ method: 'POST', url: `/__mock/wrong-book/reports/${id}/reply`, payload: body as object })
        .then((reply) => reply.json());
    expect(await control({ decision: 'maybe' })).toMatchObject({ code: 400 });
    const replied = await control({ decision: 'reject', reply: '题干中的单位已在选项中给出，不影响作答。' });
    expect(replied).toMatchObject({ code: 0, data: { status: 'rejected', reply: '题干中的单位已在选项中给出，不影响作答。' } });
    expect(await messagesOf(h, MessageType.QUESTION_REPORT_REPLY)).toMatchObject([
      { action: '纠错未采纳', title: '题目纠错 · 题干有误', content: '题干中的单位已在选项中给出，不影响作答。' },
    ]);
    expect(await control({})).toMatchObject({ code: 409 });
    expect(await control({}, 999)).toMatchObject({ code: 404 });
    // The schedule does not answer again.
    h.advance(DAY);
    expect(await messagesOf(h, MessageType.QUESTION_REPORT_REPLY)).toHaveLength(1);
  });

  it('a calculation is worked out again: a wrong key is corrected everywhere at once and the reply says so; a right one stands', async () => {
    const h = harness();
    const { exam, questions } = await allPracticeQuestions(h);
    const [broken, sound] = questions.filter((shown) => auditCalculation(questionById(shown.id)!).verdict === 'right') as [
      (typeof questions)[number],
      (typeof questions)[number],
    ];
    // A key gone wrong, as the rounding slip of issue 35 made them: the bank as this world serves it.
    const original = questionById(broken.id)!;
    const wrongKey =
      original.kind === QuestionKind.JUDGE
        ? { rightJudge: !original.rightJudge }
        : original.kind === QuestionKind.FILL
          ? { blanks: [['0']] }
          : { rightOptions: [(original.rightOptions[0]! + 1) % original.options.length] };
    h.mock.exams.errata.correct(broken.id, wrongKey, h.now());
    const served = async () =>
      (await allPracticeQuestions(h)).questions.find((shown) => shown.id === broken.id)!.verdict as {
        rightAnswer: unknown;
        explanation: string;
      };
    const wrongAnswer = (await served()).rightAnswer;

    for (const question of [broken, sound])
      expect(
        (
          await h.post(`/wrong-book/questions/${question.id}/report`, {
            examId: exam.id,
            kind: 'answer',
            text: '按题干数据算出的结果与答案不符',
          })
        ).code,
      ).toBe(0);
    h.advance(h.mock.store.reviewStepMs);
    const replies = await messagesOf(h, MessageType.QUESTION_REPORT_REPLY);
    expect(replies.find((message) => message.link.endsWith(`=${broken.id}`))).toMatchObject({
      action: '纠错已采纳',
      content: DEFAULT_ACCEPT_REPLY,
    });
    expect(replies.find((message) => message.link.endsWith(`=${sound.id}`))).toMatchObject({
      action: '纠错未采纳',
      content: CHECKED_REJECT_REPLY,
    });
    const corrected = await served();
    expect(corrected.rightAnswer).not.toEqual(wrongAnswer);
    expect(corrected.rightAnswer).toEqual(broken.verdict.rightAnswer);
    expect(corrected.explanation).toMatch(/^（已更正）/);
    expect(auditCalculation(h.mock.exams.errata.question(broken.id)!).verdict).toBe('right');
  });

  it('a teacher accepts only with a correction, which every later paper grades by', async () => {
    const h = harness({ controls: true });
    const { questions } = await allPracticeQuestions(h);
    const judge = questions.find((shown) => questionById(shown.id)!.kind === QuestionKind.JUDGE)!;
    const sent = await h.post(`/wrong-book/questions/${judge.id}/report`, { kind: 'answer', text: '这道题的说法应判为错误' });
    const control = (body: unknown) =>
      h.mock.app
        .inject({ method: 'POST', url: `/__mock/wrong-book/reports/${sent.data.id}/reply`, payload: body as object })
        .then((reply) => reply.json());
    expect(await control({ decision: 'accept' })).toMatchObject({ code: 400 });
    expect(await control({ decision: 'accept', correction: { rightOptions: [0] } })).toMatchObject({
      code: 400,
      msg: '只有选择题可以更正选项答案',
    });
    const before = questionById(judge.id)!.rightJudge;
    expect(await control({ decision: 'accept', correction: { rightJudge: !before, explanation: '本题说法错误：……' } })).toMatchObject({
      code: 0,
      data: { status: 'accepted', reply: DEFAULT_ACCEPT_REPLY },
    });
    const after = (await allPracticeQuestions(h)).questions.find((shown) => shown.id === judge.id)!.verdict;
    expect(after).toMatchObject({ rightAnswer: !before, explanation: '本题说法错误：……' });
    // The generated bank itself is shared by every world and stays as built.
    expect(questionById(judge.id)!.rightJudge).toBe(before);
  });

  it('the same kind twice while waiting is 4822; 20 a China day, the 21st is 4821, the next day again; the text 5–200 characters', async () => {
    const h = harness();
    const { questions } = await practiceQuestions(h);
    const report = (index: number, kind = 'other', text = '这道题的表述有歧义') =>
      h.post(`/wrong-book/questions/${questions[index]!.id}/report`, { kind, text });
    expect((await report(0)).code).toBe(0);
    expect(await report(0)).toMatchObject({ code: CODE_REPORT_PENDING });
    expect((await report(0, 'options')).code).toBe(0);
    expect(await report(1, 'other', '太短')).toMatchObject({ code: 400, msg: '请具体描述题目的问题（至少 5 个字）' });
    const long = await report(1, 'other', '长'.repeat(201));
    expect(long.code).toBe(400);
    expect(long.msg).toContain('纠错说明不能超过 200 个字');
    expect(await report(1, 'wrong-kind')).toMatchObject({ code: 400 });
    for (let index = 1; index < WRONG_BOOK_LIMITS.reportsPerDay - 1; index += 1) expect((await report(index)).code).toBe(0);
    expect(await report(19)).toMatchObject({ code: CODE_REPORT_TOO_MANY, msg: '今天已提交 20 次纠错，请明天再试' });
    h.advance(DAY);
    const token = h.mock.store.issueToken(1);
    expect((await h.post(`/wrong-book/questions/${questions[19]!.id}/report`, { kind: 'other', text: '第二天再报一次' }, token)).code).toBe(
      0,
    );
  });

  it('needs a question the learner has seen: unknown ones and another’s official paper are 404; my own paper while open is taken, and the reply says nothing about it', async () => {
    const h = harness();
    expect(await h.post('/wrong-book/questions/12345/report', { kind: 'other', text: '没见过的题目' })).toMatchObject({ code: 404 });
    expect(await h.post('/wrong-book/questions/12345/report', { kind: 'other', text: '没见过的题目' }, null)).toMatchObject({ code: 401 });
    const official = h.examWhere((candidate) => candidate.mode === ExamMode.EXAM);
    h.admit(official.id);
    const attempt = await h.start(official.id, 'official');
    const question = (attempt.questions as { id: number; kind: number }[]).find((shown) => shown.kind === QuestionKind.SINGLE)!;
    expect(
      await h.post(`/wrong-book/questions/${question.id}/report`, { kind: 'answer', text: '这道题好像没有正确选项' }, h.other),
    ).toMatchObject({
      code: 404,
    });
    const sent = await h.post(`/wrong-book/questions/${question.id}/report`, { kind: 'answer', text: '这道题好像没有正确选项' });
    expect(sent.code, sent.msg).toBe(0);
    h.advance(h.mock.store.reviewStepMs);
    expect(await messagesOf(h, MessageType.QUESTION_REPORT_REPLY)).toMatchObject([{ content: WITHHELD_REPLY }]);
  });
});

describe('错题复习提醒', () => {
  it('one a China day with reviews due, when the message centre is read; none without', async () => {
    const h = harness();
    expect((await h.get('/sys/message/self/count?readFlag=1')).code).toBe(0);
    expect(await messagesOf(h, MessageType.REVIEW_REMINDER)).toEqual([]);
    const exam = h.examWhere((candidate) => candidate.mode === ExamMode.MOCK);
    const session = (await h.post(`/exam/${exam.id}/practice`, { mode: 'sequential' })).data;
    for (const question of (session.questions as { id: number }[]).slice(0, 3))
      await h.post(`/practice/sessions/${session.id}/answer`, { questionId: question.id, answer: wrongAnswerOfQuestion(question.id) });
    // Today nothing is due yet.
    expect(await messagesOf(h, MessageType.REVIEW_REMINDER)).toEqual([]);
    h.advance(DAY);
    let token = h.mock.store.issueToken(1);
    await h.get('/sys/message/self/count?readFlag=1', token);
    await h.get('/sys/message/self/count?readFlag=1', token);
    const reminders = await messagesOf(h, MessageType.REVIEW_REMINDER, token);
    expect(reminders).toMatchObject([{ title: '今日错题复习', link: '/study/wrong-book?status=due' }]);
    expect(reminders[0]!.content).toContain('3 道错题');
    // Reviewed (right) today: tomorrow nothing is due, no reminder; the day they are due again, one more.
    const entries = (await h.get('/wrong-book?status=due&page=1&size=10', token)).data.list as { id: number; question: { id: number } }[];
    for (const entry of entries)
      await h.post(`/wrong-book/${entry.id}/review`, { answer: rightAnswerOfQuestion(entry.question.id) }, token);
    h.advance(DAY);
    token = h.mock.store.issueToken(1);
    expect(await messagesOf(h, MessageType.REVIEW_REMINDER, token)).toHaveLength(1);
    h.advance(DAY + 30 * MINUTE);
    token = h.mock.store.issueToken(1);
    expect(await messagesOf(h, MessageType.REVIEW_REMINDER, token)).toHaveLength(2);
  });
});
