import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMUNITY_LIMITS } from '@shared/schemas/community';
import { uploadImageFile } from './upload-image-file';

/** A stand-in XMLHttpRequest: records what was sent, and the test answers each when it likes. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  responseType = '';
  response: unknown = null;
  status = 0;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  send() {
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  answer(url: string) {
    this.status = 200;
    this.response = { code: 0, msg: 'success', data: { url, width: 1, height: 1 } };
    this.onload?.();
  }
}

const image = (name: string) => Object.assign(new Blob(['x']), { name });
const options = (signal?: AbortSignal) => ({ maxBytes: COMMUNITY_LIMITS.imageBytesMax, onProgress: () => undefined, signal });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('uploadImageFile: at most COMMUNITY_LIMITS.uploadsAtOnce in flight (the API refuses a third with 429)', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    vi.stubGlobal(
      'FormData',
      class {
        append() {}
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('nine pictures picked at once go two at a time, in order, and all arrive', async () => {
    const uploads = Array.from({ length: 9 }, (_, index) => uploadImageFile(image(`p${index}.png`), options()));
    for (let done = 0; done < 9; done++) {
      await settle();
      const inFlight = FakeXhr.sent.length - done;
      expect(inFlight).toBe(Math.min(COMMUNITY_LIMITS.uploadsAtOnce, 9 - done));
      FakeXhr.sent[done]!.answer(`/img/${done}`);
    }
    expect((await Promise.all(uploads)).map((uploaded) => uploaded.url)).toEqual(Array.from({ length: 9 }, (_, index) => `/img/${index}`));
  });

  it('a waiting upload that is cancelled is never sent, and the next one takes its place', async () => {
    const first = uploadImageFile(image('a.png'), options());
    const second = uploadImageFile(image('b.png'), options());
    const controller = new AbortController();
    const cancelled = uploadImageFile(image('c.png'), options(controller.signal));
    const fourth = uploadImageFile(image('d.png'), options());
    await settle();
    expect(FakeXhr.sent).toHaveLength(2);
    controller.abort();
    await expect(cancelled).rejects.toThrow('已取消上传');
    FakeXhr.sent[0]!.answer('/img/a');
    await settle();
    expect(FakeXhr.sent).toHaveLength(3);
    FakeXhr.sent[1]!.answer('/img/b');
    FakeXhr.sent[2]!.answer('/img/d');
    await expect(Promise.all([first, second, fourth])).resolves.toHaveLength(3);
  });
});
