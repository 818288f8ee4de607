import { useEffect, useState } from 'react';
import type { QueryChallenge } from '@shared/schemas/certification';
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
import { getCertificateQueryChallenge, queryPublicCertificates } from '../get-public-certificate';
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

  // The API's challenge when the ID number was asked about unusually often today (1317): each is good for one query.
  const [challenge, setChallenge] = useState<QueryChallenge | null>(null);
  const [answer, setAnswer] = useState('');
  const query = useMutation({
    mutationFn: (asked: CertificateQueryValues & { challenge?: { id: string; answer: string } }) =>
      queryPublicCertificates(api, {
        name: normaliseHolderName(asked.name),
        idNumber: normaliseQueryIdNumber(asked.idNumber),
        ...(asked.challenge ? { challenge: asked.challenge } : {}),
      }),
    onMutate: () => {
      setChallenge(null);
      setAnswer('');
    },
    onSuccess: (result, asked) => setOutcome({ kind: 'found', for: asked, certificates: result.certificates }),
    onError: async (error, asked) => {
      const refusal = refusalOf(error, asked);
      if (refusal.kind === 'refused' && refusal.reason === 'challenge') {
        try {
          setChallenge(await getCertificateQueryChallenge(api));
        } catch (failure) {
          setOutcome(refusalOf(failure, asked));
          return;
        }
      }
      setOutcome(refusal);
    },
  });
  const busy = query.isPending;
  const shown = visibleOutcome(outcome, values);
  // Shown while its refusal is (the values it was asked for are still typed); otherwise the next query goes without it.
  const asking = challenge && shown?.kind === 'refused' && shown.reason === 'challenge' ? challenge : null;
  const onSubmit = form.handleSubmit((asked) =>
    query.mutate({
      name: asked.name,
      idNumber: asked.idNumber,
      ...(asking ? { challenge: { id: asking.id, answer: answer.trim() } } : {}),
    }),
  );

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
        {asking ? (
          <div className={styles.field}>
            <label htmlFor="certificate-query-challenge" className={styles.label}>
              验证题：{asking.question}
            </label>
            <input
              id="certificate-query-challenge"
              className={styles.input}
              inputMode="numeric"
              autoComplete="off"
              maxLength={8}
              required
              value={answer}
              onChange={(event) => setAnswer(event.target.value)}
              aria-describedby="certificate-query-challenge-hint"
            />
            <p id="certificate-query-challenge-hint" className={styles.hint}>
              填写数字答案后再点「查询证书」；每道题只能用一次，5 分钟内有效
            </p>
          </div>
        ) : null}
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
