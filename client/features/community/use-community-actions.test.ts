import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@shared/api/api-client';
import type { Pin } from '@shared/schemas/community';
import { likeContent } from './use-community-actions';

const pin = (liked: boolean, likeCount: number): Pin => ({
  id: 7,
  author: { id: 2, nickname: '用户2', avatar: '/a.png', headline: '' },
  text: '想法',
  images: [],
  topic: null,
  createdAt: '2026-11-20T10:00:00+08:00',
  likeCount,
  favoriteCount: 1,
  commentCount: 2,
  viewer: { liked, disliked: false, favorited: false, mine: false },
});

/** The query cache tells its listeners on the next macrotask (notifyManager). */
const notified = () => new Promise((resolve) => setTimeout(resolve, 0));

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((settle, fail) => ((resolve = settle), (reject = fail)));
  return { promise, resolve, reject };
}

const answeringLike = (likeCount: number) => ({ call: async () => ({ liked: true, disliked: false, likeCount }) }) as unknown as ApiClient;

describe('a like and a fetch of the same item racing', () => {
  it('a page fetched while the like was on its way, answered by the server before the like landed, still shows the like', async () => {
    const queryClient = new QueryClient();
    const detail = deferred<Pin>();
    const fetching = queryClient.fetchQuery({ queryKey: ['pin', 7], queryFn: () => detail.promise });
    await likeContent(queryClient, answeringLike(6), 4, 7, 1);
    detail.resolve(pin(false, 5)); // what the server read before the like
    await fetching;
    await notified();
    expect(queryClient.getQueryData<Pin>(['pin', 7])).toMatchObject({ likeCount: 6, viewer: { liked: true } });
  });

  it('a fetch begun after the answer is the server’s word and is left as it comes', async () => {
    const queryClient = new QueryClient();
    await likeContent(queryClient, answeringLike(6), 4, 7, 1);
    await queryClient.fetchQuery({ queryKey: ['pin', 7], queryFn: async () => pin(false, 9) });
    expect(queryClient.getQueryData<Pin>(['pin', 7])).toMatchObject({ likeCount: 9, viewer: { liked: false } });
  });

  it('a fetch that fails leaves the answer as it is', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['feed'], [pin(false, 5)]);
    const failing = queryClient.fetchQuery({ queryKey: ['pin', 7], queryFn: () => Promise.reject(new Error('down')), retry: false });
    await likeContent(queryClient, answeringLike(6), 4, 7, 1);
    await expect(failing).rejects.toThrow('down');
    await notified();
    expect(queryClient.getQueryData<Pin[]>(['feed'])![0]).toMatchObject({ likeCount: 6, viewer: { liked: true } });
  });
});

describe('clicks on one item', () => {
  it('a second fast click: the calls go one after another and only the last answer is written', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['feed'], [pin(false, 5)]);
    const answers = [
      deferred<{ liked: boolean; disliked: boolean; likeCount: number }>(),
      deferred<{ liked: boolean; disliked: boolean; likeCount: number }>(),
    ];
    let calls = 0;
    const api = { call: () => answers[calls++]!.promise } as unknown as ApiClient;
    const like = likeContent(queryClient, api, 4, 7, 1);
    const cancel = likeContent(queryClient, api, 4, 7, 2);
    await notified();
    expect(calls).toBe(1);
    expect(queryClient.getQueryData<Pin[]>(['feed'])![0]).toMatchObject({ likeCount: 5, viewer: { liked: false } });
    answers[0]!.resolve({ liked: true, disliked: false, likeCount: 6 });
    await notified();
    expect(calls).toBe(2);
    expect(queryClient.getQueryData<Pin[]>(['feed'])![0]).toMatchObject({ likeCount: 5, viewer: { liked: false } });
    answers[1]!.resolve({ liked: false, disliked: false, likeCount: 5 });
    await Promise.all([like, cancel]);
    expect(queryClient.getQueryData<Pin[]>(['feed'])![0]).toMatchObject({ likeCount: 5, viewer: { liked: false } });
  });

  it('a refused click is rolled back', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['feed'], [pin(false, 5)]);
    const refusal = deferred<never>();
    const like = likeContent(queryClient, { call: () => refusal.promise } as unknown as ApiClient, 4, 7, 1);
    await notified();
    expect(queryClient.getQueryData<Pin[]>(['feed'])![0]).toMatchObject({ likeCount: 6, viewer: { liked: true } });
    refusal.reject(new Error('内容已被删除，无法操作'));
    await like;
    expect(queryClient.getQueryData<Pin[]>(['feed'])![0]).toMatchObject({ likeCount: 5, viewer: { liked: false } });
  });
});
