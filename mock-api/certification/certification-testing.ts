import { expect } from 'vitest';
import type { Journey, JourneyCard } from '@shared/schemas/certification';
import { journeySchema } from '@shared/schemas/certification';
import type { EnrollmentPlan } from '../enrollment/enrollment-plans';
import { approvedLearner, feeOrder, feeWorlds, type FeeWorld } from '../enrollment/fee-testing';
import { questionsOf } from '../exam/exam-attempts';
import { rightAnswerOf } from '../exam/grading';
import type { Envelope } from '../core/test-support';
import { journeySchedule, type JourneySchedule } from './schedule';

/**
 * Helpers for the certification journey's tests: the enrolment fee's worlds (learners, the reviewer,
 * the pay desk as controls), whose clock moves only by the developer control `/__mock/clock/advance`,
 * as a browser test or a demo moves it.
 */
export function journeyWorlds() {
  const worlds = feeWorlds();
  return () => journeyWorld(worlds());
}

function journeyWorld(w: FeeWorld) {
  const { store } = w.mock;
  const get = (url: string, token?: string) => w.call('GET', url, token);
  const world = {
    ...w,
    /** Now, as every store reads it (the base clock plus what the control moved it by). */
    now: () => store.now(),
    /** Moves the mock's clock forward to `at` by the developer control; sessions older than 7 days lapse. */
    goTo: async (at: number) => {
      const minutes = Math.ceil((at - store.now()) / 60_000);
      if (minutes > 0) expect((await w.call('POST', '/__mock/clock/advance', undefined, { minutes })).code).toBe(0);
    },
    /** The round's schedule (its seeded theory window) of the learner's application to the plan. */
    scheduleOf: (planId: number, round: number): JourneySchedule => journeySchedule(store.applicationFees.roundDates(planId, round)!),
    roundOf: (planId: number) => store.applicationFees.roundAt(planId, store.now()),
    journey: async (planId: number, token: string): Promise<Journey> => {
      const body = await get(`/certification/journeys/${planId}`, token);
      expect(body.code, body.msg).toBe(0);
      expect(journeySchema.safeParse(body.data).error).toBeUndefined();
      return body.data as Journey;
    },
    journeyReply: (planId: number, token: string) => get(`/certification/journeys/${planId}`, token),
    cards: async (token: string) => await w.data<JourneyCard[]>('GET', '/certification/journeys', token),
    ticket: (planId: number, token: string): Promise<Envelope> => get(`/certification/journeys/${planId}/ticket`, token),
    stepOf: (journey: Journey, key: Journey['steps'][number]['key']) => journey.steps.find((step) => step.key === key)!,
  };
  return world;
}
export type JourneyWorld = ReturnType<typeof journeyWorld>;

/** A verified learner approved for the plan whose fee is paid (with coins, through the API): a candidate. */
export async function candidate(w: JourneyWorld, plan: EnrollmentPlan) {
  const learner = await approvedLearner(w, plan, true);
  if (plan.fee > 0) {
    const order = await feeOrder(w, plan.id, learner.token);
    expect((await w.pay(order.id, learner.token)).code).toBe(0);
  }
  return { ...learner, round: w.roundOf(plan.id) };
}

/** Sits the plan's official exam now (its window open) and hands in `right` of its questions answered right. */
export async function sitTheory(w: JourneyWorld, examId: number, token: string, right = 1) {
  const started = await w.call('POST', `/exam/${examId}/attempts`, token, { kind: 'official', confirm: true });
  expect(started.code, started.msg).toBe(0);
  const attemptId = (started.data as { id: number }).id;
  const attempt = w.mock.exams.get(attemptId)!;
  const questions = questionsOf(attempt);
  const answers = questions
    .slice(0, Math.round(questions.length * right))
    .map((question, index) => ({ questionId: question.id, answer: rightAnswerOf(question, attempt.orderAt(index)) }));
  const submitted = await w.call('POST', `/exam/attempts/${attemptId}/submit`, token, { answers });
  expect(submitted.code, submitted.msg).toBe(0);
  return submitted.data as { score: number };
}
