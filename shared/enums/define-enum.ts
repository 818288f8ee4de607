/**
 * A numeric enumeration with Chinese labels, declared once as `{ KEY: [value, '标签'] }`.
 * Gives typed constants (`LoginType.PASSWORD === 1`), the label of a value, the option list for
 * selects, and a guard for values coming from the network.
 */
export type EnumSpec = Record<string, readonly [number, string]>;

export type EnumValue<S extends EnumSpec> = S[keyof S][0];

export type DefinedEnum<S extends EnumSpec> = { readonly [K in keyof S]: S[K][0] } & {
  readonly values: readonly EnumValue<S>[];
  readonly options: readonly { value: EnumValue<S>; label: string; key: keyof S & string }[];
  label(value: unknown, fallback?: string): string;
  is(value: unknown): value is EnumValue<S>;
  keyOf(value: unknown): (keyof S & string) | undefined;
};

export function defineEnum<const S extends EnumSpec>(spec: S): DefinedEnum<S> {
  const options = Object.entries(spec).map(([key, [value, label]]) => ({ key, value, label }));
  const byValue = new Map(options.map((option) => [option.value, option]));
  if (byValue.size !== options.length) throw new Error('duplicate enumeration value');
  const constants = Object.fromEntries(options.map(({ key, value }) => [key, value]));
  return Object.freeze({
    ...constants,
    values: Object.freeze(options.map((option) => option.value)),
    options: Object.freeze(options),
    label: (value: unknown, fallback = '未知') => byValue.get(value as number)?.label ?? fallback,
    is: (value: unknown): boolean => byValue.has(value as number),
    keyOf: (value: unknown) => byValue.get(value as number)?.key,
  }) as unknown as DefinedEnum<S>;
}
