import { describe, expect, it } from 'vitest';
import type { ExamDetail, ExamMine } from '@shared/schemas/exam';
import { admissionOf } from './official-confirm-dialog';

const plan = { id: 7, title: '电工四级认定', fee: 28000 };
const mine = (enrolment: ExamMine['enrolment']): ExamMine => ({
  attemptsUsed: 0,
  attemptsHandedIn: 0,
  attemptsLeft: 2,
  bestScore: null,
  passed: false,
  openAttempts: [],
  sittings: [],
  realNameVerified: true,
  enrolment,
});
const enrolmentOf = (exam: Pick<ExamDetail, 'plan' | 'mine'>) => admissionOf(exam).enrolment;

describe('admissionOf: the fee step of an approved application', () => {
  it('due: 去缴费 at the checkout', () => {
    expect(enrolmentOf({ plan, mine: mine({ status: 2, paid: false, fee: 'due' }) })).toEqual({
      text: '报名已通过，报名费未缴纳',
      href: '/order/pay/create?productType=4&productId=7',
      ok: false,
    });
  });

  it('expired: the application lapsed, no checkout offered', () => {
    const enrolment = enrolmentOf({ plan, mine: mine({ status: 2, paid: false, fee: 'expired' }) });
    expect(enrolment).toMatchObject({ href: '/enrollment/7', ok: false });
    expect(enrolment?.text).toContain('已失效');
  });

  it('refunding: no checkout, says the application goes once refunded', () => {
    const enrolment = enrolmentOf({ plan, mine: mine({ status: 2, paid: false, fee: 'refunding' }) });
    expect(enrolment).toMatchObject({ href: '/enrollment/7', ok: false });
    expect(enrolment?.text).toContain('退款中');
  });

  it('paid, and a subsidised plan', () => {
    expect(enrolmentOf({ plan, mine: mine({ status: 2, paid: true, fee: 'paid' }) })?.ok).toBe(true);
    expect(enrolmentOf({ plan: { ...plan, fee: 0 }, mine: mine({ status: 2, paid: true, fee: null }) })?.text).toContain('免缴费');
  });
});
