import { expect } from 'vitest';
import {
  changeReviewVerdict,
  getWrongBookSummary,
  keepForReview,
  markLeechStudied,
  listWrongBook,
  markQuestion,
  removeWrongBookEntry,
  reportQuestion,
  reviewWrongQuestion,
  updateWrongBookEntry,
} from '@shared/api/wrong-book';
import {
  answerPractice,
  getExamPractice,
  getPracticeSession,
  getReadiness,
  savePracticePosition,
  startPractice,
  submitPractice,
} from '@shared/api/practice';
import { getExamGoal, updateExamGoal } from '@shared/api/exam-goal';
import { getStudyPlan, updateStudyPlan } from '@shared/api/study-plan';
import type { MockApi } from '../app';
import { rightAnswerOfQuestion, wrongAnswerOfQuestion } from '../wrong-book/wrong-book-testing';
import { call, demoToken, type Scenario } from './support';

const mockExamOf = ({ store }: MockApi) => store.content.exams.find((exam) => exam.mode === 2)!;

/** A fresh practice session of the demo learner on a mock exam (`mode`, more options in `body`). */
async function practiceSession(mock: MockApi, body: Record<string, unknown> = { mode: 'sequential' }) {
  const token = await demoToken(mock.app);
  const exam = mockExamOf(mock);
  const started = await call(mock.app, startPractice, { url: `/exam/${exam.id}/practice`, payload: { ...body, restart: true }, token });
  expect(started.code, started.msg).toBe(0);
  const session = started.data as { id: number; questions: { id: number }[] };
  return { token, exam, session };
}

/** An entry of the demo learner's wrong-question book: a practice question answered wrong. */
async function wrongEntry(mock: MockApi) {
  const { token, exam, session } = await practiceSession(mock);
  const questionId = session.questions[0]!.id;
  const answered = await call(mock.app, answerPractice, {
    url: `/practice/sessions/${session.id}/answer`,
    payload: { questionId, answer: wrongAnswerOfQuestion(questionId) },
    token,
  });
  expect(answered.code, answered.msg).toBe(0);
  return { token, exam, questionId, entryId: (answered.data as { wrongBookEntryId: number }).wrongBookEntryId };
}

