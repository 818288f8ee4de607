import { afterEach, describe, expect, it } from 'vitest';
import { MutationObserver } from '@tanstack/react-query';
import { ApiError } from '@shared/api/api-client';
import { appStore } from './app-store';
import { createQueryClient } from './query-client';
import { UploadError } from './upload-image-file';

/** Runs one write through a fresh client's mutation cache, as useMutation would, and says whether the login modal opened. */
async function loginOpenedBy(error: Error, meta?: { loginOn401?: false }): Promise<{ opened: boolean; ownHandlerSaw: unknown }> {
  let ownHandlerSaw: unknown;
  const observer = new MutationObserver(createQueryClient(), {
    mutationFn: () => Promise.reject(error),
    onError: (failure) => {
      ownHandlerSaw = failure;
    },
    meta,
  });
  await observer.mutate().catch(() => undefined);
  return { opened: appStore.get().showLoginModal, ownHandlerSaw };
}

describe('the query client: a write refused with 401 opens the login modal, once for every mutation', () => {
  afterEach(() => appStore.set({ showLoginModal: false, showBindModal: false }));

  it('opens it for an API call refused with code 401, and the mutation still gets its own onError', async () => {
    const refusal = new ApiError('登录已失效，请重新登录', 200, 401);
    expect(await loginOpenedBy(refusal)).toEqual({ opened: true, ownHandlerSaw: refusal });
  });

  it('opens it for an image upload refused with code 401', async () => {
    expect((await loginOpenedBy(new UploadError('请先登录', 401))).opened).toBe(true);
  });

  it('closes the bind form to do so (the modal shows sign-in)', async () => {
    appStore.set({ showBindModal: true });
    await loginOpenedBy(new ApiError('请先登录', 200, 401));
    expect(appStore.get()).toMatchObject({ showLoginModal: true, showBindModal: false });
  });

  it('leaves it closed for any other refusal or failure', async () => {
    expect((await loginOpenedBy(new ApiError('手机号格式错误', 200, 400))).opened).toBe(false);
    expect((await loginOpenedBy(new ApiError('服务器内部错误', 500))).opened).toBe(false);
    expect((await loginOpenedBy(new UploadError('网络异常，上传失败'))).opened).toBe(false);
    expect((await loginOpenedBy(new Error('401'))).opened).toBe(false);
  });

  it('leaves it closed for a mutation that opts out with meta.loginOn401 = false (sign-in forms, signing out)', async () => {
    const refusal = new ApiError('请先登录', 200, 401);
    expect(await loginOpenedBy(refusal, { loginOn401: false })).toEqual({ opened: false, ownHandlerSaw: refusal });
  });
});

describe('the query client: writes made offline', () => {
  it('fail at once instead of waiting, paused, for the browser to be online', async () => {
    const { onlineManager } = await import('@tanstack/react-query');
    onlineManager.setOnline(false);
    try {
      const observer = new MutationObserver(createQueryClient(), { mutationFn: () => Promise.reject(new ApiError('服务器内部错误', 500)) });
      await expect(observer.mutate()).rejects.toThrow('服务器内部错误');
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
