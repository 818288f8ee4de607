import { describe, expect, it } from 'vitest';
import { CODE_WRONG_BOOK_NOT_IN_BOOK } from '@shared/api/wrong-book';
import { QuestionKind } from '@shared/enums/exam';
import { ExamMode } from '@shared/enums/learning';
import type { Answer } from '@shared/schemas/exam-attempt';
import { examResultSchema } from '@shared/schemas/exam-attempt';
import { reviewResultSchema, wrongBookEntrySchema, wrongBookListSchema, wrongBookSummarySchema } from '@shared/schemas/wrong-book';
import { examHarness, wrongAnswer } from '../exam/exam-testing';
import { questionById } from '../exam/question-bank';
import { rightAnswerOfQuestion, wrongAnswerOfQuestion } from './wrong-book-testing';

/**
 * Issue 25 §4: the wrong-question book. Entries come from graded mock and practice answers (and
 * official ones once published), the schedule runs on China's calendar days, and everything is the
 * learner's own — the attacker's view included (docs/decisions/013-wrong-question-book.md).
 */
const harness = examHarness();
const [MINUTE, HOUR, DAY] = [60_000, 3_600_000, 86_400_000];
type Shown = { id: number; kind: number; options: { key: string; text: string }[] };

/** A mock run of a mode-2 exam: `wrong` questions answered wrong, `right` right, the rest blank; handed in. */
async function mockRun(
  h: ReturnType<typeof harness>,
  { wrong = 5, right = 5, token }: { wrong?: number; right?: number; token?: string } = {},
) {
  const exam = h.examWhere((candidate) => candidate.mode === ExamMode.MOCK);
  const attempt = await h.start(exam.id, 'mock', token);
  const key = h.keyOf(attempt.id);
  const objective = (attempt.questions as Shown[]).filter((question) => question.kind !== QuestionKind.SHORT);
  const wrongOnes = objective.slice(0, wrong);
  const rightOnes = objective.slice(wrong, wrong + right);
  const answers = [
    ...wrongOnes.map((question) => ({ questionId: question.id, answer: wrongAnswer(key.get(question.id)!) })),
    ...rightOnes.map((question) => ({ questionId: question.id, answer: key.get(question.id)! })),
  ];
  const result = await h.post(`/exam/attempts/${attempt.id}/submit`, { answers }, token);
  expect(result.code, result.msg).toBe(0);
  return { exam, attempt, wrongOnes, rightOnes, answers, result: examResultSchema.parse(result.data) };
}

const list = async (h: ReturnType<typeof harness>, query = '', token?: string) => {
  const reply = await h.get(`/wrong-book?page=1&size=100${query}`, token);
  expect(reply.code, reply.msg).toBe(0);
  return wrongBookListSchema.parse(reply.data);
};

