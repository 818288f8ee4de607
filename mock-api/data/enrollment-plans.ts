import type { Faker } from '@faker-js/faker';
import type { EnrollmentPlanCard } from '@shared/schemas/enrollment';
import type { Catalogue } from './catalogue';

/** TODO(issue 8): enrolment plans. */
export function generateEnrollmentPlans(faker: Faker, catalogue: Catalogue): EnrollmentPlanCard[] {
  void faker;
  void catalogue;
  return [];
}
