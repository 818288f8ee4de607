import { describe, expect, it } from 'vitest';
import { applicantFactsSchema } from '../schemas/enrollment-application';
import {
  checkApplicationLevel,
  SCHOOLING_VALUES,
  eligibility,
  levelVerdict,
  Schooling,
  yearsSinceCertificate,
  type EligibilityInput,
} from './eligibility-rules';

const YEAR = 2026;
const learner = (input: Partial<EligibilityInput>): EligibilityInput => ({
  yearsWorked: 0,
  schooling: Schooling.NONE,
  year: YEAR,
  ...input,
});
const statuses = (input: EligibilityInput) => eligibility(input).map((verdict) => verdict.status);

describe('报考资格自测: the general applicant conditions per level', () => {
  it('a newcomer: nothing yet; 初级工 after a year of work, 中级工 after six', () => {
    const verdicts = eligibility(learner({}));
    expect(verdicts.map((verdict) => verdict.status)).toEqual(['not-yet', 'not-yet', 'not-yet', 'not-yet', 'not-yet']);
    expect(verdicts[0]).toMatchObject({ from: { year: 2027, route: '累计从事本职业或相关职业工作满 1 年' } });
    expect(verdicts[1]).toMatchObject({ from: { year: 2032, route: '累计从事本职业或相关职业工作满 6 年' } });
    // 高级工 and above need a certificate first: no year by time alone.
    expect(verdicts[2]).not.toHaveProperty('from');
    expect(verdicts[2]!.status === 'not-yet' && verdicts[2]!.missing[0]).toContain('取得中级工/四级证书');
  });

  it('初级工: a year of work, or a completed apprenticeship', () => {
    expect(levelVerdict(1, learner({ yearsWorked: 1 }))).toEqual({
      level: 1,
      status: 'eligible',
      route: '累计从事本职业或相关职业工作满 1 年',
    });
    expect(levelVerdict(1, learner({ apprenticeshipCompleted: true }))).toMatchObject({
      status: 'eligible',
      route: '本职业或相关职业学徒期满',
    });
  });

  it('中级工: four years after 初级工, or six in all, or a technical school — and no sooner', () => {
    expect(levelVerdict(2, learner({ yearsWorked: 5, held: { level: 1, year: 2022 } }))).toMatchObject({ status: 'eligible' });
    // Three years since the certificate: one to go by that route (2027); six in all would take two (2028): the sooner is given.
    const soon = levelVerdict(2, learner({ yearsWorked: 4, held: { level: 1, year: 2023 } }));
    expect(soon).toMatchObject({ status: 'not-yet', from: { year: 2027 } });
    expect(levelVerdict(2, learner({ yearsWorked: 6 }))).toMatchObject({
      status: 'eligible',
      route: '累计从事本职业或相关职业工作满 6 年',
    });
    expect(levelVerdict(2, learner({ yearsWorked: 5 }))).toMatchObject({ status: 'not-yet', from: { year: 2027 } });
    expect(levelVerdict(2, learner({ schooling: Schooling.VOCATIONAL_SECONDARY }))).toMatchObject({ status: 'eligible' });
    // A college degree alone is not among 中级工's conditions.
    expect(levelVerdict(2, learner({ schooling: Schooling.COLLEGE }))).toMatchObject({ status: 'not-yet' });
  });

  it('高级工: five years after 中级工; a higher vocational school with 中级工; college and two years after 中级工', () => {
    const held = { level: 2 as const, year: 2021 };
    expect(levelVerdict(3, learner({ yearsWorked: 10, held }))).toMatchObject({ status: 'eligible' });
    expect(levelVerdict(3, learner({ yearsWorked: 4, held: { level: 2, year: 2023 } }))).toMatchObject({
      status: 'not-yet',
      from: { year: 2028 },
    });
    expect(levelVerdict(3, learner({ held: { level: 2, year: 2026 }, schooling: Schooling.VOCATIONAL_HIGHER }))).toMatchObject({
      status: 'eligible',
    });
    expect(levelVerdict(3, learner({ yearsWorked: 2, held: { level: 2, year: 2024 }, schooling: Schooling.COLLEGE }))).toMatchObject({
      status: 'eligible',
    });
    expect(levelVerdict(3, learner({ yearsWorked: 2, held: { level: 2, year: 2025 }, schooling: Schooling.COLLEGE }))).toMatchObject({
      status: 'not-yet',
      from: { year: 2027 },
    });
  });

  it('技师 and 高级技师: four years after the level below (less for 技师学院 graduates)', () => {
    expect(levelVerdict(4, learner({ yearsWorked: 4, held: { level: 3, year: 2022 } }))).toMatchObject({ status: 'eligible' });
    expect(
      levelVerdict(4, learner({ yearsWorked: 3, held: { level: 3, year: 2023 }, schooling: Schooling.VOCATIONAL_HIGHER })),
    ).toMatchObject({
      status: 'eligible',
    });
    expect(
      levelVerdict(4, learner({ yearsWorked: 2, held: { level: 3, year: 2024 }, schooling: Schooling.PREPARATORY_TECHNICIAN })),
    ).toMatchObject({
      status: 'eligible',
    });
    expect(levelVerdict(5, learner({ yearsWorked: 20, held: { level: 4, year: 2023 } }))).toMatchObject({
      status: 'not-yet',
      from: { year: 2027 },
    });
    expect(levelVerdict(5, learner({ yearsWorked: 20, held: { level: 4, year: 2022 } }))).toMatchObject({ status: 'eligible' });
  });

  it('levels at or below the certificate held are 已持有; years since it never exceed the years worked', () => {
    expect(statuses(learner({ yearsWorked: 30, held: { level: 3, year: 2010 } }))).toEqual(['held', 'held', 'held', 'eligible', 'not-yet']);
    expect(yearsSinceCertificate(learner({ yearsWorked: 2, held: { level: 1, year: 2010 } }))).toBe(2);
    expect(yearsSinceCertificate(learner({ yearsWorked: 20, held: { level: 1, year: 2024 } }))).toBe(2);
    // A certificate dated in the future counts as none of those years.
    expect(yearsSinceCertificate(learner({ yearsWorked: 5, held: { level: 1, year: 2030 } }))).toBe(0);
  });
});