describe('what lands in the book', () => {
  it('a mock handed in: each objective question answered wrong (not the right ones, not the blank ones), with the wrong answer in the book’s own keys, grouped by exam, profession and level, and knowledge point', async () => {
    const h = harness();
    const { exam, wrongOnes, answers, result } = await mockRun(h);
    const book = await list(h);
    expect(book.counts).toMatchObject({ total: 5, learning: 5, mastered: 0, due: 0, favourite: 0 });
    expect(book.today).toBe('2026-11-22');
    expect(book.list.map((entry) => entry.question.id).sort()).toEqual(wrongOnes.map((question) => question.id).sort());
    for (const entry of book.list) {
      const question = questionById(entry.question.id)!;
      expect(entry).toMatchObject({
        inBook: true,
        timesWrong: 1,
        favourite: false,
        note: '',
        reason: null,
        exam: { id: exam.id, title: exam.title },
        professionId: exam.professionId,
        skillLevel: exam.skillLevel,
        review: { mastered: false, due: false, reviews: 1, lapses: 0, lastReviewedAt: null, lastVerdict: null },
      });
      expect(entry.question.rightAnswer).toEqual(rightAnswerOfQuestion(question.id));
      expect(entry.question.knowledgePoint.id).toBe(question.point);
      // The same knowledge point as the result shows, and the same wrong choice, by its text, as the attempt showed it.
      const reviewed = result.questions.find((shown) => shown.id === question.id)!;
      expect(reviewed.knowledgePoint).toEqual(entry.question.knowledgePoint);
      const given = answers.find((answer) => answer.questionId === question.id)!.answer;
      const texts = (answer: Answer, options: { key: string; text: string }[]) =>
        (Array.isArray(answer) ? answer : [answer]).map((key) => options.find((option) => option.key === key)?.text ?? key).sort();
      if (question.kind === QuestionKind.SINGLE || question.kind === QuestionKind.MULTIPLE)
        expect(texts(entry.lastWrongAnswer, entry.question.options)).toEqual(texts(given, reviewed.options));
      else expect(entry.lastWrongAnswer).toEqual(given);
    }
    expect(book.groups.exams).toEqual([{ id: exam.id, title: exam.title, count: 5 }]);
    expect(book.groups.professions).toMatchObject([{ professionId: exam.professionId, skillLevel: exam.skillLevel, count: 5 }]);
    expect(book.groups.knowledgePoints.reduce((sum, group) => sum + group.count, 0)).toBe(5);
    const point = book.groups.knowledgePoints[0]!;
    const ofPoint = await list(h, `&knowledgePointId=${point.id}`);
    expect(ofPoint.total).toBe(point.count);
    expect(ofPoint.list.every((entry) => entry.question.knowledgePoint.id === point.id)).toBe(true);
    expect((await list(h, `&examId=${exam.id + 100_000}`)).total).toBe(0);
    expect((await list(h, `&professionId=${exam.professionId}&skillLevel=${exam.skillLevel}`)).total).toBe(5);
    const summary = wrongBookSummarySchema.parse((await h.get('/wrong-book/summary')).data);
    expect(summary).toEqual({ today: '2026-11-22', due: 0, learning: 5, mastered: 0, favourite: 0, total: 5, nextDueOn: '2026-11-23' });
    // Tomorrow they are due.
    h.advance(DAY);
    expect(wrongBookSummarySchema.parse((await h.get('/wrong-book/summary')).data)).toMatchObject({ today: '2026-11-23', due: 5 });
    expect((await list(h, '&status=due')).total).toBe(5);
  });

  it('a practice 核对 counts at once (its answer is shown anyway); handing the practice in does not count it twice; a right check is not a mistake', async () => {
    const h = harness();
    const exam = h.examWhere((candidate) => candidate.mode === ExamMode.PRACTICE);
    const attempt = await h.start(exam.id);
    const key = h.keyOf(attempt.id);
    const [first, second] = attempt.questions as Shown[];
    expect(
      (await h.post(`/exam/attempts/${attempt.id}/check`, { questionId: first!.id, answer: wrongAnswer(key.get(first!.id)!) })).code,
    ).toBe(0);
    expect((await h.post(`/exam/attempts/${attempt.id}/check`, { questionId: second!.id, answer: key.get(second!.id)! })).code).toBe(0);
    let book = await list(h);
    expect(book.list.map((entry) => [entry.question.id, entry.timesWrong])).toEqual([[first!.id, 1]]);
    expect((await h.post(`/exam/attempts/${attempt.id}/submit`, {})).code).toBe(0);
    book = await list(h);
    expect(book.list.map((entry) => [entry.question.id, entry.timesWrong])).toEqual([[first!.id, 1]]);
  });

  it('a mock handed in by the clock is in the book when the book is next read, wrong as it stood at the deadline', async () => {
    const h = harness();
    const exam = h.examWhere((candidate) => candidate.mode === ExamMode.MOCK);
    const attempt = await h.start(exam.id);
    const key = h.keyOf(attempt.id);
    const question = (attempt.questions as Shown[])[0]!;
    expect(
      (
        await h.put(`/exam/attempts/${attempt.id}/answers`, {
          answers: [{ questionId: question.id, answer: wrongAnswer(key.get(question.id)!) }],
        })
      ).code,
    ).toBe(0);
    h.advance(exam.durationMinutes * MINUTE + HOUR);
    const book = await list(h);
    expect(book.list).toHaveLength(1);
    expect(book.list[0]).toMatchObject({ question: { id: question.id }, lastWrongAt: attempt.deadline });
  });

  it('the same question wrong again counts again and starts over; the exam it was last wrong in is the entry’s', async () => {
    const h = harness();
    const exam = h.examWhere((candidate) => candidate.mode === ExamMode.MOCK);
    const session = (await h.post(`/exam/${exam.id}/practice`, { mode: 'sequential' })).data;
    const questionId = session.questions[0].id as number;
    const answer = (url: string) => h.post(url, { questionId, answer: wrongAnswerOfQuestion(questionId) });
    expect((await answer(`/practice/sessions/${session.id}/answer`)).data.wrongBookEntryId).toBeGreaterThan(0);
    const again = (await h.post(`/exam/${exam.id}/practice`, { mode: 'sequential', restart: true })).data;
    await answer(`/practice/sessions/${again.id}/answer`);
    expect((await list(h)).list).toMatchObject([{ question: { id: questionId }, timesWrong: 2, exam: { id: exam.id } }]);
  });
});

