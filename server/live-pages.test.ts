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
});
