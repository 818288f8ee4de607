import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMUNITY_LIMITS } from '@shared/schemas/community';
import { uploadImageFile } from './upload-image-file';
import { FakeXhr, settle, stubUploads, uploaded } from './test-support/fake-xhr';

const image = (name: string) => Object.assign(new Blob(['x']), { name });
const options = (signal?: AbortSignal) => ({ maxBytes: COMMUNITY_LIMITS.imageBytesMax, onProgress: () => undefined, signal });

describe('uploadImageFile: at most COMMUNITY_LIMITS.uploadsAtOnce in flight (the API refuses a third with 429)', () => {
  beforeEach(stubUploads);
  afterEach(() => vi.unstubAllGlobals());

  it('nine pictures picked at once go two at a time, in order, and all arrive', async () => {
    const uploads = Array.from({ length: 9 }, (_, index) => uploadImageFile(image(`p${index}.png`), options()));
    for (let done = 0; done < 9; done++) {
      await settle();
      const inFlight = FakeXhr.sent.length - done;
      expect(inFlight).toBe(Math.min(COMMUNITY_LIMITS.uploadsAtOnce, 9 - done));
      FakeXhr.sent[done]!.answer(uploaded(`/img/${done}`));
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
    FakeXhr.sent[0]!.answer(uploaded('/img/a'));
    await settle();
    expect(FakeXhr.sent).toHaveLength(3);
    FakeXhr.sent[1]!.answer(uploaded('/img/b'));
    FakeXhr.sent[2]!.answer(uploaded('/img/d'));
    await expect(Promise.all([first, second, fourth])).resolves.toHaveLength(3);
  });
});