describe('an official paper while its window is open (the attacker’s view)', () => {
  it('leaves nothing in the book, cannot be favourited, noted or found by id; once the window closes its wrong answers are in the book, never in the readiness estimate', async () => {
    const h = harness();
    const official = h.examWhere((candidate) => candidate.mode === ExamMode.EXAM);
    h.admit(official.id);
    const attempt = await h.start(official.id, 'official');
    const key = h.keyOf(attempt.id);
    const objective = (attempt.questions as Shown[]).filter((question) => question.kind !== QuestionKind.SHORT);
    const answers = objective.slice(0, 20).map((question) => ({ questionId: question.id, answer: wrongAnswer(key.get(question.id)!) }));
    const submitted = await h.post(`/exam/attempts/${attempt.id}/submit`, { answers });
    expect(submitted.data).toMatchObject({ answersWithheld: true, questions: [] });
    const target = objective[0]!.id;

    // Every way of asking: the book, its tabs and filters, the summary, marking, reviewing, the readiness.
    expect((await list(h)).total).toBe(0);
    expect((await list(h, `&examId=${official.id}`)).total).toBe(0);
    for (const status of ['due', 'learning', 'mastered', 'favourite']) expect((await list(h, `&status=${status}`)).total).toBe(0);
    expect((await h.get('/wrong-book/summary')).data).toMatchObject({ total: 0, due: 0, nextDueOn: null });
    expect(await h.put(`/wrong-book/questions/${target}`, { examId: official.id, favourite: true })).toMatchObject({ code: 404 });
    expect(await h.put(`/wrong-book/questions/${target}`, { examId: official.id, note: '记下来' })).toMatchObject({ code: 404 });
    for (let id = 1; id <= 5; id += 1) expect(await h.post(`/wrong-book/${id}/review`, { answer: 'A' })).toMatchObject({ code: 404 });
    expect((await h.get(`/exam/${official.id}/readiness`)).data.answered).toBe(0);
    // Nor is anything kept: the store holds no entry and no answer of the paper.
    expect(h.mock.wrongBook.entries(1)).toEqual([]);
    expect(h.mock.wrongBook.answersOf(1)).toEqual([]);
    // Practice of the same exam shows only the practice part, never a question of the paper.
    const memorize = (await h.post(`/exam/${official.id}/practice`, { mode: 'memorize' })).data;
    const paper = new Set(objective.map((question) => question.id));
    for (let page = 1; page <= Math.ceil(memorize.total / 50); page += 1) {
      const shown = (await h.get(`/practice/sessions/${memorize.id}?page=${page}&size=50`)).data;
      expect(shown.questions.filter((question: { id: number }) => paper.has(question.id))).toEqual([]);
    }

    // The window closes: the answers are published, and the paper's mistakes join the book.
    h.setWindow(official.id, -180, 60);
    const book = await list(h, `&examId=${official.id}`);
    expect(book.total).toBe(20);
    expect(book.list.every((entry) => questionById(entry.question.id)!.part === 'official')).toBe(true);
    expect((await h.put(`/wrong-book/questions/${objective[30]!.id}`, { examId: official.id, favourite: true })).code).toBe(0);
    // The estimate rests on practice: the official answers never count.
    expect((await h.get(`/exam/${official.id}/readiness`)).data.answered).toBe(0);
    // Another learner never had the paper: its questions stay unseen for them.
    expect(await h.put(`/wrong-book/questions/${target}`, { examId: official.id, favourite: true }, h.other)).toMatchObject({ code: 404 });
  });
});

