import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { buildMockApi, type MockApi } from '@skill/mock-api';
import type { PlayInfo } from '@shared/schemas/player';
import { buildTestApp, type TestApp } from './test-support/app';

/**
 * The sample lessons reach the browser at /api/media/lesson/… through the site's proxy. The
 * Range, If-Range and If-None-Match headers go upstream; 200/206/304/416 and their headers come back.
 * Only URLs the API signed are served (mock-api/media/media-signature.ts): they come from its
 * lesson endpoint, a free preview (signed for anyone) and an enrolled lesson (for its learner only).
 */
interface Signed {
  /** A free preview's 480P rendition and captions. */
  preview: string;
  captions: string;
  /** An enrolled lesson's rendition, and the cookie of the learner it was signed for. */
  enrolled: string;
  cookie: string;
}
let phones = 0;
async function signedUrls(mock: MockApi, getJson: (path: string, cookie: string) => Promise<{ data: PlayInfo }>): Promise<Signed> {
  const { store } = mock;
  const account = store.addAccount({
    phone: `1340000${String(++phones).padStart(4, '0')}`,
    passwordHash: 'x:y',
    nickname: `媒体测试${phones}`,
    gender: 1,
    signature: '',
    realNameVerified: false,
    coinBalance: 0,
    wechatOpenId: null,
    createdAt: '2026-11-01T00:00:00+08:00',
  });
  const course = store.catalogue.courses.find((candidate) => !candidate.isFree)!;
  store.enrolments.enrol(account.id, course.id, store.now());
  const cookie = `skill_token=${store.issueToken(account.id)}`;
  const lessons = (await getJson(`/api/course/${course.id}/play`, cookie)).data.chapters
    .flatMap((chapter) => chapter.lessons)
    .filter((lesson) => lesson.kind === 1);
  const preview = lessons.find((lesson) => lesson.freePreview)!.media!;
  const enrolled = lessons.find((lesson) => !lesson.freePreview)!.media!;
  return {
    preview: preview.sources.find((source) => source.url.includes('-480p.mp4?'))!.url,
    captions: preview.captions!.url,
    enrolled: enrolled.sources[0]!.url,
    cookie,
  };
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}
type Fetch = (headers?: Record<string, string>) => Promise<Answer>;

function rangeSuite(label: string, fetch: Fetch) {
  describe(label, () => {
    let whole: Buffer;
    beforeAll(async () => {
      whole = (await fetch()).body;
    });

    it('200: the whole file, Accept-Ranges bytes, video/mp4', async () => {
      const answer = await fetch();
      expect(answer.status).toBe(200);
      expect(answer.headers['accept-ranges']).toBe('bytes');
      expect(answer.headers['content-type']).toBe('video/mp4');
      expect(Number(answer.headers['content-length'])).toBe(whole.length);
      expect(whole.length).toBeGreaterThan(10_000);
    });

    it('206: Range → Content-Range and just those bytes', async () => {
      const answer = await fetch({ range: 'bytes=1000-1999' });
      expect(answer.status).toBe(206);
      expect(answer.headers['content-range']).toBe(`bytes 1000-1999/${whole.length}`);
      expect(answer.headers['content-length']).toBe('1000');
      expect(answer.body.equals(whole.subarray(1000, 2000))).toBe(true);
    });

    it('206 from If-Range with the current ETag; 200 with an old one; 304 for If-None-Match', async () => {
      const etag = (await fetch()).headers.etag as string;
      expect((await fetch({ range: 'bytes=0-3', 'if-range': etag })).status).toBe(206);
      const stale = await fetch({ range: 'bytes=0-3', 'if-range': '"stale"' });
      expect(stale.status).toBe(200);
      expect(stale.body.length).toBe(whole.length);
      expect((await fetch({ 'if-none-match': etag })).status).toBe(304);
    });

    it.each(['bytes=99999999-', 'bytes=oops', 'bytes=20-10'])('416 with Content-Range bytes */size for %s', async (range) => {
      const answer = await fetch({ range });
      expect(answer.status).toBe(416);
      expect(answer.headers['content-range']).toBe(`bytes */${whole.length}`);
      expect(JSON.parse(answer.body.toString('utf8'))).toMatchObject({ code: 416 });
    });
  });
}

describe('/api/media/lesson through the site', () => {
  let mock: MockApi;
  let proxied: TestApp;
  let proxiedUrl: string;

  let remote: Signed;

  beforeAll(async () => {
    mock = buildMockApi();
    const mockUrl = await mock.app.listen({ port: 0, host: '127.0.0.1' });
    proxied = await buildTestApp({ API_UPSTREAM: mockUrl });
    proxiedUrl = await proxied.listen({ port: 0, host: '127.0.0.1' });
    remote = await signedUrls(
      mock,
      async (url, cookie) => (await request(`${proxiedUrl}${url}`, { headers: { cookie } })).body.json() as Promise<{ data: PlayInfo }>,
    );
  });
  afterAll(async () => {
    await proxied?.close();
    await mock?.app.close();
  });

  const httpFetch = async (path: string, headers: Record<string, string> = {}): Promise<Answer> => {
    const response = await request(`${proxiedUrl}${path}`, { headers });
    return { status: response.statusCode, headers: response.headers, body: Buffer.from(await response.body.arrayBuffer()) };
  };

  rangeSuite('standalone mock behind the HTTP proxy', (headers) => httpFetch(remote.preview, headers));

  it.each([['behind the HTTP proxy', () => ({ fetch: httpFetch, urls: remote })]])(
    "%s: a bare file is 403; an enrolled lesson plays with its learner's cookie only, cached in their browser until the URL expires",
    async (_mode, modeOf) => {
      const { fetch, urls } = modeOf();
      expect((await fetch(urls.preview.split('?')[0]!)).status).toBe(403);
      expect((await fetch(urls.enrolled.split('?')[0]!, { cookie: urls.cookie })).status).toBe(403);
      expect((await fetch(urls.enrolled)).status).toBe(403);
      const mine = await fetch(urls.enrolled, { cookie: urls.cookie, range: 'bytes=0-99' });
      expect(mine.status).toBe(206);
      // Signed-in: the browser may keep it (a seek re-reads ranges) until exp, never a shared cache.
      const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(mine.headers['cache-control']))?.[1]);
      expect(maxAge).toBeGreaterThan(3600);
      expect(maxAge).toBeLessThanOrEqual(
        Number(new URL(urls.enrolled, 'http://x').searchParams.get('exp')) - Math.floor(Date.now() / 1000) + 1,
      );
      expect(String(mine.headers.vary)).toMatch(/cookie/i);
      expect((await fetch(urls.preview)).headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    },
  );

  it('the captions track comes as text/vtt', async () => {
    const remoteAnswer = await request(`${proxiedUrl}${remote.captions}`);
    for (const [status, type, text] of [[remoteAnswer.statusCode, remoteAnswer.headers['content-type'], await remoteAnswer.body.text()]]) {
      expect(status).toBe(200);
      expect(type).toBe('text/vtt; charset=utf-8');
      expect(String(text)).toMatch(/^WEBVTT[\s\S]*[\u4e00-\u9fff]/);
    }
  });

  it('an unknown file is a 404', async () => {
    expect((await request(`${proxiedUrl}/api/media/lesson/nope.mp4`)).statusCode).toBe(404);
  });
});
