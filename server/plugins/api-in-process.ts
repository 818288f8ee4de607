import type { FastifyInstance } from 'fastify';
import type { MockApi } from '@mock/app';
import { upstreamHeaders } from '../upstream-headers';
import { applyAuthCookie, forwardedClientOf, requestToken, sessionEffectOf } from '../auth-cookie';
import type { ApiRateLimits } from '../api-rate-limit';
import { apiGuards } from './api-guards';

/**
 * The bundled mock API mounted at /api (API_UPSTREAM unset). Requests go through the same
 * guards and header mapping as the real proxy, into the mock's own Fastify instance via inject,
 * so both paths behave alike and the SSR loaders share the mock's state.
 */
export async function apiInProcess(app: FastifyInstance, { mock, rateLimits }: { mock: MockApi; rateLimits?: ApiRateLimits }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
  await apiGuards(app, rateLimits);

  app.all('/*', async (request, reply) => {
    const path = request.url.slice('/api'.length) || '/';
    const response = await mock.app.inject({
      method: request.method as 'GET',
      url: path,
      headers: upstreamHeaders(request.headers, requestToken(request), forwardedClientOf(request)),
      payload: request.body as Buffer | undefined,
    });
    const headers = { ...response.headers };
    delete headers['content-length'];
    delete headers['transfer-encoding'];
    delete headers.connection;
    const effect = sessionEffectOf(request.method, request.url);
    // The token becomes an HttpOnly cookie and leaves the JSON (see auth-cookie.ts).
    const body = effect ? applyAuthCookie(request, reply, effect, response.rawPayload, response.statusCode) : response.rawPayload;
    return reply.code(response.statusCode).headers(headers).send(body);
  });
}
