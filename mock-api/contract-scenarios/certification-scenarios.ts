import {
  getAdmissionTicket,
  getJourney,
  getQueryChallenge,
  listJourneys,
  listMyCertificates,
  queryCertificates,
  verifyCertificate,
} from '@shared/api/certification';
import { applyEnrollmentPlan } from '@shared/api/enrollment';
import { expect } from 'vitest';
import type { MockApi } from '../app';
import { validApplicationForm } from '../enrollment/application-testing';
import { call, demoToken, type Scenario } from './support';

/** The demo learner's journey that is finished (seeded: every step done, the certificate issued). */
const finishedPlanOf = ({ certification }: MockApi) => certification.journeysOf(1).find((facts) => facts.certificate !== null)!.plan.id;

/** A certificate of the seeded public register (a made-up holder). */
const publicCertificate = ({ certification }: MockApi) =>
  [...certification.records.certificates.all()].find((record) => record.accountId === null && record.idNumber !== null)!;

/** The certification journey, the admission ticket, my certificates, public verification and 证书查询 (issue 25 §3). */
export const certificationScenarios: Record<string, Scenario> = {
  [listJourneys.id]: async ({ app }) => ({ url: listJourneys.path, token: await demoToken(app) }),
  [getJourney.id]: async (mock) => ({ url: `/certification/journeys/${finishedPlanOf(mock)}`, token: await demoToken(mock.app) }),
  // A fresh application through the API (its photo an upload of this run), approved, the ticket issued now.
  [getAdmissionTicket.id]: async ({ app, store, certification }) => {
    const token = await demoToken(app);
    const plan = store.content.enrollmentPlans.findLast((candidate) => candidate.status === 'open' && candidate.fee === 0)!;
    const form = await validApplicationForm(app, token, plan, store.now());
    const applied = await call(app, applyEnrollmentPlan, { url: `/enrollment/${plan.id}/apply`, payload: form, token });
    expect(applied.code, applied.msg).toBe(0);
    const { planRound } = store.applications.decide(1, plan.id, 'approved')!;
    certification.records.edit(1, plan.id, planRound).ticketIssuedAt = store.now();
    return { url: `/certification/journeys/${plan.id}/ticket`, token };
  },
  [listMyCertificates.id]: async ({ app }) => ({ url: listMyCertificates.path, token: await demoToken(app) }),
  // The 核验码 as the holder learns it, through 证书查询 (random on each side: a mirror learns which is which from the answers).
  [verifyCertificate.id]: async (mock) => {
    const { no, holderName, idNumber } = publicCertificate(mock);
    const found = await call(mock.app, queryCertificates, { url: queryCertificates.path, payload: { name: holderName, idNumber } });
    expect(found.code, found.msg).toBe(0);
    const { verificationCode } = (found.data as { certificates: { no: string; verificationCode: string }[] }).certificates.find(
      (certificate) => certificate.no === no,
    )!;
    return { url: `/certificate/verify/${no}?code=${verificationCode}` };
  },
  [queryCertificates.id]: async (mock) => {
    const { holderName, idNumber } = publicCertificate(mock);
    return { url: queryCertificates.path, payload: { name: holderName, idNumber } };
  },
  [getQueryChallenge.id]: async () => ({ url: getQueryChallenge.path }),
};
