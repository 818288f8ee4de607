import { describe, expect, it } from 'vitest';
import {
  APPLICATION_LIMITS,
  MATERIAL_KINDS,
  MATERIAL_MIME_TYPES,
  MATERIAL_REVIEW_STATES,
  MATERIAL_RULES,
  requiredMaterials,
} from './application-materials';
import { applicationFormSchema, materialFileSchema, materialKindSchema, materialReviewSchema } from '../schemas/enrollment-application';
import {
  checkApplicantName,
  checkApplicantPhone,
  checkHeldCertificate,
  checkMaterialFile,
  checkMaterialsSent,
  checkPhotoSize,
  checkWorkUnit,
  checkYearsWorked,
} from './application-rules';

const MB = 1024 * 1024;
const ALL = MATERIAL_KINDS;

describe('the applicant’s details', () => {
  it('name: required, Chinese as on the ID card', () => {
    expect(checkApplicantName('')).toBe('请输入姓名');
    expect(checkApplicantName('  ')).toBe('请输入姓名');
    expect(checkApplicantName('李建国')).toBe(true);
    expect(checkApplicantName('买买提·吐尔逊')).toBe(true);
    expect(checkApplicantName('Li Jianguo')).toMatch(/只能包含中文/);
  });
  it('phone: required, a mainland mobile number', () => {
    expect(checkApplicantPhone('')).toBe('请输入联系电话');
    expect(checkApplicantPhone('13800138000')).toBe(true);
    expect(checkApplicantPhone('0571-8888')).toBe('手机号格式错误');
  });
  it('work unit: 2–50 characters', () => {
    expect(checkWorkUnit('')).toMatch(/^请输入工作单位/);
    expect(checkWorkUnit('厂')).toBe('工作单位不能少于 2 个字');
    expect(checkWorkUnit('个体')).toBe(true);
    expect(checkWorkUnit('厂'.repeat(51))).toBe('工作单位不能超过 50 个字');
  });
  it('years worked: a whole number 0–60', () => {
    expect(checkYearsWorked(0)).toBe(true);
    expect(checkYearsWorked(60)).toBe(true);
    expect(checkYearsWorked(61)).toBe('工作年限不能超过 60 年');
    expect(checkYearsWorked(-1)).toBe('请选择本职业工作年限');
    expect(checkYearsWorked(2.5)).toBe('请选择本职业工作年限');
  });
  it('the certificate held: none, or a level with a year not in the future', () => {
    expect(checkHeldCertificate(undefined, undefined, 2026)).toBe(true);
    expect(checkHeldCertificate(undefined, 2020, 2026)).toBe('请选择已取得证书的等级');
    expect(checkHeldCertificate(3, undefined, 2026)).toBe('请选择证书的取得年份');
    expect(checkHeldCertificate(3, 2027, 2026)).toBe('取得年份不能晚于今年');
    expect(checkHeldCertificate(3, 1949, 2026)).toBe('请选择正确的取得年份');
    expect(checkHeldCertificate(3, 2026, 2026)).toBe(true);
  });
});

describe('the materials', () => {
  const none = { yearsWorked: 0, schooling: 'none' };
  it('the certificate only with one held, schooling and work proof only when they count; the rest always', () => {
    expect(requiredMaterials(ALL, none)).toEqual(['id-card', 'photo', 'health', 'social-security']);
    expect(requiredMaterials(ALL, { yearsWorked: 3, heldLevel: 4, schooling: 'college' })).toEqual([...ALL]);
    expect(requiredMaterials(['id-card', 'photo'], { yearsWorked: 3, heldLevel: 4, schooling: 'college' })).toEqual(['id-card', 'photo']);
  });
  it('what is missing is named, in the plan’s order', () => {
    const facts = { yearsWorked: 2, schooling: 'none' };
    expect(checkMaterialsSent(['id-card', 'photo', 'work-proof'], facts, new Set(['photo']))).toBe(
      '请上传：身份证（正反面）、工作年限证明（单位盖章）',
    );
    expect(checkMaterialsSent(['id-card', 'photo', 'work-proof'], facts, new Set(['id-card', 'photo', 'work-proof']))).toBe(true);
    expect(checkMaterialsSent(['id-card', 'certificate'], facts, new Set(['id-card']))).toBe(true);
  });
  it('a file’s type and size by kind: the photo is an image, the rest may be a PDF', () => {
    expect(checkMaterialFile('id-card', { type: 'application/pdf', size: MB })).toBe(true);
    expect(checkMaterialFile('photo', { type: 'application/pdf', size: MB })).toBe('证件照只能是 JPG 或 PNG 图片');
    expect(checkMaterialFile('schooling', { type: 'image/gif', size: MB })).toBe('只能上传 JPG、PNG 图片或 PDF 文件');
    expect(checkMaterialFile('photo', { type: 'image/png', size: 0 })).toBe('文件是空的，请重新选择');
    expect(checkMaterialFile('photo', { type: 'image/jpeg', size: MATERIAL_RULES.photo.maxBytes })).toBe(true);
    expect(checkMaterialFile('photo', { type: 'image/jpeg', size: MATERIAL_RULES.photo.maxBytes + 1 })).toBe(
      '一寸免冠白底证件照不能超过 2 MB',
    );
    expect(checkMaterialFile('id-card', { type: 'image/png', size: 5 * MB + 1 })).toBe('身份证（正反面）不能超过 5 MB');
  });
  it('the photo: upright and at least 295×413', () => {
    expect(checkPhotoSize(295, 413)).toBe(true);
    expect(checkPhotoSize(294, 413)).toBe('证件照尺寸太小（294×413），至少 295×413 像素');
    expect(checkPhotoSize(413, 295)).toMatch(/竖版/);
    expect(checkPhotoSize(500, 500)).toMatch(/竖版/);
  });
});

describe('the contract spells out the same lists', () => {
  it('kinds, file types, review states and the form’s lengths', () => {
    expect(materialKindSchema.options).toEqual([...MATERIAL_KINDS]);
    expect(materialFileSchema.shape.mime.options).toEqual([...MATERIAL_MIME_TYPES]);
    expect(materialReviewSchema.options).toEqual([...MATERIAL_REVIEW_STATES]);
    const form = (fields: object) =>
      applicationFormSchema.safeParse({ applicant: { yearsWorked: 1, schooling: 'none' }, phone: '13800138000', materials: [], ...fields })
        .success;
    expect(form({ workUnit: '个'.repeat(APPLICATION_LIMITS.workUnitMin) })).toBe(true);
    expect(form({ workUnit: '个'.repeat(APPLICATION_LIMITS.workUnitMin - 1) })).toBe(false);
    expect(form({ workUnit: '个'.repeat(APPLICATION_LIMITS.workUnitMax + 1) })).toBe(false);
    expect(form({ workUnit: '个体', name: '李'.repeat(APPLICATION_LIMITS.nameMax + 1) })).toBe(false);
    expect(form({ workUnit: '个体', materials: MATERIAL_KINDS.map((kind) => ({ kind, fileId: 'f_0123456789' })) })).toBe(true);
  });
});
