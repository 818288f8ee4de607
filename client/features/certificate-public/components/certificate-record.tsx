import { SkillLevel } from '@shared/enums/learning';
import type { PublicCertificate } from '@shared/schemas/certification';
import { formatSiteTime } from '@client/components/site-time-format';
import styles from '../certificate-verify.module.css';

/**
 * A certificate's public record, field by field, as the certificate prints it: the holder masked,
 * the occupation with its code, the level by the standard's names, the evaluation body, the date.
 */
export function CertificateRecord({ certificate }: { certificate: PublicCertificate }) {
  // [label, value, in figures, across the card]: the number heads the record, the evaluation body's long name closes it.
  const rows: [label: string, value: string, mono: boolean, wide: boolean][] = [
    ['证书编号', certificate.no, true, true],
    ['持证人', certificate.holderNameMasked, false, false],
    ['身份证号', certificate.idNumberMasked, true, false],
    ['职业（工种）', certificate.professionName, false, false],
    ['职业编码', certificate.professionCode, true, false],
    ['技能等级', SkillLevel.label(certificate.skillLevel), false, false],
    ['发证日期', formatSiteTime(certificate.issuedAt, 'YYYY年M月D日'), false, false],
    ['评价机构', certificate.institutionName, false, true],
  ];
  return (
    <dl className={styles.record} data-testid="certificate-record">
      {rows.map(([label, value, mono, wide]) => (
        <div key={label} className={wide ? `${styles.recordRow} ${styles.recordWide}` : styles.recordRow}>
          <dt>{label}</dt>
          <dd className={mono ? styles.mono : undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
