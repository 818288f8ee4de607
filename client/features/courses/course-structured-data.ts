import type { CourseDetailView } from './get-course';
import { skillLevelName } from '@client/lib/format/catalogue-format';

/**
 * schema.org `Course` for a course page (name, description, provider, offer in CNY, rating), so
 * search engines can show it as a course result. Prices travel in fen; schema.org wants yuan.
 */
export function courseStructuredData(course: CourseDetailView): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    description: course.summary,
    provider: { '@type': 'Organization', name: course.institution },
    inLanguage: 'zh-CN',
    educationalLevel: skillLevelName(course.skillLevel),
    offers: { '@type': 'Offer', category: course.isFree ? 'Free' : 'Paid', price: (course.price / 100).toFixed(2), priceCurrency: 'CNY' },
    ...(course.reviewCount > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: course.rating, ratingCount: course.reviewCount, bestRating: 5 } }
      : {}),
  };
}
