import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { certificateVerifyPath } from '@shared/lib/certification-journey';
import {
  checkCertificateNo,
  checkVerificationCode,
  normaliseCertificateNo,
  normaliseVerificationCode,
} from '@shared/lib/certificate-rules';

/**
 * The page's stylesheet, read for noForm, noLabel, noRow, input, mono, hint and error: each page has its own
 * (see certificate-verify.module.css), as HookFormField takes its form's.
 */
export type CertificateNoFormClasses = Readonly<Record<string, string | undefined>>;

/**
 * One certificate to verify: its number and its 核验码 (printed in the QR code and the address beside
 * it). A plain GET form to /certificate/query?no=…&code=…, whose loader sends the visitor on to the
 * verification page, so it works before and without the script; with it, both are checked here and
 * the page opened directly. The number alone verifies nothing: numbers follow a public pattern.
 */
export function CertificateNoForm({
  idPrefix,
  classes: styles,
  initial = '',
  initialCode = '',
  label = '证书编号',
}: {
  idPrefix: string;
  classes: CertificateNoFormClasses;
  initial?: string;
  initialCode?: string;
  label?: string;
}) {
  const navigate = useNavigate();
  const [message, setMessage] = useState<{ field: 'no' | 'code'; text: string } | null>(null);
  const inputId = `${idPrefix}-no`;
  const codeId = `${idPrefix}-code`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('no') as HTMLInputElement;
    const codeInput = event.currentTarget.elements.namedItem('code') as HTMLInputElement;
    const verdict = checkCertificateNo(input.value);
    if (verdict !== true) {
      setMessage({ field: 'no', text: verdict });
      input.focus();
      return;
    }
    const codeVerdict = checkVerificationCode(codeInput.value);
    if (codeVerdict !== true) {
      setMessage({ field: 'code', text: codeVerdict });
      codeInput.focus();
      return;
    }
    setMessage(null);
    void navigate(certificateVerifyPath(normaliseCertificateNo(input.value), normaliseVerificationCode(codeInput.value)));
  };

  return (
    <form method="get" action="/certificate/query" className={styles.noForm} onSubmit={onSubmit} noValidate>
      <label htmlFor={inputId} className={styles.noLabel}>
        {label}
      </label>
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
        aria-invalid={message?.field === 'no' ? true : undefined}
        aria-describedby={message?.field === 'no' ? `${idPrefix}-error` : `${inputId}-hint`}
        onChange={() => setMessage(null)}
      />
      <label htmlFor={codeId} className={styles.noLabel}>
        核验码
      </label>
      <div className={styles.noRow}>
        <input
          id={codeId}
          name="code"
          className={`${styles.input} ${styles.mono}`}
          defaultValue={initialCode}
          maxLength={20}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="8 位字母或数字"
          aria-invalid={message?.field === 'code' ? true : undefined}
          aria-describedby={message?.field === 'code' ? `${idPrefix}-error` : `${inputId}-hint`}
          onChange={() => setMessage(null)}
        />
        <button type="submit" className="btn btn-primary">
          核验
        </button>
      </div>
      {message ? (
        <p id={`${idPrefix}-error`} className={styles.error} role="alert">
          {message.text}
        </p>
      ) : (
        <p id={`${inputId}-hint`} className={styles.hint}>
          证书编号印在证书正面，由 1 个大写字母和 17–21 位数字组成；核验码是证书二维码旁核验地址末尾的 8 位字母或数字。没有核验码的，请
          <a href="/certificate/query">按姓名和身份证号查询</a>
        </p>
      )}
    </form>
  );
}
