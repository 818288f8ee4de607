import { describe, expect, it } from 'vitest';
import { QuestionKind } from '@shared/enums/exam';
import { DEFAULT_SEED } from '../core/faker';
import { generateCatalogue } from '../catalogue/catalogue';
import { generateExams } from './exams';
import { createFaker } from '../core/faker';
import { PROFESSIONS } from '../catalogue/vocabulary';
import { buildBank, BLANK } from './bank-builder';
import { drawPaper, breakdownOf } from './paper';
import { bankFor, cachedBankCount, MAX_CACHED_BANKS, questionById } from './question-bank';
import { seededRandom } from '../core/seeded-random';
import { officialPlace, practicePlace } from './bank-parts';

const CHINESE = /[\u4e00-\u9fff]/;

/** These tests build every bank (each profession × level, ~590 questions each): CPU-bound, ~10 s alone, more beside the other lane. */
const EVERY_BANK = { timeout: 90_000 };

describe('question banks', EVERY_BANK, () => {
  it('hold at least 500 well-formed questions for every profession and level, in a realistic mix', () => {
    for (let professionId = 1; professionId <= PROFESSIONS.length; professionId += 1) {
      for (let level = 1; level <= 5; level += 1) {
        const { questions } = bankFor(professionId, level);
        const label = `${PROFESSIONS[professionId - 1]!.name} L${level}`;
        expect(questions.length, label).toBeGreaterThanOrEqual(500);
        const count = (kind: number) => questions.filter((question) => question.kind === kind).length;
        expect(count(QuestionKind.SINGLE) / questions.length, label).toBeGreaterThan(0.45);
        expect(count(QuestionKind.MULTIPLE), label).toBeGreaterThanOrEqual(100);
        expect(count(QuestionKind.JUDGE), label).toBeGreaterThanOrEqual(100);
        expect(count(QuestionKind.FILL), label).toBeGreaterThanOrEqual(30);
        expect(count(QuestionKind.SHORT), label).toBeGreaterThanOrEqual(8);
        expect(new Set(questions.map((question) => question.id)).size, label).toBe(questions.length);
      }
    }
  });

  it('every question reads as Chinese, has a 解析 and one consistent right answer', () => {
    for (const [professionId, level] of [
      [1, 1],
      [3, 4],
      [11, 5],
      [16, 2],
      [40, 3],
    ] as const) {
      for (const question of bankFor(professionId, level).questions) {
        const label = `${question.id} ${question.stem}`;
        expect(question.stem, label).toMatch(CHINESE);
        expect(question.stem, label).not.toContain('{x}');
        expect(question.explanation, label).toMatch(CHINESE);
        if (question.kind === QuestionKind.SINGLE) {
          expect(question.options.length, label).toBe(4);
          expect(question.rightOptions, label).toHaveLength(1);
        }
        if (question.kind === QuestionKind.MULTIPLE) {
          expect(question.rightOptions.length, label).toBeGreaterThanOrEqual(2);
          expect(question.rightOptions.length, label).toBeLessThan(question.options.length);
        }
        if (question.kind <= QuestionKind.MULTIPLE) {
          expect(new Set(question.options).size, label).toBe(question.options.length);
          expect(
            question.rightOptions.every((index) => index >= 0 && index < question.options.length),
            label,
          ).toBe(true);
        }
        if (question.kind === QuestionKind.JUDGE) expect(typeof question.rightJudge, label).toBe('boolean');
        if (question.kind === QuestionKind.FILL) {
          expect(question.stem.split(BLANK).length - 1, label).toBe(question.blanks.length);
          expect(
            question.blanks.every((accepted) => accepted.length > 0 && accepted.every(Boolean)),
            label,
          ).toBe(true);
        }
        if (question.kind === QuestionKind.SHORT) expect(question.reference, label).toMatch(/^1\. /);
      }
    }
  });

  it('are the profession’s own: its trade vocabulary appears, another trade’s does not', () => {
    const stems = (professionId: number) =>
      bankFor(professionId, 2)
        .questions.map((question) => question.stem)
        .join('\n');
    expect(stems(1)).toContain('安全电压'); // 电工
    expect(stems(2)).toContain('焊条'); // 焊工
    expect(stems(3)).toContain('鼻饲'); // 养老护理员
    expect(stems(3)).not.toContain('焊条');
    expect(stems(9)).toContain('茶'); // 茶艺师
  });

  it('are deterministic: built again from scratch, a bank is the same', () => {
    const base = (professionId: number, level: number) => (index: number) => (professionId * 10 + level) * 10_000 + index + 1;
    expect(buildBank(7, 3, base(7, 3))).toEqual(buildBank(7, 3, base(7, 3)));
    expect(buildBank(7, 3, base(7, 3))).not.toEqual(
      buildBank(7, 4, base(7, 4)).map((question, index) => ({ ...question, id: base(7, 3)(index) })),
    );
    expect(bankFor(7, 3).questions).toEqual(buildBank(7, 3, base(7, 3)));
  });

  it('are built lazily and kept in a bounded LRU; an id finds its question even after eviction', () => {
    const first = bankFor(5, 1).questions[10]!;
    for (let professionId = 10; professionId < 10 + MAX_CACHED_BANKS + 5; professionId += 1) bankFor(professionId, 2);
    expect(cachedBankCount()).toBeLessThanOrEqual(MAX_CACHED_BANKS);
    expect(questionById(first.id)).toEqual(first);
    expect(questionById(5)).toBeUndefined();
    expect(questionById((99 * 10 + 1) * 10_000 + 1)).toBeUndefined();
    expect(questionById((5 * 10 + 1) * 10_000 + 9_999)).toBeUndefined();
  });
});

