import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, isApiError } from '@shared/api/api-client';
import { applyEnrollmentPlan, CODE_MATERIALS_INVALID, CODE_NOT_ELIGIBLE } from '@shared/api/enrollment';
import type { SkillLevelValue } from '@shared/enums/learning';
import { checkApplicantName, checkApplicantPhone, checkMaterialsSent, checkWorkUnit } from '@shared/lib/application-rules';
import type { EnrollmentPlanDetail } from '@shared/schemas/enrollment';
import { requiredMaterials } from '@shared/lib/application-materials';
import { HookFormField } from '@client/components/hook-form-field';
import { toast } from '@client/components/toast/toast-store';
import { isSignedOutError } from '@client/lib/signed-out-error';
import { useValidatedForm } from '@client/lib/use-field-validation';
import { applyDraftKey, clearApplyDraft, readApplyDraft, saveApplyDraft } from '../apply-draft';
import { applicationBody, emptyApplyValues, factsOf, selfCheckValues, type ApplyValues } from '../application-values';
import { readSelfCheckAnswers } from '@client/lib/self-check-answers';
import { useApi } from '@client/lib/api-context';
import { afterPlanChange, STALE_CODES } from '../get-enrollment-plan';
import { useMaterialUploads } from '../use-material-uploads';
import { ApplicantFactsFields } from './applicant-facts-fields';
import { MaterialField } from './material-field';
import styles from './application-form.module.css';

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);
const text = (check: (value: string) => true | string) => (value: unknown) => check(String(value ?? ''));

interface ApplicationFormProps {
  plan: EnrollmentPlanDetail & { my: NonNullable<EnrollmentPlanDetail['my']> };
  viewer: number;
  /** This year in China: the 申报条件 count to it. */
  year: number;
  onSubmitted: (plan: EnrollmentPlanDetail) => void;
}

/**
 * 报名表: who applies (the verified name and masked ID number, or a typed name), contact, work unit,
 * the facts of the 申报条件 with the verdict for this level as they are filled, and the plan's
 * materials, each uploaded when picked. Everything, files included, is kept as a draft per learner
 * and plan, so a refusal, a reload or a lost session loses nothing.
 */
