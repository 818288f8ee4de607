import { redirect, useLocation, type LoaderFunctionArgs } from 'react-router';
import { certificateNoPath, certificateVerifyPath } from '@shared/lib/certification-journey';
import { normaliseCertificateNo, normaliseVerificationCode } from '@shared/lib/certificate-rules';
import type { LoaderMeta } from '@client/lib/route-meta';
import { oneOf } from '@client/lib/url-query';
import { PageHeading } from '@client/components/page-heading';
import { CertificateNoForm } from '@client/features/certificate-public/components/certificate-no-form';
import { CertificateQueryForm } from '@client/features/certificate-public/components/certificate-query-form';
import { QueryNotes } from '@client/features/certificate-public/components/query-notes';
import styles from '@client/features/certificate-public/certificate-query.module.css';

const QUERY_PATH = '/certificate/query';
const TABS = ['person', 'no'] as const;
type QueryTab = (typeof TABS)[number];
const MODES: readonly { key: QueryTab; label: string; href: string }[] = [
  { key: 'person', label: '按姓名和身份证号', href: QUERY_PATH },
  { key: 'no', label: '按证书编号', href: `${QUERY_PATH}?by=no` },
];
const tabOf = (search: URLSearchParams): QueryTab => oneOf(search.get('by'), TABS) ?? 'person';

/**
 * /certificate/query. `?no=&code=` is the certificate-number form sent without the script (or before
 * it runs): it goes on to that number's verification page, which judges the number and its 核验码. The name and ID
 * number never come through here: they are posted by the script alone.
 */
export function loader({ request }: LoaderFunctionArgs): LoaderMeta {
  const search = new URL(request.url).searchParams;
  const no = normaliseCertificateNo((search.get('no') ?? '').slice(0, 40));
  const code = normaliseVerificationCode((search.get('code') ?? '').slice(0, 20));
  if (no) throw redirect(code ? certificateVerifyPath(no, code) : certificateNoPath(no));
  return {
    meta: {
      title: '证书查询',
      description:
        '职业技能等级证书查询：按证书编号核验证书真伪，或按持证人姓名和身份证号查询名下的证书。结果只显示脱敏信息，不透露身份证号是否登记。',
      canonical: QUERY_PATH,
    },
  };
}

export function Component() {
  const tab = tabOf(new URLSearchParams(useLocation().search));
  return (
    <div className={styles.queryPage}>
      <PageHeading />
      <p className={styles.lead}>查询职业技能等级证书是否真实有效。证书信息由评价机构登记，结果只显示脱敏信息。</p>
      <div className={styles.queryLayout}>
        <section className={styles.queryCard} aria-label="证书查询方式">
          {/* Plain links, each way its own server-rendered URL (a certificate number is no secret; a name and ID number never reach one). */}
          <nav className={styles.modes} aria-label="查询方式">
            {MODES.map((mode) => (
              <a
                key={mode.key}
                href={mode.href}
                className={mode.key === tab ? `${styles.mode} ${styles.modeActive}` : styles.mode}
                aria-current={mode.key === tab ? 'page' : undefined}
                data-keep-scroll
              >
                {mode.label}
              </a>
            ))}
          </nav>
          <div className={styles.queryBody}>
            {tab === 'person' ? <CertificateQueryForm /> : <CertificateNoForm idPrefix="query-no" classes={styles} />}
          </div>
        </section>
        <aside className={styles.queryAside}>
          <QueryNotes />
        </aside>
      </div>
    </div>
  );
}
