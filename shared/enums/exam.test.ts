import { describe, expect, it } from 'vitest';
import { expectEnum } from './enum-testing';
import { AttemptEnding, AttemptStatus, QuestionKind } from './exam';

describe('exam enumerations', () => {
  it('QuestionKind: single, multiple, true/false, fill-in, short answer', () => {
    expectEnum(QuestionKind, [
      [1, '单选题'],
      [2, '多选题'],
      [3, '判断题'],
      [4, '填空题'],
      [5, '简答题'],
    ]);
    expect(QuestionKind.FILL).toBe(4);
  });

  it('AttemptStatus: answering, submitted (graded), awaiting marking, marked', () => {
    expectEnum(AttemptStatus, [
      [1, '答题中'],
      [2, '已交卷'],
      [3, '待批阅'],
      [4, '已批阅'],
    ]);
    expect(AttemptStatus.AWAITING_MARKING).toBe(3);
  });

  it('AttemptEnding: handed in, or handed in by the clock', () => {
    expectEnum(AttemptEnding, [
      [1, '手动交卷'],
      [2, '超时自动交卷'],
    ]);
    expect(AttemptEnding.label(9)).toBe('未知');
  });
});
