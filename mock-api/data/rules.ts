import type { Faker } from '@faker-js/faker';
import type { RuleCard } from '@shared/schemas/rule';
import type { Catalogue } from './catalogue';

/** TODO(issue 8): rules (both lists). */
export function generateRules(faker: Faker, catalogue: Catalogue): RuleCard[] {
  void faker;
  void catalogue;
  return [];
}
