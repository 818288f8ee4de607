import { describe, expect, it } from 'vitest';
import type { PublicCertificate } from '@shared/schemas/certification';
import {
  CERTIFICATE_QUERY_DRAFT_KEY,
  readCertificateQueryDraft,
  saveCertificateQueryDraft,
  sameQuery,
  type CertificateQueryDraft,
} from './certificate-query-draft';

const CERTIFICATE: PublicCertificate = {
  no: 'S20251234567890123',
  verificationCode: '7KQ2M9XD',
  holderNameMasked: '李*',
  idNumberMasked: '110***********002X',
  professionName: '电工',
  professionCode: '6-31-01-03',
  skillLevel: 3,
  institutionName: '评价站',
  issuedAt: '2025-06-30T02:00:00.000Z',
};

/** A Storage of one map, as sessionStorage behaves. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('证书查询 draft (sessionStorage)', () => {
  it('keeps what was typed and the answer to it, and reads them back', () => {
    const storage = memoryStorage();
    const draft: CertificateQueryDraft = {
      name: '李四',
      idNumber: '11010519491231002x',
      answer: { for: { name: '李四', idNumber: '11010519491231002x' }, certificates: [CERTIFICATE] },
    };
    saveCertificateQueryDraft(storage, draft);
    expect(readCertificateQueryDraft(storage)).toEqual(draft);
  });

  it('an emptied form leaves nothing behind', () => {
    const storage = memoryStorage({ [CERTIFICATE_QUERY_DRAFT_KEY]: JSON.stringify({ name: '李四', idNumber: '1', answer: null }) });
    saveCertificateQueryDraft(storage, { name: '', idNumber: '', answer: null });
    expect(storage.items.has(CERTIFICATE_QUERY_DRAFT_KEY)).toBe(false);
  });

  it('trusts nothing stored: another shape, bad JSON or a tampered answer', () => {
    const read = (raw: string) => readCertificateQueryDraft(memoryStorage({ [CERTIFICATE_QUERY_DRAFT_KEY]: raw }));
    expect(read('{')).toBeNull();
    expect(read('"李四"')).toBeNull();
    expect(read(JSON.stringify({ name: 1, idNumber: '' }))).toBeNull();
    expect(read(JSON.stringify({ name: '李四', idNumber: '1'.repeat(500) }))?.idNumber).toHaveLength(64);
    const tampered = read(
      JSON.stringify({ name: '李四', idNumber: '', answer: { for: { name: '李四', idNumber: '' }, certificates: [{ no: '<b>' }] } }),
    );
    expect(tampered).toEqual({ name: '李四', idNumber: '', answer: null });
  });

  it('survives a storage that refuses (private mode, full)', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readCertificateQueryDraft(refusing)).toBeNull();
    expect(() => saveCertificateQueryDraft(refusing, { name: '李四', idNumber: '', answer: null })).not.toThrow();
    expect(readCertificateQueryDraft(undefined)).toBeNull();
  });

  it('reads two entries as the same question as the API would (spaces, a lower-case x), and no others', () => {
    const asked = { name: '李四', idNumber: '11010519491231002X' };
    expect(sameQuery(asked, { name: ' 李四 ', idNumber: '110105 19491231002x' })).toBe(true);
    expect(sameQuery(asked, { name: '李五', idNumber: '11010519491231002X' })).toBe(false);
    expect(sameQuery(asked, { name: '李四', idNumber: '110105194912310021' })).toBe(false);
  });
});
