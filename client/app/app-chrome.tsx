import type { ReactNode } from 'react';
import { LoadingBar } from '@client/components/loading-bar';
import { Toaster } from '@client/components/toast/toaster';
import { ModalHost } from '@client/components/modal-host';
import { DocumentTitle } from './document-title';
import { useLinkDelegation } from './use-link-delegation';

/** What the root layout and the root error page both carry (spec §2: modals available on the error page too). */
export function AppChrome({ children }: { children: ReactNode }) {
  const onClick = useLinkDelegation();
  return (
    // The click handler only routes clicks on plain links inside; the element itself is not interactive.
    <div className="app-shell" onClick={onClick}>
      <a className="skip-link" href="#main">跳到主要内容</a>
      <LoadingBar />
      {children}
      <ModalHost />
      <Toaster />
      <DocumentTitle />
    </div>
  );
}