describe('review by FSRS on China’s calendar days, toward the exam day', () => {
  it('a mistake is due the next day; a right review is due later the better it felt; 23:59 is early, 00:01 due; wrong starts over', async () => {
    // 23:58 in China: the mistake is made today, due tomorrow. 13900139000 has no exam ahead.
    const h = harness({ start: Date.parse('2026-11-22T23:58:00+08:00') });
    let token = h.other;
    const { wrongOnes } = await mockRun(h, { wrong: 1, right: 0, token });
    const questionId = wrongOnes[0]!.id;
    const entryId = (await list(h, '', token)).list[0]!.id;
    const right = rightAnswerOfQuestion(questionId);
    const review = async (body: object) => {
      const reply = await h.post(`/wrong-book/${entryId}/review`, body, token);
      expect(reply.code, reply.msg).toBe(0);
      return reviewResultSchema.parse(reply.data);
    };
    const at = (date: string, time: string) => {
      h.advance(Date.parse(`${date}T${time}:00+08:00`) - h.now());
      token = h.mock.store.issueToken(2);
    };
    expect((await list(h, '', token)).list[0]!.review).toMatchObject({
      dueOn: '2026-11-23',
      due: false,
      reason: 'memory',
      mastered: false,
      reviews: 1,
      lapses: 0,
      leech: false,
      lastVerdict: null,
      examRecall: null,
    });

    at('2026-11-22', '23:59');
    let result = await review({ answer: right });
    expect(result).toMatchObject({ correct: true, verdict: 'recalled', onSchedule: false, entry: { review: { dueOn: '2026-11-23' } } });
    at('2026-11-23', '00:01');
    result = await review({ answer: right });
    expect(result).toMatchObject({
      onSchedule: true,
      verdict: 'recalled',
      entry: { review: { dueOn: '2026-11-25', due: false, mastered: false } },
    });
    expect(result.rightAnswer).toEqual(right);
    // Slow (over 60 s) without a verdict is 模糊; 很熟 goes further than 想起来了.
    at('2026-11-25', '09:00');
    const slow = await review({ answer: right, seconds: 90 });
    expect(slow.verdict).toBe('vague');
    const felt = await h.put(`/wrong-book/${entryId}/review`, { verdict: 'easy', reviewedAt: slow.entry.review!.lastReviewedAt }, token);
    expect(felt).toMatchObject({ code: 0, data: { verdict: 'easy', entry: { review: { lastVerdict: 'easy' } } } });
    expect(felt.data.entry.review.dueOn > slow.entry.review!.dueOn!).toBe(true);
    // Wrong — even early — is 忘了: due tomorrow, one more time wrong, a lapse.
    at('2026-11-26', '10:00');
    result = await review({ answer: wrongAnswerOfQuestion(questionId), seconds: 5 });
    expect(result).toMatchObject({
      correct: false,
      verdict: 'forgot',
      entry: { timesWrong: 2, review: { dueOn: '2026-11-27', due: false, mastered: false, lapses: 1 } },
    });
    expect(result.entry.lastWrongAnswer).toEqual(wrongAnswerOfQuestion(questionId));
    expect((await h.get('/wrong-book/summary', token)).data).toMatchObject({ mastered: 0, learning: 1, due: 0, nextDueOn: '2026-11-27' });
  });

  it('with an exam date: nothing due on the exam day or after; a card due then comes the day before; 已掌握 is recall on the exam day', async () => {
    const h = harness({ start: Date.parse('2026-11-22T09:00:00+08:00') });
    const token = h.other;
    const { wrongOnes } = await mockRun(h, { wrong: 1, right: 0, token });
    const entryId = (await list(h, '', token)).list[0]!.id;
    // Tomorrow is the exam: today's mistake cannot wait for tomorrow, it is due today.
    await h.put('/learning/exam-goal', { examDate: '2026-11-23' }, token);
    expect((await list(h, '', token)).list[0]!.review).toMatchObject({ dueOn: '2026-11-22', due: true, reason: 'before-exam' });
    expect((await h.get('/wrong-book/summary', token)).data).toMatchObject({ due: 1 });
    // Reviewed right on the day before a far exam, it rests until memory says; with the exam near it holds.
    h.advance(DAY);
    const later = h.mock.store.issueToken(2);
    await h.put('/learning/exam-goal', { examDate: '2027-01-20' }, later);
    const reviewed = reviewResultSchema.parse(
      (await h.post(`/wrong-book/${entryId}/review`, { answer: rightAnswerOfQuestion(wrongOnes[0]!.id), verdict: 'easy' }, later)).data,
    );
    expect(reviewed.entry.review).toMatchObject({ reason: 'memory', mastered: false });
    const dueOn = reviewed.entry.review!.dueOn!;
    // The exam on the very day it would be due: brought forward to the day before.
    await h.put('/learning/exam-goal', { examDate: dueOn }, later);
    const dayBefore = new Date(Date.parse(`${dueOn}T00:00:00Z`) - DAY).toISOString().slice(0, 10);
    expect((await list(h, '', later)).list[0]!.review).toMatchObject({ dueOn: dayBefore, reason: 'before-exam' });
    // The exam tomorrow: recall holds until then at a low target: it rests, and counts as 已掌握.
    await h.put('/learning/exam-goal', { examDate: '2026-11-24', retentionPercent: 70 }, later);
    const resting = (await list(h, '', later)).list[0]!.review!;
    expect(resting).toMatchObject({ dueOn: null, due: false, reason: 'holds-to-exam', mastered: true });
    expect(resting.examRecall!).toBeGreaterThanOrEqual(0.7);
    expect((await list(h, '&status=mastered', later)).total).toBe(1);
  });

  it('a mastered question answered wrong in practice is a lapse: its recall on the exam day drops', async () => {
    const h = harness();
    const token = h.other;
    const { exam, wrongOnes } = await mockRun(h, { wrong: 1, right: 0, token });
    const questionId = wrongOnes[0]!.id;
    await h.put('/learning/exam-goal', { examDate: '2026-11-25', retentionPercent: 70 }, token);
    const entryId = (await list(h, '', token)).list[0]!.id;
    h.advance(DAY);
    const later = h.mock.store.issueToken(2);
    await h.post(`/wrong-book/${entryId}/review`, { answer: rightAnswerOfQuestion(questionId), verdict: 'easy' }, later);
    const before = (await list(h, '', later)).list[0]!.review!;
    expect(before).toMatchObject({ mastered: true, lapses: 0 });
    const session = (await h.post(`/exam/${exam.id}/practice`, { mode: 'sequential' }, later)).data;
    const reply = await h.post(`/practice/sessions/${session.id}/answer`, { questionId, answer: wrongAnswerOfQuestion(questionId) }, later);
    expect(reply.code, reply.msg).toBe(0);
    const after = (await list(h, '', later)).list[0]!;
    expect(after).toMatchObject({ timesWrong: 2, review: { lapses: 1 } });
    expect(after.review!.examRecall!).toBeLessThan(before.examRecall!);
  });

  it('a verdict said again: only the latest review, today, named by its time; a wrong answer is only 忘了; a replay changes nothing', async () => {
    const h = harness();
    const token = h.other;
    const { wrongOnes } = await mockRun(h, { wrong: 2, right: 0, token });
    const [first, second] = (await list(h, '', token)).list;
    h.advance(DAY);
    const me = h.mock.store.issueToken(2);
    const reviewOf = async (entry: typeof first, answer: Answer, body: object = {}) =>
      reviewResultSchema.parse((await h.post(`/wrong-book/${entry!.id}/review`, { answer, ...body }, me)).data);
    const right = await reviewOf(first, rightAnswerOfQuestion(first!.question.id));
    const at = right.entry.review!.lastReviewedAt!;
    const change = (entry: typeof first, body: object, as = me) => h.put(`/wrong-book/${entry!.id}/review`, body, as);
    // A wrong answer cannot be said recalled, either when reviewing or after.
    expect(
      await h.post(`/wrong-book/${second!.id}/review`, { answer: wrongAnswerOfQuestion(second!.question.id), verdict: 'easy' }, me),
    ).toMatchObject({ code: 400, msg: '答错的题只能记为“忘了”' });
    const wrong = await reviewOf(second, wrongAnswerOfQuestion(second!.question.id));
    expect(await change(second, { verdict: 'recalled', reviewedAt: wrong.entry.review!.lastReviewedAt })).toMatchObject({ code: 4827 });
    // Another learner's entry is 404; a time that is not the latest review's is refused.
    expect(await change(first, { verdict: 'easy', reviewedAt: at }, h.learner)).toMatchObject({ code: 404 });
    expect(await change(first, { verdict: 'easy', reviewedAt: '2026-11-23T08:00:00+08:00' })).toMatchObject({ code: 4827 });
    // The same change twice is the same card.
    const once = await change(first, { verdict: 'easy', reviewedAt: at });
    const twice = await change(first, { verdict: 'easy', reviewedAt: at });
    expect(once.code).toBe(0);
    expect(twice.data.entry.review).toEqual(once.data.entry.review);
    // Back to 想起来了: exactly the card the first review made.
    expect((await change(first, { verdict: 'recalled', reviewedAt: at })).data.entry.review).toEqual({
      ...right.entry.review,
      lastVerdict: 'recalled',
    });
    // After a later mistake, or the next day, the review is history.
    expect(
      (
        await h.post(
          `/practice/sessions/${(await h.post(`/exam/${(await list(h, '', me)).list[0]!.exam.id}/practice`, { mode: 'sequential' }, me)).data.id}/answer`,
          { questionId: first!.question.id, answer: wrongAnswerOfQuestion(wrongOnes[0]!.id) },
          me,
        )
      ).code,
    ).toBe(0);
    expect(await change(first, { verdict: 'easy', reviewedAt: at })).toMatchObject({ code: 4827 });
    const fresh = await reviewOf(second, rightAnswerOfQuestion(second!.question.id));
    h.advance(DAY);
    const tomorrow = h.mock.store.issueToken(2);
    expect(await change(second, { verdict: 'easy', reviewedAt: fresh.entry.review!.lastReviewedAt }, tomorrow)).toMatchObject({
      code: 4827,
    });
  });

  it('forgotten again and again, a question is a leech: not due until its 解析 is studied, then back', async () => {
    const h = harness();
    const token = h.other;
    const { wrongOnes } = await mockRun(h, { wrong: 1, right: 0, token });
    const questionId = wrongOnes[0]!.id;
    const entryId = (await list(h, '', token)).list[0]!.id;
    let me = token;
    for (let lapse = 0; lapse < 4; lapse += 1) {
      h.advance(DAY);
      me = h.mock.store.issueToken(2);
      await h.post(`/wrong-book/${entryId}/review`, { answer: rightAnswerOfQuestion(questionId) }, me);
      h.advance(3 * DAY);
      me = h.mock.store.issueToken(2);
      await h.post(`/wrong-book/${entryId}/review`, { answer: wrongAnswerOfQuestion(questionId) }, me);
    }
    const leech = (await list(h, '', me)).list[0]!.review!;
    expect(leech).toMatchObject({ leech: true, reason: 'leech', dueOn: null, due: false, lapses: 4 });
    h.advance(5 * DAY);
    me = h.mock.store.issueToken(2);
    expect((await h.get('/wrong-book/summary', me)).data).toMatchObject({ due: 0 });
    expect(await h.post(`/wrong-book/${entryId}/studied`, {}, h.mock.store.issueToken(1))).toMatchObject({ code: 404 });
    const studied = await h.post(`/wrong-book/${entryId}/studied`, {}, me);
    expect(studied).toMatchObject({ code: 0, data: { review: { leech: false, reason: 'memory', due: true } } });
    expect((await h.get('/wrong-book/summary', me)).data).toMatchObject({ due: 1 });
  });
});

