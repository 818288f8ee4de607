import { useEffect } from 'react';
import { useAppState } from '@client/lib/app-store';
import { whenIdleAfterLoad } from '@client/lib/idle-after-load';
import { useLoadedModule } from '@client/lib/use-loaded-module';

const loadAuthModals = () => import('@client/features/auth/components/auth-modals');

/**
 * The global modal host (spec §2): the login and bind-account modals live here so any page, the
 * error page included, can open them. Their code (forms, validation, the QR encoder) is a chunk of
 * its own, fetched once the page has loaded and the browser is idle, and mounted the first time a
 * modal opens; from then on it stays mounted so closing animates like any dialog.
 */
export function ModalHost() {
  const wanted = useAppState((state) => state.showLoginModal || state.showBindModal);
  const modals = useLoadedModule(loadAuthModals, wanted);
  useEffect(() => whenIdleAfterLoad(() => void loadAuthModals().catch(() => undefined)), []);
  return <div id="modal-host">{modals ? <modals.AuthModals /> : null}</div>;
}
