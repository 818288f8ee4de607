import { SCHOOLING_VALUES, type SchoolingValue } from '@shared/lib/eligibility-rules';

// Here, not in a feature: the self-check (features/eligibility) keeps them, the application form
// (features/enrollment) reads them.

/** The self-check's answers about the learner, carried into an application form of its profession. */
export interface SelfCheckAnswers {
  /** The profession the check was made for; absent when made for none in particular. */
  professionId?: number;
  yearsWorked: number;
  heldLevel?: number;
  heldYear?: number;
  schooling: SchoolingValue;
  apprenticeship: boolean;
}

export const SELF_CHECK_KEY = 'skill:eligibility:answers';
/** Answers older than this are stale (a year's work more, a certificate since): not carried over. */
export const SELF_CHECK_MAX_AGE_MS = 30 * 24 * 3600_000;

const wholeIn = (value: unknown, min: number, max: number) =>
  Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max ? (value as number) : undefined;

/** Kept on this device (not sent anywhere), with when; a full or blocked storage is no error. */
export function saveSelfCheckAnswers(storage: Pick<Storage, 'setItem'> | undefined, answers: SelfCheckAnswers, now: number): void {
  try {
    storage?.setItem(SELF_CHECK_KEY, JSON.stringify({ ...answers, savedAt: now }));
  } catch {
    // Private mode or a full storage: the form simply starts empty.
  }
}

/** The answers kept, checked by hand (zod stays out of the browser); null when none, stale or malformed. */
export function readSelfCheckAnswers(storage: Pick<Storage, 'getItem'> | undefined, now: number): SelfCheckAnswers | null {
  try {
    const raw = storage?.getItem(SELF_CHECK_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Record<string, unknown>;
    if (typeof value !== 'object' || value === null) return null;
    const savedAt = wholeIn(value.savedAt, 0, now);
    if (savedAt === undefined || now - savedAt > SELF_CHECK_MAX_AGE_MS) return null;
    const yearsWorked = wholeIn(value.yearsWorked, 0, 60);
    const schooling = SCHOOLING_VALUES.find((candidate) => candidate === value.schooling);
    if (yearsWorked === undefined || !schooling) return null;
    const professionId = wholeIn(value.professionId, 1, 999_999);
    const heldLevel = wholeIn(value.heldLevel, 1, 5);
    const heldYear = heldLevel === undefined ? undefined : wholeIn(value.heldYear, 1900, 9999);
    return {
      ...(professionId !== undefined ? { professionId } : {}),
      yearsWorked,
      ...(heldLevel !== undefined && heldYear !== undefined ? { heldLevel, heldYear } : {}),
      schooling,
      apprenticeship: value.apprenticeship === true,
    };
  } catch {
    return null;
  }
}