describe('the learner’s own, and what may be changed', () => {
  it('another learner’s entry ids are 404 to every call, like unknown ones; their book stays theirs', async () => {
    const h = harness();
    await mockRun(h);
    const mine = (await list(h)).list[0]!;
    for (const reply of [
      await h.post(`/wrong-book/${mine.id}/review`, { answer: 'A' }, h.other),
      await h.put(`/wrong-book/${mine.id}`, { favourite: true }, h.other),
      await h.del(`/wrong-book/${mine.id}`, h.other),
      await h.post(`/wrong-book/999999/review`, { answer: 'A' }),
      await h.del('/wrong-book/999999'),
    ])
      expect(reply).toMatchObject({ code: 404, msg: '错题不存在或已移出错题本' });
    expect((await list(h, '', h.other)).total).toBe(0);
    expect((await list(h)).list[0]).toEqual(mine);
    expect(await h.get('/wrong-book', null)).toMatchObject({ code: 401 });
    expect(await h.get('/wrong-book/summary', null)).toMatchObject({ code: 401 });
  });

  it('reason, favourite and note: the three 错因 or none, notes up to 500 characters, with the reasons why not in Chinese', async () => {
    const h = harness();
    await mockRun(h);
    const entry = (await list(h)).list[0]!;
    const put = (body: unknown) => h.put(`/wrong-book/${entry.id}`, body);
    for (const reason of ['unknown', 'careless', 'confused'] as const)
      expect(wrongBookEntrySchema.parse((await put({ reason })).data).reason).toBe(reason);
    expect((await list(h, '&reason=confused')).total).toBe(1);
    expect((await list(h, '&reason=none')).total).toBe(4);
    expect((await put({ reason: null })).data.reason).toBeNull();
    expect(await put({ reason: 'lazy' })).toMatchObject({ code: 400 });
    expect(await put({})).toMatchObject({ code: 400, msg: '请至少修改错因、收藏或笔记中的一项' });
    expect((await put({ note: '字'.repeat(500) })).data.note).toHaveLength(500);
    const long = await put({ note: '字'.repeat(501) });
    expect(long.code).toBe(400);
    expect(long.msg).toContain('笔记不能超过 500 个字');
    expect((await put({ note: '  看清“不得”二字  ', favourite: true })).data).toMatchObject({ note: '看清“不得”二字', favourite: true });
    expect((await list(h, '&status=favourite')).list.map((shown) => shown.id)).toEqual([entry.id]);
    // Review answers must fit the question and be given.
    expect(await h.post(`/wrong-book/${entry.id}/review`, { answer: null })).toMatchObject({ code: 400, msg: '请先作答再提交' });
    expect((await h.post(`/wrong-book/${entry.id}/review`, { answer: 42 })).code).toBe(400);
  });

  it('removing takes a question out of the book; a favourite stays a favourite, and a new mistake brings it back', async () => {
    const h = harness();
    const { exam } = await mockRun(h, { wrong: 2, right: 0 });
    const [kept, gone] = (await list(h)).list;
    // Each write answers the book's tab counts after it (the page shows them, never counts itself).
    const counts = (learning: number, favourite: number) => ({ due: 0, learning, mastered: 0, favourite, total: learning });
    expect((await h.put(`/wrong-book/${kept!.id}`, { favourite: true })).data.counts).toEqual(counts(2, 1));
    expect((await h.del(`/wrong-book/${kept!.id}`)).data).toEqual({ id: kept!.id, kept: true, counts: counts(1, 1) });
    expect((await h.del(`/wrong-book/${gone!.id}`)).data).toEqual({ id: gone!.id, kept: false, counts: counts(0, 1) });
    expect(await h.del(`/wrong-book/${gone!.id}`)).toMatchObject({ code: 404 });
    expect((await list(h)).total).toBe(0);
    const favourites = await list(h, '&status=favourite');
    expect(favourites.list).toMatchObject([{ id: kept!.id, inBook: false, review: null, timesWrong: 0, favourite: true }]);
    // Not in the book: no review, no reason.
    expect(await h.post(`/wrong-book/${kept!.id}/review`, { answer: 'A' })).toMatchObject({ code: CODE_WRONG_BOOK_NOT_IN_BOOK });
    expect(await h.put(`/wrong-book/${kept!.id}`, { reason: 'careless' })).toMatchObject({ code: CODE_WRONG_BOOK_NOT_IN_BOOK });
    // Unfavourited with no note: gone altogether.
    expect((await h.put(`/wrong-book/${kept!.id}`, { favourite: false })).data).toMatchObject({ favourite: false, counts: counts(0, 0) });
    expect(await h.put(`/wrong-book/${kept!.id}`, { favourite: true })).toMatchObject({ code: 404 });
    // Wrong again in practice: back in the book.
    const session = (await h.post(`/exam/${exam.id}/practice`, { mode: 'sequential' })).data;
    const questionId = session.questions[0].id as number;
    await h.post(`/practice/sessions/${session.id}/answer`, { questionId, answer: wrongAnswerOfQuestion(questionId) });
    expect((await list(h)).list.map((entry) => entry.question.id)).toContain(questionId);
  });

  it('one question by its id (a 纠错 reply’s link): its entry wherever it is, a favourite too when no tab is chosen; in a tab only if there; nothing for a question without an entry or another learner’s', async () => {
    const h = harness();
    const { exam } = await mockRun(h, { wrong: 2, right: 0 });
    const [kept, wrong] = (await list(h)).list;
    await h.put(`/wrong-book/${kept!.id}`, { favourite: true });
    await h.del(`/wrong-book/${kept!.id}`);
    const one = (questionId: number, query = '', token?: string) => list(h, `&questionId=${questionId}${query}`, token);
    const favourite = await one(kept!.question.id);
    expect(favourite.list).toMatchObject([{ id: kept!.id, inBook: false, favourite: true }]);
    expect(favourite.total).toBe(1);
    // The counts and the groups are the book's, whatever the question.
    expect(favourite.counts).toMatchObject({ total: 1, learning: 1, favourite: 1 });
    expect(favourite.groups.exams).toEqual([{ id: exam.id, title: exam.title, count: 1 }]);
    expect((await one(wrong!.question.id)).list.map((entry) => entry.id)).toEqual([wrong!.id]);
    expect((await one(wrong!.question.id, '&status=learning')).total).toBe(1);
    expect((await one(wrong!.question.id, '&status=favourite')).total).toBe(0);
    expect((await one(kept!.question.id, '&status=learning')).total).toBe(0);
    expect((await one(wrong!.question.id, `&examId=${exam.id + 1}`)).total).toBe(0);
    // Another learner asking for my question finds nothing of mine; an unknown one is just nothing.
    expect((await one(wrong!.question.id, '', h.other)).total).toBe(0);
    expect((await one(999_999)).total).toBe(0);
    expect(await h.get('/wrong-book?page=1&size=10&questionId=x')).toMatchObject({ code: 400 });
  });

  it('favourites and notes on any question seen in practice, from an exam of its bank; never an unknown question or one of another bank’s exam', async () => {
    const h = harness();
    const exam = h.examWhere((candidate) => candidate.mode === ExamMode.MOCK);
    const other = h.examWhere((candidate) => candidate.professionId !== exam.professionId);
    const session = (await h.post(`/exam/${exam.id}/practice`, { mode: 'memorize' })).data;
    const questionId = session.questions[3].id as number;
    const marked = await h.put(`/wrong-book/questions/${questionId}`, { examId: exam.id, favourite: true, note: '常考' });
    expect(wrongBookEntrySchema.parse(marked.data)).toMatchObject({ inBook: false, favourite: true, note: '常考', exam: { id: exam.id } });
    expect(marked.data.question.rightAnswer).toEqual(rightAnswerOfQuestion(questionId));
    expect((await list(h)).total).toBe(0);
    expect((await list(h, '&status=favourite')).total).toBe(1);
    expect((await h.get('/wrong-book/summary')).data).toMatchObject({ favourite: 1, total: 0 });
    expect(await h.put(`/wrong-book/questions/${questionId}`, { examId: exam.id })).toMatchObject({ code: 400 });
    expect(await h.put(`/wrong-book/questions/${questionId}`, { examId: other.id, favourite: true })).toMatchObject({
      code: 400,
      msg: '这道题不属于这场考试的题库',
    });
    expect(await h.put('/wrong-book/questions/5', { examId: exam.id, favourite: true })).toMatchObject({ code: 404 });
    expect(await h.put(`/wrong-book/questions/${questionId}`, { examId: 999_999, favourite: true })).toMatchObject({ code: 404 });
    expect(await h.put(`/wrong-book/questions/${questionId}`, { examId: exam.id, note: 'x'.repeat(501) })).toMatchObject({ code: 400 });
    // The same question marked again updates its entry (one per question).
    const again = await h.put(`/wrong-book/questions/${questionId}`, { examId: exam.id, favourite: false });
    expect(again.data).toMatchObject({ id: marked.data.id, favourite: false, note: '常考' });
  });

  it('a question kept for review without a mistake: in the book, never wrong, due the next day; twice is once; never another’s', async () => {
    const h = harness();
    const exam = h.examWhere((candidate) => candidate.mode === ExamMode.MOCK);
    const session = (await h.post(`/exam/${exam.id}/practice`, { mode: 'memorize' }, h.other)).data;
    const questionId = session.questions[2].id as number;
    const marked = await h.put(`/wrong-book/questions/${questionId}`, { examId: exam.id, favourite: true }, h.other);
    expect(await h.post(`/wrong-book/${marked.data.id}/keep`, {}, h.learner)).toMatchObject({ code: 404 });
    const kept = await h.post(`/wrong-book/${marked.data.id}/keep`, {}, h.other);
    expect(kept).toMatchObject({
      code: 0,
      data: {
        inBook: true,
        favourite: true,
        timesWrong: 0,
        lastWrongAnswer: null,
        lastWrongAt: null,
        review: { dueOn: '2026-11-23', due: false, reviews: 1, lapses: 0 },
        counts: { total: 1, learning: 1, favourite: 1 },
      },
    });
    const twice = await h.post(`/wrong-book/${marked.data.id}/keep`, {}, h.other);
    expect(twice.data).toEqual(kept.data);
    h.advance(DAY);
    const later = h.mock.store.issueToken(2);
    const reviewed = await h.post(`/wrong-book/${marked.data.id}/review`, { answer: rightAnswerOfQuestion(questionId) }, later);
    expect(reviewed).toMatchObject({
      code: 0,
      data: { correct: true, onSchedule: true, entry: { timesWrong: 0, review: { reviews: 2 } } },
    });
  });
});

