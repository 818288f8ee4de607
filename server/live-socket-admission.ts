import type { FastifyReply, FastifyRequest } from 'fastify';
import { getLive, LIVE_SOCKET_REFUSALS } from '@shared/api/live';
import type { LiveDetail } from '@shared/schemas/live';
import type { TransportFactory } from './api-transport';
import { forwardedClientOf, requestToken } from './auth-cookie';
import { isWebSocketUpgrade } from './api-endpoints';
import { requestTrace } from './trace-context';

const SOCKET_PATH = /^\/api\/live\/(\d{1,10})\/socket(?:\?|$)/;
const NO_STORE = { 'cache-control': 'no-store', connection: 'close' };

/**
 * The live room's socket is admitted before the upgrade, as an HTTP answer the browser can read:
 * a WebSocket proxy accepts the handshake first, so the API's own refusal would only arrive as a
 * close (1011). The site asks the API what the detail page asks (GET /live/{id}: its price, whether
 * this learner owns it): a paid class's room is its buyers' (a visitor 401, anyone else 403 with
 * 4702), an unknown one 404. The API still refuses by itself behind it.
 */
export function liveSocketAdmission(transport: TransportFactory) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const liveId = SOCKET_PATH.exec(request.url)?.[1];
    if (!liveId || !isWebSocketUpgrade(request.headers)) return;
    const token = requestToken(request);
    const api = transport({ token, client: forwardedClientOf(request), trace: requestTrace(request.raw), log: request.log });
    let answer: Awaited<ReturnType<ReturnType<TransportFactory>>>;
    try {
      answer = await api({ method: 'GET', path: getLive.path.replace(':id', liveId) });
    } catch {
      return reply.code(502).headers(NO_STORE).send({ code: 502, msg: '服务暂不可用，请稍后重试' });
    }
    const envelope = answer.body as { code?: number; msg?: string; data?: LiveDetail } | undefined;
    if (answer.status !== 200 || !envelope)
      return reply
        .code(answer.status >= 500 ? 502 : answer.status)
        .headers(NO_STORE)
        .send(envelope);
    if (envelope.code === 404) return reply.code(404).headers(NO_STORE).send(envelope);
    if (envelope.code !== 0 || !envelope.data)
      return reply.code(502).headers(NO_STORE).send({ code: 502, msg: '服务暂不可用，请稍后重试' });
    const live = envelope.data;
    if (live.price === 0 || live.owned) return;
    if (!token) return reply.code(401).headers(NO_STORE).send(LIVE_SOCKET_REFUSALS.signInFirst);
    return reply.code(403).headers(NO_STORE).send(LIVE_SOCKET_REFUSALS.notPurchased);
  };
}
