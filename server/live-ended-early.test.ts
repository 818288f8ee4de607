import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveStatus } from '@shared/enums/live';
import { buildTestApp, type TestApp } from './test-support/app';
import { countOf, hrefsOf, textOf } from './test-support/html';

/**
 * The teacher ends a class before its scheduled end (the live control `end`): the pages rendered on
 * the server must say so everywhere — the detail offers the replay, not the room; the replay page
 * shows the recording, not 直播正在进行中 with a link back into the room.
 */
describe('a class ended early, rendered on the server', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('detail: 已结束 with 观看回放; replay: the recording; the list no longer shows it on air', async () => {
    const { store, live: rooms } = app.mockApi;
    const live = store.catalogue.lives.find((candidate) => candidate.status === LiveStatus.LIVE && candidate.price === 0)!;
    const cookie = `skill_token=${store.issueToken(1)}`;
    const before = await app.inject({ url: `/live/${live.id}`, headers: { cookie } });
    expect(hrefsOf(before.body)).toContain(`/live/${live.id}/play`);

    // What POST /__mock/live/{id}/end does.
    rooms.roomFor(live.id)!.end();

    const detail = await app.inject({ url: `/live/${live.id}`, headers: { cookie } });
    expect(detail.statusCode).toBe(200);
    const detailText = textOf(detail.body);
    // The badge after the title (the description's 直播中可在聊天区提问 is text, not a status).
    expect(detailText).toContain(`${live.title} 已结束`);
    expect(detailText).not.toContain(`${live.title} 直播中`);
    expect(hrefsOf(detail.body)).toContain(`/live/${live.id}/replay`);
    expect(hrefsOf(detail.body)).not.toContain(`/live/${live.id}/play`);

    const replay = await app.inject({ url: `/live/${live.id}/replay`, headers: { cookie } });
    expect(replay.statusCode).toBe(200);
    expect(textOf(replay.body)).not.toContain('直播正在进行中');
    expect(hrefsOf(replay.body)).not.toContain(`/live/${live.id}/play`);
    expect(countOf(replay.body, '[data-testid="replay-video"]')).toBe(1);

    const onAir = await app.inject({ url: '/live?status=2', headers: { cookie } });
    expect(hrefsOf(onAir.body)).not.toContain(`/live/${live.id}`);
  });
});
