import type { FastifyInstance, FastifyRequest } from 'fastify';
import httpProxy from '@fastify/http-proxy';

/**
 * The bundled mock's developer controls (the latest SMS code, the QR app, WeChat's stand-in, the
 * clock) on the site's origin under /__mock, passed to the mock as they are. Registered only with
 * BUNDLED_MOCK=1, which `npm start` and `npm run dev` set for the mock they started: never in front
 * of an operator's API. The Host stays the site's, and the scheme the site sees goes as
 * X-Forwarded-Proto (the mock trusts it from loopback): the controls build their links and check a
 * form's Origin against both.
 */
export async function bundledMockControls(app: FastifyInstance, { upstream }: { upstream: string }) {
  await app.register(httpProxy, {
    upstream: new URL(upstream).origin,
    prefix: '/',
    rewritePrefix: '/__mock/',
    retryMethods: [],
    disableRequestLogging: true,
    replyOptions: {
      rewriteRequestHeaders: (request: FastifyRequest, headers: Record<string, unknown>) => ({
        ...headers,
        host: request.headers.host,
        'x-forwarded-proto': request.protocol,
      }),
    },
  } as never);
}
