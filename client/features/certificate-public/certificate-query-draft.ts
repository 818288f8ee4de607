import type { PublicCertificate } from '@shared/schemas/certification';
import { normaliseHolderName, normaliseQueryIdNumber } from '@shared/lib/certificate-rules';

/**
 * What the 证书查询 form holds, kept in the tab's sessionStorage so a refusal, a reload or a look at
 * one result's verification page and back loses nothing. Never localStorage (an ID number must not
 * outlive the tab) and never the URL (it would reach history, logs and referrers).
 */
export interface CertificateQueryValues {
  name: string;
  idNumber: string;
}

/** The form's values and, when it was asked, the answer to exactly those values (masked data only). */
export interface CertificateQueryDraft extends CertificateQueryValues {
  answer: { for: CertificateQueryValues; certificates: PublicCertificate[] } | null;
}

export const CERTIFICATE_QUERY_DRAFT_KEY = 'skill:certificate:query';
/** Longer than either field may be: a stored value is never trusted blindly. */
const MAX_FIELD_LENGTH = 64;

const textOf = (value: unknown): string | null => (typeof value === 'string' ? value.slice(0, MAX_FIELD_LENGTH) : null);

function valuesOf(value: unknown): CertificateQueryValues | null {
  if (typeof value !== 'object' || value === null) return null;
  const { name, idNumber } = value as Record<string, unknown>;
  const [safeName, safeIdNumber] = [textOf(name), textOf(idNumber)];
  return safeName === null || safeIdNumber === null ? null : { name: safeName, idNumber: safeIdNumber };
}

const isCertificate = (value: unknown): value is PublicCertificate =>
  typeof value === 'object' &&
  value !== null &&
  ['no', 'holderNameMasked', 'idNumberMasked', 'professionName', 'professionCode', 'institutionName', 'issuedAt'].every(
    (key) => typeof (value as Record<string, unknown>)[key] === 'string',
  ) &&
  typeof (value as Record<string, unknown>).skillLevel === 'number';

/** The saved draft, or null (none, unreadable, or of another shape). */
export function readCertificateQueryDraft(storage: Pick<Storage, 'getItem'> | undefined): CertificateQueryDraft | null {
  try {
    const raw = storage?.getItem(CERTIFICATE_QUERY_DRAFT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const values = valuesOf(parsed);
    if (!values) return null;
    const answer = parsed.answer as Record<string, unknown> | null | undefined;
    const answeredFor = valuesOf(answer?.for);
    const certificates = answer?.certificates;
    const validAnswer = answeredFor && Array.isArray(certificates) && certificates.every(isCertificate);
    return { ...values, answer: validAnswer ? { for: answeredFor, certificates: certificates.slice(0, 50) } : null };
  } catch {
    return null;
  }
}

/** Saves the draft; an empty form leaves nothing behind. */
export function saveCertificateQueryDraft(
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined,
  draft: CertificateQueryDraft,
): void {
  try {
    if (!draft.name && !draft.idNumber) storage?.removeItem(CERTIFICATE_QUERY_DRAFT_KEY);
    else storage?.setItem(CERTIFICATE_QUERY_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or forbidden (private mode): the form still works, only without the draft.
  }
}

/** Two entries that the API would read as the same question (spaces, a lower-case x). */
export const sameQuery = (a: CertificateQueryValues, b: CertificateQueryValues): boolean =>
  normaliseHolderName(a.name) === normaliseHolderName(b.name) && normaliseQueryIdNumber(a.idNumber) === normaliseQueryIdNumber(b.idNumber);
