import type { Faker } from '@faker-js/faker';
import type { CourseBundleCard } from '@shared/schemas/course-bundle';
import type { Catalogue } from './catalogue';

/** TODO(issue 8): series and packs. */
export function generateCourseBundles(faker: Faker, catalogue: Catalogue): CourseBundleCard[] {
  void faker;
  void catalogue;
  return [];
}
