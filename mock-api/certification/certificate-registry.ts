import { randomBytes, timingSafeEqual } from 'node:crypto';
import { normaliseIdNumber, normaliseRealName } from '@shared/lib/id-card-rules';
import { HOUR } from '../core/rolling';

/** One 职业技能等级证书 as the evaluation body's register keeps it. */
export interface CertificateRecord {
  no: string;
  /** 核验码: random, derived from nothing public; with the number it answers the public verification. */
  verificationCode: string;
  holderName: string;
  /** The whole ID number, kept for 证书查询 only (never answered, never logged); null when the holder had none verified here. */
  idNumber: string | null;
  idNumberMasked: string;
  professionName: string;
  professionCode: string;
  skillLevel: number;
  institutionName: string;
  /** Epoch ms. */
  issuedAt: number;
  /** The plan and round it was earned in, and its holder's account; null for the seeded public register. */
  planId: number | null;
  round: number | null;
  accountId: number | null;
  theoryScore: number | null;
  practicalScore: number | null;
}

export type NewCertificate = Omit<CertificateRecord, 'no' | 'verificationCode'> & { evaluationBodyCode: string };

/** Crockford's base32: no I, L, O or U (VERIFICATION_CODE_PATTERN). */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 8 characters, 40 random bits: the seeded certificates get theirs from the same source, never from the seed. */
function newVerificationCode(): string {
  return [...randomBytes(8)].map((byte) => CODE_ALPHABET[byte % 32]).join('');
}

/** The register keeps this many; past it the oldest that no account holds goes (a flood of sign-ups cannot grow it for ever). */
const MAX_CERTIFICATES = 100_000;

/**
 * The register of certificates: the seeded public ones (verification and 证书查询 have something to
 * find) and those issued here. A number is `S` + the evaluation body's 6-digit code + the 2-digit
 * year + the level + an 8-digit sequence (CERTIFICATE_NO_PATTERN: 18 characters, 17 digits). A
 * certificate outlives its holder's account here as it would in a real register: an evicted account's
 * certificates stay verifiable, no longer linked to anyone.
 */
export class CertificateRegistry {
  private readonly byNo = new Map<string, CertificateRecord>();
  private readonly byAccount = new Map<number, Set<string>>();
  private readonly byIdNumber = new Map<string, Set<string>>();
  private nextSequence = 1;

  issue(fields: NewCertificate): CertificateRecord {
    const { evaluationBodyCode, ...rest } = fields;
    const year = String(new Date(rest.issuedAt + 8 * HOUR).getUTCFullYear() % 100).padStart(2, '0');
    const no = `S${evaluationBodyCode}${year}${rest.skillLevel}${String(this.nextSequence++).padStart(8, '0')}`;
    const record: CertificateRecord = { ...rest, no, verificationCode: newVerificationCode() };
    this.byNo.set(no, record);
    if (record.accountId !== null) this.index(this.byAccount, record.accountId, no);
    if (record.idNumber !== null) this.index(this.byIdNumber, record.idNumber, no);
    if (this.byNo.size > MAX_CERTIFICATES) this.dropOldestUnheld();
    return record;
  }

  find(no: string): CertificateRecord | undefined {
    return this.byNo.get(no);
  }

  /** The certificate with this number AND this 核验码; none for an unknown number or a wrong code alike. */
  verified(no: string, code: string): CertificateRecord | undefined {
    const record = this.byNo.get(no);
    const given = Buffer.from(code);
    const kept = Buffer.from(record?.verificationCode ?? '');
    return record && given.length === kept.length && timingSafeEqual(given, kept) ? record : undefined;
  }

  /** The account's certificates, newest first. */
  ofAccount(accountId: number): CertificateRecord[] {
    return [...(this.byAccount.get(accountId) ?? [])].map((no) => this.byNo.get(no)!).sort((a, b) => b.issuedAt - a.issuedAt);
  }

  /** The certificate of one journey (account, plan, round), if issued. */
  ofJourney(accountId: number, planId: number, round: number): CertificateRecord | undefined {
    return this.ofAccount(accountId).find((record) => record.planId === planId && record.round === round);
  }

  /** Every certificate held under this ID number AND this name; none when either does not match. */
  matching(name: string, idNumber: string): CertificateRecord[] {
    const wantedName = normaliseRealName(name);
    return [...(this.byIdNumber.get(normaliseIdNumber(idNumber)) ?? [])]
      .map((no) => this.byNo.get(no)!)
      .filter((record) => normaliseRealName(record.holderName) === wantedName)
      .sort((a, b) => b.issuedAt - a.issuedAt);
  }

  /** An evicted account: its certificates stay in the register, linked to no account. */
  detachAccount(accountId: number): void {
    for (const no of this.byAccount.get(accountId) ?? []) this.byNo.get(no)!.accountId = null;
    this.byAccount.delete(accountId);
  }

  holdsFor(accountId: number): boolean {
    return this.byAccount.has(accountId);
  }

  get size(): number {
    return this.byNo.size;
  }

  /** Any certificate, for tests and the seed's own checks. */
  all(): IterableIterator<CertificateRecord> {
    return this.byNo.values();
  }

  private index<K>(map: Map<K, Set<string>>, key: K, no: string): void {
    let set = map.get(key);
    if (!set) map.set(key, (set = new Set()));
    set.add(no);
  }

  private dropOldestUnheld(): void {
    for (const record of this.byNo.values()) {
      if (record.accountId !== null || record.planId === null) continue;
      this.byNo.delete(record.no);
      if (record.idNumber !== null) this.byIdNumber.get(record.idNumber)?.delete(record.no);
      return;
    }
  }
}
