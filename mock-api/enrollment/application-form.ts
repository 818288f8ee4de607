import { CODE_MATERIALS_INVALID, CODE_NOT_ELIGIBLE } from '@shared/api/enrollment';
import { AuditStatus } from '@shared/enums/order';
import type { SkillLevelValue } from '@shared/enums/learning';
import {
  checkApplicantName,
  checkApplicantPhone,
  checkHeldCertificate,
  checkMaterialsSent,
  checkWorkUnit,
  checkYearsWorked,
} from '@shared/lib/application-rules';
import { checkApplicationLevel } from '@shared/lib/eligibility-rules';
import { maskIdNumber } from '@shared/lib/id-card-rules';
import type {
  ApplicantPrefill,
  ApplicationDetails,
  ApplicationForm,
  MaterialFile,
  MaterialKind,
} from '@shared/schemas/enrollment-application';
import { MATERIAL_RULES } from '@shared/lib/application-materials';
import type { Account } from '../account/account-seed';
import type { EnrollmentPlan } from './enrollment-plans';
import { shanghaiIso } from '../core/faker';
import { BusinessError, CODE_INVALID } from '../core/define-handler';
import type { ApplicationDetailsRecord, ApplicationInput } from './plan-applications';
import type { RealNames } from '../real-name/real-names';
import { materialFileView, type MaterialFiles } from './material-files';

/** What the form's checks read of the mock's store (the store itself passes: no import of it back). */
export interface ApplicationFormStores {
  realNames: RealNames;
  materialFiles: MaterialFiles;
  now: () => number;
}

/** The calendar year in China (UTC+8, no daylight saving) at `ms`: the year the 申报条件 count to. */
export const siteYear = (ms: number): number => Number(shanghaiIso(ms).slice(0, 4));

const labelOf = (kind: MaterialKind) => MATERIAL_RULES[kind].label;
const refuse = (message: string) => new BusinessError(CODE_MATERIALS_INVALID, message);
/** A form check's verdict: its Chinese words as a 400, the same the browser shows next to the field. */
const invalidUnless = (verdict: true | string) => {
  if (verdict !== true) throw new BusinessError(CODE_INVALID, verdict);
};

/**
 * Who the learner is to the form: the verified name and masked ID number (never the whole number,
 * here or anywhere else in an answer), and the account's phone.
 */
export function applicantPrefill(store: ApplicationFormStores, account: Account): ApplicantPrefill {
  const record = account.realNameVerified ? store.realNames.recordOf(account) : undefined;
  const verified = record?.status === AuditStatus.APPROVED ? record : undefined;
  return {
    realName: verified?.name ?? null,
    idNumberMasked: verified ? maskIdNumber(verified.idNumber) : null,
    phone: /^1\d{10}$/.test(account.phone) ? account.phone : null,
  };
}

/** Each material sent, once, as a file of the learner's own of that kind (else 1310 naming it). */
function filesOf(store: ApplicationFormStores, accountId: number, sent: readonly { kind: MaterialKind; fileId: string }[]) {
  return sent.map(({ kind, fileId }): { kind: MaterialKind; file: MaterialFile } => {
    const stored = store.materialFiles.ownedBy(accountId, fileId);
    // Another learner's id reads exactly like an expired one: nobody learns whose ids exist.
    if (!stored || stored.kind !== kind) throw refuse(`「${labelOf(kind)}」的文件不存在或已过期，请重新上传`);
    return { kind, file: materialFileView(stored) };
  });
}

function onceEach(sent: readonly { kind: MaterialKind }[]): Set<MaterialKind> {
  const kinds = new Set<MaterialKind>();
  for (const { kind } of sent) {
    if (kinds.has(kind)) throw refuse(`「${labelOf(kind)}」只能上传一份`);
    kinds.add(kind);
  }
  return kinds;
}

/**
 * The application form checked after the plan's own checks (open, places, real name), in the form's
 * order and with the browser's words (shared/lib/application-rules.ts): the name (a verified learner
 * applies under the verified one, whatever was sent), phone, work unit, years and certificate held
 * (400); the level's 申报条件 (1306); the materials (1310). Answers what the store keeps.
 */
