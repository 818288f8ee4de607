import type { ReactNode } from 'react';
import { createStore } from '@client/lib/app-store';

export const TOAST_DEFAULT_TIMEOUT = 3000;

export type ToastColor = 'primary' | 'success' | 'warning' | 'error' | 'info' | 'neutral';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

/** Toast fields of spec §3. `timeout` 0 keeps the toast until closed. */
export interface Toast {
  id: string;
  title?: string;
  description?: string;
  icon?: ReactNode;
  avatar?: { src: string; alt: string };
  timeout: number;
  actions?: ToastAction[];
  color: ToastColor;
  /** Called once when the toast goes away, whichever way. */
  callback?: () => void;
  closeButton: boolean;
}

export type ToastInput = Partial<Omit<Toast, 'id'>> & { id?: string };

export const toastStore = createStore<{ toasts: Toast[] }>({ toasts: [] });

let sequence = 0;

export function showToast(input: ToastInput): string {
  const id = input.id ?? `toast-${++sequence}`;
  const toast: Toast = { timeout: TOAST_DEFAULT_TIMEOUT, color: 'primary', closeButton: true, ...input, id };
  toastStore.set(({ toasts }) => ({ toasts: [...toasts.filter((existing) => existing.id !== id), toast] }));
  return id;
}

export function dismissToast(id: string): void {
  const toast = toastStore.get().toasts.find((candidate) => candidate.id === id);
  if (!toast) return;
  toastStore.set(({ toasts }) => ({ toasts: toasts.filter((candidate) => candidate.id !== id) }));
  toast.callback?.();
}

export const toast = {
  show: showToast,
  success: (title: string, extra: ToastInput = {}) => showToast({ color: 'success', title, ...extra }),
  error: (title: string, extra: ToastInput = {}) => showToast({ color: 'error', title, ...extra }),
  info: (title: string, extra: ToastInput = {}) => showToast({ color: 'info', title, ...extra }),
  warning: (title: string, extra: ToastInput = {}) => showToast({ color: 'warning', title, ...extra }),
  dismiss: dismissToast,
};
