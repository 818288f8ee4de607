import type { FastifyInstance } from 'fastify';
import {
  CODE_REVIEW_VERDICT_REFUSED,
  CODE_WRONG_BOOK_NOT_IN_BOOK,
  changeReviewVerdict,
  keepForReview,
  markLeechStudied,
  getWrongBookSummary,
  listWrongBook,
  markQuestion,
  removeWrongBookEntry,
  reportQuestion,
  reviewWrongQuestion,
  updateWrongBookEntry,
} from '@shared/api/wrong-book';
import { knowledgePointName, reportTextProblem } from '@shared/lib/wrong-book-rules';
import { BusinessError, CODE_INVALID, CODE_NOT_FOUND, handle } from '../core/define-handler';
import { shanghaiIso } from '../core/faker';
import type { MockStore } from '../core/store';
import { acceptAnswer, grade, rightAnswerOf } from '../exam/grading';
import { verdictOfAnswer } from '@shared/lib/memory-review-rules';
import { dueState } from './fsrs-schedule';
import { chinaDate, chinaDay } from './review-schedule';
import { bankOrder, type StudyRecords } from './study-records';
import { bankOfQuestion, entryView } from './wrong-book-views';
import type { BookEntry } from './wrong-book';
import { learnerOf } from '../learning/routes';

const UNSEEN = '题目不存在或暂不能查看';

/**
 * The wrong-question book (错题本), favourites, notes and 纠错 (issue 25 §4,
 * docs/decisions/013-wrong-question-book.md). Every call settles the learner's papers first
 * (`StudyRecords.settle`): a paper handed in by the clock, or an official one now published, is in
 * the book before it is read.
 */
