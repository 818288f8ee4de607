import { cloneElement, type ReactElement } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import styles from './invoices.module.css';

interface FormFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  hint?: string;
  children: ReactElement<Record<string, unknown>>;
}

/** A labelled input with its hint and its error, tied together for screen readers. */
export function FormField<T extends FieldValues>({ form, name, label, hint, children }: FormFieldProps<T>) {
  const id = `invoice-${name}`;
  const error = form.formState.errors[name]?.message as string | undefined;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <div>
        {cloneElement(children, { id, className: `${styles.input} ${String(children.props.className ?? '')}`, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
        {hint ? (
          <p id={`${id}-hint`} className={styles.hint}>
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
