/**
 * What an enrolment application (报名表) must hold, checked the same way in the browser as the
 * applicant types and by the API. Each check returns the Chinese message, or true. The 申报条件
 * themselves are eligibility-rules.ts; the materials and their file rules are in the contract
 * (shared/schemas/enrollment-application.ts).
 */
import { APPLICATION_LIMITS, MATERIAL_RULES, requiredMaterials, type MaterialKind } from './application-materials';
import { checkRealName } from './id-card-rules';
import { checkMobilePhone, lengthBetween } from './text-rules';

export const checkApplicantName = (raw: string): true | string => (raw.trim() ? checkRealName(raw) : '请输入姓名');

export const checkApplicantPhone = (raw: string): true | string => checkMobilePhone(raw, '请输入联系电话');

export const checkWorkUnit = (raw: string): true | string =>
  lengthBetween(
    raw,
    APPLICATION_LIMITS.workUnitMin,
    APPLICATION_LIMITS.workUnitMax,
    '请输入工作单位（无单位可填“个体”或“待业”）',
    '工作单位',
  );

export function checkYearsWorked(value: number): true | string {
  if (!Number.isInteger(value) || value < 0) return '请选择本职业工作年限';
  return value <= 60 ? true : '工作年限不能超过 60 年';
}

/** The certificate held: none, or a level with the year it was obtained (not in the future, not before 1950). */
export function checkHeldCertificate(level: number | undefined, year: number | undefined, thisYear: number): true | string {
  if (level === undefined) return year === undefined ? true : '请选择已取得证书的等级';
  if (year === undefined) return '请选择证书的取得年份';
  if (year > thisYear) return '取得年份不能晚于今年';
  return year >= 1950 ? true : '请选择正确的取得年份';
}

/** The required materials not among `sent`, in the plan's order: 请上传：身份证（正反面）、学历证明. */
export function checkMaterialsSent(
  planKinds: readonly MaterialKind[],
  facts: { yearsWorked: number; heldLevel?: number; schooling: string },
  sent: ReadonlySet<MaterialKind>,
): true | string {
  const missing = requiredMaterials(planKinds, facts).filter((kind) => !sent.has(kind));
  return missing.length === 0 ? true : `请上传：${missing.map((kind) => MATERIAL_RULES[kind].label).join('、')}`;
}

/** Before sending: a file's type and size for its kind (the server checks the content again). */
export function checkMaterialFile(kind: MaterialKind, file: { type: string; size: number }): true | string {
  const rule = MATERIAL_RULES[kind];
  const image = file.type === 'image/jpeg' || file.type === 'image/png';
  if (!image && !(rule.pdf && file.type === 'application/pdf'))
    return rule.pdf ? '只能上传 JPG、PNG 图片或 PDF 文件' : '证件照只能是 JPG 或 PNG 图片';
  if (file.size === 0) return '文件是空的，请重新选择';
  return file.size <= rule.maxBytes ? true : `${rule.label}不能超过 ${rule.maxBytes / 1024 / 1024} MB`;
}

/** The ID photo's pixels: at least 295×413 and upright (taller than wide). */
export function checkPhotoSize(width: number, height: number): true | string {
  const photo = MATERIAL_RULES.photo.photo!;
  if (width >= height) return '证件照应为竖版（高大于宽），请上传一寸证件照';
  return width >= photo.minWidth && height >= photo.minHeight
    ? true
    : `证件照尺寸太小（${width}×${height}），至少 ${photo.minWidth}×${photo.minHeight} 像素`;
}
