import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, isApiError } from '@shared/api/api-client';
import { CODE_ID_NUMBER_TAKEN, submitRealName } from '@shared/api/real-name';
import { checkIdNumber, checkRealName, normaliseIdNumber, REAL_NAME_LIMITS } from '@shared/lib/id-card-rules';
import { useApi } from '@client/lib/api-context';
import { toast } from '@client/components/toast/toast-store';
import { useHydrated } from '@client/components/use-hydrated';
import { FieldMessage } from '@client/components/field-message';
import { useValidatedForm } from '@client/lib/use-field-validation';
import { REAL_NAME_KEY } from '../get-real-name';
import styles from '../real-name.module.css';

interface RealNameValues {
  name: string;
  idNumber: string;
}

/**
 * 姓名 and 身份证号, checked on blur and as typed (debounced) with the API's own rules. A refusal
 * keeps everything typed; a number taken by another account is said under its field.
 */
export function RealNameForm({ attemptsLeft, resubmit }: { attemptsLeft: number; resubmit: boolean }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { form, field } = useValidatedForm<RealNameValues>({ name: '', idNumber: '' });
  const { errors } = form.formState;
  const exhausted = attemptsLeft <= 0;
  // Until the script runs, the form cannot be sent: a plain submission would put the ID number in a URL.
  const hydrated = useHydrated();
  // The server's word on a number (another account holds it) stays with that number: shown while the
  // field still holds it, gone once it changes. Kept apart from the field's own check, which the
  // debounced validation re-runs after typing.
  const [taken, setTaken] = useState<{ idNumber: string; message: string } | null>(null);
  const takenMessage = taken && normaliseIdNumber(form.watch('idNumber')) === taken.idNumber ? taken.message : undefined;

  const submit = useMutation({
    mutationFn: (values: RealNameValues) => api.call(submitRealName, { body: values }),
    onSuccess: (status) => {
      queryClient.setQueryData(REAL_NAME_KEY, status);
      toast.success('已提交，请等待审核');
    },
    onError: (error, values) => {
      if (isApiError(error) && error.code === CODE_ID_NUMBER_TAKEN) {
        setTaken({ idNumber: normaliseIdNumber(values.idNumber), message: error.message });
        form.setFocus('idNumber');
      } else {
        toast.error(errorMessage(error));
      }
      // Read the status again: the attempts left moved, or another tab already verified or submitted
      // (CODE_REAL_NAME_APPROVED / CODE_REAL_NAME_PENDING) and the page shows that state instead.
      void queryClient.invalidateQueries({ queryKey: REAL_NAME_KEY });
    },
  });
  const busy = submit.isPending;
  const onSubmit = form.handleSubmit((values) => (takenMessage ? form.setFocus('idNumber') : submit.mutate(values)));

  const errorOf = (name: keyof RealNameValues): string | undefined =>
    errors[name]?.message ?? (name === 'idNumber' ? takenMessage : undefined);
  const described = (name: keyof RealNameValues) => ({
    'aria-invalid': errorOf(name) ? true : undefined,
    'aria-describedby': [`real-${name}-hint`, errorOf(name) ? `real-${name}-error` : null].filter(Boolean).join(' '),
  });
  const message = (name: keyof RealNameValues) => (
    <FieldMessage id={`real-${name}-error`} className={styles.error} message={errorOf(name)} />
  );

  return (
    <form className={styles.form} method="post" onSubmit={onSubmit} noValidate aria-label={resubmit ? '重新提交实名认证' : '实名认证'}>
      <div className={styles.field}>
        <label htmlFor="real-name">姓名</label>
        <div>
          <input
            id="real-name"
            className={styles.input}
            autoComplete="name"
            maxLength={40}
            placeholder="与身份证上的姓名一致"
            {...field('name', { validate: checkRealName })}
            {...described('name')}
          />
          <p id="real-name-hint" className={styles.hint}>
            {REAL_NAME_LIMITS.nameMin}–{REAL_NAME_LIMITS.nameMax} 个中文字，少数民族姓名中的间隔点请输入「·」
          </p>
          {message('name')}
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor="real-idNumber">身份证号</label>
        <div>
          <input
            id="real-idNumber"
            className={`${styles.input} ${styles.mono}`}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
            maxLength={24}
            placeholder="18 位居民身份证号码"
            {...field('idNumber', { validate: (value: string) => checkIdNumber(value) })}
            {...described('idNumber')}
          />
          <p id="real-idNumber-hint" className={styles.hint}>
            末位为 X 时大小写均可
          </p>
          {message('idNumber')}
        </div>
      </div>
      <div className={styles.submit}>
        <button type="submit" className="btn btn-primary" disabled={!hydrated || busy || exhausted} aria-busy={busy || undefined}>
          {resubmit ? '重新提交' : '提交认证'}
        </button>
        <p className={styles.hint}>{exhausted ? '今天的提交次数已用完，请明天再试' : `今天还可提交 ${attemptsLeft} 次`}</p>
      </div>
    </form>
  );
}
