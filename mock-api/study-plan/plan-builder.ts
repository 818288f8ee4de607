import { PLAN_SIZES } from '@shared/lib/study-plan-rules';

/** One piece of a day's work; `key` names what it is, so a day's list can be kept and checked later. */
export type PlanTask =
  | { kind: 'review'; key: 'review'; cards: number; minutes: number }
  | { kind: 'lesson'; key: string; courseId: number; courseTitle: string; lessonId: number; title: string; minutes: number }
  | { kind: 'practice'; key: string; pointId: number; pointName: string; share: number; questions: number; minutes: number }
  | { kind: 'mock'; key: 'mock'; examId: number; title: string; minutes: number };

export interface RemainingLesson {
  courseId: number;
  courseTitle: string;
  lessonId: number;
  title: string;
  minutes: number;
}

/** A 鉴定要素 with its share of the paper and the practice questions of it not yet done, weakest first. */
export interface RemainingPoint {
  id: number;
  name: string;
  share: number;
  questions: number;
}

/** Everything that remains before the exam day, as of today (day numbers are China days). */
export interface PlanWork {
  today: number;
  examDay: number;
  capacity: (day: number) => number;
  /** Cards of the book due that day (today: overdue ones too). */
  reviewsDue: (day: number) => number;
  lessons: readonly RemainingLesson[];
  points: readonly RemainingPoint[];
  mock: { examId: number; title: string; minutes: number; papers: number } | null;
  /** Today's tasks as first laid out today: kept, so the day's list does not change under the learner. */
  keptToday: readonly PlanTask[] | null;
}

export interface PlanDay {
  day: number;
  capacity: number;
  tasks: PlanTask[];
}

export interface BuiltPlan {
  days: PlanDay[];
  /** Practice the plan leaves out because it no longer fits: the lowest-share points first. */
  dropped: { pointId: number; name: string; share: number; questions: number }[];
  /** Lessons and mock papers with no room left. */
  unplacedLessons: number;
  unplacedMocks: number;
  /** When lessons or practice do not fit: the minutes each study day would need to fit everything. */
  neededMinutesPerDay: number | null;
}

const q = PLAN_SIZES.minutesPerQuestion;
/** A set is not cut into pieces smaller than this: five questions are worth sitting down for. */
const MIN_PIECE = 5;
/** Questions of `questions` that fit `room` minutes, or 0 when only a scrap would. */
const piece = (questions: number, room: number) => {
  const take = Math.min(questions, Math.floor(room / q));
  return take < Math.min(MIN_PIECE, questions) ? 0 : take;
};

type Item = { kind: 'lesson'; lesson: RemainingLesson } | { kind: 'practice'; point: RemainingPoint; questions: number };

/**
 * Lessons and practice sets interleaved evenly, so the theory and its practice go along together; each
 * point's sets are spread the same way (weakest first where they meet), so a day mixes points.
 */
function workQueue(lessons: readonly RemainingLesson[], points: readonly RemainingPoint[]): Item[] {
  const spread = <T>(items: readonly T[], rank: number) => items.map((item, index) => ({ at: (index + 0.5) / items.length, rank, item }));
  const sets = points.flatMap((point, rank) => {
    const own: Item[] = [];
    for (let left = point.questions; left > 0; left -= PLAN_SIZES.practiceSet)
      own.push({ kind: 'practice', point, questions: Math.min(PLAN_SIZES.practiceSet, left) });
    return spread(own, rank);
  });
  const practice = sets.sort((a, b) => a.at - b.at || a.rank - b.rank).map((entry) => entry.item);
  const lessonItems: Item[] = lessons.map((lesson) => ({ kind: 'lesson', lesson }));
  return [...spread(lessonItems, 0), ...spread(practice, 1)].sort((a, b) => a.at - b.at || a.rank - b.rank).map((entry) => entry.item);
}

function addPractice(day: PlanDay, point: RemainingPoint, questions: number): void {
  const same = day.tasks.find((task) => task.kind === 'practice' && task.pointId === point.id);
  if (same && same.kind === 'practice') {
    same.questions += questions;
    same.minutes += questions * q;
    return;
  }
  day.tasks.push({
    kind: 'practice',
    key: `practice:${point.id}`,
    pointId: point.id,
    pointName: point.name,
    share: point.share,
    questions,
    minutes: questions * q,
  });
}

const used = (day: PlanDay) => day.tasks.reduce((sum, task) => sum + task.minutes, 0);

