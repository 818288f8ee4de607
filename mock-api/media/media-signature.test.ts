import { afterAll, describe, expect, it } from 'vitest';
import { LiveStatus } from '@shared/enums/live';
import { OrderStatus, PayMethod, ProductType } from '@shared/enums/order';
import { RefundReason } from '@shared/lib/order-rules';
import type { PlayInfo, PlayLesson } from '@shared/schemas/player';
import { buildMockApi } from '../app';
import { MEDIA_URL_LIFETIME_SECONDS } from './media-signature';

/**
 * Issue 23, paid content that stays paid: lesson media, captions, live streams and recordings are
 * served only for a signed, unexpired URL the API handed out, to the learner it was handed to (or
 * to anyone for free content), and only while the enrolment or purchase behind it holds.
 */
let clock = Date.now();
const mock = buildMockApi({ now: () => clock, liveSimulation: false, refundStepSeconds: 10 });
const { app, store } = mock;
afterAll(() => app.close());

let phones = 0;
function newLearner(coins = 0) {
  const account = store.accounts.add({
    phone: `1350000${String(++phones).padStart(4, '0')}`,
    passwordHash: 'x:y',
    nickname: `签名测试${phones}`,
    gender: 1,
    signature: '',
    realNameVerified: false,
    coinBalance: coins,
    wechatOpenId: null,
    createdAt: '2026-11-01T00:00:00+08:00',
  });
  return { id: account.id, token: store.issueToken(account.id) };
}

const call = async (
  method: 'GET' | 'POST',
  url: string,
  token?: string,
  payload?: object,
): Promise<{ code: number; msg: string; data: any }> =>
  (await app.inject({ method, url, payload, headers: token ? { token } : {} })).json();
/** A media URL as the browser fetches it: `/api` is the site's mount, the mock's own paths have none. */
const fetchMedia = (url: string, token?: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({ method, url: url.replace(/^\/api/, ''), headers: { ...headers, ...(token ? { token } : {}) } });

const lessonsOf = (info: PlayInfo): PlayLesson[] => info.chapters.flatMap((chapter) => chapter.lessons);
const paidCourse = store.catalogue.courses.find((course) => !course.isFree)!;
const freeCourse = store.catalogue.courses.find((course) => course.isFree)!;

async function enrolledLesson() {
  const learner = newLearner();
  store.enrolments.enrol(learner.id, paidCourse.id, clock);
  const info = (await call('GET', `/course/${paidCourse.id}/play`, learner.token)).data as PlayInfo;
  const lesson = lessonsOf(info).find((candidate) => candidate.kind === 1 && !candidate.freePreview)!;
  return { learner, lesson, url: lesson.media!.sources[0]!.url };
}

describe('lesson media needs a signed URL from the API', () => {
  it('a bare /media/lesson/<file>, a video or its captions, is 403 (GET and HEAD)', async () => {
    const { url, lesson } = await enrolledLesson();
    const bare = url.split('?')[0]!;
    expect((await fetchMedia(bare)).statusCode).toBe(403);
    expect((await fetchMedia(bare, undefined, {}, 'HEAD')).statusCode).toBe(403);
    expect((await fetchMedia(lesson.media!.captions!.url.split('?')[0]!)).statusCode).toBe(403);
  });

  it('the URLs of the lesson endpoint carry exp and sig, and play for their learner: 200, 206 with Range, HEAD, captions', async () => {
    const { learner, lesson, url } = await enrolledLesson();
    for (const source of [...lesson.media!.sources, lesson.media!.captions!])
      expect(source.url).toMatch(/^\/api\/media\/lesson\/[\w.-]+\?(?:grant=c\d+&lesson=\d+&)?exp=\d+&sig=[0-9a-f]{64}$/);
    const whole = await fetchMedia(url, learner.token);
    expect(whole.statusCode).toBe(200);
    const exp = Number(new URL(url, 'http://x').searchParams.get('exp'));
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(whole.headers['cache-control']))?.[1]);
    expect(maxAge).toBe(exp - Math.floor(clock / 1000));
    expect(maxAge).toBeGreaterThanOrEqual(MEDIA_URL_LIFETIME_SECONDS);
    const part = await fetchMedia(url, learner.token, { range: 'bytes=0-99' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(0, 100))).toBe(true);
    const head = await fetchMedia(url, learner.token, {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(whole.rawPayload.length));
    const captions = await fetchMedia(lesson.media!.captions!.url, learner.token);
    expect(captions.statusCode).toBe(200);
    expect(captions.body.startsWith('WEBVTT')).toBe(true);
  });

  it('a free preview is signed for anyone: it plays without a session', async () => {
    const info = (await call('GET', `/course/${paidCourse.id}/play`, newLearner().token)).data as PlayInfo;
    const preview = lessonsOf(info).find((lesson) => lesson.playable && lesson.kind === 1)!;
    expect(preview.freePreview).toBe(true);
    expect((await fetchMedia(preview.media!.sources[0]!.url)).statusCode).toBe(200);
    // The locked lessons beside it hand out no URL at all.
    expect(
      lessonsOf(info)
        .filter((lesson) => !lesson.playable)
        .every((lesson) => lesson.media === null),
    ).toBe(true);
  });

  it('refused: a tampered signature, another file under the same signature, another learner, no session, a forged grant', async () => {
    const { learner, url } = await enrolledLesson();
    const signed = new URL(url, 'http://x');
    const sig = signed.searchParams.get('sig')!;
    const flipped = url.replace(sig, (sig[0] === 'a' ? 'b' : 'a') + sig.slice(1));
    expect((await fetchMedia(flipped, learner.token)).statusCode).toBe(403);
    const otherFile = url.replace(/-(\d+p)\.mp4\?/, (_match, rendition: string) => `-${rendition === '360p' ? '720p' : '360p'}.mp4?`);
    expect(otherFile).not.toBe(url);
    expect((await fetchMedia(otherFile, learner.token)).statusCode).toBe(403);
    const later = url.replace(/exp=(\d+)/, (_match, exp: string) => `exp=${Number(exp) + 3600}`);
    expect((await fetchMedia(later, learner.token)).statusCode).toBe(403);
    expect((await fetchMedia(url, newLearner().token)).statusCode).toBe(403);
    expect((await fetchMedia(url)).statusCode).toBe(403);
    expect((await fetchMedia(url.replace(/grant=c\d+/, `grant=c${freeCourse.id}`), learner.token)).statusCode).toBe(403);
    expect((await fetchMedia(url, learner.token)).statusCode).toBe(200);
  });

  it('expires: the URL is refused after exp (the clock moved on), and the lesson endpoint hands out a fresh one', async () => {
    const { learner, url } = await enrolledLesson();
    const exp = Number(new URL(url, 'http://x').searchParams.get('exp'));
    const start = clock;
    try {
      clock = exp * 1000 - 1000;
      expect((await fetchMedia(url, learner.token)).statusCode).toBe(200);
      clock = exp * 1000;
      expect((await fetchMedia(url, learner.token)).statusCode).toBe(403);
      const info = (await call('GET', `/course/${paidCourse.id}/play`, learner.token)).data as PlayInfo;
      const fresh = lessonsOf(info).find((lesson) => lesson.media?.sources[0]!.url.split('?')[0] === url.split('?')[0])!.media!.sources[0]!
        .url;
      expect(fresh).not.toBe(url);
      expect((await fetchMedia(fresh, learner.token)).statusCode).toBe(200);
    } finally {
      clock = start;
    }
  });

  it('an enrolment that ends closes the URLs handed out before it at once', async () => {
    const { learner, url } = await enrolledLesson();
    expect((await fetchMedia(url, learner.token)).statusCode).toBe(200);
    store.enrolments.unenrol(learner.id, paidCourse.id);
    expect((await fetchMedia(url, learner.token)).statusCode).toBe(403);
  });
});

