import { expect } from 'vitest';
import {
  applyEnrollmentPlan,
  getEnrollmentFacets,
  getEnrollmentPlan,
  listEnrollmentPlans,
  resubmitMaterials,
  uploadMaterial,
  withdrawApplication,
} from '@shared/api/enrollment';
import type { MockApi } from '../app';
import { uploadedFileId, validApplicationForm, validUploadOf } from '../enrollment/application-testing';
import { call, demoToken, type Scenario } from './support';

/**
 * The demo learner's application to the `index`-th open plan (each scenario its own plan, as they
 * share a mock in the parity test), its materials uploaded through the API.
 */
async function applied({ app, store }: MockApi, index: number) {
  const token = await demoToken(app);
  const plan = store.content.enrollmentPlans.filter((candidate) => candidate.status === 'open')[index]!;
  const form = await validApplicationForm(app, token, plan, store.now());
  const body = await call(app, applyEnrollmentPlan, { url: `/enrollment/${plan.id}/apply`, payload: form, token });
  expect(body.code, body.msg).toBe(0);
  return { token, plan };
}

/** Enrolment plans and applications: the list, a plan, applying with the form, uploads, re-sending, withdrawing. */
export const enrollmentScenarios: Record<string, Scenario> = {
  [listEnrollmentPlans.id]: async () => ({ url: '/enrollment/list?page=1&size=12&status=open&level=2' }),
  [getEnrollmentFacets.id]: async () => ({ url: '/enrollment/facets' }),
  [getEnrollmentPlan.id]: async ({ app }) => ({ url: '/enrollment/3', token: await demoToken(app) }),
  [applyEnrollmentPlan.id]: async ({ app, store }) => {
    const token = await demoToken(app);
    const plan = store.content.enrollmentPlans.find((candidate) => candidate.status === 'open')!;
    return { url: `/enrollment/${plan.id}/apply`, payload: await validApplicationForm(app, token, plan, store.now()), token };
  },
  [uploadMaterial.id]: async ({ app }) => ({
    url: `${uploadMaterial.path}?kind=photo`,
    ...validUploadOf('photo'),
    token: await demoToken(app),
  }),
  [resubmitMaterials.id]: async (mock) => {
    const { token, plan } = await applied(mock, 1);
    // The reviewer sends the photo back; a new one goes in its place.
    mock.store.applications.decide(1, plan.id, 'rejected', undefined, 'photo');
    const fileId = await uploadedFileId(mock.app, token, 'photo');
    return { url: `/enrollment/${plan.id}/materials`, payload: { materials: [{ kind: 'photo', fileId }] }, token };
  },
  [withdrawApplication.id]: async (mock) => {
    const { token, plan } = await applied(mock, 2);
    return { url: `/enrollment/${plan.id}/withdraw`, token };
  },
};