/** The wrong-question book, favourites, notes, 纠错, practice sessions and readiness (issue 25 §4–§5). */
export const studyScenarios: Record<string, Scenario> = {
  [listWrongBook.id]: async (mock) => {
    const { token, exam } = await wrongEntry(mock);
    return { url: `/wrong-book?page=1&size=10&status=learning&examId=${exam.id}`, token };
  },
  [getWrongBookSummary.id]: async (mock) => {
    const { token } = await wrongEntry(mock);
    return { url: '/wrong-book/summary', token };
  },
  [reviewWrongQuestion.id]: async (mock) => {
    const { token, entryId, questionId } = await wrongEntry(mock);
    return { url: `/wrong-book/${entryId}/review`, payload: { answer: wrongAnswerOfQuestion(questionId) }, token };
  },
  [changeReviewVerdict.id]: async (mock) => {
    const { token, entryId, questionId } = await wrongEntry(mock);
    const reviewed = await call(mock.app, reviewWrongQuestion, {
      url: `/wrong-book/${entryId}/review`,
      payload: { answer: rightAnswerOfQuestion(questionId), seconds: 20 },
      token,
    });
    expect(reviewed.code, reviewed.msg).toBe(0);
    const reviewedAt = (reviewed.data as { entry: { review: { lastReviewedAt: string } } }).entry.review.lastReviewedAt;
    return { url: `/wrong-book/${entryId}/review`, payload: { verdict: 'vague', reviewedAt }, token };
  },
  [keepForReview.id]: async (mock) => {
    const { token, exam, session } = await practiceSession(mock);
    const marked = await call(mock.app, markQuestion, {
      url: `/wrong-book/questions/${session.questions[4]!.id}`,
      payload: { examId: exam.id, favourite: true },
      token,
    });
    expect(marked.code, marked.msg).toBe(0);
    return { url: `/wrong-book/${(marked.data as { id: number }).id}/keep`, token };
  },
  [markLeechStudied.id]: async (mock) => {
    const { token, entryId } = await wrongEntry(mock);
    return { url: `/wrong-book/${entryId}/studied`, token };
  },
  [getExamGoal.id]: async (mock) => ({ url: '/learning/exam-goal', token: await demoToken(mock.app) }),
  [updateExamGoal.id]: async (mock) => ({
    url: '/learning/exam-goal',
    payload: { retentionPercent: 85, examDate: new Date(mock.store.now() + 30 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10) },
    token: await demoToken(mock.app),
  }),
  [getStudyPlan.id]: async (mock) => ({ url: '/learning/study-plan', token: await demoToken(mock.app) }),
  [updateStudyPlan.id]: async (mock) => {
    const token = await demoToken(mock.app);
    // The demo learner's admitted journey, as the plan form offers it.
    const goal = await mock.app.inject({ method: 'GET', url: '/learning/exam-goal', headers: { token } });
    const planId = (goal.json().data as { journeyExam: { planId: number } | null }).journeyExam?.planId;
    if (!planId) throw new Error('the demo learner has no admitted journey');
    const today = new Date(mock.store.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    return {
      url: '/learning/study-plan',
      payload: { target: { planId }, rota: { cycleStart: today, minutes: [30, 30, 0], daysOff: [] } },
      token,
    };
  },
  [updateWrongBookEntry.id]: async (mock) => {
    const { token, entryId } = await wrongEntry(mock);
    return { url: `/wrong-book/${entryId}`, payload: { reason: 'careless', favourite: true, note: '看清题干里的“不得”。' }, token };
  },
  [removeWrongBookEntry.id]: async (mock) => {
    const { token, entryId } = await wrongEntry(mock);
    return { url: `/wrong-book/${entryId}`, token };
  },
  [markQuestion.id]: async (mock) => {
    const { token, exam, session } = await practiceSession(mock);
    return { url: `/wrong-book/questions/${session.questions[1]!.id}`, payload: { examId: exam.id, favourite: true, note: '易混' }, token };
  },
  [reportQuestion.id]: async (mock) => {
    const { token, exam, session } = await practiceSession(mock);
    return {
      url: `/wrong-book/questions/${session.questions[2]!.id}/report`,
      payload: { examId: exam.id, kind: 'explanation', text: '解析里引用的标准编号与题干不一致' },
      token,
    };
  },
  [getExamPractice.id]: async (mock) => {
    const { token, exam } = await practiceSession(mock);
    return { url: `/exam/${exam.id}/practice`, token };
  },
  [startPractice.id]: async (mock) => ({
    url: `/exam/${mockExamOf(mock).id}/practice`,
    payload: { mode: 'chapter', knowledgePointIds: [3, 1] },
    token: await demoToken(mock.app),
  }),
  [getPracticeSession.id]: async (mock) => {
    const { token, session } = await practiceSession(mock, { mode: 'memorize' });
    return { url: `/practice/sessions/${session.id}?page=2&size=10`, token };
  },
  [answerPractice.id]: async (mock) => {
    const { token, session } = await practiceSession(mock, { mode: 'random' });
    const questionId = session.questions[0]!.id;
    return { url: `/practice/sessions/${session.id}/answer`, payload: { questionId, answer: wrongAnswerOfQuestion(questionId) }, token };
  },
  [savePracticePosition.id]: async (mock) => {
    const { token, session } = await practiceSession(mock);
    return { url: `/practice/sessions/${session.id}/position`, payload: { position: 3 }, token };
  },
  [submitPractice.id]: async (mock) => {
    const { token, session } = await practiceSession(mock, { mode: 'timed', questionCount: 10, minutes: 5 });
    const questionId = session.questions[0]!.id;
    const saved = await call(mock.app, answerPractice, {
      url: `/practice/sessions/${session.id}/answer`,
      payload: { questionId, answer: wrongAnswerOfQuestion(questionId) },
      token,
    });
    expect(saved.code, saved.msg).toBe(0);
    return { url: `/practice/sessions/${session.id}/submit`, token };
  },
  [getReadiness.id]: async (mock) => {
    const { token, exam } = await wrongEntry(mock);
    return { url: `/exam/${exam.id}/readiness`, token };
  },
};
