// The pages measured and their static copies: the SSR HTML of each, written as a file the same
// server then serves with @fastify/static (static routes are registered at start, so only a server
// started after the copies exist serves them).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LIST_PAGES, HOME, pageName } from './options';

export interface BenchPage {
  path: string;
  name: string;
  bytes: number;
  staticPath: string;
}

/** Home always; list pages only when they answer 200 with HTML (requested ones that do not are reported). */
export async function capturePages(
  origin: string,
  benchDir: string,
  requested: readonly string[] | null,
  log: (message: string) => void,
): Promise<BenchPage[]> {
  const candidates = [...new Set([HOME, ...(requested ?? DEFAULT_LIST_PAGES)])];
  mkdirSync(benchDir, { recursive: true });
  const pages: BenchPage[] = [];
  for (const path of candidates) {
    const response = await fetch(origin + path, { redirect: 'manual' });
    const html = Buffer.from(await response.arrayBuffer());
    const isHtml = response.headers.get('content-type')?.startsWith('text/html') ?? false;
    if (response.status !== 200 || !isHtml) {
      if (path === HOME) throw new Error(`/ answered ${response.status} (${response.headers.get('content-type')}): nothing to measure`);
      log(`skipping ${path}: HTTP ${response.status}`);
      continue;
    }
    const name = pageName(path);
    writeFileSync(join(benchDir, `${name}.html`), html);
    pages.push({ path, name, bytes: html.length, staticPath: `/__bench/${name}.html` });
  }
  return pages;
}

/** Each static copy answers 200 on this server (else its figures would be an error page's). */
export async function checkStaticCopies(origin: string, pages: readonly BenchPage[]): Promise<void> {
  for (const page of pages) {
    const response = await fetch(origin + page.staticPath);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`static copy ${page.staticPath} answered ${response.status}`);
  }
}