describe('/__mock/wrong-book/age (a browser test’s days, for one learner)', () => {
  it('makes the learner’s reviews fall due as days pass for them alone: two reviews on their days, the clock and the other learner untouched', async () => {
    const h = harness({ controls: true });
    const age = (body: object) =>
      h.mock.app.inject({ method: 'POST', url: '/__mock/wrong-book/age', payload: body }).then((reply) => reply.json());
    const { wrongOnes } = await mockRun(h, { wrong: 1, right: 0 });
    await mockRun(h, { wrong: 2, right: 0, token: h.other });
    const questionId = wrongOnes[0]!.id;
    const entryId = (await list(h)).list[0]!.id;
    const before = h.now();
    expect(await age({ phone: '13800138000', days: 1 })).toMatchObject({ code: 0, data: { accountId: 1, today: '2026-11-22', due: 1 } });
    const first = reviewResultSchema.parse(
      (await h.post(`/wrong-book/${entryId}/review`, { answer: rightAnswerOfQuestion(questionId) })).data,
    );
    expect(first).toMatchObject({ onSchedule: true, entry: { review: { due: false, reviews: 2 } } });
    const waits = (Date.parse(`${first.entry.review!.dueOn}T00:00:00Z`) - Date.parse('2026-11-22T00:00:00Z')) / DAY;
    expect(await age({ accountId: 1, days: waits })).toMatchObject({ data: { due: 1 } });
    const second = reviewResultSchema.parse(
      (await h.post(`/wrong-book/${entryId}/review`, { answer: rightAnswerOfQuestion(questionId) })).data,
    );
    expect(second).toMatchObject({ onSchedule: true, entry: { review: { reviews: 3 } } });
    expect(h.now()).toBe(before);
    expect((await h.get('/wrong-book/summary', h.other)).data).toMatchObject({ due: 0, learning: 2, nextDueOn: '2026-11-23' });
    for (const body of [{ phone: '13800138000' }, { phone: '13800138000', days: 0 }, { phone: '13800138000', days: 1.5 }])
      expect(await age(body)).toMatchObject({ code: 400 });
    expect(await age({ phone: '13000000000', days: 1 })).toMatchObject({ code: 404 });
  });
});
