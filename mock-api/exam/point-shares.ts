import type { QuestionKindValue } from '@shared/enums/exam';
import type { ExamCard } from '@shared/schemas/exam';
import { KNOWLEDGE_POINT_IDS } from '@shared/lib/wrong-book-rules';
import { KNOWLEDGE_POINT_NAMES, type KnowledgePointId } from './knowledge-points';
import { breakdownOf } from './paper';
import { bankFor } from './question-bank';

export interface PointShare {
  id: KnowledgePointId;
  name: string;
  /** Whole percent of the paper's points; the shares of a paper add up to 100. */
  share: number;
}

/** Questions per kind and knowledge point in a bank (all its parts), kept for good: 200 banks × a few numbers. */
const mixes = new Map<string, ReadonlyMap<QuestionKindValue, ReadonlyMap<KnowledgePointId, number>>>();

function mixOf(professionId: number, level: number): ReadonlyMap<QuestionKindValue, ReadonlyMap<KnowledgePointId, number>> {
  const key = `${professionId}:${level}`;
  let mix = mixes.get(key);
  if (!mix) {
    const counts = new Map<QuestionKindValue, Map<KnowledgePointId, number>>();
    for (const question of bankFor(professionId, level).questions) {
      let kind = counts.get(question.kind);
      if (!kind) counts.set(question.kind, (kind = new Map()));
      kind.set(question.point, (kind.get(question.point) ?? 0) + 1);
    }
    mixes.set(key, (mix = counts));
  }
  return mix;
}

/**
 * 鉴定要素比重: each knowledge point's expected share of the exam's points — for every line of the
 * paper's make-up (count × score), the line's points split as the bank's questions of that kind are
 * split between the points — in whole percent by largest remainder, so they add up to 100. A point
 * the paper cannot ask (a share rounding to 0) is left out. The readiness estimate weighs each
 * point by this, so it weighs what the paper is made of (docs/decisions/013-wrong-question-book.md).
 */
export function pointSharesOf(exam: Pick<ExamCard, 'professionId' | 'skillLevel' | 'questionCount' | 'totalScore' | 'mode'>): PointShare[] {
  const mix = mixOf(exam.professionId, exam.skillLevel);
  const weight = new Map<KnowledgePointId, number>();
  let total = 0;
  for (const line of breakdownOf(exam)) {
    const kind = mix.get(line.kind as QuestionKindValue);
    if (!kind) continue;
    const questions = [...kind.values()].reduce((sum, count) => sum + count, 0);
    for (const [point, count] of kind) {
      const points = (line.count * line.score * count) / questions;
      weight.set(point, (weight.get(point) ?? 0) + points);
      total += points;
    }
  }
  const exact = KNOWLEDGE_POINT_IDS.filter((id) => weight.has(id)).map((id) => ({ id, value: (weight.get(id)! * 100) / total }));
  const shares = exact.map((item) => ({ id: item.id, share: Math.floor(item.value), rest: item.value - Math.floor(item.value) }));
  let missing = 100 - shares.reduce((sum, item) => sum + item.share, 0);
  for (const item of [...shares].sort((a, b) => b.rest - a.rest || a.id - b.id)) {
    if (missing <= 0) break;
    item.share += 1;
    missing -= 1;
  }
  return shares
    .filter((item) => item.share > 0)
    .map((item) => ({ id: item.id, name: KNOWLEDGE_POINT_NAMES.get(item.id)!, share: item.share }));
}
