// The live room's WebSocket protocol (spec §3, live message kinds 1–10), declared once: the mock
// API's room, the site's proxy tests and the browser's room client all parse frames with these.
import * as z from 'zod/mini';
import { LiveMessageKind } from '../enums/live';
import { idSchema, nonNegativeInt, positiveInt, timestampSchema } from './common';
import { liveSpeakerSchema } from './live';

/** A chat message is at most 200 characters (counted as the learner sees them: code points). */
export const LIVE_MESSAGE_MAX_LENGTH = 200;
/** Both ends send a heartbeat (kind 6) this often; a socket silent for two periods is dead. */
export const LIVE_HEARTBEAT_MS = 30_000;
/** A frame larger than this is not read: the socket is closed with LIVE_CLOSE.FRAME_TOO_LARGE. */
export const LIVE_MAX_FRAME_BYTES = 4 * 1024;
/** The WebSocket servers (the site's edge, the mock) close a frame larger than this themselves (1009). */
export const LIVE_SOCKET_MAX_PAYLOAD = 16 * 1024;

/** Close codes the room uses (4000–4999 are the application's). */
export const LIVE_CLOSE = {
  /** The server is going away (deploy, `/__mock/live/{id}/drop`): reconnect. */
  GOING_AWAY: 1001,
  /** The server cannot take the socket now (an outage, `/__mock/live/{id}/drop {down: true}`): retry. */
  TRY_AGAIN_LATER: 1013,
  FRAME_TOO_LARGE: 1009,
  /** Too many frames a second from one socket. */
  FLOODING: 4008,
  /** The upgrade came from another site. */
  FORBIDDEN_ORIGIN: 4003,
  /** No such room, or it has ended and closed. */
  ROOM_CLOSED: 4004,
  /** The learner signed out (or the session ended some other way): the socket no longer speaks for them. */
  SIGNED_OUT: 4001,
  /** The account opened the room in more tabs or devices than allowed: its oldest socket gives way. */
  SUPERSEDED: 4009,
  /** Too many sockets from this address (mock-api/live/socket-limits.ts): refused right after the upgrade. */
  TOO_MANY_SOCKETS: 4029,
  /** A paid class is no longer the learner's (its order was refunded): the same number as the business code 4702. */
  ACCESS_ENDED: 4702,
} as const;

/**
 * A room's socket, relative to the API root (`/api` on the site): `after` is the last event seq the
 * client saw, so the room replays only what it missed.
 */
export const LIVE_SOCKET_ROUTE = '/live/:id/socket';
export const liveSocketPath = (liveId: number, after = 0) => `/live/${liveId}/socket${after > 0 ? `?after=${after}` : ''}`;

const kind = <K extends number>(value: K) => z.literal(value);

export type { LiveSpeaker } from './live';

/**
 * Room events are numbered per room (`seq`, from 1, no gaps): a client that reconnects asks for
 * what came after the last one it saw, and drops any it already has. Heartbeats, online counts and
 * errors are about the connection, not the room: they carry no `seq` and are never replayed.
 */
// Extended, not spread into each frame: a spread is evaluated even where the schema is dropped.
const roomEvent = z.object({ seq: positiveInt(), at: timestampSchema });

// Built in a function called once: the browser bundle, which reads frames without zod
// (client/features/live/live-frame-readers.ts), drops the call whole; written inline, the enum
// reads in its arguments would stay and keep the schemas they sit beside alive.
function serverFrameSchema() {
  return z.discriminatedUnion('kind', [
    z.extend(roomEvent, {
      kind: kind(LiveMessageKind.USER_MUTE),
      userId: idSchema,
      muted: z.boolean(),
      until: z.nullable(timestampSchema),
      reason: z.string(),
    }),
    z.extend(roomEvent, { kind: kind(LiveMessageKind.ROOM_MUTE_NOTICE), roomMuted: z.boolean(), announcement: z.nullable(z.string()) }),
    z.extend(roomEvent, { kind: kind(LiveMessageKind.START_END), status: z.union([z.literal(2), z.literal(3)]) }),
    z.extend(roomEvent, { kind: kind(LiveMessageKind.WARNING), userId: idSchema, reason: z.string() }),
    z.extend(roomEvent, { kind: kind(LiveMessageKind.PENALTY), userId: idSchema, reason: z.string(), until: z.nullable(timestampSchema) }),
    z.object({ kind: kind(LiveMessageKind.HEARTBEAT), at: timestampSchema }),
    z.extend(roomEvent, {
      kind: kind(LiveMessageKind.MESSAGE),
      id: idSchema,
      speaker: liveSpeakerSchema,
      text: z.string().check(z.minLength(1)),
    }),
    z.extend(roomEvent, { kind: kind(LiveMessageKind.MESSAGE_DELETE), messageId: idSchema }),
    z.object({ kind: kind(LiveMessageKind.WRONG_MESSAGE_TYPE), reason: z.string() }),
    z.object({ kind: kind(LiveMessageKind.ONLINE_COUNT), count: nonNegativeInt() }),
  ]);
}
export const liveServerFrameSchema = serverFrameSchema();
export type LiveServerFrame = z.infer<typeof liveServerFrameSchema>;
/** The frames that are room events, numbered and replayable. */
export type LiveRoomEvent = Extract<LiveServerFrame, { seq: number }>;

/** What a browser may send: a heartbeat, or a chat message (its own `clientId` lets it recognise the echo). */
function clientFrameSchema() {
  return z.discriminatedUnion('kind', [
    z.object({ kind: kind(LiveMessageKind.HEARTBEAT) }),
    z.object({ kind: kind(LiveMessageKind.MESSAGE), text: z.string(), clientId: z.string().check(z.minLength(1), z.maxLength(64)) }),
  ]);
}
export const liveClientFrameSchema = clientFrameSchema();
export type LiveClientFrame = z.infer<typeof liveClientFrameSchema>;

export const isRoomEvent = (frame: LiveServerFrame): frame is LiveRoomEvent => 'seq' in frame;

/** The text of a chat message as it will be posted, or why it cannot be (in Chinese, for the room's input). */
export function checkLiveMessage(text: string): { ok: true; text: string } | { ok: false; reason: string } {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, reason: '请输入消息内容' };
  if ([...trimmed].length > LIVE_MESSAGE_MAX_LENGTH) return { ok: false, reason: `消息不能超过${LIVE_MESSAGE_MAX_LENGTH}个字` };
  return { ok: true, text: trimmed };
}

/**
 * A raw frame from a browser, read by the room: the frame, or the kind-9 answer explaining why not.
 * Never throws: a bad frame is answered, and the room goes on.
 */
export function readClientFrame(
  raw: string,
): { ok: true; frame: LiveClientFrame } | { ok: false; reply: Extract<LiveServerFrame, { kind: 9 }> } {
  const wrong = (reason: string) => ({ ok: false as const, reply: { kind: LiveMessageKind.WRONG_MESSAGE_TYPE as 9, reason } });
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return wrong('消息格式错误：不是 JSON');
  }
  const parsed = liveClientFrameSchema.safeParse(value);
  if (parsed.success) return { ok: true, frame: parsed.data };
  const kindOf = (value as { kind?: unknown } | null)?.kind;
  return wrong(
    LiveMessageKind.values.includes(kindOf as never)
      ? `消息内容不完整（类型 ${String(kindOf)}）`
      : `不支持的消息类型：${JSON.stringify(kindOf ?? null).slice(0, 20)}`,
  );
}
