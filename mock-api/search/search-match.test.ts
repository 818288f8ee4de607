import { describe, expect, it } from 'vitest';
import { FIELD_WEIGHT, matchesOf, searchEntryOf, termWeight } from './search-match';

const { title, profession, text, institution } = FIELD_WEIGHT;

/** A course as the search index sees it. */
const course = (name: string, fields: { title: string; profession: string; institution: string }, level: number) =>
  searchEntryOf(
    name,
    [
      { text: fields.title, weight: title },
      { text: fields.profession, weight: profession },
      { text: `适合${['初级工', '中级工', '高级工', '技师', '高级技师'][level - 1]}备考`, weight: text },
      { text: fields.institution, weight: institution },
    ],
    [level],
  );

const pastry = course('pastry', { title: '西式面点师技能提升训练营', profession: '西式面点师', institution: '北辰电工培训中心' }, 2);
const wiring = course('wiring', { title: '电工零基础入门', profession: '电工', institution: '华夏职业培训学校' }, 1);
const electricianFour = course('electrician-4', { title: '电工岗位能力实战课', profession: '电工', institution: '蓝海技工学院' }, 2);
const electricianSix = course(
  'electrician-theory',
  { title: '跟着名师学：真实案例实训', profession: '电工', institution: '蓝海技工学院' },
  2,
);

describe('search matching', () => {
  it('a word counts by the best field holding it: title and profession above the institution', () => {
    expect(termWeight(wiring, '电工')).toBe(title);
    expect(termWeight(electricianSix, '电工')).toBe(profession);
    expect(termWeight(pastry, '电工')).toBe(institution);
    expect(termWeight(pastry, '焊工')).toBe(0);
    expect(title).toBeGreaterThan(institution);
    expect(profession).toBeGreaterThan(institution);
  });

  it('a level word matches a course by its level, whichever name of it is typed', () => {
    for (const word of ['四级', '中级工', '中级']) {
      expect(termWeight(electricianFour, word), word).toBeGreaterThan(0);
      expect(termWeight(wiring, word), word).toBe(0);
    }
    expect(termWeight(wiring, '五级')).toBeGreaterThan(0);
    expect(termWeight(wiring, '初级工')).toBeGreaterThan(0);
  });

  it('an item without a level matches a level word by the level its text names', () => {
    const news = searchEntryOf('news', [{ text: '电工（中级工）认定 12 月批次报名开始', weight: title }]);
    const senior = searchEntryOf('senior', [{ text: '电工高级技师评审要点', weight: title }]);
    expect(termWeight(news, '四级')).toBe(title);
    expect(termWeight(news, '三级')).toBe(0);
    expect(termWeight(senior, '一级')).toBe(title);
    // 高级技师 is 一级: it names neither 高级工 nor 技师.
    expect(termWeight(senior, '技师')).toBe(0);
    expect(termWeight(senior, '三级')).toBe(0);
  });

  it('every word must match; the best matches first, ties in source order', () => {
    const entries = [pastry, wiring, electricianSix, electricianFour];
    expect(matchesOf(entries, ['电工'])).toEqual(['wiring', 'electrician-4', 'electrician-theory', 'pastry']);
    expect(matchesOf(entries, ['电工', '四级'])).toEqual(['electrician-4', 'electrician-theory', 'pastry']);
    expect(matchesOf(entries, ['电工', '五级'])).toEqual(['wiring']);
    expect(matchesOf(entries, ['电工', '焊工'])).toEqual([]);
    expect(matchesOf(entries, ['北辰'])).toEqual(['pastry']);
  });
});
