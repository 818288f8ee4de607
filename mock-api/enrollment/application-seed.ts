import { MATERIAL_RULES, requiredMaterials } from '@shared/lib/application-materials';
import { maskIdNumber } from '@shared/lib/id-card-rules';
import { MessageType } from '@shared/enums/message';
import type { ApplicantFacts, MaterialFile, MaterialKind } from '@shared/schemas/enrollment-application';
import type { Account } from '../account/account-seed';
import type { EnrollmentPlan } from './enrollment-plans';
import type { RealNames } from '../real-name/real-names';
import type { MessageBox } from '../message/message-box';
import type { PlanApplications } from './plan-applications';
import { siteYear } from './application-form';
import { materialFileView, type MaterialFiles } from './material-files';
import { idPhotoPng, PDF_BYTES } from './sample-files';

/** The stores the seed writes to (the mock store, which calls it while it is being built). */
export interface ApplicationSeedStores {
  applications: PlanApplications;
  materialFiles: MaterialFiles;
  realNames: Pick<RealNames, 'recordOf'>;
  messages: MessageBox;
}

/**
 * Facts that meet the level's 申报条件 (shared/lib/eligibility-rules.ts) as a working tradesman's
 * would: a technical-school leaver with a few years' work, and from 中级工 on the level below held
 * for six years.
 */
export function seededFacts(level: number, at: number): ApplicantFacts {
  if (level === 1) return { yearsWorked: 3, schooling: 'vocational-secondary' };
  return { yearsWorked: 12, schooling: 'vocational-secondary', heldLevel: level - 1, heldYear: siteYear(at) - 6 };
}

/**
 * The demo learner's application to the plan whose fee the order seed pays (orders/order-seed.ts):
 * sent with the form at `submittedAt` under their verified name, one file per required material
 * (kept in their own uploads, so the detail page opens them), approved after the usual delay — so
 * /enrollment/{id} shows 已通过 with what was sent and its fee, as /order lists it — and the
 * 报名申请 messages of both steps (`title`: the round's, for an application to an earlier round).
 */
export function seedApprovedApplication(
  stores: ApplicationSeedStores,
  account: Account,
  plan: EnrollmentPlan,
  submittedAt: number,
  title = plan.title,
): void {
  const verified = stores.realNames.recordOf(account);
  const applicant = seededFacts(plan.skillLevel, submittedAt);
  const materials: { kind: MaterialKind; file: MaterialFile }[] = [];
  for (const kind of requiredMaterials(plan.materials, applicant)) {
    const photo = kind === 'photo';
    const stored = stores.materialFiles.add({
      ownerId: account.id,
      kind,
      name: `${MATERIAL_RULES[kind].label}.${photo ? 'png' : 'pdf'}`,
      ...(photo
        ? { mime: 'image/png', bytes: idPhotoPng(300, 420), width: 300, height: 420 }
        : { mime: 'application/pdf', bytes: PDF_BYTES }),
    });
    // A fresh store has room for a few small files: a refusal here is a bug in the seed.
    if (typeof stored === 'string') throw new Error(`seeded material ${kind} refused: ${stored}`);
    materials.push({ kind, file: materialFileView(stored) });
  }
  const application = stores.applications.seedApproved(
    account.id,
    plan.id,
    {
      name: verified?.name ?? account.nickname,
      idNumberMasked: verified ? maskIdNumber(verified.idNumber) : null,
      phone: account.phone,
      workUnit: '深圳市鹏城机电安装工程有限公司',
      applicant,
      materials,
    },
    submittedAt,
  );
  const message = { type: MessageType.ENROLLMENT_APPLY, senderId: null, title, quote: '', link: `/enrollment/${plan.id}` };
  stores.messages.notify(account.id, { ...message, action: '报名申请已提交', content: '请留意审核结果通知。' }, submittedAt);
  stores.messages.notify(
    account.id,
    { ...message, action: '报名审核已通过', content: '请在缴费截止前缴纳报名费，逾期名额将被释放。' },
    application.decidedAt ?? submittedAt,
  );
}
