import { createEmptyCard, default_w, fsrs, generatorParameters, Rating, type Card, type FSRS } from 'ts-fsrs';
import { seededRandom } from '../core/seeded-random';
import { dueState, markStudied, reviewCard, type MemoryCard } from './fsrs-schedule';
import { afterReview, afterWrong, type ReviewState } from './fixed-steps';

/**
 * Simulated learners toward an exam (issue 36 §1, decision 027): how many reviews the old fixed steps
 * (1, 2, 4, 7, 15 days) and the FSRS schedule need, and the recall each leaves on the exam day.
 *
 * Each learner's true memory follows FSRS-6's equations with parameters of their own: the initial and
 * post-lapse stabilities scaled by a factor drawn from 0.5–2 (learners who forget twice as fast or
 * half as fast as the default). The schedulers never see it; an answer is right with the true recall
 * of the moment. Questions go wrong on days spread over the first two thirds of the run-up.
 */
const DAY = 86_400_000;
const at = (day: number) => day * DAY + 2 * 3_600_000;

export interface SimulationOptions {
  learners: number;
  questionsPerLearner: number;
  daysToExam: number;
  /** The FSRS target retention (the old schedule has none). */
  retention: number;
  seed: number;
}

export interface StrategyFigures {
  reviewsPerQuestion: number;
  /** Mean true recall at the start of the exam day. */
  examRecall: number;
}

/** A learner's true memory: FSRS-6 with its stabilities scaled. */
function learnerMemory(factor: number): FSRS {
  const w = [...default_w];
  for (const index of [0, 1, 2, 3, 11]) w[index] = w[index]! * factor;
  return fsrs(generatorParameters({ w, enable_fuzz: false, enable_short_term: false }));
}

interface Question {
  wrongDay: number;
  truth: Card;
  reviews: number;
}

type Schedule = { old: ReviewState } | { fsrs: MemoryCard };

function simulateStrategy(strategy: 'old' | 'fsrs', options: SimulationOptions): StrategyFigures {
  // Two streams, so both schedules meet the same learners and questions whatever their reviews draw.
  const world = seededRandom(options.seed);
  const outcome = seededRandom(options.seed + 1);
  const examDay = options.daysToExam;
  let reviews = 0;
  let recall = 0;
  let questions = 0;
  for (let learner = 0; learner < options.learners; learner += 1) {
    const truthModel = learnerMemory(0.5 + world() * 1.5);
    const items: (Question & { schedule: Schedule })[] = [];
    for (let index = 0; index < options.questionsPerLearner; index += 1) {
      const wrongDay = Math.floor(world() * ((examDay * 2) / 3));
      const truth = truthModel.next(createEmptyCard(new Date(wrongDay * DAY)), new Date(wrongDay * DAY), Rating.Again).card;
      const schedule: Schedule =
        strategy === 'old' ? { old: afterWrong(at(wrongDay)) } : { fsrs: reviewCard(null, 'forgot', at(wrongDay)) };
      items.push({ wrongDay, truth, reviews: 0, schedule });
    }
    for (let day = 0; day < examDay; day += 1) {
      for (const item of items) {
        if (item.wrongDay >= day) continue;
        let due: boolean;
        if ('old' in item.schedule) due = item.schedule.old.dueDay !== null && item.schedule.old.dueDay <= day;
        else {
          const state = dueState(item.schedule.fsrs, { retention: options.retention, examDay }, day);
          // A leech sends the learner to its lesson and 解析 that day, then it is reviewed again.
          if (state.leech) item.schedule = { fsrs: markStudied(item.schedule.fsrs) };
          due = state.leech || (state.dueDay !== null && state.dueDay <= day);
        }
        if (!due) continue;
        const trueRecall = truthModel.get_retrievability(item.truth, new Date(day * DAY), false);
        const right = outcome() < trueRecall;
        item.truth = truthModel.next(item.truth, new Date(day * DAY), right ? Rating.Good : Rating.Again).card;
        item.reviews += 1;
        if ('old' in item.schedule) item.schedule = { old: afterReview(item.schedule.old, at(day), right).state };
        else item.schedule = { fsrs: reviewCard(item.schedule.fsrs, right ? 'recalled' : 'forgot', at(day)) };
      }
    }
    for (const item of items) {
      reviews += item.reviews;
      recall += truthModel.get_retrievability(item.truth, new Date(examDay * DAY), false);
      questions += 1;
    }
  }
  return { reviewsPerQuestion: reviews / questions, examRecall: recall / questions };
}

/** Both schedules on the same learners and questions (the same seed draws the same ones). */
export function simulateReviews(options: SimulationOptions): { old: StrategyFigures; fsrs: StrategyFigures } {
  return { old: simulateStrategy('old', options), fsrs: simulateStrategy('fsrs', options) };
}
