import { errorMessage, isApiError } from '@shared/api/api-client';
import {
  CODE_CERTIFICATE_QUERY_CHALLENGE,
  CODE_CERTIFICATE_QUERY_LIMITED,
  CODE_CERTIFICATE_QUERY_NO_MATCH,
} from '@shared/api/certification';
import type { PublicCertificate } from '@shared/schemas/certification';
import { sameQuery, type CertificateQueryValues } from './certificate-query-draft';

/** What a 证书查询 came to, and for which values. */
export type QueryOutcome =
  | { kind: 'found'; for: CertificateQueryValues; certificates: PublicCertificate[] }
  | { kind: 'refused'; for: CertificateQueryValues; reason: 'no-match' | 'limited' | 'challenge' | 'failed'; message: string };

export const QUERY_FAILED_MESSAGE = '查询失败，请稍后再试';

/**
 * A refusal in the API's words: 1315 is its one neutral answer (never whether the ID number is
 * known), 1316 says when to ask again, 1317 asks for a challenge to be answered; anything else (offline, a server error) is a failure to retry.
 */
export function refusalOf(error: unknown, asked: CertificateQueryValues): QueryOutcome {
  const code = isApiError(error) ? error.code : undefined;
  const reason =
    code === CODE_CERTIFICATE_QUERY_NO_MATCH
      ? 'no-match'
      : code === CODE_CERTIFICATE_QUERY_LIMITED
        ? 'limited'
        : code === CODE_CERTIFICATE_QUERY_CHALLENGE
          ? 'challenge'
          : 'failed';
  return { kind: 'refused', for: asked, reason, message: errorMessage(error, QUERY_FAILED_MESSAGE) };
}

/** An answer is about the values it was asked with: it goes once they change — except 查询过于频繁, which is about the visitor. */
export function visibleOutcome(outcome: QueryOutcome | null, values: CertificateQueryValues): QueryOutcome | null {
  if (!outcome) return null;
  if (outcome.kind === 'refused' && outcome.reason === 'limited') return outcome;
  return sameQuery(outcome.for, values) ? outcome : null;
}
