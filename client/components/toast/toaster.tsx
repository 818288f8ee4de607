import { useSyncExternalStore } from 'react';
import { dismissToast, toastStore } from './toast-store';

export function Toaster() {
  const { toasts } = useSyncExternalStore(toastStore.subscribe, toastStore.get, toastStore.get);
  if (toasts.length === 0) return null;
  return (
    <ol className="toast-list">
      {toasts.map((toast) => (
        <li key={toast.id} role="status">
          {toast.title}
          <button type="button" onClick={() => dismissToast(toast.id)}>关闭</button>
        </li>
      ))}
    </ol>
  );
}
