import { QuestionKind, type QuestionKindValue } from '@shared/enums/exam';
import type { ExamCard, ExamKindBreakdown } from '@shared/schemas/exam';
import type { BankQuestion } from './bank-builder';
import type { Place } from './bank-parts';
import { bankFor } from './question-bank';
import { shuffled, type Random } from '../core/seeded-random';

/** A paper's share of each kind. Practice has no 简答: nothing could check it after each question. */
const EXAM_MIX: readonly [QuestionKindValue, number][] = [
  [QuestionKind.SINGLE, 0.5],
  [QuestionKind.MULTIPLE, 0.2],
  [QuestionKind.JUDGE, 0.2],
  [QuestionKind.FILL, 0.07],
  [QuestionKind.SHORT, 0.03],
];
const PRACTICE_MIX: readonly [QuestionKindValue, number][] = [
  [QuestionKind.SINGLE, 0.6],
  [QuestionKind.MULTIPLE, 0.15],
  [QuestionKind.JUDGE, 0.2],
  [QuestionKind.FILL, 0.05],
];
/** Points relative to a 单选 that papers usually give each kind. */
const WEIGHT: Record<number, number> = { 1: 1, 2: 2, 3: 1, 4: 1, 5: 5 };
const KIND_ORDER: readonly QuestionKindValue[] = [1, 2, 3, 4, 5];

function countsOf(total: number, practice: boolean): Map<QuestionKindValue, number> {
  const mix = practice ? PRACTICE_MIX : EXAM_MIX;
  const counts = new Map(mix.map(([kind, share]) => [kind, Math.round(total * share)]));
  const rest = total - [...counts.values()].reduce((sum, count) => sum + count, 0);
  counts.set(QuestionKind.SINGLE, counts.get(QuestionKind.SINGLE)! + rest);
  return counts;
}

const isHalf = (value: number) => value >= 0.5 && Math.abs(value * 2 - Math.round(value * 2)) < 1e-9;

/**
 * The make-up of a paper: counts by kind from the mix, and points per kind in half points chosen so
 * that count × score adds up to the total exactly, as close to the usual weights as possible —
 * moving a few questions from 单选 to the other kinds when that is what makes the sum work.
 * Candidates are the scores real papers use: 判断 worth a 单选 or half of one, 多选 1–3 times,
 * 填空 1–2 times, 简答 whatever is left (2–15 times a 单选).
 */
function solveBreakdown(questionCount: number, totalScore: number, practice: boolean): ExamKindBreakdown[] {
  const base = countsOf(questionCount, practice);
  let best: { cost: number; lines: ExamKindBreakdown[] } | null = null;
  const shortShifts = base.get(QuestionKind.SHORT) ? [0, 1, -1] : [0];
  for (let toJudge = -10; toJudge <= 10; toJudge += 1) {
    for (let toMultiple = -4; toMultiple <= 4; toMultiple += 1) {
      for (const toShort of shortShifts) {
        const counts = new Map(base);
        const move = (kind: QuestionKindValue, by: number) => counts.set(kind, (counts.get(kind) ?? 0) + by);
        move(QuestionKind.JUDGE, toJudge);
        move(QuestionKind.MULTIPLE, toMultiple);
        move(QuestionKind.SHORT, toShort);
        move(QuestionKind.SINGLE, -toJudge - toMultiple - toShort);
        const n = (kind: QuestionKindValue) => counts.get(kind) ?? 0;
        if (n(1) < 1 || [2, 3, 5].some((kind) => n(kind as QuestionKindValue) < 0) || (base.get(2)! > 0 && n(2) === 0)) continue;
        const shiftCost = Math.abs(toJudge) * 0.02 + Math.abs(toMultiple) * 0.05 + Math.abs(toShort) * 0.1;
        for (const unit of [1, 0.5, 1.5, 2, 2.5, 3]) {
          for (const judge of [unit, unit / 2].filter(isHalf)) {
            for (const multiple of [unit * 2, unit * 1.5, unit, unit * 3].filter(isHalf)) {
              for (const fill of [unit, unit * 2]) {
                const rest = totalScore - n(1) * unit - n(2) * multiple - n(3) * judge - n(4) * fill;
                const short = n(5) ? rest / n(5) : 0;
                if (n(5) ? !isHalf(short) || short < unit * 2 || short > unit * 15 : Math.abs(rest) > 1e-9) continue;
                const scores: Record<number, number> = { 1: unit, 2: multiple, 3: judge, 4: fill, 5: short };
                const cost =
                  KIND_ORDER.reduce((sum, kind) => sum + (n(kind) ? Math.log(scores[kind]! / (unit * WEIGHT[kind]!)) ** 2 : 0), 0) +
                  shiftCost +
                  Math.log(unit) ** 2 * 0.1;
                if (!best || cost < best.cost)
                  best = {
                    cost,
                    lines: KIND_ORDER.filter((kind) => n(kind) > 0).map((kind) => ({ kind, count: n(kind), score: scores[kind]! })),
                  };
              }
            }
          }
        }
      }
    }
  }
  // No half-point solution (say 3 questions for 100 points): equal shares, the total off by rounding only.
  return best?.lines ?? [{ kind: QuestionKind.SINGLE, count: questionCount, score: Math.round((totalScore / questionCount) * 100) / 100 }];
}

