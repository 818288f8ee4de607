import { describe, expect, it } from 'vitest';
import {
  attemptTypeLabel,
  durationLabel,
  endingLabel,
  examWindowLabel,
  examWindowOf,
  examWindowText,
  formatUsedTime,
  passedLabel,
  points,
  sittingLabel,
  sittingSummary,
} from './exam-format';

const official = { mode: 1, openAt: '2027-01-11T09:00:00+08:00', closeAt: '2027-01-11T10:30:00+08:00' };

describe('exam format', () => {
  it('an official window by the given clock; none for mocks and practice', () => {
    expect(examWindowOf(official, Date.parse('2027-01-11T08:59:59+08:00'))).toBe('upcoming');
    expect(examWindowOf(official, Date.parse('2027-01-11T09:00:00+08:00'))).toBe('open');
    expect(examWindowOf(official, Date.parse('2027-01-11T10:30:00+08:00'))).toBe('closed');
    expect(examWindowOf({ mode: 2, openAt: null, closeAt: null }, 0)).toBeNull();
    expect(examWindowLabel('upcoming', official.openAt).text).toBe('未开始 · 1月11日 09:00 开考');
    expect(examWindowLabel('open', official.openAt).text).toBe('开放中');
    expect(examWindowLabel('closed', official.openAt).text).toBe('已结束');
    expect(examWindowText(official.openAt, official.closeAt)).toBe('2027年1月11日 09:00–10:30');
    expect(examWindowText(official.openAt, '2027-01-12T10:30:00+08:00')).toBe('2027年1月11日 09:00–2027年1月12日 10:30');
  });

  it('durations, points and used time', () => {
    expect(durationLabel(90)).toBe('90 分钟');
    expect(durationLabel(0)).toBe('不限时');
    expect(points(1.5)).toBe('1.5');
    expect(points(100)).toBe('100');
    expect(formatUsedTime(0)).toBe('00:00');
    expect(formatUsedTime(312)).toBe('05:12');
    expect(formatUsedTime(5400)).toBe('90:00');
  });

  it('an attempt line: its type, pass verdict, ending and page', () => {
    expect(attemptTypeLabel({ kind: 'mock', practice: false, fromAttemptId: null })).toBe('模拟');
    expect(attemptTypeLabel({ kind: 'official', practice: false, fromAttemptId: null })).toBe('正式');
    expect(attemptTypeLabel({ kind: 'mock', practice: true, fromAttemptId: null })).toBe('练习');
    expect(attemptTypeLabel({ kind: 'mock', practice: true, fromAttemptId: 3 })).toBe('错题练习');
    expect(passedLabel({ status: 2, passed: true })).toBe('通过');
    expect(passedLabel({ status: 4, passed: false })).toBe('未通过');
    expect(passedLabel({ status: 3, passed: null })).toBe('待批阅');
    expect(passedLabel({ status: 1, passed: null })).toBe('—');
    expect(endingLabel(1)).toBe('手动交卷');
    expect(endingLabel(2)).toBe('超时自动交卷');
    expect(endingLabel(null)).toBe('—');
  });
});

describe('sittings of an official exam (issue 23: attempts count per plan round)', () => {
  it('are named by their opening day and summed up honestly', () => {
    expect(sittingLabel({ openAt: '2026-11-22T09:00:00+08:00' })).toBe('2026年11月22日场');
    const past = { openAt: '2026-11-22T09:00:00+08:00', attempts: 2, answersPublished: true };
    expect(sittingSummary({ ...past, bestScore: 72.5, passed: true })).toBe(
      '2026年11月22日场 · 考试 2 次 · 最高 72.5 分 · 已通过 · 答案已公布',
    );
    expect(sittingSummary({ ...past, bestScore: 41, passed: false })).toBe(
      '2026年11月22日场 · 考试 2 次 · 最高 41 分 · 未通过 · 答案已公布',
    );
    expect(sittingSummary({ ...past, bestScore: null, passed: null, answersPublished: false })).toBe(
      '2026年11月22日场 · 考试 2 次 · 暂无成绩',
    );
  });
});