export function ApplicationForm({ plan, viewer, year, onSubmitted }: ApplicationFormProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { prefill } = plan.my;
  const verifiedName = prefill.realName !== null;
  const { form, field } = useValidatedForm<ApplyValues>(emptyApplyValues(prefill));
  const uploads = useMaterialUploads();
  const [materialsError, setMaterialsError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const draftKey = applyDraftKey(viewer, plan.id);
  const keepDraft = useRef(true);
  const materialsRef = useRef<HTMLFieldSetElement>(null);

  const values = form.watch();
  const facts = factsOf(values);
  const required = new Set(
    facts ? requiredMaterials(plan.materials, facts) : plan.materials.filter((kind) => kind === 'id-card' || kind === 'photo'),
  );

  // After hydration (the server has no draft): the saved one comes back, over the prefill. Without
  // one, the self-check's answers (made for this profession, or for none) fill the 申报条件 facts.
  const { restore } = uploads;
  const professionId = plan.professionId;
  useEffect(() => {
    const saved = readApplyDraft(storage(), draftKey);
    if (!saved) {
      const answers = readSelfCheckAnswers(storage(), Date.now());
      if (answers && (answers.professionId === undefined || answers.professionId === professionId))
        form.reset({ ...form.getValues(), ...selfCheckValues(answers) });
      return;
    }
    const { files, ...fields } = saved;
    form.reset({ ...fields, name: verifiedName ? prefill.realName! : fields.name, phone: fields.phone || prefill.phone || '' });
    restore(files);
  }, [form, restore, draftKey, verifiedName, prefill.realName, prefill.phone, professionId]);

  // Every change is saved, 300 ms after the last one, until the application is in.
  const draft = JSON.stringify({ ...values, files: uploads.files });
  useEffect(() => {
    const timer = setTimeout(() => keepDraft.current && saveApplyDraft(storage(), draftKey, JSON.parse(draft)), 300);
    return () => clearTimeout(timer);
  }, [draft, draftKey]);

  const apply = useMutation({
    mutationFn: (body: ReturnType<typeof applicationBody>) => api.call(applyEnrollmentPlan, { params: { id: plan.id }, body }),
    onSuccess: (next) => {
      keepDraft.current = false;
      clearApplyDraft(storage(), draftKey);
      afterPlanChange(queryClient, viewer, next);
      onSubmitted(next);
    },
    onError: (error) => {
      // Signed out: the login modal opens (the query client); the form and its draft stay for after.
      if (isSignedOutError(error)) return;
      const message = errorMessage(error, '提交失败，请稍后重试');
      if (isApiError(error) && error.code === CODE_MATERIALS_INVALID) {
        setMaterialsError(message);
        materialsRef.current?.scrollIntoView({ block: 'start' });
      } else if (isApiError(error) && error.code === CODE_NOT_ELIGIBLE) setRefusal(message);
      else {
        toast.error(message);
        if (isApiError(error) && error.code !== undefined && STALE_CODES.has(error.code)) afterPlanChange(queryClient, viewer);
      }
    },
  });

  const submit = form.handleSubmit(
    (checked) => {
      setRefusal(null);
      const sent = checkMaterialsSent(
        plan.materials,
        factsOf(checked)!,
        new Set(Object.keys(uploads.files) as (keyof typeof uploads.files)[]),
      );
      setMaterialsError(sent === true ? null : sent);
      if (sent !== true) {
        const first = requiredMaterials(plan.materials, factsOf(checked)!).find((kind) => !uploads.files[kind]);
        document.getElementById(`material-${first}`)?.focus();
        return;
      }
      apply.mutate(applicationBody(checked, uploads.files, plan.materials, verifiedName));
    },
    () => toast.error('请按提示修改后再提交'),
  );
  const busy = apply.isPending || uploads.sending;

  return (
    <form className={styles.form} noValidate aria-labelledby="apply-form-title" onSubmit={(event) => void submit(event)}>
      <div className={styles.formHead}>
        <h2 id="apply-form-title">报名信息</h2>
        <p>带 * 的为必填项。填写的内容和已上传的材料会自动保存在本机，刷新或重新登录后可继续填写。</p>
      </div>

      <fieldset className={styles.group}>
        <legend>申报人信息</legend>
        {verifiedName ? (
          <div className={styles.field}>
            <span className={styles.label}>姓名</span>
            <p className={styles.readOnly} data-testid="apply-verified-name">
              {prefill.realName}
              <span className={styles.verified}>已实名认证</span>
              {prefill.idNumberMasked ? <span className={styles.idNumber}>身份证号 {prefill.idNumberMasked}</span> : null}
            </p>
          </div>
        ) : (
          <HookFormField form={form} name="name" label="姓名" idPrefix="apply" classes={styles} required hint="与身份证上的姓名一致">
            <input autoComplete="name" maxLength={20} {...field('name', { validate: text(checkApplicantName) })} />
          </HookFormField>
        )}
        <HookFormField
          form={form}
          name="phone"
          label="联系电话"
          idPrefix="apply"
          classes={styles}
          required
          hint="审核结果和考试通知会发到这个号码"
        >
          <input
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={11}
            className={styles.mono}
            {...field('phone', { validate: text(checkApplicantPhone) })}
          />
        </HookFormField>
        <HookFormField
          form={form}
          name="workUnit"
          label="工作单位"
          idPrefix="apply"
          classes={styles}
          required
          hint="无单位可填“个体”或“待业”"
        >
          <input autoComplete="organization" maxLength={50} {...field('workUnit', { validate: text(checkWorkUnit) })} />
        </HookFormField>
      </fieldset>

      <ApplicantFactsFields form={form} level={plan.skillLevel as SkillLevelValue} year={year} />
      {refusal ? (
        <p className={styles.refusal} role="alert" data-testid="apply-refusal">
          {refusal}
        </p>
      ) : null}

      <fieldset className={styles.group} ref={materialsRef} aria-describedby={materialsError ? 'apply-materials-error' : undefined}>
        <legend>报名材料</legend>
        <p className={styles.hint}>每项上传一个文件（正反面等多页请合成一张图或一个 PDF）。必交项随上面的申报条件变化。</p>
        <ul className={styles.materials}>
          {plan.materials.map((kind) => (
            <MaterialField
              key={kind}
              kind={kind}
              slot={uploads.slots[kind]}
              required={required.has(kind)}
              onPick={(file) => {
                setMaterialsError(null);
                void uploads.pick(kind, file);
              }}
              onRemove={() => uploads.remove(kind)}
            />
          ))}
        </ul>
        {materialsError ? (
          <p id="apply-materials-error" className={styles.error} role="alert">
            {materialsError}
          </p>
        ) : null}
      </fieldset>

      <div className={styles.submitBar}>
        <a className="btn btn-ghost" href={`/enrollment/${plan.id}`}>
          返回计划
        </a>
        <button type="submit" className="btn btn-primary btn-lg" disabled={busy} aria-busy={busy || undefined}>
          {apply.isPending ? '提交中…' : uploads.sending ? '材料上传中…' : '提交报名'}
        </button>
      </div>
    </form>
  );
}
