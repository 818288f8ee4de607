import type { ReactNode } from 'react';
import { LoadingBar } from '@client/components/loading-bar';
import { Toaster } from '@client/components/toast/toaster';
import { ModalHost } from '@client/components/modal-host';
import { DocumentTitle } from './document-title';

/** What the root layout and the root error page both carry (spec §2: modals available on the error page too). */
export function AppChrome({ children }: { children: ReactNode }) {
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">跳到主要内容</a>
      <LoadingBar />
      {children}
      <ModalHost />
      <Toaster />
      <DocumentTitle />
    </div>
  );
}
