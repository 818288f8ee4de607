import type { Faker } from '@faker-js/faker';
import type { ExamCard } from '@shared/schemas/exam';
import type { Catalogue } from './catalogue';

/** TODO(issue 8): exams (the exam engine extends these in issue 10). */
export function generateExams(faker: Faker, catalogue: Catalogue): ExamCard[] {
  void faker;
  void catalogue;
  return [];
}
