import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, showToast, TOAST_MAX_VISIBLE, toast, toastStore } from './toast-store';

const shown = () => toastStore.get().toasts;

// The store is the module's: files sharing this process (the units project) may have left toasts up.
beforeEach(() => {
  for (const item of shown()) dismissToast(item.id);
});

describe('toast stack (issue 26: six identical error toasts at once)', () => {
  it('the same message shown again while up is one toast that counts the repeats and restarts its time', () => {
    const first = toast.error('网络异常，请稍后重试');
    const before = shown()[0];
    for (let index = 0; index < 5; index += 1) expect(toast.error('网络异常，请稍后重试')).toBe(first);
    expect(shown()).toHaveLength(1);
    expect(shown()[0]).toMatchObject({ id: first, count: 6, color: 'error' });
    // A new object: the list remounts it, so its timer and progress bar start again.
    expect(shown()[0]).not.toBe(before);
  });

  it('another kind or other words are another toast; an explicit id or actions are never merged', () => {
    toast.error('保存失败');
    toast.warning('保存失败');
    toast.error('保存失败', { description: '请检查网络' });
    expect(shown()).toHaveLength(3);
    for (const item of shown()) dismissToast(item.id);
    const action = { label: '重试', onClick: () => undefined };
    toast.error('保存失败', { actions: [action] });
    toast.error('保存失败', { actions: [action] });
    expect(shown()).toHaveLength(2);
  });

  it(`keeps at most ${TOAST_MAX_VISIBLE}: a new one pushes the oldest out, and its callback runs`, () => {
    const callback = vi.fn();
    const oldest = showToast({ title: '第 1 条', callback });
    for (let index = 2; index <= TOAST_MAX_VISIBLE + 1; index += 1) showToast({ title: `第 ${index} 条` });
    expect(shown()).toHaveLength(TOAST_MAX_VISIBLE);
    expect(shown().map((item) => item.id)).not.toContain(oldest);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
