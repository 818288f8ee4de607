import { idCheckChar, maskIdNumber } from '@shared/lib/id-card-rules';
import type { EnrollmentPlan } from '../enrollment/enrollment-plans';
import { createFaker } from '../core/faker';
import { DAY, HOUR } from '../core/rolling';
import type { CertificateRegistry, NewCertificate } from './certificate-registry';
import { evaluationBodyCodeOf } from './journey-facts';
import { professionCodeOf } from './profession-codes';

/** How many certificates of made-up holders the register starts with. */
export const PUBLIC_CERTIFICATE_COUNT = 200;

/** Real county-level area codes (the ID number's first six digits) across the country. */
const AREA_CODES = [
  '110105',
  '120101',
  '130102',
  '140105',
  '210102',
  '310115',
  '320102',
  '330106',
  '340104',
  '350102',
  '360103',
  '370202',
  '410105',
  '420106',
  '430102',
  '440305',
  '450103',
  '500103',
  '510107',
  '610113',
];

/** A made-up but well-formed 居民身份证号: a real area, a birth date, a sequence and its check character. */
function fakeIdNumber(area: string, birth: Date, sequence: number): string {
  const ymd = birth.toISOString().slice(0, 10).replaceAll('-', '');
  const first17 = `${area}${ymd}${String(sequence).padStart(3, '0')}`;
  return first17 + idCheckChar(first17);
}

/**
 * The public register at start: PUBLIC_CERTIFICATE_COUNT certificates of made-up holders (a seeded
 * faker: the same holders every run) for the occupations and levels the plans certify, issued by the
 * plans' evaluation bodies over the three years before the start — so the verification page and
 * 证书查询 find something real-looking. Placed relative to the start like the other seeded records.
 */
export function seedPublicCertificates(
  registry: CertificateRegistry,
  plans: readonly EnrollmentPlan[],
  seed: number,
  startedAt: number,
): void {
  const faker = createFaker(seed + 25);
  const certificates: NewCertificate[] = [];
  for (let index = 0; index < PUBLIC_CERTIFICATE_COUNT; index += 1) {
    const plan = faker.helpers.arrayElement(plans);
    const birth = faker.date.between({ from: '1966-01-01T00:00:00Z', to: '2004-12-31T00:00:00Z' });
    const idNumber = fakeIdNumber(faker.helpers.arrayElement(AREA_CODES), birth, faker.number.int({ min: 1, max: 999 }));
    const issuedAt = startedAt - faker.number.int({ min: 20, max: 1_100 }) * DAY - faker.number.int({ min: 0, max: 8 }) * HOUR;
    certificates.push({
      evaluationBodyCode: evaluationBodyCodeOf(plan.institutionId),
      holderName: `${faker.person.lastName()}${faker.person.firstName()}`,
      idNumber,
      idNumberMasked: maskIdNumber(idNumber),
      professionName: plan.professionName,
      professionCode: professionCodeOf(plan.professionName, plan.professionId),
      skillLevel: plan.skillLevel,
      institutionName: plan.institutionName,
      issuedAt,
      planId: null,
      round: null,
      accountId: null,
      theoryScore: faker.number.int({ min: 60, max: 96 }),
      practicalScore: faker.number.int({ min: 62, max: 98 }),
    });
  }
  // Numbered in the order they were issued, as a register numbers them.
  for (const certificate of certificates.sort((a, b) => a.issuedAt - b.issuedAt)) registry.issue(certificate);
}
