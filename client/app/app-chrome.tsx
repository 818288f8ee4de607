import type { ReactNode } from 'react';
import { LoadingBar } from '@client/components/loading-bar';
import { Toaster } from '@client/components/toast/toaster';
import { ModalHost } from './modal-host';
import { DocumentTitle } from './document-title';
import { useLinkDelegation } from './use-link-delegation';
import { LoginQueryOpener } from './login-query-opener';
import { SocialLoginCallback } from '@client/features/auth/social-login-callback';
import { SelfInfoNotice } from '@client/features/session/self-info-notice';

/**
 * What the root layout and the root error page both carry (spec §2: modals available on the error
 * page too). `errorStatus` when rendered by the root error boundary: the page is titled by the error.
 */
export function AppChrome({ children, errorStatus }: { children: ReactNode; errorStatus?: number }) {
  const onClick = useLinkDelegation();
  return (
    // The click handler only routes clicks on plain links inside; the element itself is not interactive.
    <div className="app-shell" onClick={onClick}>
      <a className="skip-link" href="#main">跳到主要内容</a>
      <LoadingBar />
      {children}
      <ModalHost />
      <Toaster />
      <DocumentTitle errorStatus={errorStatus} />
      <LoginQueryOpener />
      <SocialLoginCallback />
      <SelfInfoNotice />
    </div>
  );
}
