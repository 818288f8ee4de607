import { useAppState } from '@client/lib/app-store';

/**
 * The global modal host (spec §2): the login and bind-account modals live here so any page, the
 * error page included, can open them. Their forms are built by the sign-in issue.
 */
export function ModalHost() {
  const showLogin = useAppState((state) => state.showLoginModal);
  const showBind = useAppState((state) => state.showBindModal);
  return <div id="modal-host" data-login-open={showLogin} data-bind-open={showBind} />;
}
