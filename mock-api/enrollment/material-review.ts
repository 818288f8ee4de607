import { MATERIAL_RULES, type MaterialKind } from '@shared/lib/application-materials';

/** What the reviewer says when sending one material back, by kind: what is wrong and what to do. */
export const MATERIAL_REJECTION_REASONS: Readonly<Record<MaterialKind, string>> = {
  'id-card': '身份证照片反光、四角不完整，请重新拍摄上传',
  photo: '照片不是白色背景的近期免冠照，请重新上传白底证件照',
  schooling: '学历证明照片不清晰，请重新上传清晰的扫描件',
  'work-proof': '工作年限证明未加盖单位公章，请补充后重新上传',
  certificate: '证书编号无法辨认，请上传清晰的证书照片',
  health: '体检证明超过 3 个月有效期，请重新上传',
  'social-security': '社保缴费证明不足 6 个月，请补充后重新上传',
};

/** The reason of an application made without materials (a developer control's) when it is rejected without one. */
export const DEFAULT_REJECTION_REASON = '报名材料未通过审核，请核对后重新报名';

/** The application's own reason when materials were sent back: how many and which, `1 项材料未通过审核：学历证明`. */
export function rejectionSummary(kinds: readonly MaterialKind[]): string {
  return `${kinds.length} 项材料未通过审核：${kinds.map((kind) => MATERIAL_RULES[kind].label).join('、')}`;
}

/** The review of an application's materials in one round: every one accepted, or exactly one sent back. */
export type AuditOutcome = { status: 2; rejected: null } | { status: 3; rejected: MaterialKind };

/**
 * Deterministic per account, plan and round: in the first round about one application in five has
 * exactly one of its materials sent back (which one, from the same hash); what is sent again from
 * the second round on is accepted. Eligibility is not the reviewer's: the API checks it up front.
 */
export function auditOutcome(accountId: number, planId: number, round: number, kinds: readonly MaterialKind[]): AuditOutcome {
  const hash = (Math.imul(accountId, 2_654_435_761) ^ Math.imul(planId, 40_503)) >>> 0;
  if (round > 1 || kinds.length === 0 || hash % 5 !== 0) return { status: 2, rejected: null };
  return { status: 3, rejected: kinds[(hash >>> 3) % kinds.length]! };
}
