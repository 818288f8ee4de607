import { useCallback, type MouseEvent } from 'react';
import { appStore, openLoginModal, openLoginModalThenGo } from '@client/lib/app-store';

/** Mark any button or link that needs a signed-in visitor (buy, enrol, like, follow, favourite…). */
export const REQUIRES_LOGIN_ATTRIBUTE = 'data-requires-login';
export const requiresLogin = { [REQUIRES_LOGIN_ATTRIBUTE]: '' } as const;
/** The value that also says "then follow me": signed in from the modal, the visitor lands on the link's target. */
const THEN_FOLLOW = 'then-follow';
/** A protected link whose target is what the visitor asked for (免费试看 → that lesson), not merely a gate. */
export const requiresLoginThenFollow = { [REQUIRES_LOGIN_ATTRIBUTE]: THEN_FOLLOW } as const;

/**
 * Spec §4/§6: a protected click without a sign-in opens the login modal and does nothing else.
 * One capture-phase handler at the app shell stops the click before any handler below it (React's
 * or a link's default) runs, so server-rendered card markup can opt in with a plain attribute.
 */
export function useProtectedClickCapture() {
  return useCallback((event: MouseEvent<HTMLElement>) => {
    if (appStore.get().isLogin) return;
    const target = (event.target as Element).closest?.(`[${REQUIRES_LOGIN_ATTRIBUTE}]`);
    if (!target || (target as HTMLButtonElement).disabled) return;
    event.preventDefault();
    event.stopPropagation();
    const href = target.getAttribute(REQUIRES_LOGIN_ATTRIBUTE) === THEN_FOLLOW ? target.getAttribute('href') : null;
    if (href) openLoginModalThenGo(href);
    else openLoginModal();
  }, []);
}

/**
 * The same rule for actions that do not start with a click (Enter in the chat box, a shortcut):
 * `requireLogin(send)` runs `send` only when signed in, else opens the login modal.
 */
export function useRequireLogin() {
  return useCallback(
    <Args extends unknown[]>(action: (...args: Args) => void) =>
      (...args: Args): void => {
        if (!appStore.get().isLogin) {
          openLoginModal();
          return;
        }
        action(...args);
      },
    [],
  );
}
