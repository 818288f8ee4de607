import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import styles from './auth-dialog.module.css';

interface AuthDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  children: ReactNode;
  testId: string;
  /** A left column beside the titled content (the login modal's QR panel); stacked on phones. */
  aside?: ReactNode;
}

/** The frame of the login and bind-account modals: focus trapped, Esc and the × close it. */
export function AuthDialog({ open, onClose, title, description, children, testId, aside }: AuthDialogProps) {
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
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></svg>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
