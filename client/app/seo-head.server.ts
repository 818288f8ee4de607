import { escapeHtml } from '@shared/lib/escape-html';
import { SITE_NAME, type SharingMeta } from '@client/lib/route-meta';

export interface SeoHeadInput extends SharingMeta {
  /** The site's origin, e.g. https://www.example.com (validated by the server). */
  origin: string;
  /** The requested path (no query). */
  path: string;
  title: string;
  description: string;
  /** Error pages: not indexed, no canonical. */
  isError: boolean;
}

/** A site path made absolute on the origin; absolute http(s) URLs pass, anything else is dropped. */
export function absoluteUrl(origin: string, pathOrUrl: string): string | undefined {
  if (pathOrUrl.startsWith('/') && !pathOrUrl.startsWith('//')) return origin + pathOrUrl;
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : undefined;
}

/**
 * Canonical link, robots and Open Graph tags. Crawlers and link previews (WeChat, Weibo, Slack)
 * read these from the first bytes, so they are written in the head, not by React.
 */
export function seoHeadHtml(input: SeoHeadInput): string {
  const attribute = (value: string) => escapeHtml(value);
  if (input.isError) return '<meta name="robots" content="noindex">';
  const canonical = absoluteUrl(input.origin, input.canonical ?? input.path) ?? input.origin + input.path;
  const image = input.image ? absoluteUrl(input.origin, input.image) : undefined;
  const tags = [
    input.noindex ? '<meta name="robots" content="noindex">' : '',
    `<link rel="canonical" href="${attribute(canonical)}">`,
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    '<meta property="og:locale" content="zh_CN">',
    `<meta property="og:type" content="${input.type}">`,
    `<meta property="og:title" content="${attribute(input.title)}">`,
    `<meta property="og:description" content="${attribute(input.description)}">`,
    `<meta property="og:url" content="${attribute(canonical)}">`,
    image ? `<meta property="og:image" content="${attribute(image)}">` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
  ];
  return tags.join('');
}

/** schema.org BreadcrumbList for a page with a breadcrumb (首页 › … › the page itself). */
export function breadcrumbStructuredData(
  origin: string,
  path: string,
  crumbs: readonly { title: string; href?: string }[],
): Record<string, unknown> | undefined {
  if (crumbs.length < 2) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.title,
      item: origin + (crumb.href ?? path),
    })),
  };
}
