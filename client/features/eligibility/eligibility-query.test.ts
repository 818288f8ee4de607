import { describe, expect, it } from 'vitest';
import { eligibilityHref } from '@client/lib/eligibility-href';
import { eligibilityInputOf, parseEligibilityQuery } from './eligibility-query';

const YEAR = 2026;
const parse = (query: string) => parseEligibilityQuery(new URLSearchParams(query), YEAR);

describe('the self-check in the URL', () => {
  it('reads every answer, and leaves out what the form cannot hold', () => {
    expect(parse('profession=7&level=2&years=5&held=1&heldYear=2022&schooling=college&apprenticeship=1')).toEqual({
      professionId: 7,
      level: 2,
      yearsWorked: 5,
      heldLevel: 1,
      heldYear: 2022,
      schooling: 'college',
      apprenticeship: true,
    });
    expect(parse('level=9&years=-1&held=0&heldYear=2030&schooling=<b>')).toEqual({
      professionId: undefined,
      level: undefined,
      yearsWorked: undefined,
      heldLevel: undefined,
      heldYear: undefined,
      schooling: 'none',
      apprenticeship: false,
    });
    expect(parse('years=61').yearsWorked).toBeUndefined();
    expect(parse('heldYear=1965').heldYear).toBeUndefined();
  });

  it('gives a verdict once the years are known, and the certificate year with its level', () => {
    expect(eligibilityInputOf(parse(''), YEAR)).toBeUndefined();
    expect(eligibilityInputOf(parse('years=3&held=1'), YEAR)).toBeUndefined();
    expect(eligibilityInputOf(parse('years=3&held=1&heldYear=2024'), YEAR)).toEqual({
      yearsWorked: 3,
      apprenticeshipCompleted: false,
      held: { level: 1, year: 2024 },
      schooling: 'none',
      year: YEAR,
    });
  });

  it('links from a plan or a level path', () => {
    expect(eligibilityHref()).toBe('/eligibility');
    expect(eligibilityHref({ professionId: 7, level: 3 })).toBe('/eligibility?profession=7&level=3');
  });
});
