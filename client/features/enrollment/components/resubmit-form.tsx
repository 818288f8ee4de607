import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, isApiError } from '@shared/api/api-client';
import { resubmitMaterials } from '@shared/api/enrollment';
import { MATERIAL_RULES } from '@shared/lib/application-materials';
import type { EnrollmentPlanDetail } from '@shared/schemas/enrollment';
import { useApi } from '@client/lib/api-context';
import { isSignedOutError } from '@client/lib/signed-out-error';
import { clearApplyDraft, readFilesDraft, resubmitDraftKey, saveFilesDraft } from '../apply-draft';
import { afterPlanChange, STALE_CODES } from '../get-enrollment-plan';
import { useMaterialUploads } from '../use-material-uploads';
import { MaterialField } from './material-field';
import styles from './application-form.module.css';

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

interface ResubmitFormProps {
  plan: EnrollmentPlanDetail;
  viewer: number;
  onSubmitted: (plan: EnrollmentPlanDetail) => void;
}

/**
 * 补交材料: only the materials the reviewer rejected, each with the reason, each needing a new file;
 * the accepted ones stay as they are. Sending puts the application back under review.
 */
export function ResubmitForm({ plan, viewer, onSubmitted }: ResubmitFormProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const rejected = (plan.my?.details?.items ?? []).filter((item) => item.review === 'rejected');
  const uploads = useMaterialUploads();
  const [problem, setProblem] = useState<string | null>(null);
  const draftKey = resubmitDraftKey(viewer, plan.id);
  const keepDraft = useRef(true);

  // The files picked before a reload or a lost session come back (after hydration: the server has none).
  const { restore } = uploads;
  const rejectedKinds = rejected.map((item) => item.kind).join();
  useEffect(() => {
    const saved = readFilesDraft(storage(), draftKey);
    restore(Object.fromEntries(Object.entries(saved).filter(([kind]) => rejectedKinds.split(',').includes(kind))));
  }, [restore, draftKey, rejectedKinds]);
  const picked = JSON.stringify(uploads.files);
  useEffect(() => {
    if (keepDraft.current) saveFilesDraft(storage(), draftKey, JSON.parse(picked));
  }, [picked, draftKey]);

  const send = useMutation({
    mutationFn: () =>
      api.call(resubmitMaterials, {
        params: { id: plan.id },
        body: { materials: rejected.map((item) => ({ kind: item.kind, fileId: uploads.files[item.kind]!.id })) },
      }),
    onSuccess: (next) => {
      keepDraft.current = false;
      clearApplyDraft(storage(), draftKey);
      afterPlanChange(queryClient, viewer, next);
      onSubmitted(next);
    },
    onError: (error) => {
      if (isSignedOutError(error)) return;
      const message = errorMessage(error, '提交失败，请稍后重试');
      setProblem(message);
      if (isApiError(error) && error.code !== undefined && STALE_CODES.has(error.code)) afterPlanChange(queryClient, viewer);
    },
  });

  const missing = rejected.filter((item) => !uploads.files[item.kind]);
  const busy = send.isPending || uploads.sending;
  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby="resubmit-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (missing.length > 0) {
          setProblem(`请重新上传：${missing.map((item) => MATERIAL_RULES[item.kind].label).join('、')}`);
          document.getElementById(`material-${missing[0]!.kind}`)?.focus();
          return;
        }
        setProblem(null);
        send.mutate();
      }}
    >
      <div className={styles.formHead}>
        <h2 id="resubmit-title">补交未通过的材料</h2>
        <p>以下 {rejected.length} 项材料未通过审核，按原因重新上传后提交，会重新审核；其余材料已通过，无需再传。</p>
      </div>
      <fieldset className={styles.group}>
        <legend>需重新上传</legend>
        <ul className={styles.materials}>
          {rejected.map((item) => (
            <MaterialField
              key={item.kind}
              kind={item.kind}
              slot={uploads.slots[item.kind]}
              required
              rejectedFor={item.reason}
              onPick={(file) => {
                setProblem(null);
                void uploads.pick(item.kind, file);
              }}
              onRemove={() => uploads.remove(item.kind)}
            />
          ))}
        </ul>
        {problem ? (
          <p className={styles.error} role="alert">
            {problem}
          </p>
        ) : null}
      </fieldset>
      <div className={styles.submitBar}>
        <a className="btn btn-ghost" href={`/enrollment/${plan.id}`}>
          返回计划
        </a>
        <button type="submit" className="btn btn-primary btn-lg" disabled={busy} aria-busy={busy || undefined}>
          {send.isPending ? '提交中…' : uploads.sending ? '材料上传中…' : '提交补充材料'}
        </button>
      </div>
    </form>
  );
}