describe('papers', () => {
  const catalogue = generateCatalogue(createFaker(DEFAULT_SEED));
  const exams = generateExams(createFaker(DEFAULT_SEED + 6), catalogue);

  it('every seeded exam’s breakdown adds up to its question count and total score', () => {
    for (const exam of exams) {
      const lines = breakdownOf(exam);
      expect(
        lines.reduce((sum, line) => sum + line.count, 0),
        exam.title,
      ).toBe(exam.questionCount);
      expect(
        lines.reduce((sum, line) => sum + line.count * line.score, 0),
        exam.title,
      ).toBe(exam.totalScore);
      expect(
        lines.every((line) => line.score * 2 === Math.round(line.score * 2)),
        exam.title,
      ).toBe(true);
      if (exam.mode === 3)
        expect(
          lines.some((line) => line.kind === QuestionKind.SHORT),
          exam.title,
        ).toBe(false);
    }
  });

  it('a drawn paper follows the breakdown, groups kinds in order and repeats no question', () => {
    const exam = exams.find((candidate) => candidate.mode === 1)!;
    const paper = drawPaper(seededRandom(1), exam, officialPlace(0));
    const kinds = paper.questionIds.map((id) => questionById(id)!.kind);
    expect(kinds).toEqual([...kinds].sort((a, b) => a - b));
    expect(new Set(paper.questionIds).size).toBe(exam.questionCount);
    for (const line of breakdownOf(exam)) expect(kinds.filter((kind) => kind === line.kind)).toHaveLength(line.count);
    expect(paper.scores.reduce((sum, score) => sum + score, 0)).toBe(exam.totalScore);
    expect(drawPaper(seededRandom(1), exam, officialPlace(0))).toEqual(paper);
    expect(drawPaper(seededRandom(2), exam, officialPlace(0)).questionIds).not.toEqual(paper.questionIds);
  });
});

describe('bank parts (issue 23: official papers cannot be farmed)', EVERY_BANK, () => {
  const GENERIC = /^下列/;
  /** Every sentence a question states or asks: the stem (unless a generic 下列… one) and, for compounds, each option. */
  const sentencesOf = (question: { stem: string; options: readonly string[]; kind: number }) => [
    ...(GENERIC.test(question.stem) ? question.options : []),
    ...(GENERIC.test(question.stem) ? [] : [question.stem]),
  ];

  const SECTIONS = ['official:0', 'official:1', 'practice:null'] as const;
  const sectionOf = (question: { part: string; rotation: number | null }) =>
    `${question.part}:${question.rotation}` as (typeof SECTIONS)[number];

  it('official and practice parts — and the official part’s two sets, which sittings take in turn — share no fact, in any bank: nothing a mock, practice or the previous sitting reveals states a fact of this sitting', () => {
    const seen = new Map(SECTIONS.map((section) => [section, new Set<string>()]));
    for (let professionId = 1; professionId <= PROFESSIONS.length; professionId += 1) {
      for (let level = 1; level <= 5; level += 1) {
        const families = new Map(SECTIONS.map((section) => [section, new Set<string>()]));
        for (const question of bankFor(professionId, level).questions) {
          expect(question.part === 'official' ? [0, 1] : [null], `${question.id}`).toContain(question.rotation);
          families.get(sectionOf(question))!.add(question.family);
          for (const sentence of sentencesOf(question)) seen.get(sectionOf(question))!.add(sentence.replace(/（　）|______/g, '{x}'));
        }
        for (const [i, a] of SECTIONS.entries()) {
          for (const b of SECTIONS.slice(i + 1))
            expect(
              [...families.get(a)!].filter((family) => families.get(b)!.has(family)),
              `${professionId}/${level} ${a} ${b}`,
            ).toEqual([]);
        }
      }
    }
    for (const [i, a] of SECTIONS.entries()) {
      for (const b of SECTIONS.slice(i + 1))
        expect(
          [...seen.get(a)!].filter((sentence) => seen.get(b)!.has(sentence)),
          `${a} ${b}`,
        ).toEqual([]);
    }
  });

  it('each part, and each official set, makes a full 100-question paper of its own questions, by the breakdown', () => {
    const exams = generateExams(createFaker(DEFAULT_SEED + 6), generateCatalogue(createFaker(DEFAULT_SEED)));
    const official = exams.find((candidate) => candidate.mode === 1 && candidate.questionCount === 100)!;
    for (let professionId = 1; professionId <= PROFESSIONS.length; professionId += 1) {
      for (let level = 1; level <= 5; level += 1) {
        for (const place of [officialPlace(0), officialPlace(1), practicePlace()]) {
          const paper = drawPaper(seededRandom(professionId * 7 + level), { ...official, professionId, skillLevel: level }, place);
          const questions = paper.questionIds.map((id) => questionById(id)!);
          const label = `${professionId}/${level} ${place.part}:${place.rotation}`;
          expect(questions, label).toHaveLength(100);
          expect(
            questions.every((question) => question.part === place.part && question.rotation === place.rotation),
            label,
          ).toBe(true);
          for (const line of breakdownOf(official))
            expect(
              questions.filter((question) => question.kind === line.kind),
              label,
            ).toHaveLength(line.count);
          expect(new Set(paper.questionIds).size, label).toBe(100);
        }
      }
    }
  });
});
