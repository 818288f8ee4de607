import { describe, expect, it } from 'vitest';
import { LiveStatus, LiveType } from '@shared/enums/live';
import { liveDetailSchema, livePlaybackSchema, liveSummarySchema } from '@shared/schemas/live';
import { buildMockApi } from './app';

describe('mock /live', () => {
  const mock = buildMockApi({ liveSimulation: false });
  const { app, store } = mock;
  const get = async (url: string, token?: string) => (await app.inject({ url, headers: token ? { token } : {} })).json() as { code: number; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  const put = async (url: string, payload: unknown, token?: string) => (await app.inject({ method: 'PUT', url, payload: payload as object, headers: token ? { token } : {} })).json() as { code: number; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  const token = () => store.issueToken(store.accountByPhone('13800138000')!.id);

  it('lists live first, then upcoming soonest first, then ended newest first; filters by status and type', async () => {
    const { data } = await get('/live/list?page=1&size=50');
    const list = data.list.map((item: unknown) => liveSummarySchema.parse(item));
    expect(list).toHaveLength(store.catalogue.lives.length);
    const statuses = list.map((item: { status: number }) => item.status);
    expect(statuses).toEqual([...statuses].sort((a: number, b: number) => (a === 2 ? 0 : a) - (b === 2 ? 0 : b)));
    const upcoming = list.filter((item: { status: number }) => item.status === LiveStatus.NOT_STARTED).map((item: { startTime: string }) => item.startTime);
    expect(upcoming).toEqual([...upcoming].sort());
    const courseLives = (await get(`/live/list?type=${LiveType.COURSE}`)).data;
    expect(courseLives.total).toBeGreaterThan(0);
    expect(courseLives.list.every((item: { type: number }) => item.type === LiveType.COURSE)).toBe(true);
    expect((await get('/live/list?status=3')).data.list.every((item: { status: number; hasReplay: boolean }) => item.status === 3 && item.hasReplay)).toBe(true);
    expect((await get('/live/list?status=9')).code).toBe(400);
  });

  it('details a class: outline, teacher, the related course of a course live; unknown → 404', async () => {
    const courseLive = store.catalogue.lives.find((live) => live.id % 3 === 0)!;
    const detail = liveDetailSchema.parse((await get(`/live/${courseLive.id}`)).data);
    expect(detail.type).toBe(LiveType.COURSE);
    expect(detail.course).not.toBeNull();
    expect(detail.outline.length).toBeGreaterThanOrEqual(3);
    expect(detail.reminded).toBe(false);
    expect(Date.parse(detail.endTime) - Date.parse(detail.startTime)).toBe(detail.durationMinutes * 60_000);
    expect(await get('/live/99999')).toMatchObject({ code: 404, msg: '直播不存在或已下线' });
  });

  it('预约提醒: signed in, only before the start, idempotent, counted', async () => {
    const upcoming = store.catalogue.lives.find((live) => live.status === LiveStatus.NOT_STARTED)!;
    const onAir = store.catalogue.lives.find((live) => live.status === LiveStatus.LIVE)!;
    expect((await put(`/live/${upcoming.id}/reminder`, { on: true })).code).toBe(401);
    const learner = token();
    const before = (await get(`/live/${upcoming.id}`, learner)).data.reminderCount;
    const on = await put(`/live/${upcoming.id}/reminder`, { on: true }, learner);
    expect(on.data).toEqual({ reminded: true, reminderCount: before + 1 });
    expect((await put(`/live/${upcoming.id}/reminder`, { on: true }, learner)).data.reminderCount).toBe(before + 1);
    expect((await get(`/live/${upcoming.id}`, learner)).data.reminded).toBe(true);
    expect((await put(`/live/${upcoming.id}/reminder`, { on: false }, learner)).data).toEqual({ reminded: false, reminderCount: before });
    expect(await put(`/live/${onAir.id}/reminder`, { on: true }, learner)).toMatchObject({ code: 4701, msg: '直播已开始，直接进入直播间观看吧' });
  });

  it('places the classes around the time the mock started: on air now, upcoming ahead, ended behind', () => {
    const now = Date.now();
    for (const live of store.catalogue.lives) {
      const start = Date.parse(live.startTime);
      if (live.status === LiveStatus.LIVE) expect(now - start).toBeLessThan(2 * 3_600_000);
      if (live.status === LiveStatus.NOT_STARTED) expect(start).toBeGreaterThan(now - 3_600_000);
      if (live.status === LiveStatus.ENDED) expect(start).toBeLessThan(now);
    }
  });

  it('playback: signed in only; the stream on air, nothing before, the recording and its chat in time once ended', async () => {
    const byStatus = (status: number) => store.catalogue.lives.find((live) => live.status === status)!;
    expect((await get(`/live/${byStatus(LiveStatus.ENDED).id}/playback`)).code).toBe(401);
    expect((await get('/live/999/playback', token())).code).toBe(404);

    const upcoming = livePlaybackSchema.parse((await get(`/live/${byStatus(LiveStatus.NOT_STARTED).id}/playback`, token())).data);
    expect(upcoming).toEqual({ status: LiveStatus.NOT_STARTED, media: null, replayChat: [] });

    const onAir = livePlaybackSchema.parse((await get(`/live/${byStatus(LiveStatus.LIVE).id}/playback`, token())).data);
    expect(onAir.media?.url).toMatch(/^\/api\/media\/lesson\/lesson-\d-720p\.mp4$/);
    expect(onAir.replayChat).toEqual([]);

    const ended = byStatus(LiveStatus.ENDED);
    const replay = livePlaybackSchema.parse((await get(`/live/${ended.id}/playback`, token())).data);
    const offsets = replay.replayChat.map((message) => message.offsetSeconds);
    expect(offsets.length).toBeGreaterThan(6);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
    expect(Math.max(...offsets)).toBeLessThanOrEqual(replay.media!.durationSeconds);
    expect(replay.replayChat[0]!.speaker.role).toBe('teacher');
    // Deterministic: the same chat on every call.
    expect((await get(`/live/${ended.id}/playback`, token())).data.replayChat).toEqual(replay.replayChat);
  });
});