export function registerWrongBookRoutes(app: FastifyInstance, store: MockStore, study: StudyRecords): void {
  const { book, lookup, reports, goalOf } = study;
  const learner = (token: string | undefined) => {
    const accountId = learnerOf(store, token);
    study.settle(accountId);
    return accountId;
  };
  const today = () => chinaDay(store.now());
  const view = (entry: BookEntry) => entryView(entry, lookup, today(), goalOf(entry.accountId));
  const counts = (accountId: number) => book.counts(accountId, goalOf(accountId), today());
  const reviewResult = (entry: BookEntry) => {
    const question = lookup.question(entry.questionId)!;
    const last = entry.wrong!.lastReview!;
    return {
      correct: last.correct,
      verdict: last.verdict,
      rightAnswer: rightAnswerOf(question, bankOrder(question)),
      explanation: question.explanation,
      entry: view(entry),
    };
  };
  const inBook = (entry: BookEntry, what: string) => {
    if (!entry.wrong) throw new BusinessError(CODE_WRONG_BOOK_NOT_IN_BOOK, `这道题不在错题本中（仅收藏或笔记），不能${what}`);
    return entry.wrong;
  };
  /** A question the learner may see the answer of (404 otherwise, like an unknown one). */
  const openQuestion = (accountId: number, questionId: number) => {
    const question = lookup.question(questionId);
    if (!question || (!book.entryOf(accountId, questionId) && study.access(accountId, question) !== 'open'))
      throw new BusinessError(CODE_NOT_FOUND, UNSEEN);
    return question;
  };

  handle(app, listWrongBook, ({ token, query }) => {
    const accountId = learner(token);
    const day = today();
    const goal = goalOf(accountId);
    const stateOf = (entry: BookEntry) => (entry.wrong ? dueState(entry.wrong.memory, goal, day) : null);
    const ofStatus = (entry: BookEntry): boolean => {
      const state = stateOf(entry);
      switch (query.status) {
        case 'due':
          return state !== null && state.dueDay !== null && state.dueDay <= day;
        case 'learning':
          return state !== null && !state.mastered;
        case 'mastered':
          return state !== null && state.mastered;
        case 'favourite':
          return entry.favourite;
        default:
          return entry.wrong !== null;
      }
    };
    const tab = book.entries(accountId).filter(ofStatus);
    const exams = new Map<number, number>();
    const professions = new Map<string, number>();
    const points = new Map<number, number>();
    for (const entry of tab) {
      const bank = bankOfQuestion(entry.questionId);
      exams.set(entry.examId, (exams.get(entry.examId) ?? 0) + 1);
      professions.set(`${bank.professionId}:${bank.level}`, (professions.get(`${bank.professionId}:${bank.level}`) ?? 0) + 1);
      const point = lookup.question(entry.questionId)!.point;
      points.set(point, (points.get(point) ?? 0) + 1);
    }
    // One question (a 纠错 reply's link) without a tab: wherever its entry is, the favourites included.
    const candidates = query.questionId !== undefined && query.status === undefined ? book.entries(accountId) : tab;
    const matching = candidates
      .filter((entry) => {
        const bank = bankOfQuestion(entry.questionId);
        if (query.questionId !== undefined && entry.questionId !== query.questionId) return false;
        if (query.examId !== undefined && entry.examId !== query.examId) return false;
        if (query.professionId !== undefined && bank.professionId !== query.professionId) return false;
        if (query.skillLevel !== undefined && bank.level !== query.skillLevel) return false;
        if (query.knowledgePointId !== undefined && lookup.question(entry.questionId)!.point !== query.knowledgePointId) return false;
        if (query.reason !== undefined && (entry.wrong?.reason ?? 'none') !== query.reason) return false;
        return true;
      })
      .sort((a, b) => b.updatedAt - a.updatedAt || b.id - a.id);
    const start = (query.page - 1) * query.size;
    return {
      today: chinaDate(day),
      counts: book.counts(accountId, goal, day),
      groups: {
        exams: [...exams].map(([id, count]) => ({ id, title: lookup.findExam(id)?.title ?? '', count })).sort((a, b) => a.id - b.id),
        professions: [...professions]
          .map(([key, count]) => {
            const [professionId, skillLevel] = key.split(':').map(Number) as [number, number];
            return { professionId, professionName: lookup.professionName(professionId), skillLevel, count };
          })
          .sort((a, b) => a.professionId - b.professionId || a.skillLevel - b.skillLevel),
        knowledgePoints: [...points].map(([id, count]) => ({ id, name: knowledgePointName(id), count })).sort((a, b) => a.id - b.id),
      },
      list: matching.slice(start, start + query.size).map(view),
      total: matching.length,
      page: query.page,
      size: query.size,
    };
  });

  handle(app, getWrongBookSummary, ({ token }) => {
    const accountId = learner(token);
    const day = today();
    const goal = goalOf(accountId);
    const later = book.entries(accountId).flatMap((entry) => {
      const dueDay = entry.wrong ? dueState(entry.wrong.memory, goal, day).dueDay : null;
      return dueDay !== null && dueDay > day ? [dueDay] : [];
    });
    return { today: chinaDate(day), ...book.counts(accountId, goal, day), nextDueOn: later.length ? chinaDate(Math.min(...later)) : null };
  });

  handle(app, reviewWrongQuestion, ({ token, params, body }) => {
    const accountId = learner(token);
    const entry = book.own(accountId, params.entryId);
    inBook(entry, '复习');
    const question = lookup.question(entry.questionId)!;
    const accepted = acceptAnswer(question, body.answer);
    if (!accepted.ok) throw new BusinessError(CODE_INVALID, accepted.reason);
    if (accepted.value === null) throw new BusinessError(CODE_INVALID, '请先作答再提交');
    const correct = grade(question, bankOrder(question), accepted.value, 1).correct === true;
    if (!correct && body.verdict !== undefined && body.verdict !== 'forgot')
      throw new BusinessError(CODE_INVALID, '答错的题只能记为“忘了”');
    const verdict = correct && body.verdict !== undefined ? body.verdict : verdictOfAnswer(correct, body.seconds ?? null);
    const { onSchedule } = book.review(entry, { correct, verdict, answer: accepted.value, point: question.point, goal: goalOf(accountId) });
    return { ...reviewResult(entry), onSchedule };
  });

  handle(app, changeReviewVerdict, ({ token, params, body }) => {
    const accountId = learner(token);
    const entry = book.own(accountId, params.entryId);
    inBook(entry, '复习');
    const last = book.changeableReview(entry);
    // Named by the second the review shows (timestamps have no milliseconds).
    if (!last || Date.parse(body.reviewedAt) !== Math.floor(last.at / 1000) * 1000)
      throw new BusinessError(CODE_REVIEW_VERDICT_REFUSED, '只能改这道题今天最近一次复习的感受');
    if (!last.correct && body.verdict !== 'forgot') throw new BusinessError(CODE_REVIEW_VERDICT_REFUSED, '答错的题只能记为“忘了”');
    book.changeVerdict(entry, body.verdict);
    return { ...reviewResult(entry), onSchedule: last.onSchedule };
  });

  handle(app, markLeechStudied, ({ token, params }) => {
    const accountId = learner(token);
    const entry = book.own(accountId, params.entryId);
    inBook(entry, '标记已回看');
    book.markStudied(entry);
    return view(entry);
  });

  handle(app, keepForReview, ({ token, params }) => {
    const accountId = learner(token);
    const entry = book.own(accountId, params.entryId);
    book.keep(entry);
    return { ...view(entry), counts: counts(accountId) };
  });

  handle(app, updateWrongBookEntry, ({ token, params, body }) => {
    const accountId = learner(token);
    const entry = book.own(accountId, params.entryId);
    if (body.reason === undefined && body.favourite === undefined && body.note === undefined)
      throw new BusinessError(CODE_INVALID, '请至少修改错因、收藏或笔记中的一项');
    if (body.reason !== undefined) inBook(entry, '标记错因').reason = body.reason;
    if (body.favourite !== undefined) entry.favourite = body.favourite;
    if (body.note !== undefined) entry.note = body.note.trim();
    entry.updatedAt = store.now();
    const shown = view(entry);
    book.forgetIfEmpty(entry);
    return { ...shown, counts: counts(accountId) };
  });

  handle(app, removeWrongBookEntry, ({ token, params }) => {
    const accountId = learner(token);
    const entry = book.own(accountId, params.entryId);
    const kept = book.removeFromBook(entry);
    return { id: entry.id, kept, counts: counts(accountId) };
  });

  handle(app, markQuestion, ({ token, params, body }) => {
    const accountId = learner(token);
    if (body.favourite === undefined && body.note === undefined) throw new BusinessError(CODE_INVALID, '请至少设置收藏或笔记中的一项');
    const question = openQuestion(accountId, params.questionId);
    const exam = lookup.findExam(body.examId);
    if (!exam) throw new BusinessError(CODE_NOT_FOUND, '考试不存在或已下线');
    const bank = bankOfQuestion(question.id);
    if (exam.professionId !== bank.professionId || exam.skillLevel !== bank.level)
      throw new BusinessError(CODE_INVALID, '这道题不属于这场考试的题库');
    const entry = book.ensure(accountId, question.id, exam.id);
    if (!entry.wrong) entry.examId = exam.id;
    if (body.favourite !== undefined) entry.favourite = body.favourite;
    if (body.note !== undefined) entry.note = body.note.trim();
    entry.updatedAt = store.now();
    const shown = view(entry);
    book.forgetIfEmpty(entry);
    return shown;
  });

  handle(app, reportQuestion, ({ token, params, body }) => {
    const accountId = learner(token);
    const question = lookup.question(params.questionId);
    const access = question ? study.access(accountId, question) : 'none';
    if (!question || (access === 'none' && !book.entryOf(accountId, question.id))) throw new BusinessError(CODE_NOT_FOUND, UNSEEN);
    const problem = reportTextProblem(body.text);
    if (problem) throw new BusinessError(CODE_INVALID, problem);
    if (body.examId !== undefined && !lookup.findExam(body.examId)) throw new BusinessError(CODE_NOT_FOUND, '考试不存在或已下线');
    const report = reports.submit({
      accountId,
      questionId: question.id,
      examId: body.examId ?? null,
      // The reply quotes the stem's start, never the answer.
      stem: question.stem,
      withheld: access === 'withheld',
      kind: body.kind,
      text: body.text,
    });
    return {
      id: report.id,
      questionId: report.questionId,
      kind: report.kind,
      text: report.text,
      status: report.status,
      createdAt: shanghaiIso(report.createdAt),
      replyDueAt: report.replyAt === null ? null : shanghaiIso(report.replyAt),
      repliedAt: report.repliedAt === null ? null : shanghaiIso(report.repliedAt),
    };
  });
}
