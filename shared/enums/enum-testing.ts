/** Test helper (imported only by *.test.ts): an enum holds exactly these [value, label] pairs, in order. */
import { expect } from 'vitest';
import type { DefinedEnum, EnumSpec } from './define-enum';

export function expectEnum<S extends EnumSpec>(definedEnum: DefinedEnum<S>, entries: readonly (readonly [number, string])[]): void {
  expect(definedEnum.options.map(({ value, label }) => [value, label])).toEqual(entries.map(([v, l]) => [v, l]));
  for (const [value, label] of entries) {
    expect(definedEnum.is(value)).toBe(true);
    expect(definedEnum.label(value)).toBe(label);
    const key = definedEnum.keyOf(value);
    expect(key).toBeDefined();
    expect((definedEnum as Record<string, unknown>)[key as string]).toBe(value);
  }
}
