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

/** The `nonce-…` source of a CSP directive. */
export function cspNonce(csp: string | undefined, directive = 'script-src'): string | undefined {
  const part = (csp ?? '')
    .split(';')
    .map((item) => item.trim())
    .find((item) => item.startsWith(`${directive} `));
  return /'nonce-([^']+)'/.exec(part ?? '')?.[1];
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[char]!);
