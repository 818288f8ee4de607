import type { FastifyInstance } from 'fastify';
import { serveOnLoopback, startMockApi, type MockApi } from '@skill/mock-api';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig } from '../config';
import { productionRenderer } from '../render/production-renderer';
import type { Renderer } from '../render/renderer';

/** The site with the bundled mock behind it, as `npm start` runs them; `mockApi` is the mock's own package API. */
export type TestApp = FastifyInstance & { mockApi: MockApi };

/**
 * The site as `npm start` builds it (production renderer from dist/), quiet, ready for inject, on a
 * bundled mock listening on loopback (MOCK_* variables of `env` configure it; `mock` brings one of
 * the test's own), reached over HTTP as any API. With API_UPSTREAM in `env`, that API instead (`mockApi` null).
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: BuildAppOptions & {
    mock?: MockApi;
    /** Routes or hooks of the test's own, added before the site is ready. */
    configure?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const { mock, configure, ...appOptions } = options;
  const mockEnv = Object.fromEntries(Object.entries(env).filter(([key]) => key.startsWith('MOCK_')));
  const upstream = env.API_UPSTREAM ? undefined : mock ? await serveOnLoopback(mock) : await startMockApi(mockEnv);
  // Load shedding off unless a test asks for it: a busy test machine lags for seconds, and a 503
  // there would fail tests about something else (server/health.test.ts tests the shedding itself).
  const app = await buildApp(
    loadConfig({
      LOG_LEVEL: 'silent',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      ...(upstream ? { API_UPSTREAM: upstream.url, BUNDLED_MOCK: '1' } : {}),
      ...env,
    }),
    appOptions,
  );
  if (upstream) app.addHook('onClose', () => upstream.close());
  configure?.(app);
  await app.ready();
  return Object.assign(app, { mockApi: (upstream?.mock ?? null) as MockApi });
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
