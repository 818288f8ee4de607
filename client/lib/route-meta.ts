import type { UIMatch } from 'react-router';

export type Layout = 'default' | 'play' | 'search';
export type ColorModePreference = 'light' | 'dark' | 'system';

/** Static facts about a route, kept on `handle` so the server can write <title> before rendering. */
export interface RouteMeta {
  title: string;
  description?: string;
  /**
   * Breadcrumbs of logical parents that are sibling routes (课程 → 课程详情): [title, path pattern],
   * the pattern filled from the current params.
   */
  parents?: readonly (readonly [title: string, href: string])[];
  /** A page-level forced colour mode, overriding the visitor's preference. */
  colorMode?: Exclude<ColorModePreference, 'system'>;
  /** Keep the page out of search indexes (search results, personal pages). */
  noindex?: boolean;
}

export const SITE_NAME = '技能学堂';
export const HOME_TITLE = '登录技能学堂，探索新技能';
export const DEFAULT_DESCRIPTION =
  '技能学堂是职业技能在线学习平台：电工、焊工、养老护理员、人工智能训练师等职业课程，直播答疑、模拟考试与等级认定报名，一站式提升就业竞争力。';

/**
 * A loader may name its page after its data (a course's title): `{ meta: { title, description } }`
 * in its loader data overrides the static title and description of the route.
 */
export interface LoaderMeta {
  meta?: {
    title: string;
    description?: string;
    /** schema.org objects for crawlers (JSON-LD in the head). */
    structuredData?: readonly Record<string, unknown>[];
    /** The page's canonical path and query (a filtered list keeps its filters); default: the path alone. */
    canonical?: string;
    /** The Open Graph image, a site path such as a course cover. */
    image?: string;
    /** Open Graph type: a news story is an article; everything else a website. */
    type?: 'website' | 'article';
    /**
     * The image that will be the page's largest paint (a hero), preloaded from the head so it does not
     * wait behind the stylesheets and module preloads; `media` limits one to the screens that show it.
     */
    preloadImages?: readonly PreloadImage[];
  };
}

export interface PreloadImage {
  href: string;
  media?: string;
}

type PageMeta = NonNullable<LoaderMeta['meta']>;

/** The deepest page loader's meta, if it declared one. */
function loaderMetaOf(matches: readonly { data?: unknown }[]): PageMeta | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const meta = (matches[index]!.data as LoaderMeta | null | undefined)?.meta;
    if (meta) return meta;
  }
  return undefined;
}

/** The structured data the deepest page's loader declared, if any (server head only). */
export function structuredDataOf(matches: readonly { data?: unknown }[]): readonly Record<string, unknown>[] {
  return loaderMetaOf(matches)?.structuredData ?? [];
}

/** What the head's canonical link and Open Graph tags need beyond the title and description. */
export interface SharingMeta {
  canonical?: string;
  image?: string;
  type: 'website' | 'article';
  noindex: boolean;
}

/** The hero images the deepest page's loader asked to preload (server head only). */
export function preloadImagesOf(matches: readonly { data?: unknown }[]): readonly PreloadImage[] {
  return loaderMetaOf(matches)?.preloadImages ?? [];
}

/** Canonical path, image, type and indexing of the deepest page (server head only). */
export function sharingMetaOf(matches: readonly (Pick<UIMatch, 'handle'> & { data?: unknown })[]): SharingMeta {
  const fromLoader = loaderMetaOf(matches);
  const noindex = matches.some((match) => (match.handle as { meta?: RouteMeta } | undefined)?.meta?.noindex);
  return { canonical: fromLoader?.canonical, image: fromLoader?.image, type: fromLoader?.type ?? 'website', noindex: Boolean(noindex) };
}

type MetaMatch = Pick<UIMatch, 'handle'> & { data?: unknown };

export function metaOf(match: MetaMatch | undefined): RouteMeta | undefined {
  const handle = match?.handle as { meta?: RouteMeta } | undefined;
  const fromData = (match?.data as LoaderMeta | null | undefined)?.meta;
  if (!handle?.meta || !fromData) return handle?.meta;
  return { ...handle.meta, title: fromData.title, description: fromData.description ?? handle.meta.description };
}

const ERROR_TITLES: Record<number, string> = { 401: '请先登录', 404: '页面不存在', 500: '系统错误' };

/** The deepest matched route's meta decides the document title; an error page is titled by its status. */
export function documentHead(
  matches: readonly (Pick<UIMatch, 'handle' | 'id'> & { data?: unknown })[],
  errorStatus?: number,
): { title: string; description: string; colorMode?: RouteMeta['colorMode'] } {
  if (errorStatus && errorStatus >= 400) {
    const title = ERROR_TITLES[errorStatus] ?? (errorStatus >= 500 ? ERROR_TITLES[500]! : ERROR_TITLES[404]!);
    return { title: `${title} - ${SITE_NAME}`, description: DEFAULT_DESCRIPTION };
  }
  const deepest = [...matches].reverse().find((match) => metaOf(match));
  const meta = metaOf(deepest);
  if (!meta || deepest?.id === 'home') return { title: HOME_TITLE, description: DEFAULT_DESCRIPTION, colorMode: meta?.colorMode };
  return { title: `${meta.title} - ${SITE_NAME}`, description: meta.description ?? DEFAULT_DESCRIPTION, colorMode: meta.colorMode };
}
