/**
 * The materials an enrolment application carries (报名材料), one upload each, and what each must be.
 * Plain data, no zod: the browser's form reads it, and the contract (shared/schemas/
 * enrollment-application.ts) spells the same lists out for its schemas (a test holds them equal) —
 * a schema module importing this one would carry it into every page that touches the contract.
 */

/** A plan lists the kinds it asks for; which of them an applicant must send follows from what they state (requiredMaterials). */
export const MATERIAL_KINDS = ['id-card', 'photo', 'schooling', 'work-proof', 'certificate', 'health', 'social-security'] as const;
export type MaterialKind = (typeof MATERIAL_KINDS)[number];

export const MB = 1024 * 1024;
/** What each kind of material must be: the file types, the largest size, and for the photo its pixels. */
export const MATERIAL_RULES: Readonly<
  Record<MaterialKind, { label: string; hint: string; pdf: boolean; maxBytes: number; photo?: { minWidth: number; minHeight: number } }>
> = {
  'id-card': { label: '身份证（正反面）', hint: '正反面拍在一张图里或合成一个 PDF，四角完整、字迹清楚', pdf: true, maxBytes: 5 * MB },
  photo: {
    label: '一寸免冠白底证件照',
    hint: '近 6 个月内正面免冠照，白色背景，JPG 或 PNG，不小于 295×413 像素，不超过 2 MB',
    pdf: false,
    maxBytes: 2 * MB,
    photo: { minWidth: 295, minHeight: 413 },
  },
  schooling: { label: '学历证明', hint: '毕业证书或学信网学历证明', pdf: true, maxBytes: 5 * MB },
  'work-proof': { label: '工作年限证明（单位盖章）', hint: '写明从事本职业的起止时间，加盖单位公章', pdf: true, maxBytes: 5 * MB },
  certificate: { label: '原等级证书', hint: '已取得的本职业职业资格证书或职业技能等级证书', pdf: true, maxBytes: 5 * MB },
  health: { label: '体检合格证明', hint: '二级以上医院近 3 个月内出具', pdf: true, maxBytes: 5 * MB },
  'social-security': { label: '近 6 个月社保缴费证明', hint: '申领培训补贴用，可在当地社保网站下载', pdf: true, maxBytes: 5 * MB },
};

/** The plan's materials the applicant must send: the certificate only with one held, schooling and work proof only when they count. */
export function requiredMaterials(
  planKinds: readonly MaterialKind[],
  facts: { yearsWorked: number; heldLevel?: number; schooling: string },
): MaterialKind[] {
  return planKinds.filter((kind) => {
    if (kind === 'certificate') return facts.heldLevel !== undefined;
    if (kind === 'schooling') return facts.schooling !== 'none';
    if (kind === 'work-proof') return facts.yearsWorked > 0;
    return true;
  });
}

/** The files the API accepts for materials, by content: JPEG, PNG, PDF (a photo: no PDF). */
export const MATERIAL_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

/** The review of one material: 待审核, 已通过, 未通过 (with the reviewer's reason). */
export const MATERIAL_REVIEW_STATES = ['pending', 'accepted', 'rejected'] as const;

export const APPLICATION_LIMITS = { nameMin: 2, nameMax: 20, workUnitMin: 2, workUnitMax: 50 } as const;
