import { describe, expect, it } from 'vitest';
import { coverTitleLines, unitsOf } from './cover-title-lines';

describe('coverTitleLines', () => {
  it('keeps a title that fits on one line whole', () => {
    expect(coverTitleLines('电工技能提升训练营', 10, 2)).toEqual(['电工技能提升训练营']);
  });

  it('breaks Chinese between characters and never loses a character', () => {
    const lines = coverTitleLines('养老护理员零基础入门：从理论到实操', 10, 2);
    expect(lines.join('')).toBe('养老护理员零基础入门：从理论到实操');
    for (const line of lines) expect(unitsOf(line)).toBeLessThanOrEqual(10);
  });

  it('never splits a Latin word or a number', () => {
    const lines = coverTitleLines('零基础学会Python数据分析', 8, 3);
    expect(lines.some((line) => line.includes('Python'))).toBe(true);
    const exam = coverTitleLines('网络安全1+X证书考前冲刺课程', 6, 3);
    expect(exam.some((line) => line.includes('1+X'))).toBe(true);
    const lectures = coverTitleLines('焊工实操技能精讲 30 讲', 8, 2);
    expect(lectures.join(' ')).toMatch(/\b30\b/);
    expect(lectures.every((line) => !/^\s|\s$/.test(line))).toBe(true);
  });

  it('keeps closing punctuation off the start of a line and opening punctuation off its end', () => {
    const lines = coverTitleLines('电工（高级技师）职业技能等级认定考前冲刺', 4, 6);
    for (const line of lines) {
      expect(line).not.toMatch(/^[）：，]/);
      expect(line).not.toMatch(/（$/);
    }
  });

  it('ends with an ellipsis at a boundary when the title does not fit', () => {
    expect(coverTitleLines('电工（高级技师）职业技能等级认定考前冲刺', 10, 2)).toEqual(['电工（高级技师）职业', '技能等级认定考前冲刺']);
    const lines = coverTitleLines('可编程控制系统设计师（高级技师）职业技能等级认定考前冲刺', 10, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/…$/);
    for (const line of lines) expect(unitsOf(line)).toBeLessThanOrEqual(10);
    const latin = coverTitleLines('Python Python Python Python Python', 8, 1);
    expect(latin[0]).toMatch(/^Python( Python)*…$/);
  });

  it('cuts a single word longer than a line as the last resort', () => {
    const lines = coverTitleLines('Supercalifragilisticexpialidocious', 6, 3);
    for (const line of lines) expect(unitsOf(line)).toBeLessThanOrEqual(6);
  });
});
