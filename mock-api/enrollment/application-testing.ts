/** Helpers for enrolment applications in tests and the contract scenarios: valid facts, files and forms. */
import type { FastifyInstance } from 'fastify';
import { MATERIAL_RULES, requiredMaterials, type MaterialKind } from '@shared/lib/application-materials';
import type { ApplicantFacts, ApplicationForm, MaterialFile } from '@shared/schemas/enrollment-application';
import type { EnrollmentPlan } from './enrollment-plans';
import { multipartFile, PDF_BYTES, pngOfSize } from '../core/test-support';
import { siteYear } from './application-form';

/** An upright ID photo just over the minimum (295×413). */
const PHOTO = pngOfSize(300, 420);

/**
 * A form the contract accepts but no plan would take (no materials): for the refusals decided before
 * the materials are looked at (the plan's window, places, real name, the facts).
 */
export const SHAPED_FORM: ApplicationForm = {
  applicant: { yearsWorked: 1, schooling: 'none' },
  phone: '13900139000',
  workUnit: '个体经营',
  materials: [],
};

/** Facts that meet the level's 申报条件: a year of work for 初级工, else the level below held for 6 years. */
export function eligibleFacts(level: number, now: number): ApplicantFacts {
  if (level === 1) return { yearsWorked: 1, schooling: 'none' };
  return { yearsWorked: 30, schooling: 'none', heldLevel: level - 1, heldYear: siteYear(now) - 6 };
}

/** A file every rule of the kind accepts: the photo a PNG of the right size, anything else a PDF. */
export function validUploadOf(kind: MaterialKind) {
  return kind === 'photo'
    ? multipartFile('证件照.png', PHOTO, 'image/png')
    : multipartFile(`${MATERIAL_RULES[kind].label}.pdf`, PDF_BYTES, 'application/pdf');
}

/** POST /enrollment/upload?kind=… as the learner; the envelope as answered. */
export async function uploadMaterialFile(
  app: FastifyInstance,
  token: string | undefined,
  kind: string,
  upload: { payload: Buffer; headers: Record<string, string> } = validUploadOf(kind as MaterialKind),
): Promise<{ code: number; msg?: string; data?: MaterialFile }> {
  const response = await app.inject({
    method: 'POST',
    url: `/enrollment/upload?kind=${kind}`,
    payload: upload.payload,
    headers: { ...upload.headers, ...(token ? { token } : {}) },
  });
  return response.json();
}

/** Uploads a valid file of the kind and answers its id (throws when refused). */
export async function uploadedFileId(app: FastifyInstance, token: string, kind: MaterialKind): Promise<string> {
  const body = await uploadMaterialFile(app, token, kind);
  if (body.code !== 0 || !body.data) throw new Error(`upload of ${kind} refused: ${JSON.stringify(body)}`);
  return body.data.id;
}

/**
 * A complete, valid application form for the plan as the learner: facts meeting its level, one
 * fresh upload per required material, a phone and a work unit (`name` for an unverified learner).
 */
export async function validApplicationForm(
  app: FastifyInstance,
  token: string,
  plan: EnrollmentPlan,
  now: number,
  overrides: Partial<ApplicationForm> = {},
): Promise<ApplicationForm> {
  const applicant = overrides.applicant ?? eligibleFacts(plan.skillLevel, now);
  const materials = [];
  for (const kind of requiredMaterials(plan.materials, applicant)) materials.push({ kind, fileId: await uploadedFileId(app, token, kind) });
  return { applicant, phone: '13800138000', workUnit: '技能学堂实训中心', materials, ...overrides };
}
