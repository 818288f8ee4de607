import { describe, expect, it } from 'vitest';
import { ApiError } from '@shared/api/api-client';
import type { Readiness } from '@shared/schemas/practice';
import { READINESS_RULES } from '@shared/lib/wrong-book-rules';
import {
  accuracyOf,
  formatPercent,
  openSessionsOf,
  pointAccuracyText,
  practiceErrorMessage,
  practiceRefusalCode,
  practiceSessionHref,
  progressText,
  readinessBasis,
  masteryText,
  readinessGap,
  timedChoices,
} from './practice-format';

const rules = { windowDays: 30, perPointRecent: 50, minAnswers: 30, minPerPoint: 3 };
const point = (id: number, name: string, share: number, answered: number, correct = 0): Readiness['points'][number] => ({
  id,
  name,
  share,
  answered,
  correct,
  accuracy: answered >= 3 ? Math.round((correct * 1000) / answered) / 10 : null,
  bankQuestions: 80,
  seenQuestions: answered,
  recall: null,
  cards: 0,
});

describe('mastery per 鉴定要素 as shown', () => {
  it('questions done of the bank, and the memory of my wrong questions when I have any', () => {
    expect(masteryText(point(1, '职业道德', 5, 12))).toBe('做过 12 / 80 题');
    expect(masteryText({ ...point(6, '专业技能要点', 40, 30), cards: 4, recall: 78.26 })).toBe('做过 30 / 80 题 · 4 道错题记住的把握 78%');
  });
});

describe('the readiness estimate as shown', () => {
  it('formats the estimate with one decimal at most', () => {
    expect(formatPercent(72.5)).toBe('72.5%');
    expect(formatPercent(80)).toBe('80%');
    expect(formatPercent(66.66)).toBe('66.7%');
    expect(formatPercent(0)).toBe('0%');
  });

  it('says how it is computed from the answer’s own rules', () => {
    expect(readinessBasis(rules)).toBe('按近 30 天各鉴定要素最近 50 题的正确率，按比重加权');
    expect(readinessBasis({ ...READINESS_RULES })).toContain(`近 ${READINESS_RULES.windowDays} 天`);
  });

  it('below the minimum: how many more answers at least, and each point below its own minimum', () => {
    const points = [point(1, '职业道德', 10, 12, 9), point(5, '专业基础知识', 50, 6, 3), point(6, '专业技能要点', 40, 0)];
    expect(readinessGap({ sufficient: false, answered: 18, rules, points })).toBe('再练 12 题后给出估计；专业技能要点还没有作答');
    // The points' shortfall is larger than the total's: it is the figure.
    const few = [point(1, '职业道德', 10, 28, 20), point(5, '专业基础知识', 50, 1), point(6, '专业技能要点', 40, 0)];
    expect(readinessGap({ sufficient: false, answered: 29, rules, points: few })).toBe(
      '再练 5 题后给出估计；专业技能要点还没有作答，专业基础知识还差 2 题',
    );
    // The points not answered at all, named together.
    const none = [point(1, '职业道德', 10, 0), point(5, '专业基础知识', 50, 0), point(6, '专业技能要点', 40, 0)];
    expect(readinessGap({ sufficient: false, answered: 0, rules, points: none })).toBe(
      '再练 30 题后给出估计；职业道德、专业基础知识、专业技能要点还没有作答',
    );
    // Enough in all, one point short.
    const short = [point(1, '职业道德', 10, 40, 30), point(6, '专业技能要点', 90, 2, 2)];
    expect(readinessGap({ sufficient: false, answered: 42, rules, points: short })).toBe('再练 1 题后给出估计；专业技能要点还差 1 题');
    expect(readinessGap({ sufficient: true, answered: 42, rules, points: short })).toBeNull();
  });

  it('gives a point’s accuracy only when the answer has one', () => {
    expect(pointAccuracyText(point(1, '职业道德', 10, 8, 5), 3)).toBe('正确率 62.5%');
    expect(pointAccuracyText(point(6, '专业技能要点', 40, 1, 1), 3)).toBe('已答 1 题（至少 3 题）');
  });
});

describe('practice sessions as listed', () => {
  const summary = { mode: 'sequential' as const, position: 11, total: 340, answeredCount: 11, correctCount: 9, status: 'active' as const };

  it('reads the progress per mode (no verdicts in a timed practice under way, none at all in 背题)', () => {
    expect(progressText(summary)).toBe('第 12 / 340 题 · 已答 11 题 · 答对 9 题');
    expect(progressText({ ...summary, mode: 'memorize' })).toBe('第 12 / 340 题');
    expect(progressText({ ...summary, mode: 'timed', total: 20, position: 19 })).toBe('第 20 / 20 题 · 已答 11 题');
    expect(accuracyOf(9, 11)).toBe(82);
    expect(accuracyOf(0, 0)).toBeNull();
    expect(practiceSessionHref(7, 42)).toBe('/exam/7/practice/42');
  });

  it('keeps the open sessions of one mode', () => {
    const sessions = [
      { id: 3, mode: 'chapter', status: 'active' },
      { id: 2, mode: 'timed', status: 'finished' },
      { id: 1, mode: 'chapter', status: 'finished' },
    ] as unknown as Parameters<typeof openSessionsOf>[0];
    expect(openSessionsOf(sessions, 'chapter').map((session) => session.id)).toEqual([3]);
    expect(openSessionsOf(sessions, 'timed')).toEqual([]);
  });

  it('offers the exam’s own count and minutes for 限时模拟, within the bank and the contract', () => {
    expect(timedChoices({ questionCount: 100, durationMinutes: 90 }, 340)).toEqual({
      counts: [10, 20, 30, 50, 80, 100],
      minutes: [5, 10, 15, 20, 30, 45, 60, 90, 120, 150, 180],
      defaultCount: 100,
      defaultMinutes: 90,
    });
    const small = timedChoices({ questionCount: 60, durationMinutes: 0 }, 42);
    expect(small.counts).toEqual([10, 20, 30, 42]);
    expect(small.defaultCount).toBe(42);
    // Not timed: a minute a question.
    expect(small.defaultMinutes).toBe(42);
    expect(small.minutes).toContain(42);
    expect(timedChoices({ questionCount: 5, durationMinutes: 200 }, 340)).toMatchObject({ defaultCount: 10, defaultMinutes: 180 });
  });
});

describe('refusals in Chinese', () => {
  it('names 4823–4826 in its own words; anything else as the API said', () => {
    for (const code of [4823, 4824, 4825, 4826]) {
      const error = new ApiError('some words', 200, code);
      expect(practiceRefusalCode(error)).toBe(code);
      expect(practiceErrorMessage(error, '失败')).toMatch(/[\u4e00-\u9fa5]/);
      expect(practiceErrorMessage(error, '失败')).not.toBe('some words');
    }
    expect(practiceErrorMessage(new ApiError('时间已到', 200, 4825), '失败')).toContain('自动交卷');
    expect(practiceRefusalCode(new ApiError('请先作答再提交', 200, 400))).toBeNull();
    expect(practiceErrorMessage(new ApiError('请先作答再提交', 200, 400), '失败')).toBe('请先作答再提交');
    expect(practiceErrorMessage(new Error('network'), '保存失败')).toBe('保存失败');
  });
});
