import styles from '../invoices.module.css';

/** A section's message, tied to its field by `apply-${name}-error`. */
export function ApplyFieldError({ name, message }: { name: string; message: string | undefined }) {
  return message ? (
    <p id={`apply-${name}-error`} className={styles.error} role="alert">
      {message}
    </p>
  ) : null;
}
