import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig } from '../config';
import { productionRenderer } from '../render/production-renderer';
import type { Renderer } from '../render/renderer';

/** The site as `npm start` builds it (production renderer from dist/), quiet, ready for inject. */
export async function buildTestApp(env: Record<string, string> = {}, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  // Load shedding off unless a test asks for it: a busy test machine lags for seconds, and a 503
  // there would fail tests about something else (server/health.test.ts tests the shedding itself).
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', MAX_EVENT_LOOP_DELAY_MS: '0', ...env }), options);
  await app.ready();
  return app;
}

/** The production renderer with a counter of renders: proves a request was answered without rendering React. */
export function countingRenderer(): Renderer & { renders: () => number } {
  const real = productionRenderer();
  let count = 0;
  return {
    ...real,
    load: async () => {
      const module = await real.load();
      return {
        ...module,
        render: (options) => {
          count += 1;
          return module.render(options);
        },
      };
    },
    renders: () => count,
  };
}

export interface ScriptTag {
  attributes: Record<string, string>;
  content: string;
}

function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    attributes[match[1]!.toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return attributes;
}

/** Every <tag …>…</tag> of one kind in a document (script or style), attributes decoded loosely. */
export function tagsOf(html: string, tag: 'script' | 'style'): ScriptTag[] {
  const pattern = new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, 'gi');
  return [...html.matchAll(pattern)].map((match) => ({ attributes: parseAttributes(match[1]!), content: match[2]! }));
}

/** The `nonce-…` source of a CSP directive. */
export function cspNonce(csp: string | undefined, directive = 'script-src'): string | undefined {
  const part = (csp ?? '')
    .split(';')
    .map((item) => item.trim())
    .find((item) => item.startsWith(`${directive} `));
  return /'nonce-([^']+)'/.exec(part ?? '')?.[1];
}

export const STATE_SCRIPT = /<script type="application\/json" id="__SKILL_STATE__">([\s\S]*?)<\/script>/;

/** The hydration state the page ships, parsed. */
export function hydrationState(html: string): Record<string, unknown> {
  const match = STATE_SCRIPT.exec(html);
  if (!match) throw new Error('no __SKILL_STATE__ script in the page');
  return JSON.parse(match[1]!) as Record<string, unknown>;
}

/** The markup people see: the document without the hydration state script. */
export function visibleMarkup(html: string): string {
  return html.replace(STATE_SCRIPT, '');
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[char]!);

/** The text content of a document, tags stripped and the common entities decoded. */
export function textOf(html: string): string {
  return visibleMarkup(html)
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(
      /&(amp|lt|gt|quot|#x27|#39);/g,
      (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" })[name]!,
    )
    .replace(/\s+/g, ' ');
}
