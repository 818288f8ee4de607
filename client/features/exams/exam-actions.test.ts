import { describe, expect, it } from 'vitest';
import type { ExamMine } from '@shared/schemas/exam';
import { examActions } from './exam-actions';

const official = {
  id: 1,
  mode: 1,
  maxAttempts: 2,
  mockOffered: true,
  officialOffered: true,
  officialWindow: 'open',
  openAt: '2027-01-11T09:00:00+08:00',
  mine: null,
} as const;
const mock = {
  id: 3,
  mode: 2,
  maxAttempts: 3,
  mockOffered: true,
  officialOffered: false,
  officialWindow: null,
  openAt: null,
  mine: null,
} as const;
const practice = {
  id: 4,
  mode: 3,
  maxAttempts: 0,
  mockOffered: true,
  officialOffered: false,
  officialWindow: null,
  openAt: null,
  mine: null,
} as const;
const mine = (change: Partial<ExamMine> = {}): ExamMine => ({
  attemptsUsed: 0,
  attemptsHandedIn: 0,
  attemptsLeft: 2,
  bestScore: null,
  passed: false,
  openAttempts: [],
  sittings: [],
  realNameVerified: true,
  enrolment: null,
  ...change,
});
const open = (id: number, kind: 'mock' | 'official', fromAttemptId: number | null = null) => ({
  id,
  kind,
  practice: fromAttemptId !== null,
  fromAttemptId,
  deadline: null,
});
const summary = (exam: Parameters<typeof examActions>[0]) =>
  examActions(exam).map(({ label, primary, href, blocked }) => ({ label, primary, href, blocked }));

describe('exam actions', () => {
  it('an official exam: 开始考试 (primary) and the side 开始模拟; blocked outside its window or when used up', () => {
    expect(summary(official)).toEqual([
      { label: '开始考试', primary: true, href: undefined, blocked: undefined },
      { label: '开始模拟', primary: false, href: undefined, blocked: undefined },
    ]);
    expect(examActions({ ...official, officialWindow: 'upcoming' })[0]!.blocked).toBe('正式考试将于 1月11日 09:00 开放');
    expect(examActions({ ...official, officialWindow: 'closed' })[0]!.blocked).toBe('正式考试已结束');
    const usedUp = examActions({ ...official, mine: mine({ attemptsUsed: 2, attemptsLeft: 0 }) });
    expect(usedUp[0]!.blocked).toBe('正式考试次数已用完（共 2 次）');
    expect(usedUp[1]!.blocked).toBeUndefined();
  });

  it('unfinished attempts become links: 继续作答 / 继续模拟, and 继续错题练习', () => {
    const exam = {
      ...official,
      mine: mine({ openAttempts: [open(9, 'official'), open(8, 'mock'), open(7, 'mock', 5)] }),
    } satisfies Parameters<typeof examActions>[0];
    expect(summary(exam)).toEqual([
      { label: '继续作答', primary: true, href: '/exam/1/official/9', blocked: undefined },
      { label: '继续模拟', primary: false, href: '/exam/1/mocks/8', blocked: undefined },
      { label: '继续错题练习', primary: false, href: '/exam/1/mocks/7', blocked: undefined },
    ]);
  });

  it('a mock exam: 开始模拟 (primary), used up after its attempts; a practice set: 开始练习', () => {
    expect(summary(mock)).toEqual([{ label: '开始模拟', primary: true, href: undefined, blocked: undefined }]);
    expect(examActions({ ...mock, mine: mine({ attemptsLeft: 0 }) })[0]!.blocked).toBe('模拟次数已用完（共 3 次）');
    expect(summary({ ...mock, mine: mine({ openAttempts: [open(4, 'mock')] }) })[0]).toEqual({
      label: '继续作答',
      primary: true,
      href: '/exam/3/mocks/4',
      blocked: undefined,
    });
    expect(summary({ ...practice, mine: mine({ attemptsLeft: null }) })).toEqual([
      { label: '开始练习', primary: true, href: undefined, blocked: undefined },
    ]);
  });
});
