import { afterEach, describe, expect, it } from 'vitest';
import { CODE_REFUND_LEARNT_TOO_MUCH } from '@shared/api/order';
import { PayMethod } from '@shared/enums/order';
import { getPlayInfo } from '@shared/api/player';
import type { OrderDetail } from '@shared/schemas/order';
import type { PlayLesson } from '@shared/schemas/player';
import type { MockApi } from '../app';
import { envelopeOf, learnerFactory, mockPool } from '../core/test-support';
import { mediaServedOf } from './media-served';

// Issue 35 item 6: the refund rule (学习进度低于 30%) counts what the signed media route actually sent
// the learner, per lesson, not only the progress the browser chose to report. The attacker buys
// course 2 (¥29), downloads every video without reporting anything, and asks for the money back.

const mocks = mockPool();
afterEach(() => mocks.closeAll());
const COURSE = 2;

async function call(mock: MockApi, method: 'GET' | 'POST', url: string, token: string, payload?: object) {
  return envelopeOf(await mock.app.inject({ method, url, payload, headers: { token } }), `${method} ${url}`);
}

/** A learner who has bought course 2 with skill coins; its lessons as the player hands them out. */
async function buyer() {
  const { mock } = mocks.withClock();
  const { token, accountId } = learnerFactory(mock.store, '1372200', '退款测试')();
  mock.store.accounts.byId(accountId)!.coinBalance = 10_000;
  const created = await call(mock, 'POST', '/order', token, {
    productType: 1,
    productId: COURSE,
    idempotencyKey: `order-key-${accountId}`,
  });
  expect(created.code, created.msg).toBe(0);
  const orderId = (created.data as OrderDetail).id;
  const paid = await call(mock, 'POST', `/order/${orderId}/pay`, token, {
    payMethod: PayMethod.SKILL_COIN,
    idempotencyKey: `pay-key-${accountId}`,
  });
  expect(paid.code, paid.msg).toBe(0);
  const info = getPlayInfo.data.parse((await call(mock, 'GET', `/course/${COURSE}/play`, token)).data);
  expect(info.enrolled).toBe(true);
  const videos = info.chapters.flatMap((chapter) => chapter.lessons).filter((lesson) => lesson.media !== null);
  const fetch = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET', as = token) =>
    mock.app.inject({ method, url: url.replace(/^\/api/, ''), headers: { token: as, ...headers } });
  const refund = () => call(mock, 'POST', `/order/${orderId}/refund`, token, { reason: 1 });
  const served = (lesson: PlayLesson) => mediaServedOf(mock.store).shareOf(accountId, lesson.id);
  return { mock, token, accountId, info, videos, fetch, refund, served };
}

const smallest = (lesson: PlayLesson) => lesson.media!.sources.find((source) => source.resolution === 4)!.url;

describe('the refund rule counts the media served', () => {
  it('every video downloaded in full, no progress reported: the refund is refused with 5108 and the rule’s 30%', async () => {
    const { videos, fetch, refund } = await buyer();
    expect(videos.length).toBe(44);
    for (const lesson of videos) expect((await fetch(smallest(lesson))).statusCode).toBe(200);
    const answer = await refund();
    expect(answer.code).toBe(CODE_REFUND_LEARNT_TOO_MUCH);
    expect(answer.msg).toContain('学习进度达到 30% 不支持退款');
  });

  it('downloaded in byte ranges instead, as a player does: refused the same', async () => {
    const { videos, fetch, refund } = await buyer();
    for (const lesson of videos) {
      const first = await fetch(smallest(lesson), { range: 'bytes=0-49999' });
      const size = Number(first.headers['content-range']!.toString().split('/')[1]);
      if (size > 50_000) expect((await fetch(smallest(lesson), { range: 'bytes=50000-' })).statusCode).toBe(206);
    }
    expect((await refund()).code).toBe(CODE_REFUND_LEARNT_TOO_MUCH);
  });

  it('a few lessons watched still leave the refund open; the same bytes fetched again, or overlapping, count once', async () => {
    const { videos, fetch, refund, served } = await buyer();
    const paidVideos = videos.filter((lesson) => !lesson.freePreview);
    const [one, two] = paidVideos;
    const url = smallest(one!);
    const size = (await fetch(url)).rawPayload.length;
    for (let again = 0; again < 5; again += 1) await fetch(url);
    await fetch(url, { range: `bytes=0-${Math.floor(size / 2)}` });
    expect(served(one!)).toBe(1);
    // Half of the second lesson, in two overlapping ranges and again: half.
    const half = Math.floor(size / 2);
    const second = smallest(two!);
    const secondSize = Number((await fetch(second, { range: 'bytes=0-99' })).headers['content-range']!.toString().split('/')[1]);
    await fetch(second, { range: `bytes=0-${Math.floor(secondSize / 2) - 1}` });
    await fetch(second, { range: `bytes=100-${Math.floor(secondSize / 2) - 1}` });
    expect(served(two!)).toBeCloseTo(Math.floor(secondSize / 2) / secondSize, 5);
    expect(half).toBeGreaterThan(0);
    expect((await refund()).code).toBe(0);
  });

  it('a HEAD, a 304, a refused URL and a free preview send no lesson and count nothing; resolutions add up', async () => {
    const { mock, videos, fetch, served } = await buyer();
    const lesson = videos.find((candidate) => !candidate.freePreview)!;
    const url = smallest(lesson);
    expect((await fetch(url, {}, 'HEAD')).statusCode).toBe(200);
    expect(served(lesson)).toBe(0);
    const etag = (await fetch(url, { range: 'bytes=0-0' })).headers.etag!.toString();
    const before = served(lesson);
    expect((await fetch(url, { 'if-none-match': etag })).statusCode).toBe(304);
    expect(served(lesson)).toBe(before);
    // Another learner holding the URL is refused (403) and adds nothing to anyone.
    const other = learnerFactory(mock.store, '1372299', '旁人')();
    expect((await fetch(url, {}, 'GET', other.token)).statusCode).toBe(403);
    expect(mediaServedOf(mock.store).shareOf(other.accountId, lesson.id)).toBe(0);
    const preview = videos.find((candidate) => candidate.freePreview)!;
    await fetch(smallest(preview));
    expect(served(preview)).toBe(0);
    // Half of one resolution and half of another: the whole lesson.
    const sizeOf = async (source: string) =>
      Number((await fetch(source, { range: 'bytes=0-0' })).headers['content-range']!.toString().split('/')[1]);
    const [high, low] = [lesson.media!.sources[0]!.url, url];
    const [highSize, lowSize] = [await sizeOf(high), await sizeOf(low)];
    await fetch(high, { range: `bytes=0-${Math.ceil(highSize / 2)}` });
    await fetch(low, { range: `bytes=${Math.floor(lowSize / 2)}-` });
    expect(served(lesson)).toBe(1);
  });
});
