import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { escapeHtml } from '@shared/lib/escape-html';
import { join, relative, sep } from 'node:path';

/** Written into prerendered HTML by scripts/prerender.mjs in place of the CSP nonce. */
export const NONCE_PLACEHOLDER = '__SKILL_CSP_NONCE__';
/** In place of the site origin (canonical and Open Graph URLs), which is known per request. */
export const ORIGIN_PLACEHOLDER = '__SKILL_SITE_ORIGIN__';
const SLOTS = new RegExp(`(${NONCE_PLACEHOLDER}|${ORIGIN_PLACEHOLDER})`);

export interface PrerenderedPages {
  /** The page's HTML with this response's nonce and origin, or undefined if the path was not prerendered. */
  html(path: string, nonce: string, origin: string): string | undefined;
  paths: string[];
}

/** Loads every index.html under dist/prerendered once at start, each split around its nonce and origin slots. */
export function loadPrerenderedPages(folder: string): PrerenderedPages {
  const pages = new Map<string, string[]>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name === 'index.html') {
        const path = `/${relative(folder, dir).split(sep).join('/')}`;
        pages.set(path, readFileSync(full, 'utf8').split(SLOTS));
      }
    }
  };
  if (existsSync(folder)) walk(folder);
  return {
    paths: [...pages.keys()],
    html: (path, nonce, origin) => {
      const parts = pages.get(path);
      if (!parts) return undefined;
      // split() with a capturing group keeps each slot's name at the odd indexes.
      let html = '';
      for (let index = 0; index < parts.length; index += 1) {
        const part = parts[index]!;
        html += index % 2 === 0 ? part : part === NONCE_PLACEHOLDER ? nonce : origin;
      }
      return html;
    },
  };
}

/**
 * The prerendered pages, if they were built with this filing line (SITE_ICP / SITE_PSB: the build
 * usually runs without the production values); else undefined, so those pages are rendered like
 * any other and never show another configuration's numbers or none.
 */
export function ifBuiltWithFilingLine(
  pages: PrerenderedPages,
  marker: string,
  warn: (message: string) => void,
): PrerenderedPages | undefined {
  const attribute = `data-site-legal="${escapeHtml(marker)}"`;
  const stale = pages.paths.filter((path) => !pages.html(path, '', '')?.includes(attribute));
  if (stale.length === 0) return pages;
  warn(`prerendered pages built with another SITE_ICP / SITE_PSB (${stale.join(', ')}): they are rendered per request instead`);
  return undefined;
}
