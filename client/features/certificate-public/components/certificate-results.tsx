import { SkillLevel } from '@shared/enums/learning';
import { certificateVerifyPath } from '@shared/lib/certification-journey';
import type { PublicCertificate } from '@shared/schemas/certification';
import { ChevronRightIcon } from '@client/components/icons/chevron-right-icon';
import { formatSiteTime } from '@client/components/site-time-format';
import styles from '../certificate-query.module.css';

/** The certificates a name and ID number hold, masked, each opening its verification page. */
export function CertificateResults({ certificates }: { certificates: readonly PublicCertificate[] }) {
  const [first] = certificates;
  return (
    <section className={styles.results} aria-labelledby="query-results-title" data-testid="query-results">
      <h2 id="query-results-title" className={styles.resultsTitle}>
        查询结果
      </h2>
      <p className={styles.resultsLead} role="status">
        {first ? (
          <>
            持证人 {first.holderNameMasked}（{first.idNumberMasked}）名下共有 {certificates.length} 本职业技能等级证书，均真实有效。
          </>
        ) : null}
      </p>
      <ul className={styles.resultList}>
        {certificates.map((certificate) => (
          <li key={certificate.no}>
            <a
              href={certificateVerifyPath(certificate.no, certificate.verificationCode)}
              className={styles.resultCard}
              data-testid="query-result"
            >
              <span className={styles.resultMain}>
                <strong className={styles.resultTitle}>
                  {certificate.professionName} · {SkillLevel.label(certificate.skillLevel)}
                </strong>
                <span className={styles.resultMeta}>
                  <span>
                    证书编号 <span className={styles.mono}>{certificate.no}</span>
                  </span>
                  <span>{certificate.institutionName}</span>
                  <span>{formatSiteTime(certificate.issuedAt, 'YYYY年M月D日')} 发证</span>
                </span>
              </span>
              <span className={styles.resultOpen}>
                核验详情
                <ChevronRightIcon size={16} />
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
