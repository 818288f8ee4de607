import type { Faker } from '@faker-js/faker';
import type { QuestionCard } from '@shared/schemas/question';
import type { Catalogue } from './catalogue';

/** TODO(issue 8): community questions (issue 11 extends these). */
export function generateQuestions(faker: Faker, catalogue: Catalogue): QuestionCard[] {
  void faker;
  void catalogue;
  return [];
}
