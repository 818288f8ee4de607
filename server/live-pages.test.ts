import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { LiveStatus } from '@shared/enums/live';
import { buildTestApp, textOf } from './test-support/app';

const cardsIn = (html: string) => html.match(/data-testid="live-card"/g)?.length ?? 0;
const slotsIn = (html: string) => html.match(/data-testid="schedule-item"/g)?.length ?? 0;

describe('/live rendered on the server', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const lives = () => app.mockApi!.store.catalogue.lives;

  it('the overview: on-air cards with their audience, the schedule by day, replays; status tabs and type chips', async () => {
    const response = await app.inject('/live');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>直播 - 技能学堂</title>');
    const text = textOf(response.body);
    for (const label of ['正在直播', '直播日程', '精彩回放', '全部', '直播中', '即将开始', '已结束', '全部类型', '普通直播', '课程直播', '人在看', '人已预约']) expect(text).toContain(label);
    const onAir = lives().filter((live) => live.status === LiveStatus.LIVE).length;
    const ended = Math.min(8, lives().filter((live) => live.status === LiveStatus.ENDED).length);
    expect(cardsIn(response.body)).toBe(onAir + ended);
    expect(slotsIn(response.body)).toBe(lives().filter((live) => live.status === LiveStatus.NOT_STARTED).length);
    // Days are headed in Beijing time: 今天 / 明天 / weekday / date, each with its weekday.
    expect(response.body).toMatch(/<h3[^>]*>(今天|明天|后天|本周.|下周.|\d+月\d+日 周.)[^<]*<\/h3>/);
    expect(response.body).toMatch(/<a (?=[^>]*href="\/live")(?=[^>]*aria-current="page")[^>]*>全部<\/a>/);
  });

  it('a status tab lists only that status as cards, and its tab is current; a type chip narrows it', async () => {
    const response = await app.inject('/live?status=3');
    expect(cardsIn(response.body)).toBe(lives().filter((live) => live.status === LiveStatus.ENDED).length);
    expect(response.body.match(/data-status="(\d)"/g)?.every((match) => match === 'data-status="3"')).toBe(true);
    expect(response.body).toMatch(/<a (?=[^>]*href="\/live\?status=3")(?=[^>]*aria-current="page")[^>]*>已结束<\/a>/);
    const courseLives = await app.inject('/live?status=1&type=2');
    expect(courseLives.body).toMatch(/<a (?=[^>]*href="\/live\?status=1&amp;type=2")(?=[^>]*aria-current="page")[^>]*>课程直播<\/a>/);
  });

  it('impossible values are ignored, never an error', async () => {
    for (const query of ['?status=9', '?type=abc', '?page=-1', '?status=%3Cscript%3E']) {
      const response = await app.inject(`/live${query}`);
      expect(response.statusCode, query).toBe(200);
      expect(response.body).not.toContain('<script>');
      expect(textOf(response.body)).toContain('正在直播');
    }
  });

  const signedIn = () => ({ cookie: `skill_token=${app.mockApi!.store.issueToken(1)}` });
  const byStatus = (status: number) => lives().find((live) => live.status === status)!;

  it('/live/{id}: the class, its teacher and outline, the action its state allows; bad or unknown ids → 404', async () => {
    const upcoming = await app.inject(`/live/${byStatus(LiveStatus.NOT_STARTED).id}`);
    expect(upcoming.statusCode).toBe(200);
    expect(upcoming.body).toContain(`<title>${byStatus(LiveStatus.NOT_STARTED).title} - 技能学堂</title>`);
    const text = textOf(upcoming.body);
    for (const label of ['直播介绍', '直播大纲', '主讲讲师', '预约提醒', '人已预约']) expect(text).toContain(label);
    expect(text).toMatch(/距开播 \d|即将开播/);
    expect(textOf((await app.inject(`/live/${byStatus(LiveStatus.LIVE).id}`)).body)).toContain('进入直播间');
    expect((await app.inject(`/live/${byStatus(LiveStatus.ENDED).id}`)).body).toContain(`href="/live/${byStatus(LiveStatus.ENDED).id}/replay"`);
    for (const bad of ['/live/9999', '/live/abc', '/live/0']) expect((await app.inject(bad)).statusCode, bad).toBe(404);
  });

  it('the live room is for signed-in learners: signed out → home with the login modal; signed in → the stage and the chat', async () => {
    const id = byStatus(LiveStatus.LIVE).id;
    const signedOut = await app.inject(`/live/${id}/play`);
    expect(signedOut.statusCode).toBe(302);
    expect(signedOut.headers.location).toContain('login=1');
    const room = await app.inject({ url: `/live/${id}/play`, headers: signedIn() });
    expect(room.statusCode).toBe(200);
    expect(room.body).toMatch(/<video[^>]*src="\/api\/media\/lesson\/lesson-\d-720p\.mp4"/);
    for (const label of ['互动聊天', '发送', '人在线']) expect(textOf(room.body)).toContain(label);
  });

  it('the replay: a sign-in prompt signed out; the recording and an empty chat (it follows the video) signed in', async () => {
    const id = byStatus(LiveStatus.ENDED).id;
    expect(textOf((await app.inject(`/live/${id}/replay`)).body)).toContain('登录后观看回放');
    const replay = await app.inject({ url: `/live/${id}/replay`, headers: signedIn() });
    expect(replay.body).toContain('data-testid="replay-video"');
    expect(textOf(replay.body)).toMatch(/聊天回放\s*0\/\d+/);
  });
});
