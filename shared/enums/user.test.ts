import { describe, it, expect } from 'vitest';
import { expectEnum } from './enum-testing';
import { EducationAdvanced, EducationBasic, Gender } from './user';

describe('user enumerations (spec §3)', () => {
  it('Gender: 1 male, 2 female', () => {
    expectEnum(Gender, [
      [1, '男'],
      [2, '女'],
    ]);
    expect(Gender.is(0)).toBe(false);
  });

  it('EducationBasic: 1–7 from none up to postgraduate', () => {
    expectEnum(EducationBasic, [
      [1, '无'],
      [2, '小学'],
      [3, '初中'],
      [4, '高中/中专'],
      [5, '大专'],
      [6, '本科'],
      [7, '研究生'],
    ]);
  });

  it('EducationAdvanced: 1–7 from junior high up to doctorate', () => {
    expectEnum(EducationAdvanced, [
      [1, '初中'],
      [2, '高中'],
      [3, '中专/中技'],
      [4, '大专'],
      [5, '本科'],
      [6, '硕士'],
      [7, '博士'],
    ]);
  });

  it('the two education lists differ at the same value', () => {
    expect(EducationBasic.label(1)).not.toBe(EducationAdvanced.label(1));
    expect(EducationBasic.label(EducationBasic.JUNIOR_HIGH)).toBe(EducationAdvanced.label(EducationAdvanced.JUNIOR_HIGH));
  });
});