export function checkApplicationForm(
  store: ApplicationFormStores,
  account: Account,
  plan: EnrollmentPlan,
  form: ApplicationForm,
): ApplicationInput {
  const identity = applicantPrefill(store, account);
  const name = identity.realName ?? form.name ?? '';
  if (identity.realName === null) invalidUnless(checkApplicantName(name));
  invalidUnless(checkApplicantPhone(form.phone));
  invalidUnless(checkWorkUnit(form.workUnit));
  const { applicant } = form;
  const year = siteYear(store.now());
  invalidUnless(checkYearsWorked(applicant.yearsWorked));
  invalidUnless(checkHeldCertificate(applicant.heldLevel, applicant.heldYear, year));
  const held =
    applicant.heldLevel !== undefined && applicant.heldYear !== undefined
      ? { level: applicant.heldLevel as SkillLevelValue, year: applicant.heldYear }
      : undefined;
  const verdict = checkApplicationLevel(plan.skillLevel as SkillLevelValue, {
    yearsWorked: applicant.yearsWorked,
    apprenticeshipCompleted: applicant.apprenticeship ?? false,
    schooling: applicant.schooling,
    held,
    year,
  });
  if (verdict !== true) throw new BusinessError(CODE_NOT_ELIGIBLE, verdict);

  const sent = onceEach(form.materials);
  // A kind the plan lists but these facts do not require (schooling without any) may still be sent.
  for (const kind of sent) if (!plan.materials.includes(kind)) throw refuse(`本计划不需要「${labelOf(kind)}」，请移除后再提交`);
  const missing = checkMaterialsSent(plan.materials, applicant, sent);
  if (missing !== true) throw refuse(missing);
  const order = (kind: MaterialKind) => plan.materials.indexOf(kind);
  const materials = filesOf(store, account.id, form.materials).sort((a, b) => order(a.kind) - order(b.kind));
  return { name, idNumberMasked: identity.idNumberMasked, phone: form.phone, workUnit: form.workUnit, applicant, materials };
}

/**
 * Re-sent materials: exactly the ones the reviewer rejected, each once, each a new file of the
 * learner's own of that kind (else 1310 naming the material).
 */
export function checkResubmission(
  store: ApplicationFormStores,
  accountId: number,
  details: ApplicationDetailsRecord,
  sent: readonly { kind: MaterialKind; fileId: string }[],
): { kind: MaterialKind; file: MaterialFile }[] {
  const rejected = new Map(details.items.filter((item) => item.review === 'rejected').map((item) => [item.kind, item]));
  const kinds = onceEach(sent);
  // What is still needed first: the most useful thing to say when something else was sent instead.
  const missing = [...rejected.keys()].filter((kind) => !kinds.has(kind));
  if (missing.length) throw refuse(`请重新上传：${missing.map(labelOf).join('、')}`);
  for (const kind of kinds) {
    if (rejected.has(kind)) continue;
    const sentBefore = details.items.some((item) => item.kind === kind);
    throw refuse(sentBefore ? `「${labelOf(kind)}」已通过审核，无需重新上传` : `「${labelOf(kind)}」不是需要补交的材料`);
  }
  const files = filesOf(store, accountId, sent);
  for (const { kind, file } of files)
    if (file.id === rejected.get(kind)!.file.id) throw refuse(`「${labelOf(kind)}」未通过审核，请上传新的文件`);
  return files;
}

/** The application as its learner sees it: every material with its label and review. */
export function applicationDetailsView(details: ApplicationDetailsRecord): ApplicationDetails {
  return {
    name: details.name,
    idNumberMasked: details.idNumberMasked,
    phone: details.phone,
    workUnit: details.workUnit,
    applicant: details.applicant,
    items: details.items.map(({ kind, file, review, reason }) => ({ kind, label: labelOf(kind), file, review, reason })),
    round: details.round,
    updatedAt: shanghaiIso(details.updatedAt),
  };
}
