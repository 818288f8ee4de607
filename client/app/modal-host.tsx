import { lazy, Suspense, useEffect, useState } from 'react';
import { useAppState } from '@client/lib/app-store';

const loadAuthModals = () => import('@client/features/auth/auth-modals');
const AuthModals = lazy(() => loadAuthModals().then((module) => ({ default: module.AuthModals })));

/**
 * The global modal host (spec §2): the login and bind-account modals live here so any page, the
 * error page included, can open them. Their code (forms, validation, the QR encoder) is a chunk of
 * its own, fetched while the browser is idle after the first paint and mounted the first time a
 * modal opens; from then on it stays mounted so closing animates like any dialog.
 */
export function ModalHost() {
  const wanted = useAppState((state) => state.showLoginModal || state.showBindModal);
  const [mounted, setMounted] = useState(false);
  if (wanted && !mounted) setMounted(true);

  useEffect(() => {
    const warm = () => void loadAuthModals();
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(warm, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(warm, 1500);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div id="modal-host">
      {mounted ? (
        <Suspense fallback={null}>
          <AuthModals />
        </Suspense>
      ) : null}
    </div>
  );
}
