import type { ReactNode } from 'react';
import type { PublicCertificate } from '@shared/schemas/certification';
import { SuccessIcon } from '@client/components/icons/success-icon';
import { WarningIcon } from '@client/components/icons/warning-icon';
import { CertificateRecord } from './certificate-record';
import styles from '../certificate-verify.module.css';

/** What a number's verification came to, besides a certificate found. */
export type VerificationRefusal =
  | { state: 'not-found'; no: string }
  | { state: 'invalid'; no: string; message: string }
  | { state: 'limited'; no: string; message: string }
  /** The number without its 核验码 (an old QR code's URL, a number read off the paper), or a code that cannot be one. */
  | { state: 'code-required'; no: string; message: string | null };

/** The verdict a phone shows first after scanning the certificate's QR code: genuine, and the record. */
export function VerifiedCertificate({ certificate }: { certificate: PublicCertificate }) {
  return (
    <article className={styles.certificate} aria-labelledby="verdict-title" data-verdict="genuine">
      <header className={styles.verdict}>
        <span className={styles.seal} aria-hidden="true">
          <SuccessIcon size={30} />
        </span>
        <div>
          <p className={styles.kind}>职业技能等级证书</p>
          <h1 id="verdict-title" className={styles.verdictTitle}>
            证书真实有效
          </h1>
          <p className={styles.verdictText}>经核验，该编号的证书已在证书库中登记，信息如下。</p>
        </div>
      </header>
      <CertificateRecord certificate={certificate} />
      <p className={styles.recordFoot}>
        请将证书上的姓名、身份证号与上方显示的部分逐一比对；职业、等级、评价机构和发证日期应与证书完全一致。
      </p>
    </article>
  );
}

const REFUSAL_COPY: Record<VerificationRefusal['state'], { title: string; tone: 'warning' | 'error' }> = {
  'not-found': { title: '未查询到该证书', tone: 'error' },
  invalid: { title: '证书编号格式不正确', tone: 'warning' },
  limited: { title: '请稍后再试', tone: 'warning' },
  'code-required': { title: '请输入核验码', tone: 'warning' },
};

/** No certificate under that number, a number that cannot be one, or too many look-ups: what happened and what to do. */
export function VerificationRefused({ refusal, children }: { refusal: VerificationRefusal; children: ReactNode }) {
  const { title, tone } = REFUSAL_COPY[refusal.state];
  let text: ReactNode;
  if (refusal.state === 'not-found') {
    text = (
      <>
        未查询到编号为 <span className={styles.mono}>{refusal.no}</span> 的证书，请核对证书编号。
      </>
    );
  } else if (refusal.state === 'invalid') {
    text = (
      <>
        {refusal.message}。你输入的是 <span className={styles.mono}>{refusal.no || '（空）'}</span>。
      </>
    );
  } else if (refusal.state === 'code-required') {
    text = (
      <>
        {refusal.message ? `${refusal.message}。` : null}核验编号为 <span className={styles.mono}>{refusal.no}</span>{' '}
        的证书还需要核验码：扫描证书上的二维码可直接打开核验结果；没有核验码的，请到<a href="/certificate/query">证书查询</a>
        按持证人姓名和身份证号查询。
      </>
    );
  } else {
    text = refusal.message;
  }
  return (
    <article className={styles.certificate} aria-labelledby="verdict-title" data-verdict={refusal.state}>
      <header className={styles.verdict} data-tone={tone}>
        <span className={styles.seal} aria-hidden="true">
          <WarningIcon size={30} />
        </span>
        <div>
          <p className={styles.kind}>证书核验</p>
          <h1 id="verdict-title" className={styles.verdictTitle}>
            {title}
          </h1>
          <p className={styles.verdictText} data-testid="verify-message">
            {text}
          </p>
        </div>
      </header>
      <div className={styles.refusalBody}>
        {refusal.state === 'not-found' ? (
          <ul className={styles.tips}>
            <li>证书编号印在证书正面，由 1 个大写字母和 17–21 位数字组成，请逐位核对。</li>
            <li>注意区分数字 0 与字母 O、数字 1 与字母 I。</li>
            <li>核验码是证书二维码旁核验地址末尾的 8 位字母或数字，请与编号一起核对。</li>
            <li>编号无误仍查不到的，请联系颁发证书的评价机构核实。</li>
          </ul>
        ) : null}
        {children}
      </div>
    </article>
  );
}
