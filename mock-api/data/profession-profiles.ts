import type { Faker } from '@faker-js/faker';
import type { ProfessionProfile } from '@shared/schemas/profession';
import type { Catalogue } from './catalogue';

/** TODO(issue 8): profession profiles, one per catalogue profession. */
export function generateProfessionProfiles(faker: Faker, catalogue: Catalogue): ProfessionProfile[] {
  void faker;
  void catalogue;
  return [];
}
