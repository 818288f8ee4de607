import type { Certificate } from '@shared/schemas/certification';
import { certificatePdfPath, certificateVerifyPath } from '@shared/lib/certification-journey';
import { certificateSectionHref, formatDay, formatPartScore, levelLabel } from '../certification-format';
import styles from './certificate-card.module.css';

/**
 * 职业技能等级证书 as its holder sees it, drawn like the paper one (a bordered sheet with its seal):
 * number, occupation and level, the evaluation body and the date; `full` adds the holder, the masked
 * ID number, the occupation code and the scores (the journey's certificate section). The PDF and the
 * public verification page (the QR code's target) are plain links.
 */
export function CertificateCard({ certificate, full = false }: { certificate: Certificate; full?: boolean }) {
  const { no } = certificate;
  return (
    <article className={full ? `${styles.card} ${styles.full}` : styles.card} data-testid="certificate-card" aria-label={`证书 ${no}`}>
      <div className={styles.seal} aria-hidden="true">
        <svg viewBox="0 0 48 48" width="48" height="48">
          <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="24" cy="24" r="16" fill="none" stroke="currentColor" strokeWidth="1" strokeDasharray="2 2" />
          <path d="m24 13 3 6.6 7.2.8-5.4 4.9 1.5 7.1L24 28.8l-6.3 3.6 1.5-7.1-5.4-4.9 7.2-.8L24 13Z" fill="currentColor" />
        </svg>
      </div>
      <p className={styles.kicker}>职业技能等级证书</p>
      <h3 className={styles.title}>{certificate.professionName}</h3>
      <p className={styles.level}>{levelLabel(certificate.skillLevel)}</p>
      <dl className={styles.facts}>
        <div>
          <dt>证书编号</dt>
          <dd className={styles.number} data-testid="certificate-no">
            {no}
          </dd>
        </div>
        {full ? (
          <>
            <div>
              <dt>持证人</dt>
              <dd>{certificate.holderName}</dd>
            </div>
            <div>
              <dt>身份证号</dt>
              <dd className={styles.number}>{certificate.idNumberMasked}</dd>
            </div>
            <div>
              <dt>职业编码</dt>
              <dd className={styles.number}>{certificate.professionCode}</dd>
            </div>
          </>
        ) : null}
        <div>
          <dt>评价机构</dt>
          <dd>{certificate.institutionName}</dd>
        </div>
        <div>
          <dt>发证日期</dt>
          <dd>
            <time dateTime={certificate.issuedAt}>{formatDay(certificate.issuedAt)}</time>
          </dd>
        </div>
        {full && (certificate.theoryScore !== null || certificate.practicalScore !== null) ? (
          <div>
            <dt>考核成绩</dt>
            <dd>
              理论 {formatPartScore(certificate.theoryScore)} 分 · 实操 {formatPartScore(certificate.practicalScore)} 分
            </dd>
          </div>
        ) : null}
      </dl>
      <div className={styles.actions}>
        {!full && certificate.planId !== null ? (
          <a href={certificateSectionHref(certificate.planId)} className="btn btn-soft btn-sm">
            查看证书
          </a>
        ) : null}
        <a href={certificatePdfPath(no)} download className={full ? 'btn btn-primary' : 'btn btn-ghost btn-sm'}>
          {full ? '下载证书 PDF' : '下载 PDF'}
        </a>
        <a href={certificateVerifyPath(no, certificate.verificationCode)} className={full ? 'btn btn-ghost' : styles.verify}>
          查验真伪
        </a>
      </div>
    </article>
  );
}
