import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Written into prerendered HTML by scripts/prerender.mjs in place of the CSP nonce. */
export const NONCE_PLACEHOLDER = '__SKILL_CSP_NONCE__';

export interface PrerenderedPages {
  /** The page's HTML with this response's nonce, or undefined if the path was not prerendered. */
  html(path: string, nonce: string): string | undefined;
  paths: string[];
}

/** Loads every index.html under dist/prerendered once at start, each split around its nonce slots. */
export function loadPrerenderedPages(folder: string): PrerenderedPages {
  const pages = new Map<string, string[]>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name === 'index.html') {
        const path = `/${relative(folder, dir).split(sep).join('/')}`;
        pages.set(path, readFileSync(full, 'utf8').split(NONCE_PLACEHOLDER));
      }
    }
  };
  if (existsSync(folder)) walk(folder);
  return {
    paths: [...pages.keys()],
    html: (path, nonce) => pages.get(path)?.join(nonce),
  };
}
