import { describe, expect, it } from 'vitest';
import { searchTermsOf } from '../schemas/search';
import { skillLevelOfWord, skillLevelsIn, splitLevelSuffix } from './skill-level-words';

describe('the names of the skill levels', () => {
  it.each([
    ['五级', 1],
    ['初级工', 1],
    ['初级', 1],
    ['四级', 2],
    ['中级工', 2],
    ['中级', 2],
    ['三级', 3],
    ['高级工', 3],
    ['二级', 4],
    ['技师', 4],
    ['一级', 5],
    ['高级技师', 5],
  ])('%s is level %i (the national scheme: 四级 = 中级工)', (word, level) => {
    expect(skillLevelOfWord(word)).toBe(level);
  });

  it('any other word names no level', () => {
    for (const word of ['电工', '级', '六级', '中级工程师', '']) expect(skillLevelOfWord(word)).toBeNull();
  });

  it('reads each level word in a text whole: 高级技师 is 一级, not 高级 and 技师', () => {
    expect([...skillLevelsIn('电工（高级技师）理论知识考试')]).toEqual([5]);
    expect([...skillLevelsIn('适合中级工备考与在岗提升')]).toEqual([2]);
    expect([...skillLevelsIn('从四级到二级')].sort()).toEqual([2, 4]);
    expect(skillLevelsIn('电工零基础入门').size).toBe(0);
  });

  it('a level typed onto a word is a word of its own', () => {
    expect(splitLevelSuffix('电工四级')).toEqual(['电工', '四级']);
    expect(splitLevelSuffix('焊工高级技师')).toEqual(['焊工', '高级技师']);
    expect(splitLevelSuffix('养老护理员中级工')).toEqual(['养老护理员', '中级工']);
    expect(splitLevelSuffix('高级技师')).toEqual(['高级技师']);
    expect(splitLevelSuffix('中高级')).toEqual(['中高级']);
    expect(splitLevelSuffix('电工')).toEqual(['电工']);
  });
});

describe('the words of a search', () => {
  it('split on blanks and full-width spaces, and a level typed onto a profession', () => {
    expect(searchTermsOf('电工 四级')).toEqual(['电工', '四级']);
    expect(searchTermsOf('电工　四级')).toEqual(['电工', '四级']);
    expect(searchTermsOf('电工四级')).toEqual(['电工', '四级']);
    expect(searchTermsOf(' 电工  中级工 电工四级 ')).toEqual(['电工', '中级工', '四级']);
  });
});
