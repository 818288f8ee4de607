import { SkillLevel, type SkillLevelValue } from '@shared/enums/learning';
import { Schooling, SCHOOLING_VALUES, type EligibilityInput, type SchoolingValue } from '@shared/lib/eligibility-rules';
import { intIn, oneOf } from '@client/lib/url-query';

/** The self-check's answers as the URL holds them: a GET form, so a result is a link and works without JavaScript. */
export interface EligibilityAnswers {
  /** The profession the check was opened for (from a plan or a profession's level path). */
  professionId?: number;
  /** The level the learner is looking at (highlighted in the result). */
  level?: SkillLevelValue;
  yearsWorked?: number;
  heldLevel?: SkillLevelValue;
  heldYear?: number;
  schooling: SchoolingValue;
  apprenticeship: boolean;
}

export const MAX_YEARS_WORKED = 60;

/** Reads the answers; a value the form cannot hold is left out, as if not given. */
export function parseEligibilityQuery(search: URLSearchParams, year: number): EligibilityAnswers {
  return {
    professionId: intIn(search.get('profession'), 1, 999_999),
    level: oneOf(search.get('level'), SkillLevel.values),
    yearsWorked: intIn(search.get('years'), 0, MAX_YEARS_WORKED),
    heldLevel: oneOf(search.get('held'), SkillLevel.values),
    heldYear: intIn(search.get('heldYear'), year - MAX_YEARS_WORKED, year),
    schooling: oneOf(search.get('schooling'), SCHOOLING_VALUES) ?? Schooling.NONE,
    apprenticeship: search.get('apprenticeship') === '1',
  };
}

/** The answers are enough for a verdict once the years worked are given (and a certificate's year with its level). */
export function eligibilityInputOf(answers: EligibilityAnswers, year: number): EligibilityInput | undefined {
  if (answers.yearsWorked === undefined) return undefined;
  if (answers.heldLevel !== undefined && answers.heldYear === undefined) return undefined;
  return {
    yearsWorked: answers.yearsWorked,
    apprenticeshipCompleted: answers.apprenticeship,
    held: answers.heldLevel !== undefined ? { level: answers.heldLevel, year: answers.heldYear! } : undefined,
    schooling: answers.schooling,
    year,
  };
}
