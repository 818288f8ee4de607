import { cloneElement, type ReactElement, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FieldMessage } from './field-message';

/**
 * The classes of a feature's form layout — its CSS module, read for `field`, `label`, `required`,
 * `control`, `input`, `hint` and `error`: the wiring is shared, the look is the page's.
 */
export type FieldClasses = Readonly<Record<string, string | undefined>>;

/** The id of a field's input: its hint and message hang off it (`${id}-hint`, `${id}-error`). */
export const fieldIdOf = (idPrefix: string, name: string) => `${idPrefix}-${name}`;

interface HookFormFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  /** Keeps ids unique on a page with more than one form (`invoice`, `join`). */
  idPrefix: string;
  classes: FieldClasses;
  required?: boolean;
  hint?: ReactNode;
  children: ReactElement<Record<string, unknown>>;
}

/**
 * A react-hook-form field: its label, the input (given as the child, which receives the id, the
 * input class and the ARIA state), its hint and its message, tied together for screen readers.
 */
export function HookFormField<T extends FieldValues>({
  form,
  name,
  label,
  idPrefix,
  classes,
  required,
  hint,
  children,
}: HookFormFieldProps<T>) {
  const id = fieldIdOf(idPrefix, name);
  const error = form.formState.errors[name]?.message as string | undefined;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
        {required ? (
          <span className={classes.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div className={classes.control}>
        {cloneElement(children, {
          id,
          className: `${classes.input} ${String(children.props.className ?? '')}`,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy,
          'aria-required': required || undefined,
        })}
        {hint ? (
          <p id={`${id}-hint`} className={classes.hint}>
            {hint}
          </p>
        ) : null}
        <FieldMessage id={`${id}-error`} className={classes.error} message={error} />
      </div>
    </div>
  );
}
