import { AuthModals } from '@client/features/auth/auth-modals';

/**
 * The global modal host (spec §2): the login and bind-account modals live here so any page, the
 * error page included, can open them. Later issues add their own global modals here.
 */
export function ModalHost() {
  return (
    <div id="modal-host">
      <AuthModals />
    </div>
  );
}
