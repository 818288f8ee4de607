import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { searchTermsOf } from '@shared/schemas/search';
import { highlightParts } from './highlight';
import { HighlightText } from './components/highlight-text';

const marked = (text: string, keyword: string) =>
  highlightParts(text, searchTermsOf(keyword))
    .map((part) => (part.match ? `[${part.text}]` : part.text))
    .join('');

describe('highlightParts', () => {
  it('marks every occurrence of every term, case-insensitively, keeping the original case', () => {
    expect(marked('电工中级工实操考试接线题怎么准备？', '电工 实操')).toBe('[电工]中级工[实操]考试接线题怎么准备？');
    expect(marked('SQL 窗口函数与 sql 优化', 'Sql')).toBe('[SQL] 窗口函数与 [sql] 优化');
    expect(marked('焊工，焊工', '焊工')).toBe('[焊工]，[焊工]');
    expect(marked('焊工焊工', '焊工')).toBe('[焊工焊工]');
  });

  it('overlapping and touching terms merge into one mark', () => {
    expect(marked('养老护理员', '养老 老护理')).toBe('[养老护理]员');
    expect(marked('abcdef', 'abc cd')).toBe('[abcd]ef');
    expect(marked('abcdef', 'ab cd')).toBe('[abcd]ef');
    expect(marked('aaa', 'aa')).toBe('[aaa]');
  });

  it('pattern characters are plain text, never a regular expression', () => {
    expect(marked('任意 .* 匹配', '.*')).toBe('任意 [.*] 匹配');
    expect(marked('（初级工）与 (a)', '(')).toBe('（初级工）与 [(]a)');
    expect(marked('no dots here', '.*')).toBe('no dots here');
    expect(marked('a+b', '+')).toBe('a[+]b');
    expect(marked('$1 \\d', '$1 \\d')).toBe('[$1] [\\d]');
  });

  it('a level word marks the level by any of its names, each read whole', () => {
    expect(marked('电工（中级工）理论知识考试', '电工 四级')).toBe('[电工]（[中级工]）理论知识考试');
    expect(marked('适合四级备考', '中级工')).toBe('适合[四级]备考');
    expect(marked('电工高级技师与技师', '技师')).toBe('电工高级技师与[技师]');
  });

  it('no terms, no match, empty text', () => {
    expect(highlightParts('电工', [])).toEqual([{ text: '电工', match: false }]);
    expect(highlightParts('电工', ['焊工'])).toEqual([{ text: '电工', match: false }]);
    expect(highlightParts('', ['焊工'])).toEqual([]);
  });

  it('a character that grows when lower-cased does not shift the marks', () => {
    expect(marked('İstanbul 电工', '电工')).toBe('İstanbul [电工]');
    expect(marked('İstanbul', 'stan')).toBe('İ[stan]bul');
  });
});

describe('HighlightText renders text and <mark> only', () => {
  const html = (text: string, keyword: string) =>
    renderToStaticMarkup(createElement(HighlightText, { text, terms: searchTermsOf(keyword) }));

  it('a keyword with markup is escaped text inside the mark', () => {
    expect(html('搜索 <script>alert(1)</script> 的结果', '<script>alert(1)</script>')).toBe(
      '搜索 <mark>&lt;script&gt;alert(1)&lt;/script&gt;</mark> 的结果',
    );
    expect(html('<img src=x onerror=alert(1)>', '<img')).toBe('<mark>&lt;img</mark> src=x onerror=alert(1)&gt;');
  });

  it('data with markup stays text too', () => {
    expect(html('<b>电工</b>', '电工')).toBe('&lt;b&gt;<mark>电工</mark>&lt;/b&gt;');
    expect(html('无匹配', '电工')).toBe('无匹配');
  });
});