/** Lays the work into days; returns the days and what was left over (minutes). */
function layOut(work: PlanWork, points: readonly RemainingPoint[]) {
  const days: PlanDay[] = [];
  for (let day = work.today; day < work.examDay; day += 1) days.push({ day, capacity: work.capacity(day), tasks: [] });
  const open = work.keptToday ? days.slice(1) : days;
  if (work.keptToday && days[0]) days[0].tasks = work.keptToday.map((task) => ({ ...task }));

  // Reviews are due on their day; one due on a day off waits for the next study day.
  let waiting = 0;
  for (const day of open) {
    waiting += work.reviewsDue(day.day);
    if (day.capacity === 0 || waiting === 0) continue;
    day.tasks.push({ kind: 'review', key: 'review', cards: waiting, minutes: waiting * PLAN_SIZES.minutesPerReview });
    waiting = 0;
  }

  // Mock papers in the last weeks, spread out, each on a day with room for the whole paper.
  let unplacedMocks = 0;
  if (work.mock && work.mock.papers > 0) {
    const { minutes, papers } = work.mock;
    const windowStart = Math.max(open[0]?.day ?? work.examDay, work.examDay - PLAN_SIZES.mockWindowDays);
    const fits = (day: PlanDay) =>
      day.day >= windowStart && day.capacity - used(day) >= minutes && !day.tasks.some((t) => t.kind === 'mock');
    for (let index = 0; index < papers; index += 1) {
      const target = windowStart + ((index + 1) * (work.examDay - windowStart)) / (papers + 1);
      const best = open.filter(fits).sort((a, b) => Math.abs(a.day - target) - Math.abs(b.day - target) || a.day - b.day)[0];
      if (!best) {
        unplacedMocks += 1;
        continue;
      }
      best.tasks.push({ kind: 'mock', key: 'mock', examId: work.mock.examId, title: work.mock.title, minutes });
    }
  }

  // Lessons and practice fill what is left of each day, in order; a lesson longer than any day is split.
  const queue = workQueue(work.lessons, points);
  const longest = Math.max(0, ...open.map((day) => day.capacity));
  for (const day of open) {
    let room = day.capacity - used(day);
    while (room > 0 && queue.length) {
      const item = queue[0]!;
      if (item.kind === 'practice') {
        const take = piece(item.questions, room);
        if (take === 0) break;
        addPractice(day, item.point, take);
        item.questions -= take;
        room -= take * q;
        if (item.questions === 0) queue.shift();
        continue;
      }
      const { lesson } = item;
      if (lesson.minutes <= room || lesson.minutes > longest) {
        const minutes = Math.min(lesson.minutes, room);
        day.tasks.push({ kind: 'lesson', key: `lesson:${lesson.lessonId}`, ...lesson, minutes });
        room -= minutes;
        if (minutes === lesson.minutes) queue.shift();
        else item.lesson = { ...lesson, minutes: lesson.minutes - minutes };
        continue;
      }
      // The lesson needs a longer day: practice from further on fills this one meanwhile.
      const filler = queue.find((next) => next.kind === 'practice');
      if (!filler || filler.kind !== 'practice') break;
      const take = piece(filler.questions, room);
      if (take === 0) break;
      addPractice(day, filler.point, take);
      filler.questions -= take;
      room -= take * q;
      if (filler.questions === 0) queue.splice(queue.indexOf(filler), 1);
    }
  }
  const leftLessons = queue.filter((item) => item.kind === 'lesson').length;
  const leftMinutes = queue.reduce((sum, item) => sum + (item.kind === 'lesson' ? item.lesson.minutes : item.questions * q), 0);
  return { days, leftLessons, leftMinutes, unplacedMocks };
}

/**
 * The plan from today to the day before the exam: reviews on the days they fall due, mock papers in
 * the last weeks, then lessons and practice (weakest points first) into the minutes the rota offers.
 * When it does not all fit, practice of the lowest-share points is dropped until it does, and the
 * plan says how many minutes a study day would need to keep everything.
 */
export function buildPlan(work: PlanWork): BuiltPlan {
  let points = work.points.map((point) => ({ ...point }));
  const dropped = new Map<number, { pointId: number; name: string; share: number; questions: number }>();
  let laid = layOut(work, points);
  const byShare = [...points].sort((a, b) => a.share - b.share || b.id - a.id);
  for (let round = 0; laid.leftMinutes > 0 && round < 50; round += 1) {
    let cut = laid.leftMinutes;
    for (const point of byShare) {
      const current = points.find((candidate) => candidate.id === point.id);
      if (cut <= 0 || !current || current.questions === 0) continue;
      const take = Math.min(current.questions, Math.ceil(cut / q));
      current.questions -= take;
      cut -= take * q;
      const entry = dropped.get(point.id) ?? { pointId: point.id, name: point.name, share: point.share, questions: 0 };
      entry.questions += take;
      dropped.set(point.id, entry);
    }
    if (cut === laid.leftMinutes) break;
    points = points.filter((point) => point.questions > 0);
    laid = layOut(work, points);
  }
  // Minutes a day help when the volume does not fit; a paper without a long enough day needs a longer day, not more of them.
  const overflowing = dropped.size > 0 || laid.leftLessons > 0;
  const studyDays = laid.days.filter((day, index) => day.capacity > 0 && !(index === 0 && work.keptToday)).length;
  const totalMinutes =
    laid.days.reduce((sum, day) => sum + (work.keptToday && day.day === work.today ? 0 : used(day)), 0) +
    laid.leftMinutes +
    [...dropped.values()].reduce((sum, point) => sum + point.questions * q, 0) +
    laid.unplacedMocks * (work.mock?.minutes ?? 0);
  return {
    days: laid.days,
    dropped: [...dropped.values()].sort((a, b) => a.share - b.share),
    unplacedLessons: laid.leftLessons,
    unplacedMocks: laid.unplacedMocks,
    neededMinutesPerDay: overflowing && studyDays > 0 ? Math.ceil(totalMinutes / studyDays) : null,
  };
}
