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
  /** How many times this message was shown while the toast was up (1: once). */
  count: number;
}

export type ToastInput = Partial<Omit<Toast, 'id' | 'count'>> & { id?: string };

/** Where the stack sits: top right (phones: top centre), or at the bottom where a page keeps its clock at the top. */
export type ToastPlacement = 'top' | 'bottom';

export const toastStore = createStore<{ toasts: Toast[]; placement: ToastPlacement }>({ toasts: [], placement: 'top' });

/** At most this many toasts at once: a seventh pushes the oldest out (issue 26: six identical errors stacked). */
export const TOAST_MAX_VISIBLE = 3;

let sequence = 0;

/** Nothing a second copy would add: no actions, avatar or callback of its own. */
const plain = (toast: ToastInput) => !toast.actions?.length && !toast.avatar && !toast.callback;

/** Same kind and same words, both plain. */
const sameMessage = (a: Toast, b: ToastInput & { color: ToastColor }) =>
  a.color === b.color && a.title === b.title && a.description === b.description && plain(a) && plain(b);

/**
 * Shows a toast. The same message shown again while its toast is up is not stacked: that toast
 * restarts its time and counts the repeat (×2); beyond TOAST_MAX_VISIBLE the oldest goes.
 */
export function showToast(input: ToastInput): string {
  const color = input.color ?? 'primary';
  const twin = input.id === undefined ? toastStore.get().toasts.find((existing) => sameMessage(existing, { ...input, color })) : undefined;
  const id = input.id ?? twin?.id ?? `toast-${++sequence}`;
  const toast: Toast = { timeout: TOAST_DEFAULT_TIMEOUT, closeButton: true, ...input, color, id, count: (twin?.count ?? 0) + 1 };
  const others = toastStore.get().toasts.filter((existing) => existing.id !== id);
  const dropped = others.slice(0, Math.max(0, others.length + 1 - TOAST_MAX_VISIBLE));
  toastStore.set((state) => ({ ...state, toasts: [...others.slice(dropped.length), toast] }));
  for (const gone of dropped) gone.callback?.();
  return id;
}

export function dismissToast(id: string): void {
  const toast = toastStore.get().toasts.find((candidate) => candidate.id === id);
  if (!toast) return;
  toastStore.set((state) => ({ ...state, toasts: state.toasts.filter((candidate) => candidate.id !== id) }));
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
