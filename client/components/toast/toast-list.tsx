import { useRef, useState, type ReactNode } from 'react';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { dismissToast, TOAST_DEFAULT_TIMEOUT, type Toast, type ToastColor, type ToastPlacement } from './toast-store';
import { BellIcon } from '@client/components/icons/bell-icon';
import { CloseIcon } from '@client/components/icons/close-icon';
import { ErrorIcon } from '@client/components/icons/error-icon';
import { InfoIcon } from '@client/components/icons/info-icon';
import { SuccessIcon } from '@client/components/icons/success-icon';
import { WarningIcon } from '@client/components/icons/warning-icon';
import styles from './toaster.module.css';

/** Matches the exit animation in toaster.module.css; the store entry goes once it has played. */
export const TOAST_EXIT_MS = 180;

const ICONS: Record<ToastColor, (props: { size?: number }) => ReactNode> = {
  primary: BellIcon,
  success: SuccessIcon,
  warning: WarningIcon,
  error: ErrorIcon,
  info: InfoIcon,
  neutral: InfoIcon,
};

// A toast re-shown under the same id is a new object: remount it so its timer and progress restart.
const keys = new WeakMap<Toast, string>();
let keySequence = 0;
function keyOf(toast: Toast): string {
  let key = keys.get(toast);
  if (!key) {
    key = `${toast.id}:${++keySequence}`;
    keys.set(toast, key);
  }
  return key;
}

/** The same message shown again while up: one toast that says how many times. */
function RepeatCount({ count }: { count: number }) {
  return (
    <span className={styles.count} data-testid="toast-count">
      <span aria-hidden="true">×{count}</span>
      <span className="sr-only">（共 {count} 次）</span>
    </span>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const [open, setOpen] = useState(true);
  const rootRef = useRef<HTMLLIElement>(null);
  const sticky = !(toast.timeout > 0);
  const Icon = ICONS[toast.color] ?? InfoIcon;
  const onOpenChange = (next: boolean) => {
    if (next) return;
    setOpen(false);
    window.setTimeout(() => dismissToast(toast.id), TOAST_EXIT_MS);
  };
  return (
    <ToastPrimitive.Root
      ref={rootRef}
      open={open}
      onOpenChange={onOpenChange}
      duration={sticky ? Infinity : toast.timeout}
      type={toast.color === 'error' ? 'foreground' : 'background'}
      // Radix pauses its close timer on viewport hover/focus and window blur; the progress bar follows.
      onPause={() => rootRef.current?.setAttribute('data-paused', '')}
      onResume={() => rootRef.current?.removeAttribute('data-paused')}
      className={styles.toast}
      data-color={toast.color}
      data-testid="toast"
    >
      {toast.avatar ? (
        <img className={styles.avatar} src={toast.avatar.src} alt={toast.avatar.alt} width={36} height={36} />
      ) : (
        <span className={styles.icon} aria-hidden="true">
          {toast.icon ?? <Icon size={20} />}
        </span>
      )}
      <div className={styles.body}>
        {toast.title ? (
          <ToastPrimitive.Title className={styles.title}>
            {toast.title}
            {toast.count > 1 ? <RepeatCount count={toast.count} /> : null}
          </ToastPrimitive.Title>
        ) : null}
        {toast.description ? (
          <ToastPrimitive.Description className={styles.description}>{toast.description}</ToastPrimitive.Description>
        ) : null}
        {toast.actions?.length ? (
          <div className={styles.actions}>
            {toast.actions.map((action, index) => (
              <ToastPrimitive.Action key={action.label} altText={action.label} asChild>
                <button type="button" className={index === 0 ? styles.actionPrimary : styles.action} onClick={action.onClick}>
                  {action.label}
                </button>
              </ToastPrimitive.Action>
            ))}
          </div>
        ) : null}
      </div>
      {toast.closeButton ? (
        <ToastPrimitive.Close className={styles.close} aria-label="关闭">
          <CloseIcon size={16} />
        </ToastPrimitive.Close>
      ) : null}
      {sticky ? null : (
        <div
          className={styles.progress}
          data-testid="toast-progress"
          aria-hidden="true"
          style={{ animationDuration: `${toast.timeout}ms` }}
        />
      )}
    </ToastPrimitive.Root>
  );
}

/** The Radix toast list, mounted by the Toaster while there are toasts. */
export function ToastList({ toasts, placement = 'top' }: { toasts: readonly Toast[]; placement?: ToastPlacement }) {
  return (
    <ToastPrimitive.Provider duration={TOAST_DEFAULT_TIMEOUT} swipeDirection="right" label="通知">
      {toasts.map((toast) => (
        <ToastItem key={keyOf(toast)} toast={toast} />
      ))}
      <ToastPrimitive.Viewport
        className={styles.viewport}
        data-placement={placement}
        data-testid="toast-viewport"
        label="通知 ({hotkey})"
      />
    </ToastPrimitive.Provider>
  );
}
