import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { LiveMessageKind } from '@shared/enums/live';
import { LIVE_HEARTBEAT_MS, LIVE_SOCKET_MAX_PAYLOAD, LIVE_SOCKET_ROUTE, type LiveSpeaker } from '@shared/schemas/live-frames';
import type { Account } from '../data/accounts';
import type { MockStore } from '../store';
import type { LiveRoom, RoomConnection } from './live-room';
import type { LiveRooms } from './live-rooms';

/** How the room shows a signed-in account. */
export const speakerOf = (account: Account | undefined): LiveSpeaker | null =>
  account ? { id: account.id, nickname: account.nickname, avatar: account.avatar ?? `/api/media/avatar/${100 + account.id}.svg`, role: 'learner' } : null;

/** `?after=` of a reconnecting socket: the last seq it saw (0 when absent or unreadable). */
export function afterOf(query: unknown): number {
  const raw = (query as { after?: unknown } | null)?.after;
  const value = typeof raw === 'string' ? Number(raw) : NaN;
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
}

/**
 * Puts an open WebSocket in its room: frames in go to the room as text, frames out go as JSON; a
 * socket silent for two heartbeat periods is cut. Shared by the mock's own route and the site's
 * in-process mount of the mock, so both carry the same protocol.
 */
export function attachLiveSocket(socket: WebSocket, room: LiveRoom, user: LiveSpeaker | null, after: number): void {
  const connection: RoomConnection = {
    user,
    send: (frame) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
    },
    close: (code, reason) => socket.close(code, reason),
  };
  let lastHeard = Date.now();
  const liveness = setInterval(() => {
    if (Date.now() - lastHeard > 2 * LIVE_HEARTBEAT_MS) socket.terminate();
  }, LIVE_HEARTBEAT_MS);
  liveness.unref();
  socket.on('message', (data, isBinary) => {
    lastHeard = Date.now();
    if (isBinary) return connection.send({ kind: LiveMessageKind.WRONG_MESSAGE_TYPE, reason: '不支持二进制消息' });
    const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8');
    room.receive(connection, text, Buffer.byteLength(text));
  });
  socket.on('close', () => {
    clearInterval(liveness);
    room.leave(connection);
  });
  socket.on('error', () => socket.terminate());
  room.join(connection, after);
}

/** The room's WebSocket on the mock API: `GET /live/{id}/socket?after=N`, the `token` header says who joins. */
export function registerLiveSocket(app: FastifyInstance, store: MockStore, rooms: LiveRooms): void {
  void app.register(async (scope) => {
    await scope.register(websocket, { options: { maxPayload: LIVE_SOCKET_MAX_PAYLOAD } });
    scope.get<{ Params: { id: string } }>(
      LIVE_SOCKET_ROUTE,
      {
        websocket: true,
        // Before the upgrade: an unknown room is a plain 404 in the envelope.
        preValidation: async (request, reply) => {
          if (!rooms.roomFor(Number(request.params.id))) return reply.code(404).send({ code: 404, msg: '直播不存在' });
        },
      },
      (socket, request) => {
        const room = rooms.roomFor(Number(request.params.id))!;
        const token = request.headers.token;
        attachLiveSocket(socket, room, speakerOf(store.accountByToken(typeof token === 'string' ? token : undefined)), afterOf(request.query));
      },
    );
  });
  app.addHook('onClose', async () => rooms.closeAll());
}
