import type { MaterialKind } from '@shared/lib/application-materials';
import type { ApplicantFacts, ApplicationForm, MaterialFile } from '@shared/schemas/enrollment-application';
import type { SchoolingValue } from '@shared/lib/eligibility-rules';
import type { SelfCheckAnswers } from '@client/lib/self-check-answers';
import type { ApplyDraft } from './apply-draft';

/** The application form's fields as the inputs hold them (numbers and selects as strings). */
export type ApplyValues = Omit<ApplyDraft, 'files'>;

export const emptyApplyValues = (prefill: { realName: string | null; phone: string | null }): ApplyValues => ({
  name: prefill.realName ?? '',
  phone: prefill.phone ?? '',
  workUnit: '',
  yearsWorked: '',
  heldLevel: '',
  heldYear: '',
  schooling: 'none',
  apprenticeship: false,
});

/** The self-check's answers as the form's 申报条件 fields hold them. */
export function selfCheckValues(
  answers: SelfCheckAnswers,
): Pick<ApplyValues, 'yearsWorked' | 'heldLevel' | 'heldYear' | 'schooling' | 'apprenticeship'> {
  return {
    yearsWorked: String(answers.yearsWorked),
    heldLevel: answers.heldLevel !== undefined ? String(answers.heldLevel) : '',
    heldYear: answers.heldYear !== undefined ? String(answers.heldYear) : '',
    schooling: answers.schooling,
    apprenticeship: answers.apprenticeship,
  };
}

/** The facts the 申报条件 read, once the years are a whole number; null before. */
export function factsOf(values: ApplyValues): ApplicantFacts | null {
  const yearsWorked = Number(values.yearsWorked);
  if (values.yearsWorked.trim() === '' || !Number.isInteger(yearsWorked) || yearsWorked < 0) return null;
  const heldLevel = values.heldLevel ? Number(values.heldLevel) : undefined;
  const heldYear = heldLevel !== undefined && values.heldYear.trim() !== '' ? Number(values.heldYear) : undefined;
  return {
    yearsWorked,
    ...(heldLevel !== undefined && heldYear !== undefined ? { heldLevel, heldYear } : {}),
    schooling: values.schooling as SchoolingValue,
    apprenticeship: values.apprenticeship,
  };
}

/** The API's body from checked values and the files sent (only the plan's kinds). */
export function applicationBody(
  values: ApplyValues,
  files: Partial<Record<MaterialKind, MaterialFile>>,
  kinds: readonly MaterialKind[],
  verifiedName: boolean,
): ApplicationForm {
  return {
    applicant: factsOf(values)!,
    ...(verifiedName ? {} : { name: values.name.trim() }),
    phone: values.phone.trim(),
    workUnit: values.workUnit.trim(),
    materials: kinds.flatMap((kind) => (files[kind] ? [{ kind, fileId: files[kind].id }] : [])),
  };
}
