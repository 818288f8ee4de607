import { useCallback, useEffect, useRef } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type RegisterOptions, type UseFormReturn } from 'react-hook-form';

export const INPUT_DEBOUNCE_MS = 300;

/**
 * Spec §5: forms validate on blur, on input (debounced 300 ms), on change and on submit. The form
 * runs in react-hook-form's 'onBlur' mode (blur, and a text input's native change, which only fires
 * on blur) and validates on submit; `field()` adds the debounced validation while typing.
 */
export function useFieldValidation<T extends FieldValues>(form: UseFormReturn<T>, delay = INPUT_DEBOUNCE_MS) {
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const { register, trigger } = form;

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const schedule = useCallback(
    (name: Path<T>) => {
      const pending = timers.current;
      clearTimeout(pending.get(name));
      pending.set(
        name,
        setTimeout(() => {
          pending.delete(name);
          void trigger(name);
        }, delay),
      );
    },
    [trigger, delay],
  );

  return useCallback(
    (name: Path<T>, options: RegisterOptions<T, Path<T>>) => {
      const registration = register(name, options);
      return {
        ...registration,
        onChange: async (event: { target: unknown; type?: unknown }) => {
          await registration.onChange(event);
          schedule(name);
        },
      };
    },
    [register, schedule],
  );
}

/**
 * A form validated the spec §5 way: react-hook-form in 'onBlur' mode (blur, and a text input's
 * native change) plus submit, with `field()` adding the debounced check while typing.
 */
export function useValidatedForm<T extends FieldValues>(defaultValues: DefaultValues<T>) {
  const form = useForm<T>({ mode: 'onBlur', reValidateMode: 'onBlur', defaultValues });
  const field = useFieldValidation(form);
  return { form, field };
}
