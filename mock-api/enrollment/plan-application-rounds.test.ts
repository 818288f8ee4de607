import { describe, expect, it } from 'vitest';
import { AccountStateRegistry } from '../core/account-scoped-state';
import { DEFAULT_DECISION_DELAY_MS, DEFAULT_MAX_LEARNERS, PlanApplications } from './plan-applications';

/** An application belongs to the plan round it was sent in (issue 25 §3): a later round neither shows it nor overwrites it. */
describe('PlanApplications across plan rounds', () => {
  const setup = () => {
    let now = 1_000_000;
    let round = 4;
    const applications = new PlanApplications(
      new AccountStateRegistry(),
      () => now,
      DEFAULT_DECISION_DELAY_MS,
      DEFAULT_MAX_LEARNERS,
      () => true,
      () => round,
    );
    return { applications, later: (ms: number) => (now += ms), nextRound: () => (round += 1) };
  };

  it('keeps the round it was sent in; the next round shows 未报名 and takes no place, and its journey stays', () => {
    const { applications, later, nextRound } = setup();
    applications.apply(1, 7);
    applications.decide(1, 7, 'approved');
    expect(applications.get(1, 7)).toMatchObject({ planRound: 4, status: 2 });
    expect(applications.placesTaken(7)).toBe(1);
    nextRound();
    later(60_000);
    expect(applications.statusOf(1, 7)).toBe(0);
    expect(applications.current(1, 7)).toBeUndefined();
    expect(applications.listOf(1)).toEqual([]);
    expect(applications.placesTaken(7)).toBe(0);
    expect(applications.journeysOf(1)).toMatchObject([{ planId: 7, planRound: 4, status: 2 }]);
    // Withdrawing or re-sending materials is for the round shown: nothing to do with the old one.
    expect(applications.withdraw(1, 7)).toBe(false);
    expect(applications.resubmit(1, 7, [])).toBeUndefined();

    applications.apply(1, 7);
    expect(applications.statusOf(1, 7)).toBe(1);
    expect(applications.placesTaken(7)).toBe(1);
    expect(
      applications.journeysOf(1).map((entry) => [entry.planRound, entry.status, 'closedBy' in entry ? entry.closedBy : 'live']),
    ).toEqual([
      [5, 1, 'live'],
      [4, 2, null],
    ]);
    expect(applications.latestOf(1, 7)).toMatchObject({ planRound: 5 });
  });

  it('withdrawn and refunded applications leave the plan but stay in the history, saying how they ended', () => {
    const { applications, later } = setup();
    applications.apply(1, 7);
    later(1_000);
    expect(applications.withdraw(1, 7)).toBe(true);
    expect(applications.statusOf(1, 7)).toBe(0);
    applications.apply(1, 8);
    applications.decide(1, 8, 'approved');
    later(1_000);
    expect(applications.cancel(1, 8)).toBe(true);
    expect(applications.journeysOf(1).map((entry) => ['closedBy' in entry && entry.closedBy, entry.planId])).toEqual([
      ['refunded', 8],
      ['withdrawn', 7],
    ]);
    expect(applications.placesTaken(7) + applications.placesTaken(8)).toBe(0);
    // The same round again after withdrawing: a fresh application, the withdrawn one kept.
    applications.apply(1, 7);
    expect(applications.journeysOf(1).filter((entry) => entry.planId === 7)).toHaveLength(2);
    applications.dropAccount(1);
    expect(applications.journeysOf(1)).toEqual([]);
    expect(applications.hasStateFor(1)).toBe(false);
  });
});
