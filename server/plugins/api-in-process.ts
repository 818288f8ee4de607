import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import type { MockApi } from '@mock/app';
import { afterOf, openLiveSocket } from '@mock/live/live-socket';
import { liveSocketRefusal } from '@mock/live/live-access';
import { LIVE_SOCKET_MAX_PAYLOAD, LIVE_SOCKET_ROUTE } from '@shared/schemas/live-frames';
import { UploadSlots, uploadGate } from '@mock/community/upload-gate';
import { UPLOAD_BODY_MAX, UPLOAD_ROUTES } from '../upload-routes';
import { upstreamHeaders } from '../upstream-headers';
import { callTrace, requestTrace } from '../trace-context';
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
  // Before the guards: its hooks must see an upgrade first, so that a handshake the guards refuse
  // (a cross-site Origin) has its socket closed after the refusal instead of left open.
  await app.register(websocket, { options: { maxPayload: LIVE_SOCKET_MAX_PAYLOAD } });
  await apiGuards(app, rateLimits);

  // The live room's socket: inject cannot carry an upgrade, so the socket joins the mock's room
  // directly, with the visitor's token cookie standing for the `token` header as on every call.
  app.get<{ Params: { id: string } }>(
    LIVE_SOCKET_ROUTE,
    {
      websocket: true,
      preValidation: async (request, reply) => {
        if (!mock.live.roomFor(Number(request.params.id))) return reply.code(404).send({ code: 404, msg: '直播不存在' });
        // A paid class's room is the buyer's, refused here as the mock's own route refuses it.
        const refusal = liveSocketRefusal(mock.store, Number(request.params.id), requestToken(request));
        if (refusal) return reply.code(refusal.status).send(refusal.body);
      },
    },
    (socket, request) => {
      const room = mock.live.roomFor(Number(request.params.id))!;
      // Counted against the mock's per-address and per-account limits, the address as TRUST_PROXY says.
      openLiveSocket(socket, mock.live, room, { token: requestToken(request), address: request.ip, after: afterOf(request.query) });
    },
  );

  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.slice('/api'.length) || '/';
    const response = await mock.app.inject({
      method: request.method as 'GET',
      url: path,
      // The mock receives the call's traceparent as the real API would (a span of the request's trace).
      headers: upstreamHeaders(
        request.headers,
        requestToken(request),
        forwardedClientOf(request),
        callTrace(requestTrace(request.raw)).headers,
      ),
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
  };
  // Whatever the path: apiGuards has already answered 404 for anything the contract does not
  // declare (server/api-endpoints.ts), exactly as in proxy mode.
  app.all('/*', forward);
  // The calls whose body may be larger than a JSON request: one file (multipart, ≤ 5 MB), server/upload-routes.ts.
  // Their gate runs before the body is read (a visitor 401, a third upload at once 429, counted
  // across both routes): without it the site buffered up to 5 MB for anyone before the mock could say no.
  const slots = new UploadSlots();
  for (const { endpoint, refusals } of UPLOAD_ROUTES) {
    const gate = uploadGate({
      slots,
      accountOf: (request) => mock.store.accountByToken(requestToken(request))?.id,
      addressOf: (request) => request.ip,
      refusals,
    });
    app.post(endpoint.path, { bodyLimit: UPLOAD_BODY_MAX, onRequest: gate.onRequest, onResponse: gate.onResponse }, forward);
  }
}
