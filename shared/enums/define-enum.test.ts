import { describe, it, expect, expectTypeOf } from 'vitest';
import { defineEnum, type EnumValue } from './define-enum';

const colourSpec = {
  RED: [1, '红色'],
  GREEN: [2, '绿色'],
  NEGATIVE: [-1, '负值'],
  ZERO: [0, '零'],
} as const;
const Colour = defineEnum(colourSpec);

describe('defineEnum', () => {
  it('exposes typed constants', () => {
    expect(Colour.RED).toBe(1);
    expect(Colour.NEGATIVE).toBe(-1);
    expect(Colour.ZERO).toBe(0);
    expectTypeOf(Colour.GREEN).toEqualTypeOf<2>();
    expectTypeOf<EnumValue<typeof colourSpec>>().toEqualTypeOf<1 | 2 | -1 | 0>();
    expectTypeOf<(typeof Colour)['values'][number]>().toEqualTypeOf<1 | 2 | -1 | 0>();
  });

  it('gives the label of a value, with a fallback for unknown values', () => {
    expect(Colour.label(2)).toBe('绿色');
    expect(Colour.label(0)).toBe('零');
    expect(Colour.label(-1)).toBe('负值');
    expect(Colour.label(99)).toBe('未知');
    expect(Colour.label(99, '—')).toBe('—');
    expect(Colour.label(undefined)).toBe('未知');
    expect(Colour.label('1')).toBe('未知');
  });

  it('guards values coming from the network', () => {
    expect(Colour.is(1)).toBe(true);
    expect(Colour.is(0)).toBe(true);
    expect(Colour.is(3)).toBe(false);
    expect(Colour.is('1')).toBe(false);
    expect(Colour.is(null)).toBe(false);
    expect(Colour.is(undefined)).toBe(false);
    expect(Colour.is(1.5)).toBe(false);
    const raw: unknown = 2;
    if (Colour.is(raw)) expectTypeOf(raw).toEqualTypeOf<1 | 2 | -1 | 0>();
  });

  it('maps a value back to its key', () => {
    expect(Colour.keyOf(2)).toBe('GREEN');
    expect(Colour.keyOf(-1)).toBe('NEGATIVE');
    expect(Colour.keyOf(7)).toBeUndefined();
  });

  it('keeps the declaration order in values and options', () => {
    expect(Colour.values).toEqual([1, 2, -1, 0]);
    expect(Colour.options).toEqual([
      { key: 'RED', value: 1, label: '红色' },
      { key: 'GREEN', value: 2, label: '绿色' },
      { key: 'NEGATIVE', value: -1, label: '负值' },
      { key: 'ZERO', value: 0, label: '零' },
    ]);
  });

  it('rejects duplicate values', () => {
    expect(() => defineEnum({ A: [1, '甲'], B: [1, '乙'] })).toThrow('duplicate enumeration value');
  });

  it('accepts an empty spec', () => {
    const Empty = defineEnum({});
    expect(Empty.values).toEqual([]);
    expect(Empty.label(1)).toBe('未知');
  });

  it('is frozen', () => {
    expect(Object.isFrozen(Colour)).toBe(true);
    expect(Object.isFrozen(Colour.values)).toBe(true);
    expect(Object.isFrozen(Colour.options)).toBe(true);
    expect(() => {
      (Colour as { RED: number }).RED = 5;
    }).toThrow(TypeError);
    expect(Colour.RED).toBe(1);
  });
});
