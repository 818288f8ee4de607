import { useState } from 'react';
import styles from './field-message.module.css';

/**
 * A field's validation message (announced). When it goes — on blur, or once the typed value passes —
 * its line stays, invisible, for as long as the form is on the page: the press that blurred the field
 * was often on the button below, and a button moved up before the finger lifted never got the click.
 */
export function FieldMessage({ id, className, message }: { id: string; className?: string; message?: string | null }) {
  const [kept, setKept] = useState(message);
  if (message && message !== kept) setKept(message);
  if (message) {
    return (
      <p id={id} className={className} role="alert">
        {message}
      </p>
    );
  }
  if (!kept) return null;
  return (
    <p className={`${className ?? ''} ${styles.gone}`} aria-hidden="true" data-kept-space="">
      {kept}
    </p>
  );
}
