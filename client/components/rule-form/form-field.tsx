import type { ReactNode } from 'react';
import { FieldMessage } from '../field-message';
import styles from './form-field.module.css';

interface FormFieldProps {
  /** The input's id (fieldAria's); the label points at it, the hint and message hang off it. */
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  /** Something on the label's line, right-aligned (a character counter). */
  aside?: ReactNode;
  /** A group (radios, chips) is labelled by a legend instead of a label. */
  group?: boolean;
  children: ReactNode;
}

/** A labelled field with its hint and its message next to it (the message is announced). */
export function FormField({ id, label, required, hint, error, aside, group, children }: FormFieldProps) {
  const caption = (
    <>
      {label}
      {required ? (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      ) : null}
    </>
  );
  const body = (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldMessage id={`${id}-error`} className={styles.error} message={error} />
    </>
  );
  if (group) {
    return (
      <fieldset
        className={styles.field}
        aria-describedby={[hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined}
      >
        <legend className={styles.label}>
          <span>{caption}</span>
          {aside}
        </legend>
        {children}
        {body}
      </fieldset>
    );
  }
  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {caption}
        </label>
        {aside}
      </div>
      {children}
      {body}
    </div>
  );
}
