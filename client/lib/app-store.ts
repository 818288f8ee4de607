import { useSyncExternalStore } from 'react';

/** App state of spec §3: isLogin, showLoginModal, showBindModal, scroll. One store per tab. */
export interface AppState {
  isLogin: boolean;
  showLoginModal: boolean;
  showBindModal: boolean;
  /** True once the page has scrolled, so the header can raise its shadow. */
  scroll: boolean;
  /** Where a sign-in from the open login modal goes on to: the target of the protected link that opened it (免费试看). */
  afterLogin: string | null;
}

type Listener = () => void;

export function createStore<T extends object>(initial: T) {
  let state = initial;
  const listeners = new Set<Listener>();
  return {
    get: () => state,
    set(patch: Partial<T> | ((current: T) => Partial<T>)) {
      const next = { ...state, ...(typeof patch === 'function' ? patch(state) : patch) };
      if (Object.keys(next).every((key) => next[key as keyof T] === state[key as keyof T])) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const appStore = createStore<AppState>({
  isLogin: false,
  showLoginModal: false,
  showBindModal: false,
  scroll: false,
  afterLogin: null,
});

export function useAppState<S>(select: (state: AppState) => S): S {
  return useSyncExternalStore(
    appStore.subscribe,
    () => select(appStore.get()),
    () => select(appStore.get()),
  );
}

export const openLoginModal = () => appStore.set({ showLoginModal: true, showBindModal: false, afterLogin: null });
/** The login modal, with the page the visitor asked for opened once they sign in there. */
export const openLoginModalThenGo = (path: string) => appStore.set({ showLoginModal: true, showBindModal: false, afterLogin: path });
export const closeLoginModal = () => appStore.set({ showLoginModal: false, afterLogin: null });