describe('the self-check’s one line: what the nearest route still lacks (还差：…)', () => {
  const shortfall = (level: 1 | 2 | 3 | 4 | 5, input: EligibilityInput) => {
    const verdict = levelVerdict(level, input);
    return verdict.status === 'not-yet' ? verdict.shortfall : null;
  };

  it('only time to go: the soonest route’s years, not the other routes', () => {
    expect(shortfall(2, learner({ yearsWorked: 3 }))).toEqual(['再工作 3 年']);
    // Three years since 初级工 (one to go) beats six in all (two to go).
    expect(shortfall(2, learner({ yearsWorked: 4, held: { level: 1, year: 2023 } }))).toEqual(['取得证书后再工作 1 年']);
  });

  it('no route by time alone: the one lacking fewest things, the standards’ order breaking a tie', () => {
    expect(shortfall(3, learner({ yearsWorked: 7, held: { level: 1, year: 2021 } }))).toEqual([
      '取得中级工/四级证书',
      '取得证书后再工作 5 年',
    ]);
    // With the schooling, 中级工 alone stands between.
    expect(shortfall(3, learner({ yearsWorked: 1, schooling: Schooling.VOCATIONAL_HIGHER }))).toEqual(['取得中级工/四级证书']);
  });

  it('is absent once the level is open or held', () => {
    expect(shortfall(1, learner({ yearsWorked: 1 }))).toBeNull();
    expect(shortfall(1, learner({ yearsWorked: 9, held: { level: 2, year: 2020 } }))).toBeNull();
  });
});

describe('the refusal the enrolment API gives', () => {
  it('says which conditions are missing and from when, in Chinese', () => {
    const refusal = checkApplicationLevel(2, learner({ yearsWorked: 3 }));
    expect(refusal).toContain('暂不符合中级工/四级的申报条件');
    expect(refusal).toContain('累计从事本职业或相关职业工作满 6 年：尚需再工作 3 年');
    expect(refusal).toContain('取得初级工/五级证书');
    expect(refusal).toContain('2029 年起可报考');
  });

  it('counts the years after a certificate only once it is held', () => {
    // 初级工 held four years: 高级工's route wants five years after a 中级工 certificate, not one more.
    const verdict = levelVerdict(3, learner({ yearsWorked: 5, held: { level: 1, year: 2022 } }));
    expect(verdict.status === 'not-yet' && verdict.missing[0]).toBe(
      '取得中级工/四级证书后，累计从事本职业或相关职业工作满 5 年：尚需取得中级工/四级证书，取得证书后再工作 5 年',
    );
  });

  it('names the certificate already held, and passes an eligible applicant', () => {
    expect(checkApplicationLevel(2, learner({ yearsWorked: 9, held: { level: 2, year: 2020 } }))).toBe(
      '你已持有中级工/四级证书，无需再报考中级工/四级',
    );
    expect(checkApplicationLevel(1, learner({ yearsWorked: 1 }))).toBe(true);
  });
});

describe('the API schema of an applicant’s facts', () => {
  it('accepts exactly the schooling values the rules know', () => {
    expect(applicantFactsSchema.shape.schooling.options).toEqual([...SCHOOLING_VALUES]);
  });
});
