import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import styles from './modal-dialog.module.css';

interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  children: ReactNode;
  testId: string;
  /** A left column beside the titled content (the login modal's QR panel); stacked on phones. */
  aside?: ReactNode;
}

/**
 * Radix's scroll lock injects a <style> through react-style-singleton, which takes its nonce from
 * the `__webpack_nonce__` global; without it the page's CSP (style-src with a nonce) rejects it.
 */
function shareStyleNonce(): void {
  if (typeof window === 'undefined') return;
  const scope = window as unknown as { __webpack_nonce__?: string };
  if (scope.__webpack_nonce__) return;
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) scope.__webpack_nonce__ = nonce;
}

/** The site's modal frame (the login and bind-account modals and every other dialog): focus trapped, Esc and the × close it. */
export function ModalDialog({ open, onClose, title, description, children, testId, aside }: ModalDialogProps) {
  // Before the dialog (and its scroll lock) mounts; idempotent, browser only.
  if (open) shareStyleNonce();
  const main = (
    <>
      <Dialog.Title className={styles.title}>{title}</Dialog.Title>
      {description ? <Dialog.Description className={styles.description}>{description}</Dialog.Description> : null}
      {children}
    </>
  );
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        {/* Without a description Radix wants aria-describedby explicitly unset. */}
        <Dialog.Content
          className={`${styles.content} ${aside ? styles.withAside : ''}`}
          data-testid={testId}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          {aside ? (
            <div className={styles.columns}>
              {/* The form first in reading order; the grid draws the aside on the left. */}
              <div className={styles.main}>{main}</div>
              <div className={styles.aside}>{aside}</div>
            </div>
          ) : (
            main
          )}
          <Dialog.Close className={styles.close} aria-label="关闭">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
