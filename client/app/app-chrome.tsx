import { useEffect, type ReactNode } from 'react';
import { ScrollRestoration } from 'react-router';
import { useHydrated } from '@client/components/use-hydrated';
import { LoadingBar } from '@client/components/loading-bar';
import { Toaster } from '@client/components/toast/toaster';
import { ModalHost } from './modal-host';
import { DocumentTitle } from './document-title';
import { useLinkDelegation } from './use-link-delegation';
import { LoginQueryOpener } from './login-query-opener';
import { SocialLoginCallback } from '@client/features/auth/components/social-login-callback';
import { SelfInfoNotice } from '@client/app/self-info-notice';
import { useProtectedClickCapture } from '@client/lib/protected-action';
import { markHydrated } from '@client/lib/idle-after-load';

/**
 * What the root layout and the root error page both carry (spec §2: modals available on the error
 * page too). `errorStatus` when rendered by the root error boundary: the page is titled by the error.
 */
export function AppChrome({ children, errorStatus }: { children: ReactNode; errorStatus?: number }) {
  const onClick = useLinkDelegation();
  const onClickCapture = useProtectedClickCapture();
  // Mounted after hydration: a new page starts at the top (links with preventScrollReset — the list
  // filters — keep the position), back/forward restore it. Server-rendered, its inline script would
  // need the CSP nonce; the browser restores the first page's position on its own.
  const hydrated = useHydrated();
  // Work deferred until the page has settled (client/lib/idle-after-load.ts) waits for this.
  useEffect(markHydrated, []);
  return (
    // The click handlers only route clicks on plain links and stop protected clicks of signed-out
    // visitors (see protected-action.ts): they catch clicks bubbling from inside, and the element itself
    // is not interactive (role="presentation" says so; a div has no role to lose).
    <div className="app-shell" role="presentation" onClick={onClick} onClickCapture={onClickCapture}>
      <a className="skip-link" href="#main">
        跳到主要内容
      </a>
      <LoadingBar />
      {children}
      <ModalHost />
      <Toaster />
      <DocumentTitle errorStatus={errorStatus} />
      <LoginQueryOpener />
      <SocialLoginCallback />
      <SelfInfoNotice />
      {hydrated ? <ScrollRestoration /> : null}
    </div>
  );
}