describe('live streams and recordings are signed for their buyer', () => {
  const buy = async (token: string, liveId: number) => {
    const order = await call('POST', '/order', token, {
      productType: ProductType.LIVE,
      productId: liveId,
      idempotencyKey: `sig-buy-${liveId}-${token.slice(0, 12)}`,
    });
    expect(order.code, order.msg).toBe(0);
    const paid = await call('POST', `/order/${order.data.id}/pay`, token, {
      payMethod: PayMethod.SKILL_COIN,
      idempotencyKey: `sig-pay-${liveId}-${token.slice(0, 12)}`,
    });
    expect(paid.code, paid.msg).toBe(0);
    return order.data.id as number;
  };

  it.each([
    ['the stream', LiveStatus.LIVE],
    ['the replay', LiveStatus.ENDED],
  ])("a buyer's URL of %s plays; not for another learner; a refund closes it at once", async (_label, status) => {
    const live = store.catalogue.lives.find((item) => item.status === status && item.price > 0)!;
    const buyer = newLearner(1000);
    const orderId = await buy(buyer.token, live.id);
    const playback = await call('GET', `/live/${live.id}/playback`, buyer.token);
    const url = playback.data.media.url as string;
    expect(url).toMatch(new RegExp(`^/api/media/lesson/[\\w.-]+\\.mp4\\?grant=l${live.id}&exp=\\d+&sig=[0-9a-f]{64}$`));
    expect((await fetchMedia(url.split('?')[0]!, buyer.token)).statusCode).toBe(403);
    expect((await fetchMedia(url, buyer.token, { range: 'bytes=0-9' })).statusCode).toBe(206);
    expect((await fetchMedia(url, newLearner().token)).statusCode).toBe(403);

    store.orders.applyRefund(store.orders.get(orderId)!, RefundReason.OTHER, '');
    for (let step = 0; step < 3; step++) store.orders.advanceRefund(orderId);
    expect(store.orders.get(orderId)!.status).toBe(OrderStatus.CHARGED_BACK);
    expect((await call('GET', `/live/${live.id}/playback`, buyer.token)).code).not.toBe(0);
    expect((await fetchMedia(url, buyer.token)).statusCode).toBe(403);
  });

  it("a free class's recording is signed for anyone", async () => {
    const live = store.catalogue.lives.find((item) => item.status === LiveStatus.ENDED && item.price === 0)!;
    const url = (await call('GET', `/live/${live.id}/playback`, newLearner().token)).data.media.url as string;
    expect(url).toMatch(/\?exp=\d+&sig=/);
    expect((await fetchMedia(url)).statusCode).toBe(200);
  });
});

describe('community short videos play the sample files: signed for anyone', () => {
  it('the video list hands out signed URLs that play', async () => {
    const feed = await call('GET', '/community/feed?tab=video&size=5');
    const video = (feed.data?.list ?? [])[0]?.video as { url: string } | undefined;
    expect(video, JSON.stringify(feed).slice(0, 200)).toBeDefined();
    expect(video!.url).toMatch(/^\/api\/media\/lesson\/[\w.-]+\.mp4\?exp=\d+&sig=[0-9a-f]{64}$/);
    expect((await fetchMedia(video!.url)).statusCode).toBe(200);
  });
});
