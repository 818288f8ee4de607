import { afterEach, describe, expect, it } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { ApiError } from '@shared/api/api-client';
import { appStore } from './app-store';
import { createQueryClient } from './query-client';
import { runMutation } from './run-mutation';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('runMutation: a write through the mutation cache without a hook', () => {
  afterEach(() => {
    appStore.set({ showLoginModal: false });
    onlineManager.setOnline(true);
  });

  it('runs the writes of one scope one after another, in order (the last click wins)', async () => {
    const queryClient = createQueryClient();
    const started: string[] = [];
    const answers: Record<string, () => void> = {};
    const write = (name: string) =>
      runMutation(
        queryClient,
        {
          scope: { id: 'like-1-7' },
          mutationFn: () =>
            new Promise<string>((resolve) => {
              started.push(name);
              answers[name] = () => resolve(name);
            }),
        },
        undefined,
      );
    const first = write('like');
    const second = write('cancel');
    await settle();
    expect(started).toEqual(['like']);
    answers.like!();
    await expect(first).resolves.toBe('like');
    await settle();
    expect(started).toEqual(['like', 'cancel']);
    answers.cancel!();
    await expect(second).resolves.toBe('cancel');
  });

  it('has the query client’s defaults and 401 rule: offline it still fails at once, and a 401 opens the login modal', async () => {
    onlineManager.setOnline(false);
    const refused = runMutation(createQueryClient(), { mutationFn: () => Promise.reject(new ApiError('请先登录', 200, 401)) }, undefined);
    await expect(refused).rejects.toThrow('请先登录');
    expect(appStore.get().showLoginModal).toBe(true);
  });

  it('opts out of the login modal with meta', async () => {
    const quiet = runMutation(
      createQueryClient(),
      { mutationFn: () => Promise.reject(new ApiError('请先登录', 200, 401)), meta: { loginOn401: false } },
      undefined,
    );
    await expect(quiet).rejects.toThrow('请先登录');
    expect(appStore.get().showLoginModal).toBe(false);
  });
});
