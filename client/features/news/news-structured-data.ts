import type { NewsDetail } from '@shared/schemas/news';
import { SITE_NAME } from '@client/lib/route-meta';

/**
 * schema.org `NewsArticle` for a story page (headline, dates, author, publisher), so search engines
 * can list it as news. Images are site paths; the page's Open Graph tags carry the absolute one.
 */
export function newsArticleStructuredData(article: Omit<NewsDetail, 'related' | 'relatedCourses'>): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.summary,
    datePublished: article.publishedAt,
    dateModified: article.publishedAt,
    articleSection: article.category,
    keywords: article.tags.join(','),
    inLanguage: 'zh-CN',
    author: { '@type': 'Person', name: article.author },
    publisher: { '@type': 'Organization', name: SITE_NAME },
    ...(article.source !== SITE_NAME && !article.source.startsWith(SITE_NAME)
      ? { sourceOrganization: { '@type': 'Organization', name: article.source } }
      : {}),
  };
}
