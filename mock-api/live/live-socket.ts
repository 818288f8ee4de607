import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { LiveMessageKind } from '@shared/enums/live';
import { LIVE_CLOSE, LIVE_HEARTBEAT_MS, LIVE_SOCKET_MAX_PAYLOAD, LIVE_SOCKET_ROUTE, type LiveSpeaker } from '@shared/schemas/live-frames';
import type { Account } from '../account/account-seed';
import type { MockStore } from '../core/store';
import type { LiveRoom, RoomConnection } from './live-room';
import type { LiveRooms } from './live-rooms';
import { liveSocketRefusal } from './live-access';
import { mockClientAddress } from './socket-limits';
import { accountAvatarUrl } from '../media/generated-avatar';

/** How the room shows a signed-in account. */
export const speakerOf = (account: Account | undefined): LiveSpeaker | null =>
  account ? { id: account.id, nickname: account.nickname, avatar: account.avatar ?? accountAvatarUrl(account), role: 'learner' } : null;

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
export function attachLiveSocket(
  socket: WebSocket,
  room: LiveRoom,
  user: LiveSpeaker | null,
  after: number,
  signedIn?: () => boolean,
): RoomConnection {
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
    // A session that ended unnoticed (expired while the socket was open) is caught here, before it speaks.
    if (signedIn && !signedIn()) {
      room.leave(connection);
      return socket.close(LIVE_CLOSE.SIGNED_OUT, 'signed out');
    }
    const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8');
    room.receive(connection, text, Buffer.byteLength(text));
  });
  socket.on('close', () => {
    clearInterval(liveness);
    room.leave(connection);
  });
  socket.on('error', () => socket.terminate());
  room.join(connection, after);
  return connection;
}

/** Who opens a room's socket, as the server that took the upgrade knows them. */
export interface LiveSocketVisitor {
  /** The session token (the `token` header, or the site's cookie), if any. */
  token: string | undefined;
  /** The client's address (socket-limits.ts). */
  address: string;
  /** `?after=`: the last seq the client saw. */
  after: number;
}

/**
 * An upgraded socket joins its room if the limits let it (socket-limits.ts): else it is closed at
 * once with 4029, before it sees a frame or counts as online. Shared by the mock's own route and
 * the site's in-process mount, so both modes count in the same LiveRooms and close alike on sign-out.
 */
export function openLiveSocket(socket: WebSocket, rooms: LiveRooms, room: LiveRoom, visitor: LiveSocketVisitor): void {
  if (room.outage) return socket.close(LIVE_CLOSE.TRY_AGAIN_LATER, 'try again later');
  const account = rooms.store.accountByToken(visitor.token);
  const token = account ? visitor.token! : null;
  let connection: RoomConnection | undefined;
  const admission = rooms.sockets.admit({
    address: visitor.address,
    accountId: account?.id ?? null,
    token,
    liveId: room.liveId,
    close: (code, reason) => {
      // Out of the room at once: a frame still in flight from this socket must not post as the learner.
      if (connection) room.leave(connection);
      socket.close(code, reason);
    },
  });
  if (!admission.ok) return socket.close(admission.code, admission.reason);
  socket.once('close', admission.release);
  const signedIn = token === null ? undefined : () => rooms.store.accountByToken(token) !== undefined;
  connection = attachLiveSocket(socket, room, speakerOf(account), visitor.after, signedIn);
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
          // A paid class's room is the buyer's: refused before the upgrade (401 / 403 + 4702).
          const refusal = liveSocketRefusal(
            store,
            Number(request.params.id),
            typeof request.headers.token === 'string' ? request.headers.token : undefined,
          );
          if (refusal) return reply.code(refusal.status).send(refusal.body);
        },
      },
      (socket, request) => {
        const room = rooms.roomFor(Number(request.params.id))!;
        const token = request.headers.token;
        openLiveSocket(socket, rooms, room, {
          token: typeof token === 'string' ? token : undefined,
          address: mockClientAddress(request.headers, request.socket.remoteAddress),
          after: afterOf(request.query),
        });
      },
    );
  });
  app.addHook('onClose', async () => rooms.closeAll());
}
