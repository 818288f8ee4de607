import { useEffect } from 'react';
import { toastStore } from './toast-store';

// Apart from the toast store, which every page's first load carries: only the exam and practice pages use it.
/**
 * While the calling component is mounted, toasts appear at the bottom of the screen: the exam and
 * practice pages keep their timer in a bar stuck to the top, and a toast must never cover it
 * (issue 26: at the moment it matters most).
 */
export function useToastsAtBottom(): void {
  useEffect(() => {
    toastStore.set((state) => ({ ...state, placement: 'bottom' }));
    return () => toastStore.set((state) => ({ ...state, placement: 'top' }));
  }, []);
}
