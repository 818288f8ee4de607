import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { certificateVerifyPath } from '@shared/lib/certification-journey';
import { checkCertificateNo, normaliseCertificateNo } from '@shared/lib/certificate-rules';

/**
 * The page's stylesheet, read for noForm, noLabel, noRow, input, mono, hint and error: each page has its own
 * (see certificate-verify.module.css), as HookFormField takes its form's.
 */
export type CertificateNoFormClasses = Readonly<Record<string, string | undefined>>;

/**
 * One certificate number to verify. A plain GET form to /certificate/query?no=…, whose loader sends
 * the visitor on to the number's verification page, so it works before and without the script;
 * with it, the number is checked here and the page opened directly. A certificate number is no
 * secret: it is printed on the certificate and in its QR code.
 */
export function CertificateNoForm({
  idPrefix,
  classes: styles,
  initial = '',
  label = '证书编号',
}: {
  idPrefix: string;
  classes: CertificateNoFormClasses;
  initial?: string;
  label?: string;
}) {
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const inputId = `${idPrefix}-no`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('no') as HTMLInputElement;
    const verdict = checkCertificateNo(input.value);
    if (verdict !== true) {
      setMessage(verdict);
      input.focus();
      return;
    }
    setMessage(null);
    void navigate(certificateVerifyPath(normaliseCertificateNo(input.value)));
  };

  return (
    <form method="get" action="/certificate/query" className={styles.noForm} onSubmit={onSubmit} noValidate>
      <label htmlFor={inputId} className={styles.noLabel}>
        {label}
      </label>
      <div className={styles.noRow}>
        <input
          id={inputId}
          name="no"
          className={`${styles.input} ${styles.mono}`}
          defaultValue={initial}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="输入证书编号"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${inputId}-error` : `${inputId}-hint`}
          onChange={() => setMessage(null)}
        />
        <button type="submit" className="btn btn-primary">
          核验
        </button>
      </div>
      {message ? (
        <p id={`${inputId}-error`} className={styles.error} role="alert">
          {message}
        </p>
      ) : (
        <p id={`${inputId}-hint`} className={styles.hint}>
          证书编号印在证书正面，由 1 个大写字母和 17–21 位数字组成
        </p>
      )}
    </form>
  );
}
