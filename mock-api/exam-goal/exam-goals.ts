import { DEFAULT_RETENTION } from '@shared/lib/memory-review-rules';
import { DEFAULT_WEEKLY_GOAL } from '@shared/lib/study-goal-rules';
import type { AccountScopedState, AccountStateRegistry } from '../core/account-scoped-state';
import { chinaDay } from '../wrong-book/review-schedule';

/** An exam of the learner's journeys they are admitted to: its plan, title and China day. */
export interface JourneyExam {
  planId: number;
  title: string;
  day: number;
}

/** What the learner set: the target retention, the exam day they chose (null: the journey's, or none), the weekly goal and the streak. */
interface StoredGoal {
  retention: number;
  chosenExamDay: number | null;
  weekDays: number;
  streakOn: boolean;
}

const DEFAULT_GOAL: Readonly<StoredGoal> = {
  retention: DEFAULT_RETENTION,
  chosenExamDay: null,
  weekDays: DEFAULT_WEEKLY_GOAL,
  streakOn: false,
};

/** The goal the schedule aims at today. */
export interface ExamGoalNow {
  retention: number;
  examDay: number | null;
  source: 'chosen' | 'journey' | null;
  examTitle: string | null;
  journeyExam: JourneyExam | null;
}

export const CHOSEN_EXAM_TITLE = '自定考试日期';

/**
 * Every learner's goals (issue 36): target retention and exam day for the reviews, the weekly goal and
 * the opt-in streak for /study. The chosen day wins while it
 * is ahead; else the nearest exam ahead of a journey they are admitted to (read from the journeys each
 * time, so an approval, a withdrawal or a new round moves it); else none.
 */
export class ExamGoals implements AccountScopedState {
  private readonly goals = new Map<number, StoredGoal>();
  private journeyExams: (accountId: number) => JourneyExam[] = () => [];

  constructor(
    states: AccountStateRegistry,
    private readonly now: () => number,
  ) {
    states.register(this);
  }

  /** Where the journeys' exams come from (the certification module, built after the study records). */
  readJourneysWith(source: (accountId: number) => JourneyExam[]): void {
    this.journeyExams = source;
  }

  stored(accountId: number): StoredGoal | undefined {
    return this.goals.get(accountId);
  }

  set(accountId: number, change: Partial<StoredGoal>): void {
    const current = this.goals.get(accountId) ?? DEFAULT_GOAL;
    const defined = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
    this.goals.set(accountId, { ...current, ...defined });
  }

  /** The weekly goal and whether the learner counts a streak. */
  studyGoalOf(accountId: number): { weekDays: number; streakOn: boolean } {
    const { weekDays, streakOn } = this.goals.get(accountId) ?? DEFAULT_GOAL;
    return { weekDays, streakOn };
  }

  goalOf(accountId: number, today = chinaDay(this.now())): ExamGoalNow {
    const stored = this.goals.get(accountId);
    const retention = stored?.retention ?? DEFAULT_RETENTION;
    const journeyExam =
      this.journeyExams(accountId)
        .filter((exam) => exam.day > today)
        .sort((a, b) => a.day - b.day)[0] ?? null;
    const chosen = stored?.chosenExamDay ?? null;
    if (chosen !== null && chosen > today)
      return { retention, examDay: chosen, source: 'chosen', examTitle: CHOSEN_EXAM_TITLE, journeyExam };
    if (journeyExam) return { retention, examDay: journeyExam.day, source: 'journey', examTitle: journeyExam.title, journeyExam };
    return { retention, examDay: null, source: null, examTitle: null, journeyExam };
  }

  /** Developer control: as if `days` had passed for this learner (the wrong book's `age`): a chosen day comes nearer. */
  age(accountId: number, days: number): void {
    const stored = this.goals.get(accountId);
    if (stored?.chosenExamDay != null) stored.chosenExamDay -= days;
  }

  dropAccount(accountId: number): void {
    this.goals.delete(accountId);
  }

  hasStateFor(accountId: number): boolean {
    return this.goals.has(accountId);
  }
}
