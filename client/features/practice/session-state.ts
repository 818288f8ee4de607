import type { Answer } from '@shared/schemas/exam-attempt';
import type { PracticeAnswerResult, PracticeQuestion, PracticeSession } from '@shared/schemas/practice';

/** 答题卡 marks, as the API sends them: 0 未作答, 1 答对, 2 答错, 3 已作答 (a 限时模拟 before hand-in). */
export const [UNANSWERED, RIGHT, WRONG, SAVED] = [0, 1, 2, 3] as const;

/** A page of questions the session page asks for at a time (the contract's most). */
export const SESSION_PAGE_SIZE = 50;

/** The 1-based page holding a question index. */
export const pageOf = (index: number, size = SESSION_PAGE_SIZE) => Math.floor(index / size) + 1;

/**
 * What the session page holds of a session: the summary and 答题卡 as last answered, and the
 * questions loaded so far by index (a page at a time: 顺序练习 may have hundreds).
 */
export interface SessionState {
  session: Omit<PracticeSession, 'questions' | 'page' | 'size'>;
  questions: ReadonlyMap<number, PracticeQuestion>;
}

export type SessionAction =
  /** A page of the session from the API (the summary comes with it). */
  | { type: 'loaded'; session: PracticeSession }
  /** Handed in (by the learner or the clock): every verdict is new, the questions loaded so far are not. */
  | { type: 'finished'; session: PracticeSession }
  /** An answer the API took, with its verdict (none in a 限时模拟 under way). */
  | { type: 'answered'; index: number; result: PracticeAnswerResult };

const summaryOf = ({ questions: _questions, page: _page, size: _size, ...summary }: PracticeSession) => summary;

const byIndex = (questions: readonly PracticeQuestion[]) => questions.map((question) => [question.index, question] as const);

export const initialSessionState = (session: PracticeSession): SessionState => ({
  session: summaryOf(session),
  questions: new Map(byIndex(session.questions)),
});

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'loaded':
      return { session: summaryOf(action.session), questions: new Map([...state.questions, ...byIndex(action.session.questions)]) };
    case 'finished':
      return initialSessionState(action.session);
    case 'answered': {
      const question = state.questions.get(action.index);
      const { result } = action;
      const mark = result.verdict === null ? SAVED : result.verdict.correct ? RIGHT : WRONG;
      const sheet = [...state.session.sheet];
      sheet[action.index] = mark;
      return {
        session: {
          ...state.session,
          sheet,
          position: result.position,
          answeredCount: result.answeredCount,
          correctCount: result.correctCount,
        },
        questions: question
          ? new Map(state.questions).set(action.index, { ...question, answer: result.answer, verdict: result.verdict })
          : state.questions,
      };
    }
  }
}

/** The answer shown for a question: what the learner is typing or picking, else what the API kept. */
export const shownAnswer = (question: PracticeQuestion, draft: Answer | undefined): Answer =>
  draft === undefined ? question.answer : draft;

/** 答题卡's words for a mark, for its buttons' names. */
export const MARK_LABELS: Readonly<Record<number, string>> = { 0: '未作答', 1: '答对', 2: '答错', 3: '已作答' };

/** Question numbers (1-based) not answered yet, for the hand-in dialog. */
export const unansweredNumbers = (sheet: readonly number[]) => sheet.flatMap((mark, index) => (mark === UNANSWERED ? [index + 1] : []));

/**
 * How a 限时模拟 ended: by the clock when it was handed in at its deadline (the API hands it in as
 * it stood then), else by the learner.
 */
export const endedByClock = (session: Pick<PracticeSession, 'deadline' | 'submittedAt'>) =>
  session.deadline !== null && session.submittedAt !== null && Date.parse(session.submittedAt) >= Date.parse(session.deadline);

/** A 限时模拟's minutes as it was set (for 再来一次), within the contract's bounds. */
export function timedMinutesOf(session: Pick<PracticeSession, 'startedAt' | 'deadline'>): number {
  if (!session.deadline) return 30;
  const minutes = Math.round((Date.parse(session.deadline) - Date.parse(session.startedAt)) / 60_000);
  return Math.min(180, Math.max(5, minutes));
}