const breakdowns = new Map<string, readonly ExamKindBreakdown[]>();

/** The paper make-up of an exam (memoised: a handful of distinct count/total pairs exist). */
export function breakdownOf(exam: Pick<ExamCard, 'questionCount' | 'totalScore' | 'mode'>): readonly ExamKindBreakdown[] {
  const practice = exam.mode === 3;
  const key = `${exam.questionCount}:${exam.totalScore}:${practice}`;
  let lines = breakdowns.get(key);
  if (!lines) breakdowns.set(key, (lines = Object.freeze(solveBreakdown(exam.questionCount, exam.totalScore, practice))));
  return lines;
}

/** A drawn paper: question ids in the order shown, each one's option order and points. */
export interface Paper {
  questionIds: number[];
  /** `optionOrders[i][shown] = bank option index`; empty for questions without options. */
  optionOrders: number[][];
  scores: number[];
}

const FAMILY_CAP = (family: string) => (family.startsWith('calc') ? 2 : 1);
const isCompound = (question: BankQuestion) => question.family.startsWith('cs') || question.family.startsWith('cm');

/**
 * A random order that puts the 下列说法… compound questions later on the whole: a paper should
 * mostly ask one point per question, as real ones do, and use them where its facts run out.
 */
function preferPlain(random: Random, questions: readonly BankQuestion[]): BankQuestion[] {
  return questions
    .map((question) => ({ question, key: random() * (isCompound(question) ? 6 : 1) }))
    .sort((a, b) => a.key - b.key)
    .map((item) => item.question);
}

/** Questions grouped by kind as on a printed paper; within a kind, in this attempt's random order. */
function ordered(random: Random, picked: readonly { question: BankQuestion; score: number }[]): Paper {
  const byKind = KIND_ORDER.flatMap((kind) =>
    shuffled(
      random,
      picked.filter((item) => item.question.kind === kind),
    ),
  );
  return {
    questionIds: byKind.map((item) => item.question.id),
    optionOrders: byKind.map((item) =>
      shuffled(
        random,
        item.question.options.map((_, index) => index),
      ),
    ),
    scores: byKind.map((item) => item.score),
  };
}

/**
 * Draws an exam's paper from one section of its profession and level's bank (an official paper from
 * its sitting's official set, everything else from the practice part: bank-parts.ts): the
 * breakdown's count of each kind, at most one question per family (two per calculation) unless the
 * section runs short.
 */
export function drawPaper(random: Random, exam: ExamCard, place: Place): Paper {
  const questions = bankFor(exam.professionId, exam.skillLevel).questions.filter(
    (question) => question.part === place.part && question.rotation === place.rotation,
  );
  const used = new Map<string, number>();
  const picked: { question: BankQuestion; score: number }[] = [];
  for (const line of breakdownOf(exam)) {
    const candidates = preferPlain(
      random,
      questions.filter((question) => question.kind === line.kind),
    );
    const chosen = new Set<BankQuestion>();
    for (const relaxed of [false, true]) {
      for (const question of candidates) {
        if (chosen.size === line.count) break;
        if (chosen.has(question) || (!relaxed && (used.get(question.family) ?? 0) >= FAMILY_CAP(question.family))) continue;
        chosen.add(question);
        used.set(question.family, (used.get(question.family) ?? 0) + 1);
      }
    }
    for (const question of chosen) picked.push({ question, score: line.score });
  }
  return ordered(random, picked);
}

/** 错题练习: the given questions again (with their points), reordered and their options reshuffled. */
export function reshuffle(random: Random, questions: readonly { question: BankQuestion; score: number }[]): Paper {
  return ordered(random, questions);
}
