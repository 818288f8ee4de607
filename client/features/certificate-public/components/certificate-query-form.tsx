import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  checkHolderName,
  checkQueryIdNumber,
  HOLDER_NAME_LIMITS,
  normaliseHolderName,
  normaliseQueryIdNumber,
} from '@shared/lib/certificate-rules';
import { useApi } from '@client/lib/api-context';
import { useValidatedForm } from '@client/lib/use-field-validation';
import { HookFormField } from '@client/components/hook-form-field';
import { useHydrated } from '@client/components/use-hydrated';
import { queryPublicCertificates } from '../get-public-certificate';
import {
  readCertificateQueryDraft,
  saveCertificateQueryDraft,
  type CertificateQueryDraft,
  type CertificateQueryValues,
} from '../certificate-query-draft';
import { refusalOf, visibleOutcome, type QueryOutcome } from '../certificate-query-outcome';
import { CertificateResults } from './certificate-results';
import styles from '../certificate-query.module.css';

const storage = (): Storage | undefined => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

/**
 * 证书查询 by the holder's name and ID number, checked as typed with the contract's rules. What is
 * typed lives in the tab's sessionStorage (certificate-query-draft.ts): a refusal, a reload or a
 * visit to a result and back loses nothing, and it never reaches the URL or localStorage.
 */
export function CertificateQueryForm() {
  const api = useApi();
  const { form, field } = useValidatedForm<CertificateQueryValues>({ name: '', idNumber: '' });
  // Until the script runs the form cannot be sent: a plain submission could put the ID number in a URL.
  const hydrated = useHydrated();
  const [restored, setRestored] = useState(false);
  const [outcome, setOutcome] = useState<QueryOutcome | null>(null);
  const values = form.watch();

  // The draft is read once in the browser, after hydration (the server rendered the empty form).
  useEffect(() => {
    const draft = readCertificateQueryDraft(storage());
    if (draft) {
      form.reset({ name: draft.name, idNumber: draft.idNumber });
      if (draft.answer) setOutcome({ kind: 'found', ...draft.answer });
    }
    setRestored(true);
  }, [form]);

  useEffect(() => {
    if (!restored) return;
    const answer = outcome?.kind === 'found' ? { for: outcome.for, certificates: outcome.certificates } : null;
    const draft: CertificateQueryDraft = { name: values.name, idNumber: values.idNumber, answer };
    saveCertificateQueryDraft(storage(), draft);
  }, [restored, values.name, values.idNumber, outcome]);

  const query = useMutation({
    mutationFn: (asked: CertificateQueryValues) =>
      queryPublicCertificates(api, { name: normaliseHolderName(asked.name), idNumber: normaliseQueryIdNumber(asked.idNumber) }),
    onSuccess: (result, asked) => setOutcome({ kind: 'found', for: asked, certificates: result.certificates }),
    onError: (error, asked) => setOutcome(refusalOf(error, asked)),
  });
  const busy = query.isPending;
  const onSubmit = form.handleSubmit((asked) => query.mutate({ name: asked.name, idNumber: asked.idNumber }));
  const shown = visibleOutcome(outcome, values);

  return (
    <>
      <form className={styles.queryForm} method="post" onSubmit={onSubmit} noValidate aria-label="按姓名和身份证号查询证书">
        <HookFormField form={form} name="name" label="持证人姓名" idPrefix="certificate-query" classes={styles} required>
          <input autoComplete="off" maxLength={40} placeholder="与证书上的姓名一致" {...field('name', { validate: checkHolderName })} />
        </HookFormField>
        <HookFormField
          form={form}
          name="idNumber"
          label="身份证号"
          idPrefix="certificate-query"
          classes={styles}
          required
          hint="18 位居民身份证号码，末位为 X 时大小写均可"
        >
          <input
            className={styles.mono}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
            maxLength={24}
            placeholder="18 位居民身份证号码"
            {...field('idNumber', { validate: checkQueryIdNumber })}
          />
        </HookFormField>
        <div className={styles.queryActions}>
          <button type="submit" className="btn btn-primary btn-lg" disabled={!hydrated || busy} aria-busy={busy || undefined}>
            {busy ? '查询中…' : '查询证书'}
          </button>
          <p className={styles.hint}>
            姓名 {HOLDER_NAME_LIMITS.min}–{HOLDER_NAME_LIMITS.max} 个字；两项须同时与证书登记信息相符
          </p>
        </div>
      </form>
      {shown?.kind === 'found' ? <CertificateResults certificates={shown.certificates} /> : null}
      {shown?.kind === 'refused' ? (
        <div className={styles.queryRefusal} data-reason={shown.reason} role="alert" data-testid="query-refusal">
          {shown.message}
        </div>
      ) : null}
    </>
  );
}
