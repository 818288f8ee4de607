import type { FastifyInstance } from 'fastify';
import type { MockApi } from '../app';
import { BusinessError } from '../core/define-handler';
import { shanghaiIso } from '../core/faker';

const CODE_INVALID = 400;
const CODE_NOT_FOUND = 404;

type Body = Record<string, unknown>;

const idIn = (body: Body, field: string): number => {
  const value = Number(body[field]);
  if (!Number.isSafeInteger(value) || value <= 0) throw new BusinessError(CODE_INVALID, `缺少或错误的 ${field}`);
  return value;
};
const textIn = (body: Body, field: string, fallback: string, max = 200): string => {
  const value = body[field];
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value !== 'string' || value.length > max) throw new BusinessError(CODE_INVALID, `${field} 应为不超过 ${max} 字的文字`);
  return value.trim() || fallback;
};
/** `minutes` from now as a Beijing timestamp, or null (no end) when absent. */
const untilIn = (body: Body, now: number): string | null => {
  if (body.minutes === undefined) return null;
  const minutes = Number(body.minutes);
  if (!Number.isFinite(minutes) || minutes <= 0 || minutes > 7 * 24 * 60)
    throw new BusinessError(CODE_INVALID, 'minutes 应为 1 到 10080 的分钟数');
  return shanghaiIso(now + minutes * 60_000);
};

/**
 * Developer controls of a live room (`/__mock/live/{id}/…`, POST, JSON): what the teacher and the
 * platform's moderators do in a real room, so the room can be driven by hand and by tests. Each
 * answers with the room event it produced (or how many sockets it dropped).
 */
export async function liveControls(app: FastifyInstance, { mock }: { mock: MockApi }) {
  const roomOf = (id: string) => {
    const room = mock.live.roomFor(Number(id));
    if (!room) throw new BusinessError(CODE_NOT_FOUND, '直播不存在');
    return room;
  };

  app.get<{ Params: { id: string } }>('/:id', async (request) => {
    const room = roomOf(request.params.id);
    const events = room.eventsAfter(0);
    return {
      code: 0,
      msg: 'success',
      data: { liveId: room.liveId, status: room.status, online: room.onlineCount, events: events.length, recent: events.slice(-20) },
    };
  });

  const actions: Record<string, (room: ReturnType<typeof roomOf>, body: Body) => unknown> = {
    'mute-user': (room, body) =>
      room.muteUser(
        idIn(body, 'userId'),
        body.muted !== false,
        textIn(body, 'reason', body.muted === false ? '' : '你已被禁言'),
        untilIn(body, mock.store.now()),
      ),
    'mute-room': (room, body) => room.muteRoom(body.muted !== false),
    announce: (room, body) => room.announce(body.text === null ? null : textIn(body, 'text', '', 500) || null),
    delete: (room, body) => room.deleteMessage(idIn(body, 'messageId')),
    warn: (room, body) => room.warn(idIn(body, 'userId'), textIn(body, 'reason', '请遵守直播间规范，文明发言')),
    penalize: (room, body) =>
      room.penalize(idIn(body, 'userId'), textIn(body, 'reason', '违反直播间规范，已被禁言'), untilIn(body, mock.store.now())),
    start: (room) => {
      const event = room.start();
      // Started early by hand: whoever asked for a reminder hears now.
      mock.store.liveReminders.deliverDue(room.liveId);
      return event;
    },
    // Ends the class early: the schedule says 已结束 for this occurrence, so the list, the detail, the
    // replay (the recording is there at once) and the room agree, and nobody is sent back into it.
    end: (room) => room.end(),
    // `down: true` keeps the room refusing sockets (closed with 1013) until `up`: a server that is away for a while.
    drop: (room, body) => {
      room.outage = body.down === true;
      return { dropped: room.dropAll(), down: room.outage };
    },
    up: (room) => {
      room.outage = false;
      return { down: false };
    },
    /** A message as someone in the room (the teacher by default): tests and demos post without a browser. */
    post: (room, body) =>
      room.post(
        {
          id: Number(body.userId) > 0 ? Number(body.userId) : 900_001,
          nickname: textIn(body, 'nickname', '主讲老师', 16),
          avatar: null,
          role: body.role === 'learner' ? 'learner' : 'teacher',
        },
        textIn(body, 'text', ''),
      ),
  };

  app.post<{ Params: { id: string; action: string }; Body: unknown }>('/:id/:action', async (request) => {
    const action = actions[request.params.action];
    if (!action)
      throw new BusinessError(
        CODE_NOT_FOUND,
        `没有这个操作：${request.params.action.slice(0, 32)}（可用：${Object.keys(actions).join('、')}）`,
      );
    const room = roomOf(request.params.id);
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Body;
    try {
      return { code: 0, msg: 'success', data: action(room, body) };
    } catch (error) {
      if (error instanceof BusinessError) throw error;
      // The room refuses what a real one would (an empty or over-long message): the reason, as a 400.
      throw new BusinessError(CODE_INVALID, error instanceof Error ? error.message : '操作失败');
    }
  });
}
