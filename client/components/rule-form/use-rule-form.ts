import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec §5: forms validate on blur, on input (debounced 300 ms), on change and on submit. */
export const INPUT_DEBOUNCE_MS = 300;

export type Rule<T, K extends keyof T> = (value: T[K], values: T) => true | string;
export type Rules<T> = { [K in keyof T]?: Rule<T, K> };
export type Errors<T> = Partial<Record<keyof T, string>>;

/**
 * The form state of a page that would grow by react-hook-form (~13–14 KB gzip) for a small form: today
 * the prerendered /business (~128 KB gzip, scripts/js-budget.json). The values, one
 * message per field from the shared rules, and the timing of spec §5: `change` re-checks a field
 * 300 ms after the last keystroke (at once when `immediate`: a select, a chip), `blur` at once,
 * `validateAll` on submit (the first field with a message, marked `data-field="name"`, takes the
 * focus). Everywhere else forms use react-hook-form (client/lib/use-field-validation.ts).
 */
export function useRuleForm<T extends object>(initial: T, rules: Rules<T>) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Errors<T>>({});
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const rulesRef = useRef(rules);
  rulesRef.current = rules;
  const timers = useRef(new Map<keyof T, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const check = useCallback((name: keyof T, all: T = valuesRef.current): string | undefined => {
    const rule = rulesRef.current[name] as Rule<T, keyof T> | undefined;
    const result = rule ? rule(all[name], all) : true;
    return result === true ? undefined : result;
  }, []);

  const validate = useCallback(
    (name: keyof T) => {
      clearTimeout(timers.current.get(name));
      timers.current.delete(name);
      const message = check(name);
      setErrors((current) => (current[name] === message ? current : { ...current, [name]: message }));
      return message === undefined;
    },
    [check],
  );

  const change = useCallback(
    <K extends keyof T>(name: K, value: T[K], { immediate = false } = {}) => {
      valuesRef.current = { ...valuesRef.current, [name]: value };
      setValues(valuesRef.current);
      clearTimeout(timers.current.get(name));
      if (immediate) validate(name);
      else
        timers.current.set(
          name,
          setTimeout(() => validate(name), INPUT_DEBOUNCE_MS),
        );
    },
    [validate],
  );

  /** Every field at once (submit): true when all pass; else the first invalid field is focused. */
  const validateAll = useCallback((): boolean => {
    const next: Errors<T> = {};
    for (const name of Object.keys(valuesRef.current) as (keyof T)[]) {
      clearTimeout(timers.current.get(name));
      const message = check(name);
      if (message) next[name] = message;
    }
    setErrors(next);
    const first = Object.keys(next)[0];
    if (first !== undefined && typeof document !== 'undefined') document.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
    return Object.keys(next).length === 0;
  }, [check]);

  const reset = useCallback((to: T = initial) => {
    for (const timer of timers.current.values()) clearTimeout(timer);
    timers.current.clear();
    valuesRef.current = to;
    setValues(to);
    setErrors({});
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `initial` is the first render's: a fresh form each time
  }, []);

  return { values, errors, change, validate, validateAll, reset, setErrors };
}

/** The ids and aria attributes tying an input to its hint and its message. */
export function fieldAria(prefix: string, name: string, error: string | undefined, hint = false) {
  const id = `${prefix}-${name}`;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return { id, 'data-field': name, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const;
}

/** A 400 from the API names its field (`请求体参数错误：phone：手机号格式错误`): shown under that field. */
export function fieldProblem(message: string): { field: string; text: string } | undefined {
  const match = /参数错误：(\w+)(?:\.\d+)?：(.+)$/.exec(message);
  return match ? { field: match[1]!, text: match[2]! } : undefined;
}
