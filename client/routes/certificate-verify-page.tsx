import { data, redirect, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { isApiError } from '@shared/api/api-client';
import { CODE_CERTIFICATE_NOT_FOUND, CODE_CERTIFICATE_QUERY_LIMITED } from '@shared/api/certification';
import { SkillLevel } from '@shared/enums/learning';
import { certificateVerifyPath } from '@shared/lib/certification-journey';
import { checkCertificateNo, normaliseCertificateNo } from '@shared/lib/certificate-rules';
import { appContext } from '@client/lib/app-context';
import type { LoaderMeta } from '@client/lib/route-meta';
import { routeErrorOf } from '@client/lib/route-error';
import { Breadcrumb } from '@client/components/page-heading';
import { getPublicCertificateQueryOptions, usePublicCertificate } from '@client/features/certificate-public/get-public-certificate';
import { CertificateNoForm } from '@client/features/certificate-public/components/certificate-no-form';
import { VerificationNotes } from '@client/features/certificate-public/components/verification-notes';
import {
  VerificationRefused,
  VerifiedCertificate,
  type VerificationRefusal,
} from '@client/features/certificate-public/components/verification-result';
import styles from '@client/features/certificate-public/certificate-verify.module.css';

type VerifyLoaderData = LoaderMeta & { refusal: VerificationRefusal | null };

/** The HTTP status of each refusal: the URL names no certificate (404), or the visitor must wait (429). */
const REFUSAL_STATUS: Record<VerificationRefusal['state'], number> = { 'not-found': 404, invalid: 404, limited: 429 };

const refused = (refusal: VerificationRefusal) =>
  data<VerifyLoaderData>({ refusal, meta: { title: '证书核验' } }, { status: REFUSAL_STATUS[refusal.state] });

/**
 * /certificate/verify/:no — what the certificate's QR code opens. A number typed in lower case or in
 * groups goes to its one address; one that cannot be a certificate number is answered here, without
 * asking the API; not found and too many look-ups are pages of their own with their status.
 */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const raw = params.no ?? '';
  const no = normaliseCertificateNo(raw);
  const verdict = checkCertificateNo(no);
  if (verdict !== true) return refused({ state: 'invalid', no: raw.slice(0, 40), message: verdict });
  if (no !== raw) throw redirect(certificateVerifyPath(no), 301);
  const { queryClient, api } = context.get(appContext);
  try {
    const certificate = await queryClient.ensureQueryData(getPublicCertificateQueryOptions(api, no));
    const level = SkillLevel.label(certificate.skillLevel);
    const result: VerifyLoaderData = {
      refusal: null,
      meta: {
        title: '证书核验',
        description: `职业技能等级证书 ${no} 真实有效：${certificate.professionName}（${certificate.professionCode}）${level}，${certificate.institutionName}颁发。`,
        canonical: certificateVerifyPath(no),
      },
    };
    return result;
  } catch (error) {
    if (isApiError(error) && error.code === CODE_CERTIFICATE_NOT_FOUND) return refused({ state: 'not-found', no });
    if (isApiError(error) && error.code === CODE_CERTIFICATE_QUERY_LIMITED)
      return refused({ state: 'limited', no, message: error.message });
    if (isApiError(error) && error.code === 400) return refused({ state: 'invalid', no, message: error.message });
    throw routeErrorOf(error);
  }
}

export function Component() {
  const { refusal } = useLoaderData<VerifyLoaderData>();
  const no = normaliseCertificateNo(useParams().no ?? '');
  const certificate = usePublicCertificate(no);
  return (
    <div className={styles.verifyPage}>
      <Breadcrumb />
      <div className={styles.verifyLayout}>
        <div className={styles.verifyMain}>
          {refusal || !certificate ? (
            <VerificationRefused refusal={refusal ?? { state: 'not-found', no }}>
              <CertificateNoForm key={no} idPrefix="verify-retry" classes={styles} initial={refusal?.no ?? no} label="重新输入证书编号" />
            </VerificationRefused>
          ) : (
            <VerifiedCertificate certificate={certificate} />
          )}
        </div>
        <aside className={styles.verifyAside}>
          <VerificationNotes />
          {refusal ? null : (
            <section className={styles.notes} aria-labelledby="verify-another-title">
              <h2 id="verify-another-title">核验其他证书</h2>
              <CertificateNoForm idPrefix="verify-another" classes={styles} />
            </section>
          )}
        </aside>
      </div>
    </div>
  );
}
