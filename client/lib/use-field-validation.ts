import { useCallback, useEffect, useRef } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormRegister,
  type UseFormTrigger,
} from 'react-hook-form';

export const INPUT_DEBOUNCE_MS = 300;

/**
 * Spec §5's check while typing: `checkSoon(name)` validates the field `delay` ms after the last call
 * for it (each keystroke restarts its wait). Pending checks end with the component.
 */
function useCheckAfterTyping<T extends FieldValues>(trigger: UseFormTrigger<T>, delay = INPUT_DEBOUNCE_MS) {
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  return useCallback(
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
}

/** `register` for a text input, its change followed by the debounced check. */
function useTypedRegister<T extends FieldValues>(register: UseFormRegister<T>, checkSoon: (name: Path<T>) => void) {
  return useCallback(
    (name: Path<T>, options: RegisterOptions<T, Path<T>>) => {
      const registration = register(name, options);
      return {
        ...registration,
        onChange: async (event: { target: unknown; type?: unknown }) => {
          await registration.onChange(event);
          checkSoon(name);
        },
      };
    },
    [register, checkSoon],
  );
}

/**
 * A form validated the spec §5 way: react-hook-form in 'onBlur' mode (blur, and a text input's
 * native change) plus submit, with `field()` adding the debounced check while typing to a registered
 * input, and `checkSoon(name)` doing it for a controlled one (useController's: its value rendered by
 * React, as the server rendered it) from its change handler.
 */
export function useValidatedForm<T extends FieldValues>(defaultValues: DefaultValues<T>) {
  const form = useForm<T>({ mode: 'onBlur', reValidateMode: 'onBlur', defaultValues });
  const checkSoon = useCheckAfterTyping(form.trigger);
  const field = useTypedRegister(form.register, checkSoon);
  return { form, field, checkSoon };
}

/**
 * A form checked when it is sent: no message appears, changes or goes while typing or leaving a
 * field, unless the form asks (`trigger`, `clearErrors`). react-hook-form does not move the focus on
 * a refused send: the form decides (handleSubmit's onInvalid), since several such forms may share a
 * page (the composers, which leave the focus where it is) or their fields are widgets without one
 * input (the ask and invoice forms, which focus the first field with a message themselves).
 */
export function useSubmitCheckedForm<T extends FieldValues>(defaultValues: DefaultValues<T>) {
  return useForm<T>({ mode: 'onSubmit', reValidateMode: 'onSubmit', shouldFocusError: false, defaultValues });
}
