/**
 * Rendered pages for signed-out visitors, in memory, per URL (origin, path and query). A page is
 * the same bytes for every signed-out visitor (no nonce: a hash-based CSP, server/render/inline-hashes.ts),
 * stored once in each encoding so a hit is sent as it is, never compressed again; bounded by entry
 * count and by bytes, least recently used first out. Fresh for `freshSeconds`, then served stale for
 * `staleSeconds` more while one background render (per URL) replaces it.
 */
export interface StoredPage {
  /** The HTML as UTF-8, and the same compressed once with brotli and with gzip. */
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** The page's Content-Security-Policy: the hashes of its own inline scripts. */
  csp: string;
}

export interface CachedPage extends StoredPage {
  bytes: number;
  storedAt: number;
  freshUntil: number;
  staleUntil: number;
}

export type Lookup = { state: 'fresh' | 'stale'; page: CachedPage } | undefined;

export interface PageCacheOptions {
  maxEntries: number;
  maxBytes: number;
  now?: () => number;
}

export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private readonly refreshing = new Set<string>();
  private totalBytes = 0;
  /** The cache's clock (ms), which tests set. */
  readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.pages.size;
  }

  get bytes(): number {
    return this.totalBytes;
  }

  lookup(key: string): Lookup {
    const page = this.pages.get(key);
    if (!page) return undefined;
    const now = this.now();
    if (now >= page.staleUntil) {
      this.remove(key);
      return undefined;
    }
    // Map order is insertion order: re-inserting marks the entry most recently used.
    this.pages.delete(key);
    this.pages.set(key, page);
    return { state: now < page.freshUntil ? 'fresh' : 'stale', page };
  }

  store(key: string, page: StoredPage, freshSeconds: number, staleSeconds: number): void {
    // Buffers are what the page really costs: the three encodings, nothing else of size.
    const bytes = page.identity.length + page.br.length + page.gzip.length;
    if (bytes > this.options.maxBytes / 4) return;
    this.remove(key);
    const now = this.now();
    this.pages.set(key, {
      ...page,
      bytes,
      storedAt: now,
      freshUntil: now + freshSeconds * 1000,
      staleUntil: now + (freshSeconds + staleSeconds) * 1000,
    });
    this.totalBytes += bytes;
    for (const [oldest] of this.pages) {
      if (this.pages.size <= this.options.maxEntries && this.totalBytes <= this.options.maxBytes) break;
      this.remove(oldest);
    }
  }

  /** Claims the one background refresh of a stale page; false when another is already running. */
  claimRefresh(key: string): boolean {
    if (this.refreshing.has(key)) return false;
    this.refreshing.add(key);
    return true;
  }

  releaseRefresh(key: string): void {
    this.refreshing.delete(key);
  }

  private remove(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.totalBytes -= page.bytes;
  }
}
