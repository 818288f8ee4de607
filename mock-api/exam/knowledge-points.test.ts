import { describe, expect, it } from 'vitest';
import { QuestionKind } from '@shared/enums/exam';
import { KNOWLEDGE_POINT_IDS, READINESS_RULES } from '@shared/lib/wrong-book-rules';
import { createFaker, DEFAULT_SEED } from '../core/faker';
import { generateCatalogue } from '../catalogue/catalogue';
import { generateExams } from './exams';
import { PROFESSIONS } from '../catalogue/vocabulary';
import { buildBank } from './bank-builder';
import { ADVANCED_FACTS, COMMON_FACTS } from './common-facts';
import { majorityPoint, pointOf, tagPoint } from './knowledge-points';
import { breakdownOf } from './paper';
import { pointSharesOf } from './point-shares';
import { bankFor } from './question-bank';

/** 鉴定要素 (issue 25 §4–§5): every question tests one knowledge point; every paper has their shares. */
const EVERY_BANK = { timeout: 90_000 };

describe('knowledge points of the banks', EVERY_BANK, () => {
  it('every question of every bank has one; 技术管理与培训指导 only at levels 4–5; every point of a bank has practice questions to drill (5 at least)', () => {
    for (let professionId = 1; professionId <= PROFESSIONS.length; professionId += 1) {
      for (let level = 1; level <= 5; level += 1) {
        const label = `${PROFESSIONS[professionId - 1]!.name} L${level}`;
        const { questions } = bankFor(professionId, level);
        const points = new Set(questions.map((question) => question.point));
        expect(
          [...points].every((point) => KNOWLEDGE_POINT_IDS.includes(point)),
          label,
        ).toBe(true);
        expect([...points].sort(), label).toEqual(level >= 4 ? [1, 2, 3, 4, 5, 6, 7] : [1, 2, 3, 4, 5, 6]);
        for (const point of points) {
          const drill = questions.filter(
            (question) => question.point === point && question.part === 'practice' && question.kind !== QuestionKind.SHORT,
          );
          // Enough to reach the readiness minimum per point in one 章节练习, with room.
          expect(drill.length, `${label} point ${point}`).toBeGreaterThanOrEqual(READINESS_RULES.minPerPoint + 2);
        }
      }
    }
  });

  it('follow the source: the common chapters by topic, the trade 专业基础知识, the profession 专业技能要点; the banks are as before (no draw added)', () => {
    const ethics = COMMON_FACTS.statements.filter((fact) => fact.topic === '职业道德');
    bankFor(1, 4);
    expect(ethics.every((fact) => pointOf(fact) === 1)).toBe(true);
    expect(COMMON_FACTS.statements.filter((fact) => fact.topic === '消防安全').every((fact) => pointOf(fact) === 3)).toBe(true);
    expect(ADVANCED_FACTS.statements.filter((fact) => fact.topic === '培训指导').every((fact) => pointOf(fact) === 7)).toBe(true);
    const electrician = bankFor(1, 2).questions;
    expect(electrician.find((question) => question.stem.includes('热继电器'))?.point).toBe(6);
    expect(electrician.find((question) => question.stem.includes('合格率'))?.point).toBe(4);
    // Deterministic: built again from scratch, the same questions with the same points.
    expect(buildBank(1, 2, (index) => (1 * 10 + 2) * 10_000 + index + 1)).toEqual(electrician);
  });

  it('a compound question tests what most of its statements do; a tie goes to the first', () => {
    const [a, b, c, d] = [{}, {}, {}, {}];
    tagPoint([a], 1);
    tagPoint([b, c], 3);
    tagPoint([d], 5);
    expect(majorityPoint([a, b, c])).toBe(3);
    expect(majorityPoint([a, d])).toBe(1);
    expect(majorityPoint([d, a, b])).toBe(5);
  });
});

describe('shares (比重) of every seeded exam', EVERY_BANK, () => {
  const catalogue = generateCatalogue(createFaker(DEFAULT_SEED));
  const exams = generateExams(createFaker(DEFAULT_SEED + 6), catalogue);

  it('add up to 100 in whole percent, each at least 1, in id order, following the paper’s make-up', () => {
    for (const exam of exams) {
      const shares = pointSharesOf(exam);
      expect(
        shares.reduce((sum, share) => sum + share.share, 0),
        exam.title,
      ).toBe(100);
      expect(shares.every((share) => share.share >= 1 && share.name.length > 0)).toBe(true);
      expect(shares.map((share) => share.id)).toEqual([...shares.map((share) => share.id)].sort());
      // Within a point or so of what the make-up and the bank's mix give.
      const { questions } = bankFor(exam.professionId, exam.skillLevel);
      for (const share of shares) {
        const expected = breakdownOf(exam).reduce((sum, line) => {
          const ofKind = questions.filter((question) => question.kind === line.kind);
          return sum + (line.count * line.score * ofKind.filter((question) => question.point === share.id).length) / ofKind.length;
        }, 0);
        expect(Math.abs(share.share - (expected * 100) / exam.totalScore), `${exam.title} ${share.name}`).toBeLessThan(1);
      }
    }
  });
});
