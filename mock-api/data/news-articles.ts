import type { Faker } from '@faker-js/faker';
import type { NewsArticle } from '@shared/schemas/news';
import type { Catalogue } from './catalogue';

/** TODO(issue 8): news articles, keyed by the news item id. */
export function generateNewsArticles(faker: Faker, catalogue: Catalogue): NewsArticle[] {
  void faker;
  void catalogue;
  return [];
}
