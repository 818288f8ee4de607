import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMUNITY_LIMITS } from '@shared/schemas/community';
import { appStore } from './app-store';
import { createQueryClient } from './query-client';
import { createImageUploads } from './use-image-uploads';
import { FakeXhr, settle, stubUploads, uploaded } from './test-support/fake-xhr';

const picked = (count: number, from = 0) => Array.from({ length: count }, (_, index) => new File(['x'], `p${from + index}.png`));
/** The page's upload turns are shared (upload-image-file.ts): each test's uploads are stopped after it. */
const made: ReturnType<typeof createImageUploads>[] = [];
const make = (options: Parameters<typeof createImageUploads>[1]) => {
  const uploads = createImageUploads(createQueryClient(), options);
  made.push(uploads);
  return uploads;
};

describe('createImageUploads (useImageUploads): the images of a form, uploaded as picked', () => {
  beforeEach(stubUploads);
  afterEach(async () => {
    for (const uploads of made.splice(0)) uploads.clear();
    await settle();
    vi.unstubAllGlobals();
    appStore.set({ showLoginModal: false });
  });

  it(`sends ${COMMUNITY_LIMITS.uploadsAtOnce} at a time and queues the rest in the order picked, each with its progress`, async () => {
    const uploads = make({ max: 9, tooMany: '最多上传 9 张图片' });
    uploads.add(picked(5));
    await settle();
    expect(FakeXhr.sent).toHaveLength(COMMUNITY_LIMITS.uploadsAtOnce);
    expect(uploads.get().uploads.map((upload) => upload.name)).toEqual(['p0.png', 'p1.png', 'p2.png', 'p3.png', 'p4.png']);
    FakeXhr.sent[0]!.progress(40);
    expect(uploads.get().uploads.map((upload) => upload.progress)).toEqual([40, 0, 0, 0, 0]);

    for (let done = 0; done < 5; done++) {
      expect(FakeXhr.sent.length - done).toBe(Math.min(COMMUNITY_LIMITS.uploadsAtOnce, 5 - done));
      FakeXhr.sent[done]!.answer(uploaded(`/img/${done}`));
      await settle();
    }
    expect(uploads.get().uploads.map(({ url, progress }) => [url, progress])).toEqual(
      Array.from({ length: 5 }, (_, index) => [`/img/${index}`, 100]),
    );
    expect(uploads.get().notices).toEqual([]);
  });

  it('takes what fits and says how many were left out', async () => {
    const uploads = make({ max: 3, tooMany: '最多上传 3 张截图' });
    uploads.add(picked(2));
    uploads.add(picked(3, 2));
    expect(uploads.get().uploads).toHaveLength(3);
    expect(uploads.get().notices).toEqual(['最多上传 3 张截图，已忽略多出的 2 张']);
    uploads.refuseMore();
    expect(uploads.get().notices).toEqual(['最多上传 3 张截图']);
  });

  it('removing one stops its upload, or its wait, and the next in line takes its turn', async () => {
    const uploads = make({ max: 9, tooMany: '最多' });
    uploads.add(picked(4));
    await settle();
    const [first, , third] = uploads.get().uploads;
    uploads.remove(first!.key);
    uploads.remove(third!.key);
    await settle();
    expect(FakeXhr.sent[0]!.aborted).toBe(true);
    // p1 was sent with p0; p2 left the queue unsent; p3 took p0's turn.
    expect(FakeXhr.sent).toHaveLength(3);
    expect(uploads.get().uploads.map((upload) => upload.name)).toEqual(['p1.png', 'p3.png']);
    expect(uploads.get().notices).toEqual([]);
  });

  it('a failed upload leaves the list with its reason; a 401 opens the login modal (the query client’s mutation cache)', async () => {
    const uploads = make({ max: 9, tooMany: '最多' });
    uploads.add(picked(2));
    await settle();
    FakeXhr.sent[0]!.answer({ code: 4906, msg: 'not an image' });
    FakeXhr.sent[1]!.answer({ code: 401, msg: '请先登录后再上传图片' });
    await settle();
    expect(uploads.get().uploads).toEqual([]);
    expect(uploads.get().notices).toEqual(['p0.png：只能上传 PNG、JPG、GIF 或 WebP 图片', 'p1.png：请先登录']);
    expect(appStore.get().showLoginModal).toBe(true);
  });

  it('clear() stops every upload and empties the form', async () => {
    const uploads = make({ max: 9, tooMany: '最多' });
    uploads.add(picked(3));
    await settle();
    uploads.clear();
    await settle();
    expect(FakeXhr.sent.map((xhr) => xhr.aborted)).toEqual([true, true]);
    expect(uploads.get()).toEqual({ uploads: [], notices: [] });
  });
});
