import { KNOWLEDGE_POINTS, type KnowledgePointId } from '@shared/lib/wrong-book-rules';

export type { KnowledgePointId } from '@shared/lib/wrong-book-rules';

/**
 * 鉴定要素: every source item of a bank (a fact, a 多选 fact, a 简答, a calculation) belongs to one
 * knowledge point, and every question made from it with it (docs/decisions/013-wrong-question-book.md).
 * The common chapters go by topic; a trade's facts and formulas are 专业基础知识, a profession's own
 * facts 专业技能要点. Tagged like the bank's parts (bank-parts.ts): by item, once, with no random draw,
 * so the banks stay exactly as they were.
 */
const COMMON_TOPICS: Readonly<Record<string, KnowledgePointId>> = {
  职业道德: 1,
  文明生产: 1,
  职业守则: 1,
  安全生产法律法规: 2,
  劳动法律法规: 2,
  劳动防护: 3,
  消防安全: 3,
  现场急救: 3,
  职业卫生: 3,
  环境保护: 3,
  安全标志: 3,
  安全生产: 3,
  质量管理: 4,
  现场管理: 4,
  培训指导: 7,
  技术管理: 7,
};

const points = new WeakMap<object, KnowledgePointId>();

/** The common chapters (职业道德, 安全生产…; the advanced 技术管理与培训指导): by each item's topic. */
export function tagByTopic(list: readonly { topic: string }[]): void {
  for (const item of list) {
    const point = COMMON_TOPICS[item.topic];
    if (point === undefined) throw new Error(`no knowledge point for the common topic ${item.topic}`);
    if (!points.has(item)) points.set(item, point);
  }
}

export function tagPoint(list: readonly object[], point: KnowledgePointId): void {
  for (const item of list) if (!points.has(item)) points.set(item, point);
}

/** An item's knowledge point; an untagged one is 专业基础知识 (a trade's own material). */
export const pointOf = (item: object): KnowledgePointId => points.get(item) ?? 5;

/** The point most of these items belong to (a compound 下列说法… question); a tie goes to the first of them. */
export function majorityPoint(items: readonly object[]): KnowledgePointId {
  const counts = new Map<KnowledgePointId, number>();
  for (const item of items) counts.set(pointOf(item), (counts.get(pointOf(item)) ?? 0) + 1);
  let best = pointOf(items[0]!);
  for (const [point, count] of counts) if (count > counts.get(best)!) best = point;
  return best;
}

export const KNOWLEDGE_POINT_NAMES: ReadonlyMap<number, string> = new Map(KNOWLEDGE_POINTS.map((point) => [point.id, point.name]));

/** A question's knowledge point as the contract shows it. */
export const pointRefOf = (question: { point: KnowledgePointId }): { id: KnowledgePointId; name: string } => ({
  id: question.point,
  name: KNOWLEDGE_POINT_NAMES.get(question.point)!,
});
