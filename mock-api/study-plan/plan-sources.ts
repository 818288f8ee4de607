import { ExamMode, SkillLevel } from '@shared/enums/learning';
import { chinaDayOf, chinaDayStart } from '@shared/lib/china-date';
import { PLAN_SIZES } from '@shared/lib/study-plan-rules';
import { READING_MAX_SECONDS } from '@shared/lib/reading-time';
import type { ExamCard } from '@shared/schemas/exam';
import type { MockStore } from '../core/store';
import type { ExamAttempts } from '../exam/exam-attempts';
import type { Certification } from '../certification/certification';
import { dueState } from '../wrong-book/fsrs-schedule';
import { learnerReadiness, practicePool } from '../wrong-book/practice-routes';
import { bankOfQuestion } from '../wrong-book/wrong-book-views';
import type { StudyRecords } from '../wrong-book/study-records';
import type { PlanTask, PlanWork, RemainingLesson } from './plan-builder';
import type { PlanTarget } from './study-plans';

export interface PlanWorld {
  store: MockStore;
  study: StudyRecords;
  attempts: ExamAttempts;
  certification: Certification;
}

/** What a stored target means today: the profession and level, the exam day, the exam its mocks and practice use. */
export interface ResolvedTarget {
  planId: number | null;
  professionId: number;
  skillLevel: number;
  title: string;
  examDay: number | null;
  exam: ExamCard;
}

/** The exam a profession and level practise and sit mocks on: a 模拟 exam, else the official one (its mocks), else a practice set. */
export function examForLevel(world: PlanWorld, professionId: number, skillLevel: number): ExamCard | undefined {
  const exams = world.store.content.exams.filter((exam) => exam.professionId === professionId && exam.skillLevel === skillLevel);
  const found = [ExamMode.MOCK, ExamMode.EXAM, ExamMode.PRACTICE].map((mode) => exams.find((exam) => exam.mode === mode)).find(Boolean);
  return found && world.study.lookup.findExam(found.id);
}

/** Resolves a target, or says why there is none now. */
export function resolveTarget(world: PlanWorld, accountId: number, target: PlanTarget): ResolvedTarget | { blocked: string } {
  if ('planId' in target) {
    const admitted = world.certification.admittedExamsOf(accountId).find((exam) => exam.planId === target.planId);
    const journey = admitted && world.certification.journeyOf(accountId, target.planId);
    if (!admitted || !journey) return { blocked: '这场考试已不在你的报考中（未获准考、已撤销或已经开考），请重新选择备考的考试' };
    const { professionId, skillLevel } = journey.plan;
    const official = journey.examId === null ? undefined : world.study.lookup.findExam(journey.examId);
    const exam = examForLevel(world, professionId, skillLevel) ?? official;
    if (!exam) return { blocked: '这场考试还没有可练习的题库' };
    return { planId: target.planId, professionId, skillLevel, title: admitted.title, examDay: admitted.day, exam };
  }
  const exam = examForLevel(world, target.professionId, target.skillLevel);
  if (!exam) return { blocked: '这个职业等级还没有考试和题库，排不出计划' };
  const goal = world.study.goals.goalOf(accountId);
  const name = world.study.lookup.professionName(target.professionId);
  const title = `${name}（${SkillLevel.label(target.skillLevel).split('/')[0]}）`;
  const examDay = goal.source === 'chosen' ? goal.examDay : null;
  return { planId: null, professionId: target.professionId, skillLevel: target.skillLevel, title, examDay, exam };
}

/** A lesson's minutes: a video's length; a reading lesson's at most what the player asks (5 min). */
const lessonMinutes = (lesson: { kind: number; durationSeconds: number }): number =>
  lesson.kind === 3 ? Math.ceil(READING_MAX_SECONDS / 60) : Math.max(1, Math.ceil(lesson.durationSeconds / 60));

/** Video and reading lessons not yet completed, of the learner's courses at this profession and level, in syllabus order. */
export function remainingLessons(world: PlanWorld, accountId: number, target: ResolvedTarget): RemainingLesson[] {
  const { catalogue, enrolments, progress } = world.store;
  const lessons: RemainingLesson[] = [];
  for (const courseId of [...enrolments.enrolledCourseIds(accountId)].reverse()) {
    const course = catalogue.courses.find((candidate) => candidate.id === courseId);
    if (!course || course.professionId !== target.professionId || course.skillLevel !== target.skillLevel) continue;
    for (const chapter of catalogue.courseExtras.get(courseId)?.chapters ?? [])
      for (const lesson of chapter.lessons) {
        // A 单元测验 is taken as a paper in its exam, not played: the practice stands for it.
        if (lesson.kind === 2 || progress.statusOf(accountId, lesson.id) === 3) continue;
        lessons.push({ courseId, courseTitle: course.title, lessonId: lesson.id, title: lesson.title, minutes: lessonMinutes(lesson) });
      }
  }
  return lessons;
}

