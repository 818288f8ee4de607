import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { clientDist } from '../paths';

/**
 * Production files from dist/client: hashed assets are immutable for a year; build manifests and
 * prerender payloads must always be revalidated. Routes are registered per file at start
 * (wildcard off), so every other path falls through to the SSR route. The build's `.br`/`.gz`
 * copies (scripts/precompress.mjs) are sent when the browser accepts them, with `Vary:
 * Accept-Encoding`; they get no routes of their own.
 */
export async function staticAssets(app: FastifyInstance) {
  await app.register(fastifyStatic, {
    root: clientDist,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    allowedPath: (path) => !path.startsWith('/.vite'),
    setHeaders: (response, path) => {
      if (path.includes('/assets/')) response.header('cache-control', 'public, max-age=31536000, immutable');
      else if (path.includes('/builds/') || path.endsWith('_payload.json')) response.header('cache-control', 'no-cache');
      else response.header('cache-control', 'public, max-age=3600');
    },
  });

  // Browsers, crawlers and feed readers still ask for /favicon.ico on pages without an icon link.
  app.get('/favicon.ico', (_request, reply) => reply.header('cache-control', 'public, max-age=86400').redirect('/favicon.svg', 301));
}
