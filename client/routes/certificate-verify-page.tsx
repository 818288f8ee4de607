import { data, redirect, useLoaderData, useLocation, useParams, type LoaderFunctionArgs } from 'react-router';
import { isApiError } from '@shared/api/api-client';
import { CODE_CERTIFICATE_CODE_REQUIRED, CODE_CERTIFICATE_NOT_FOUND, CODE_CERTIFICATE_QUERY_LIMITED } from '@shared/api/certification';
import { SkillLevel } from '@shared/enums/learning';
import { certificateNoPath, certificateVerifyPath } from '@shared/lib/certification-journey';
import {
  checkCertificateNo,
  checkVerificationCode,
  normaliseCertificateNo,
  normaliseVerificationCode,
} from '@shared/lib/certificate-rules';
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
const REFUSAL_STATUS: Record<VerificationRefusal['state'], number> = { 'not-found': 404, invalid: 404, limited: 429, 'code-required': 200 };

const refused = (refusal: VerificationRefusal) =>
  data<VerifyLoaderData>({ refusal, meta: { title: '证书核验' } }, { status: REFUSAL_STATUS[refusal.state] });

/** The 核验码 in the URL as the page reads it (at most 20 characters of it). */
const codeOf = (url: URL | { search: string }) =>
  normaliseVerificationCode((new URLSearchParams(url.search).get('code') ?? '').slice(0, 20));

/**
 * /certificate/verify/:no?code=… — what the certificate's QR code opens: the number and its 核验码.
 * A number typed in lower case or in groups goes to its one address; one that cannot be a
 * certificate number is answered here, without asking the API; the number alone (an old QR code, a
 * number read off the paper) asks for the code or sends to 证书查询, without looking it up; not found
 * and too many look-ups are pages of their own with their status.
 */
export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const raw = params.no ?? '';
  const no = normaliseCertificateNo(raw);
  const verdict = checkCertificateNo(no);
  if (verdict !== true) return refused({ state: 'invalid', no: raw.slice(0, 40), message: verdict });
  const url = new URL(request.url);
  const rawCode = url.searchParams.get('code') ?? '';
  const code = codeOf(url);
  if (!code) {
    if (no !== raw || url.search) throw redirect(certificateNoPath(no), 301);
    return refused({ state: 'code-required', no, message: null });
  }
  const codeVerdict = checkVerificationCode(code);
  if (codeVerdict !== true) return refused({ state: 'code-required', no, message: codeVerdict });
  if (no !== raw || code !== rawCode || url.searchParams.size !== 1) throw redirect(certificateVerifyPath(no, code), 301);
  const { queryClient, api } = context.get(appContext);
  try {
    const certificate = await queryClient.ensureQueryData(getPublicCertificateQueryOptions(api, no, code));
    const level = SkillLevel.label(certificate.skillLevel);
    const result: VerifyLoaderData = {
      refusal: null,
      meta: {
        title: '证书核验',
        description: `职业技能等级证书 ${no} 真实有效：${certificate.professionName}（${certificate.professionCode}）${level}，${certificate.institutionName}颁发。`,
        canonical: certificateVerifyPath(no, code),
      },
    };
    return result;
  } catch (error) {
    if (isApiError(error) && error.code === CODE_CERTIFICATE_NOT_FOUND) return refused({ state: 'not-found', no });
    if (isApiError(error) && error.code === CODE_CERTIFICATE_CODE_REQUIRED) return refused({ state: 'code-required', no, message: null });
    if (isApiError(error) && error.code === CODE_CERTIFICATE_QUERY_LIMITED)
      return refused({ state: 'limited', no, message: error.message });
    if (isApiError(error) && error.code === 400) return refused({ state: 'invalid', no, message: error.message });
    throw routeErrorOf(error);
  }
}

export function Component() {
  const { refusal } = useLoaderData<VerifyLoaderData>();
  const no = normaliseCertificateNo(useParams().no ?? '');
  const code = codeOf(useLocation());
  const certificate = usePublicCertificate(no, code);
  return (
    <div className={styles.verifyPage}>
      <Breadcrumb />
      <div className={styles.verifyLayout}>
        <div className={styles.verifyMain}>
          {refusal || !certificate ? (
            <VerificationRefused refusal={refusal ?? { state: 'not-found', no }}>
              <CertificateNoForm
                key={`${no} ${code}`}
                idPrefix="verify-retry"
                classes={styles}
                initial={refusal?.no ?? no}
                initialCode={code}
                label={refusal?.state === 'code-required' ? '证书编号' : '重新输入证书编号'}
              />
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
