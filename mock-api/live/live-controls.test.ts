import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { LiveMessageKind, LiveStatus } from '@shared/enums/live';
import { liveServerFrameSchema, type LiveServerFrame } from '@shared/schemas/live-frames';
import { buildMockApi, type MockApi } from '../app';
import { devControls } from '../dev-controls';
import type { RoomConnection } from './live-room';

describe('/__mock/live/{id}/… developer controls', () => {
  let mock: MockApi;
  let app: FastifyInstance;
  let liveId: number;
  const seen: LiveServerFrame[] = [];
  const closes: number[] = [];
  const watcher: RoomConnection = {
    user: null,
    send: (frame) => seen.push(liveServerFrameSchema.parse(frame)),
    close: (code) => closes.push(code),
  };

  beforeAll(async () => {
    mock = buildMockApi();
    await mock.app.register(devControls, { prefix: '/__mock', mock });
    app = mock.app;
    await app.ready();
    liveId = mock.store.catalogue.lives.find((live) => live.status === LiveStatus.NOT_STARTED)!.id;
    mock.live.roomFor(liveId)!.join(watcher);
  });
  afterAll(() => app.close());

  const control = async (action: string, body: Record<string, unknown> = {}, id = liveId) => {
    const response = await app.inject({ method: 'POST', url: `/__mock/live/${id}/${action}`, payload: body });
    return { status: response.statusCode, body: response.json() as { code: number; msg: string; data?: Record<string, unknown> } };
  };

  it('drives a whole class: start, a teacher message, announcement, mutes, warning, penalty, deletion, end', async () => {
    for (const [action, body] of [
      ['start', {}],
      ['post', { text: '同学们好，我们开始上课' }],
      ['announce', { text: '课后作业见课程资料区' }],
      ['mute-room', {}],
      ['mute-room', { muted: false }],
      ['mute-user', { userId: 2, reason: '刷屏', minutes: 10 }],
      ['warn', { userId: 3 }],
      ['penalize', { userId: 3, minutes: 30 }],
      ['delete', { messageId: 1 }],
      ['end', {}],
    ] as const) {
      const { status, body: answer } = await control(action, body);
      expect(status, action).toBe(200);
      expect(answer.code, action).toBe(0);
    }
    const kinds = seen.filter((frame) => 'seq' in frame).map((frame) => frame.kind);
    expect(kinds).toEqual([3, 7, 2, 2, 2, 1, 4, 5, 8, 3]);
    expect(seen.find((frame) => frame.kind === LiveMessageKind.WARNING)).toMatchObject({ reason: '请遵守直播间规范，文明发言' });
    expect(seen.find((frame) => frame.kind === LiveMessageKind.USER_MUTE)).toMatchObject({
      userId: 2,
      muted: true,
      reason: '刷屏',
      until: expect.stringMatching(/\+08:00$/),
    });
    const state = await app.inject({ url: `/__mock/live/${liveId}` });
    expect(state.json()).toMatchObject({ code: 0, data: { liveId, status: LiveStatus.ENDED, online: 1, events: 10 } });
  });

  it('drop closes every socket so clients reconnect', async () => {
    const { body } = await control('drop');
    expect(body.data).toEqual({ dropped: 1, down: false });
    expect(closes).toEqual([1001]);
  });

  it('drop {down: true} keeps the room away until up', async () => {
    expect((await control('drop', { down: true })).body.data).toMatchObject({ down: true });
    expect(mock.live.roomFor(liveId)!.outage).toBe(true);
    expect((await control('up')).body.data).toEqual({ down: false });
    expect(mock.live.roomFor(liveId)!.outage).toBe(false);
  });

  it('refuses bad input in Chinese: unknown room or action, a missing id, an empty message', async () => {
    // Refusals are business codes in the envelope, like the API's.
    expect((await control('start', {}, 99_999)).body).toEqual({ code: 404, msg: '直播不存在' });
    expect((await control('explode')).body).toMatchObject({ code: 404, msg: expect.stringMatching(/^没有这个操作：explode/) });
    expect((await control('warn', { userId: 'x' })).body).toEqual({ code: 400, msg: '缺少或错误的 userId' });
    expect((await control('post', { text: '   ' })).body).toEqual({ code: 400, msg: '请输入消息内容' });
    expect((await control('mute-user', { userId: 2, minutes: -1 })).body).toMatchObject({
      code: 400,
      msg: expect.stringContaining('minutes'),
    });
  });
});
