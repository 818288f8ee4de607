import type { FastifyInstance } from 'fastify';
import type { MockApi } from '@mock/app';
import { tokenFromCookies, upstreamHeaders } from '../upstream-headers';
import { csrfGuard } from './csrf-guard';
import { applyAuthCookie, authRouteOf } from '../auth-cookie';
import { apiRateLimits, type ApiRateLimits } from '../api-rate-limit';

/**
 * The bundled mock API mounted at /api (API_UPSTREAM unset). Requests go through the same
 * header mapping as the real proxy, into the mock's own Fastify instance via inject, so both
 * paths behave alike and the SSR loaders share the mock's state.
 */
export async function apiInProcess(app: FastifyInstance, { mock, rateLimits }: { mock: MockApi; rateLimits?: ApiRateLimits }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
  app.addHook('onRequest', csrfGuard);
  await apiRateLimits(app, rateLimits);

  app.all('/*', async (request, reply) => {
    const path = request.url.slice('/api'.length) || '/';
    const response = await mock.app.inject({
      method: request.method as 'GET',
      url: path,
      headers: upstreamHeaders(request.headers, tokenFromCookies(request.cookies)),
      payload: request.body as Buffer | undefined,
    });
    const headers = { ...response.headers };
    delete headers['content-length'];
    delete headers['transfer-encoding'];
    delete headers.connection;
    const route = authRouteOf(request.method, request.url);
    // The token becomes an HttpOnly cookie and leaves the JSON (see auth-cookie.ts).
    const body = route ? applyAuthCookie(request, reply, route, response.rawPayload) : response.rawPayload;
    return reply.code(response.statusCode).headers(headers).send(body);
  });
}