/** Everything left before the exam day, as the builder takes it. */
export function remainingWork(
  world: PlanWorld,
  accountId: number,
  target: ResolvedTarget,
  today: number,
  examDay: number,
  capacity: (day: number) => number,
  keptToday: PlanTask[] | null,
): PlanWork {
  const readiness = learnerReadiness(world.study, accountId, target.exam, world.store.now());
  const seen = new Set(world.study.book.answersOf(accountId).map((answer) => answer.questionId));
  const unseen = new Map<number, number>();
  for (const question of practicePool(target.exam))
    if (!seen.has(question.id)) unseen.set(question.point, (unseen.get(question.point) ?? 0) + 1);
  // Today's kept tasks still to be done are today's: the days after get what is left beyond them.
  const promised = (key: string) =>
    (keptToday ?? []).filter((task) => task.key === key).reduce((sum, task) => sum + remainingOf(world, accountId, target, task, today), 0);
  const keptLessons = new Set((keptToday ?? []).filter((task) => task.kind === 'lesson').map((task) => task.key));
  const order = [...readiness.weakest, ...readiness.points.filter((point) => !readiness.weakest.some((weak) => weak.id === point.id))];
  const points = order.map((point) => ({
    id: point.id,
    name: point.name,
    share: point.share,
    questions: Math.max(0, (unseen.get(point.id) ?? 0) - promised(`practice:${point.id}`)),
  }));
  const goal = world.study.goalOf(accountId);
  const due = new Map<number, number>();
  for (const entry of world.study.book.entries(accountId)) {
    if (!entry.wrong) continue;
    const state = dueState(entry.wrong.memory, goal, today);
    if (state.dueDay !== null) due.set(Math.max(today, state.dueDay), (due.get(Math.max(today, state.dueDay)) ?? 0) + 1);
  }
  const mocksDone = mockDays(world, accountId, target.exam.id).filter((day) => day >= examDay - PLAN_SIZES.mockWindowDays).length;
  return {
    today,
    examDay,
    capacity,
    reviewsDue: (day) => due.get(day) ?? 0,
    lessons: remainingLessons(world, accountId, target).filter((lesson) => !keptLessons.has(`lesson:${lesson.lessonId}`)),
    points: points.filter((point) => point.questions > 0),
    // A level with only a 练习 has no paper to sit as a mock: its practice stands for it.
    mock:
      target.exam.mode === ExamMode.PRACTICE
        ? null
        : {
            examId: target.exam.id,
            title: target.exam.title,
            minutes: target.exam.durationMinutes,
            papers: Math.max(0, PLAN_SIZES.mockPapers - mocksDone - promised('mock')),
          },
    keptToday,
  };
}

/** China days on which the learner handed in a mock paper of this exam (not a 错题练习). */
function mockDays(world: PlanWorld, accountId: number, examId: number): number[] {
  return world.attempts
    .ofLearner(accountId, examId)
    .filter((attempt) => attempt.kind === 'mock' && attempt.fromAttemptId === null && attempt.submittedAt !== null)
    .map((attempt) => chinaDayOf(attempt.submittedAt!));
}

/** How far the task of China day `day` got, by what the learner did that day (a lesson: ever). */
export function progressOf(world: PlanWorld, accountId: number, target: ResolvedTarget, task: PlanTask, day: number) {
  const [from, to] = [chinaDayStart(day), chinaDayStart(day + 1)];
  const within = (at: number | null) => at !== null && at >= from && at < to;
  switch (task.kind) {
    case 'lesson': {
      const done = world.store.progress.statusOf(accountId, task.lessonId) === 3;
      return { done, progress: done ? 1 : 0 };
    }
    case 'practice': {
      const answered = world.study.book
        .answersOf(accountId)
        .filter((answer) => answer.point === task.pointId && within(answer.at))
        .filter((answer) => {
          const bank = bankOfQuestion(answer.questionId);
          return bank.professionId === target.professionId && bank.level === target.skillLevel;
        }).length;
      return { done: answered >= task.questions, progress: Math.min(answered, task.questions) };
    }
    case 'review': {
      const reviewed = world.study.book.entries(accountId).filter((entry) => within(entry.wrong?.lastReviewedAt ?? null)).length;
      const today = chinaDayOf(world.store.now());
      const nothingDue = day === today && world.study.book.counts(accountId, world.study.goalOf(accountId), today).due === 0;
      return { done: reviewed >= task.cards || nothingDue, progress: Math.min(reviewed, task.cards) };
    }
    case 'mock': {
      const done = mockDays(world, accountId, task.examId).includes(day);
      return { done, progress: done ? 1 : 0 };
    }
  }
}

/** Minutes of a kept task still to do. */
function remainingOf(world: PlanWorld, accountId: number, target: ResolvedTarget, task: PlanTask, day: number): number {
  const { done, progress } = progressOf(world, accountId, target, task, day);
  if (done) return 0;
  return task.kind === 'practice' ? task.questions - progress : 1;
}
