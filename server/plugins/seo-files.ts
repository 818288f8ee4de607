import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createApiClient, type ApiClient } from '@shared/api/api-client';
import { listCourses } from '@shared/api/catalogue';
import { listCoursePacks, listCourseSeries } from '@shared/api/course-bundles';
import { listEnrollmentPlans } from '@shared/api/enrollment';
import { listProfessions } from '@shared/api/profession';
import { listInstitutions } from '@shared/api/institution';
import { listNews } from '@shared/api/news';
import { listRules } from '@shared/api/rule';
import { escapeHtml } from '@shared/lib/escape-html';
import type { TransportFactory } from '../api-transport';
import type { Renderer } from '../render/renderer';
import { crawlerOriginOf } from '../site-origin';
import { forwardedClientOf } from '../auth-cookie';
import { requestTrace } from '../trace-context';

/** The sitemap is rebuilt at most this often (its course list comes from the API). */
const SITEMAP_TTL_MS = 10 * 60_000;
const PAGE_SIZE = 100;
/** A sitemap file holds at most 50,000 URLs: a bound on the pages read per kind (and on the API calls). */
const MAX_PAGES_PER_KIND = 50;

type IdPage = { list: readonly { id: number }[]; total: number };

/** Every detail page with public content: its path prefix and how to read one page of its ids. */
const DETAIL_SOURCES: readonly { prefix: string; page: (api: ApiClient, page: number) => Promise<IdPage> }[] = [
  { prefix: '/course/', page: (api, page) => api.call(listCourses, { query: { page, size: PAGE_SIZE, sort: 'latest' } }) },
  { prefix: '/course/group/', page: (api, page) => api.call(listCourseSeries, { query: { page, size: PAGE_SIZE } }) },
  { prefix: '/course/project/', page: (api, page) => api.call(listCoursePacks, { query: { page, size: PAGE_SIZE } }) },
  { prefix: '/enrollment/', page: (api, page) => api.call(listEnrollmentPlans, { query: { page, size: PAGE_SIZE } }) },
  { prefix: '/profession/', page: (api, page) => api.call(listProfessions, { query: { page, size: PAGE_SIZE } }) },
  { prefix: '/institutional/', page: (api, page) => api.call(listInstitutions, { query: { page, size: PAGE_SIZE } }) },
  { prefix: '/news/', page: (api, page) => api.call(listNews, { query: { page, size: PAGE_SIZE } }) },
  { prefix: '/rule/effective/', page: (api, page) => api.call(listRules, { query: { page, size: PAGE_SIZE, kind: 'effective' } }) },
  { prefix: '/rule/publicity/', page: (api, page) => api.call(listRules, { query: { page, size: PAGE_SIZE, kind: 'publicity' } }) },
];

/** One kind's detail paths, in id order, reading its list page by page. */
async function detailPaths(api: ApiClient, source: (typeof DETAIL_SOURCES)[number]): Promise<string[]> {
  const ids: number[] = [];
  for (let page = 1; page <= MAX_PAGES_PER_KIND; page += 1) {
    const result = await source.page(api, page);
    ids.push(...result.list.map((item) => item.id));
    if (page * PAGE_SIZE >= result.total || result.list.length === 0) break;
  }
  return ids.sort((a, b) => a - b).map((id) => source.prefix + id);
}

/**
 * What no crawler should walk: the signed-in pages (the route table's protected patterns, in
 * robots.txt syntax: `**` → a prefix, `*` → robots' wildcard, an exact page anchored with `$` so
 * that `/community/question` does not hide `/community/question/{id}`), the API, developer
 * controls, the sign-in hop and search results.
 */
export function disallowRules(protectedPatterns: readonly string[]): string[] {
  const fromProtected = protectedPatterns.map((pattern) => (pattern.endsWith('/**') ? pattern.slice(0, -2) : `${pattern}$`));
  return [...new Set([...fromProtected, '/api/', '/__mock/', '/auth/', '/search'])];
}

/**
 * robots.txt and sitemap.xml: every public content URL (the static sections and every detail page),
 * absolute on SITE_ORIGIN (see crawlerOriginOf: never on a Host the request chose); private
 * sections disallowed.
 */
export async function seoFiles(
  app: FastifyInstance,
  { transport, siteOrigin, renderer }: { transport: TransportFactory; siteOrigin?: string; renderer: Pick<Renderer, 'load'> },
) {
  const originOf = (request: FastifyRequest) => crawlerOriginOf(request, siteOrigin);
  let warned = false;
  const noOrigin = (request: FastifyRequest) => {
    if (warned) return;
    warned = true;
    request.log.warn(
      'SITE_ORIGIN is not set: robots.txt names no sitemap and /sitemap.xml answers 404 on any host but localhost (see docs/operations.md)',
    );
  };
  let cached: { at: number; paths: string[] } | null = null;

  async function contentPaths(request: FastifyRequest): Promise<string[]> {
    if (cached && Date.now() - cached.at < SITEMAP_TTL_MS) return cached.paths;
    const api = createApiClient(
      transport({ token: undefined, client: forwardedClientOf(request), log: request.log, trace: requestTrace(request.raw) }),
    );
    const details = await Promise.all(DETAIL_SOURCES.map((source) => detailPaths(api, source)));
    // Public pages that exist whatever the catalogue holds, from the route table.
    const paths = [...(await renderer.load()).sitemapPaths(), ...details.flat()];
    cached = { at: Date.now(), paths };
    return paths;
  }

  app.get('/robots.txt', async (request, reply) => {
    const origin = originOf(request);
    if (!origin) noOrigin(request);
    const { protectedPatterns } = await renderer.load();
    const lines = [
      'User-agent: *',
      ...disallowRules(protectedPatterns()).map((rule) => `Disallow: ${rule}`),
      '',
      ...(origin ? [`Sitemap: ${origin}/sitemap.xml`] : []),
      '',
    ];
    return reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(lines.join('\n'));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = originOf(request);
    if (!origin) {
      noOrigin(request);
      return reply.callNotFound();
    }
    let paths: string[];
    try {
      paths = await contentPaths(request);
    } catch (error) {
      request.log.warn({ err: error }, 'sitemap: a content list could not be read');
      return reply
        .code(503)
        .header('retry-after', '60')
        .header('content-type', 'text/plain; charset=utf-8')
        .send('站点地图暂不可用，请稍后重试');
    }
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...paths.map((path) => `<url><loc>${escapeHtml(origin + path)}</loc></url>`),
      '</urlset>',
      '',
    ].join('\n');
    return reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(body);
  });
}
