import { describe, expect, it } from 'vitest';
import type { PracticeQuestion, PracticeSession } from '@shared/schemas/practice';
import { endedByClock, initialSessionState, pageOf, sessionReducer, shownAnswer, timedMinutesOf, unansweredNumbers } from './session-state';

const question = (index: number): PracticeQuestion => ({
  index,
  id: 1000 + index,
  kind: 1,
  stem: `第 ${index + 1} 题`,
  options: [
    { key: 'A', text: '甲' },
    { key: 'B', text: '乙' },
  ],
  blanks: 0,
  knowledgePoint: { id: 1, name: '职业道德' },
  answer: null,
  verdict: null,
});

const session = (questions: PracticeQuestion[], fields: Partial<PracticeSession> = {}): PracticeSession => ({
  id: 5,
  mode: 'sequential',
  knowledgePoints: [],
  status: 'active',
  position: 0,
  total: 120,
  answeredCount: 0,
  correctCount: 0,
  startedAt: '2026-11-22T09:00:00+08:00',
  updatedAt: '2026-11-22T09:00:00+08:00',
  deadline: null,
  submittedAt: null,
  examId: 7,
  examTitle: '电工（四级）模拟考试',
  serverNow: '2026-11-22T09:00:00+08:00',
  sheet: Array.from({ length: 120 }, () => 0),
  page: 1,
  size: 50,
  questions,
  ...fields,
});

describe('the session page’s state', () => {
  it('pages by 50: index 0–49 on page 1, 50 on page 2', () => {
    expect([pageOf(0), pageOf(49), pageOf(50), pageOf(119)]).toEqual([1, 1, 2, 3]);
    expect(pageOf(25, 20)).toBe(2);
  });

  it('keeps the questions of every page loaded, by index', () => {
    let state = initialSessionState(session([question(0), question(1)]));
    state = sessionReducer(state, { type: 'loaded', session: session([question(50), question(51)], { page: 2, position: 50 }) });
    expect([...state.questions.keys()]).toEqual([0, 1, 50, 51]);
    expect(state.session.position).toBe(50);
    expect('questions' in state.session).toBe(false);
  });

  it('puts an answer’s verdict on its question and its 答题卡 mark, with the API’s counts', () => {
    let state = initialSessionState(session([question(0), question(1)]));
    const verdict = { correct: false, rightAnswer: 'B', explanation: '因为乙' };
    state = sessionReducer(state, {
      type: 'answered',
      index: 1,
      result: { questionId: 1001, answer: 'A', verdict, position: 1, answeredCount: 1, correctCount: 0, wrongBookEntryId: 9 },
    });
    expect(state.session.sheet.slice(0, 3)).toEqual([0, 2, 0]);
    expect(state.questions.get(1)).toMatchObject({ answer: 'A', verdict });
    expect(state.session).toMatchObject({ position: 1, answeredCount: 1, correctCount: 0 });
    // A timed practice's answer is kept without a verdict: 已作答.
    state = sessionReducer(state, {
      type: 'answered',
      index: 0,
      result: { questionId: 1000, answer: 'B', verdict: null, position: 0, answeredCount: 2, correctCount: 0, wrongBookEntryId: null },
    });
    expect(state.session.sheet.slice(0, 2)).toEqual([3, 2]);
  });

  it('starts again from the handed-in session: its verdicts replace what was loaded', () => {
    let state = initialSessionState(session([question(0), question(60)]));
    state = sessionReducer(state, { type: 'finished', session: session([question(0)], { status: 'finished' }) });
    expect([...state.questions.keys()]).toEqual([0]);
    expect(state.session.status).toBe('finished');
  });

  it('shows the draft over the kept answer; lists what is unanswered', () => {
    expect(shownAnswer({ ...question(0), answer: 'A' }, undefined)).toBe('A');
    expect(shownAnswer({ ...question(0), answer: 'A' }, ['B'])).toEqual(['B']);
    expect(unansweredNumbers([1, 0, 3, 0])).toEqual([2, 4]);
  });

  it('tells a hand-in by the clock from one by the learner, and the minutes a timed practice was set to', () => {
    const timed = { startedAt: '2026-11-22T09:00:00+08:00', deadline: '2026-11-22T09:30:00+08:00' };
    expect(endedByClock({ ...timed, submittedAt: '2026-11-22T09:30:00+08:00' })).toBe(true);
    expect(endedByClock({ ...timed, submittedAt: '2026-11-22T09:12:00+08:00' })).toBe(false);
    expect(endedByClock({ deadline: null, submittedAt: null })).toBe(false);
    expect(timedMinutesOf(timed)).toBe(30);
    expect(timedMinutesOf({ ...timed, deadline: '2026-11-22T09:00:05+08:00' })).toBe(5);
  });
});
