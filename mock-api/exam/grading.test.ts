import { describe, expect, it } from 'vitest';
import { QuestionKind } from '@shared/enums/exam';
import type { BankQuestion } from './bank-builder';
import { acceptAnswer, blankMatches, grade, normaliseBlank, rightAnswerOf } from './grading';

const question = (fields: Partial<BankQuestion>): BankQuestion => ({
  id: 1,
  kind: QuestionKind.SINGLE,
  stem: '题干',
  options: [],
  rightOptions: [],
  rightJudge: null,
  blanks: [],
  reference: '',
  explanation: '解析',
  family: 'f0',
  part: 'practice',
  rotation: null,
  point: 5,
  ...fields,
});

// Bank options: 0 right; the attempt shows them in the order [2, 0, 3, 1] → the right one is B.
const single = question({ options: ['42', '36', '50', '24'], rightOptions: [0] });
const multiple = question({ kind: QuestionKind.MULTIPLE, options: ['整理', '整顿', '节约', '素养'], rightOptions: [0, 1, 3] });
const order = [2, 0, 3, 1];

describe('fill-in normalisation', () => {
  it('folds full-width to half-width, trims, collapses spaces and ignores Latin case', () => {
    expect(normaliseBlank('  ＰＤＣＡ  ')).toBe('pdca');
    expect(normaliseBlank('１００～１２０')).toBe('100~120');
    expect(normaliseBlank('GROUP    BY')).toBe('group by');
    expect(normaliseBlank('５０％')).toBe('50%');
  });

  it('matches any accepted spelling; spaces do not matter; an empty blank never matches', () => {
    expect(blankMatches('ｐｄｃａ', ['PDCA'])).toBe(true);
    expect(blankMatches(' 100～120 ', ['100～120', '100-120'])).toBe(true);
    expect(blankMatches('100-120', ['100～120', '100-120'])).toBe(true);
    expect(blankMatches('GB18218', ['GB 18218'])).toBe(true);
    expect(blankMatches('group  by', ['GROUP BY'])).toBe(true);
    expect(blankMatches('转 向', ['旋转方向', '转向'])).toBe(true);
    expect(blankMatches('36', ['42'])).toBe(false);
    expect(blankMatches('   ', [''])).toBe(false);
  });
});

describe('grading', () => {
  it('单选 maps the shown key back through the attempt’s shuffle', () => {
    expect(grade(single, order, 'B', 1)).toEqual({ correct: true, earned: 1 });
    expect(grade(single, order, 'A', 1)).toEqual({ correct: false, earned: 0 });
    expect(rightAnswerOf(single, order)).toBe('B');
  });

  it('多选 is all or nothing: a missing or an extra option scores 0', () => {
    // Shown: A=节约(2), B=整理(0), C=素养(3), D=整顿(1) → right B, C, D.
    expect(rightAnswerOf(multiple, order)).toEqual(['B', 'C', 'D']);
    expect(grade(multiple, order, ['D', 'B', 'C'], 2)).toEqual({ correct: true, earned: 2 });
    expect(grade(multiple, order, ['B', 'C'], 2)).toEqual({ correct: false, earned: 0 });
    expect(grade(multiple, order, ['A', 'B', 'C', 'D'], 2)).toEqual({ correct: false, earned: 0 });
  });

  it('判断 is exact; unanswered is wrong', () => {
    const judge = question({ kind: QuestionKind.JUDGE, rightJudge: false });
    expect(grade(judge, [], false, 0.5)).toEqual({ correct: true, earned: 0.5 });
    expect(grade(judge, [], true, 0.5)).toEqual({ correct: false, earned: 0 });
    expect(grade(judge, [], null, 0.5)).toEqual({ correct: false, earned: 0 });
    expect(grade(judge, [], undefined, 0.5)).toEqual({ correct: false, earned: 0 });
  });

  it('填空 needs every blank right, each against its own alternatives', () => {
    const fill = question({ kind: QuestionKind.FILL, blanks: [['窒息法'], ['隔离法', '隔离']] });
    expect(grade(fill, [], ['窒息法', ' 隔离 '], 2)).toEqual({ correct: true, earned: 2 });
    expect(grade(fill, [], ['窒息法', '冷却法'], 2)).toEqual({ correct: false, earned: 0 });
    expect(grade(fill, [], ['隔离法', '窒息法'], 2)).toEqual({ correct: false, earned: 0 });
    expect(rightAnswerOf(fill, [])).toEqual(['窒息法', '隔离法']);
  });

  it('简答 waits for the marker unless it is empty', () => {
    const short = question({ kind: QuestionKind.SHORT, reference: '1. 要点' });
    expect(grade(short, [], '答了一些要点', 5)).toEqual({ correct: null, earned: null });
    expect(grade(short, [], '   ', 5)).toEqual({ correct: false, earned: 0 });
    expect(rightAnswerOf(short, [])).toBe('1. 要点');
  });
});

describe('answer shapes', () => {
  it('accepts each kind’s shape in stored form', () => {
    expect(acceptAnswer(single, 'c')).toEqual({ ok: true, value: 'C' });
    expect(acceptAnswer(multiple, ['C', 'a', 'C'])).toEqual({ ok: true, value: ['A', 'C'] });
    expect(acceptAnswer(multiple, [])).toEqual({ ok: true, value: null });
    expect(acceptAnswer(question({ kind: QuestionKind.JUDGE, rightJudge: true }), true)).toEqual({ ok: true, value: true });
    expect(acceptAnswer(question({ kind: QuestionKind.FILL, blanks: [['x']] }), ['答案'])).toEqual({ ok: true, value: ['答案'] });
    expect(acceptAnswer(question({ kind: QuestionKind.SHORT }), '要点')).toEqual({ ok: true, value: '要点' });
    expect(acceptAnswer(single, null)).toEqual({ ok: true, value: null });
  });

  it('refuses the wrong shape with a Chinese reason', () => {
    for (const [target, answer] of [
      [single, 'E'],
      [single, ['A']],
      [multiple, 'A'],
      [multiple, ['A', 'Z']],
      [question({ kind: QuestionKind.JUDGE }), 'true'],
      [question({ kind: QuestionKind.FILL, blanks: [['x'], ['y']] }), ['只有一空']],
      [question({ kind: QuestionKind.SHORT }), ['数组']],
    ] as const) {
      const result = acceptAnswer(target, answer as never);
      expect(result.ok, JSON.stringify(answer)).toBe(false);
      if (!result.ok) expect(result.reason).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
