import type { Faker } from '@faker-js/faker';
import type { InstitutionCard } from '@shared/schemas/institution';
import type { Catalogue } from './catalogue';

/** TODO(issue 8): institutions. */
export function generateInstitutions(faker: Faker, catalogue: Catalogue): InstitutionCard[] {
  void faker;
  void catalogue;
  return [];
}
