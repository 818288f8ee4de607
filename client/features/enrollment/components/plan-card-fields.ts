import type { EnrollmentPlanCard } from '@shared/schemas/enrollment';
import { fields, type Viewed } from '@client/lib/data-view';

/** What a plan card reads of a plan (decision 017): a page's view keeps these. */
export const planCardFields = fields<EnrollmentPlanCard>()({
  id: true,
  status: true,
  skillLevel: true,
  subsidized: true,
  requiresRealName: true,
  myStatus: true,
  title: true,
  professionName: true,
  institutionName: true,
  enrolStart: true,
  enrolEnd: true,
  examDate: true,
  city: true,
  enrolledCount: true,
  quota: true,
  placesLeft: true,
  fee: true,
});
export type PlanCardData = Viewed<EnrollmentPlanCard, typeof planCardFields>;
