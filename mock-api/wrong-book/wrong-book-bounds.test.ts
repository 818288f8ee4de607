import { describe, expect, it } from 'vitest';
import { ExamMode } from '@shared/enums/learning';
import { examHarness } from '../exam/exam-testing';
import { DEFAULT_WRONG_BOOK_LIMITS } from './wrong-book';
import { DEFAULT_PRACTICE_LIMITS } from './practice-sessions';
import { DEFAULT_REPORT_LIMITS } from './question-reports';
import { wrongAnswerOfQuestion } from './wrong-book-testing';

/**
 * The wrong-question book, practice sessions and 纠错 reports are per-visitor state (`npm start` serves the
 * mock to anyone): bounded per account and in accounts, like the mock's other stores (mock-api/README.md).
 */
const harness = examHarness();

const SMALL = {
  wrongBook: { entriesPerAccount: 3, answersPerAccount: 4, accounts: 2 },
  practice: { sessionsPerAccount: 2, accounts: 2 },
  reports: { perAccount: 2, accounts: 2 },
};

describe('bounds', () => {
  it('have defaults a learner never meets', () => {
    expect(DEFAULT_WRONG_BOOK_LIMITS).toEqual({ entriesPerAccount: 2_000, answersPerAccount: 5_000, accounts: 20_000 });
    expect(DEFAULT_PRACTICE_LIMITS).toEqual({ sessionsPerAccount: 30, accounts: 20_000 });
    expect(DEFAULT_REPORT_LIMITS).toEqual({ perAccount: 100, accounts: 20_000 });
  });

  it('per account: the least recently changed entry goes (a favourite or a noted one last), the oldest answers, sessions and replied reports', async () => {
    const h = harness({ study: SMALL });
    const exam = h.examWhere((candidate) => candidate.mode === ExamMode.MOCK);
    const session = (await h.post(`/exam/${exam.id}/practice`, { mode: 'sequential' })).data;
    const ids = (session.questions as { id: number }[]).map((question) => question.id);
    const wrong = async (index: number) => {
      h.advance(1000);
      const reply = await h.post(`/practice/sessions/${session.id}/answer`, {
        questionId: ids[index],
        answer: wrongAnswerOfQuestion(ids[index]!),
      });
      expect(reply.code, reply.msg).toBe(0);
      return reply.data.wrongBookEntryId as number;
    };
    const first = await wrong(0);
    expect((await h.put(`/wrong-book/${first}`, { favourite: true })).code).toBe(0);
    await wrong(1);
    await wrong(2);
    await wrong(3);
    // Three kept: the favourite stayed, the oldest plain one (question 1) went.
    const book = (await h.get('/wrong-book?page=1&size=10')).data;
    expect(book.list.map((entry: { question: { id: number } }) => entry.question.id).sort()).toEqual([ids[0], ids[2], ids[3]].sort());
    expect(book.counts).toMatchObject({ total: 3, favourite: 1 });
    expect(h.mock.wrongBook.answersOf(1)).toHaveLength(4);

    // Sessions: two kept, the least recently used goes.
    const sessions = [session.id];
    for (const mode of ['random', 'memorize']) sessions.push((await h.post(`/exam/${exam.id}/practice`, { mode })).data.id);
    expect(await h.get(`/practice/sessions/${sessions[0]}`)).toMatchObject({ code: 404 });
    expect(h.mock.practice.size).toBe(2);

    // Reports: two kept; the oldest replied one goes first, a pending one stays while others are replied.
    const report = (index: number) => h.post(`/wrong-book/questions/${ids[index]}/report`, { kind: 'other', text: '题目表述有歧义' });
    const r1 = (await report(0)).data.id as number;
    h.advance(h.mock.store.reviewStepMs);
    expect((await h.get('/wrong-book/summary')).code).toBe(0);
    const r2 = (await report(1)).data.id as number;
    const r3 = (await report(2)).data.id as number;
    expect(h.mock.questionReports.ofAccount(1).map((shown) => shown.id)).toEqual([r2, r3]);
    expect(h.mock.questionReports.get(r1)).toBeUndefined();
  });

  it('in accounts: past the bound the book, sessions and reports of the account that used them least recently go, whole', async () => {
    const h = harness({ study: SMALL });
    const exam = h.examWhere((candidate) => candidate.mode === ExamMode.MOCK);
    const tokens = [h.learner, h.other, h.mock.store.issueToken(3)];
    for (const token of tokens) {
      h.advance(1000);
      const session = (await h.post(`/exam/${exam.id}/practice`, { mode: 'sequential' }, token)).data;
      const questionId = session.questions[0].id as number;
      expect(
        (await h.post(`/practice/sessions/${session.id}/answer`, { questionId, answer: wrongAnswerOfQuestion(questionId) }, token)).code,
      ).toBe(0);
      expect((await h.post(`/wrong-book/questions/${questionId}/report`, { kind: 'stem', text: '题干有错别字' }, token)).code).toBe(0);
    }
    for (const store of [h.mock.wrongBook, h.mock.practice, h.mock.questionReports]) {
      expect(store.hasStateFor(1), store.constructor.name).toBe(false);
      expect(store.hasStateFor(2), store.constructor.name).toBe(true);
      expect(store.hasStateFor(3), store.constructor.name).toBe(true);
    }
    expect((await h.get('/wrong-book?page=1&size=10')).data.total).toBe(0);
    expect((await h.get('/wrong-book?page=1&size=10', tokens[2])).data.total).toBe(1);
  });
});
