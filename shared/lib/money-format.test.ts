import { describe, expect, it } from 'vitest';
import { formatFee, formatFen, formatPlanAmount, formatPlanPrice, formatPrice, formatPriceTag } from './money-format';

describe('money as text', () => {
  it.each([
    [12_990, '¥129.90'],
    [12_900, '¥129.00'],
    [1, '¥0.01'],
    [0, '¥0.00'],
    [-100, '-¥1.00'],
    [-0, '¥0.00'],
    [123_456_789, '¥1234567.89'],
  ])('an amount, to the fen: %i → %s', (fen, text) => {
    expect(formatFen(fen)).toBe(text);
  });

  it.each([
    [0, '免费'],
    [1200, '¥12.00'],
    [19_900, '¥199.00'],
    [990, '¥9.90'],
    [1, '¥0.01'],
    [250_000, '¥2500.00'],
  ])('a detail page price: %i → %s', (fen, text) => {
    expect(formatPrice(fen)).toBe(text);
  });

  it.each([
    [19_900, '¥199'],
    [990, '¥9.9'],
    [1999, '¥19.99'],
    [1050, '¥10.5'],
    [1005, '¥10.05'],
    [0, '¥0'],
    [250_000, '¥2500'],
  ])('a card price, trailing zeros dropped: %i → %s', (fen, text) => {
    expect(formatPriceTag(fen)).toBe(text);
  });

  it.each([
    [0, '免费'],
    [38_000, '¥380'],
    [38_050, '¥380.50'],
    [38_005, '¥380.05'],
    [1_200_000, '¥12000'],
  ])('an enrolment fee: %i → %s', (fen, text) => {
    expect(formatFee(fen)).toBe(text);
  });

  it.each([
    [980_000, '9,800', '¥9,800'],
    [4900, '49', '¥49'],
    [4950, '49.5', '¥49.5'],
    [4905, '49.05', '¥49.05'],
    [0, '0', '¥0'],
    [123_456_700, '1,234,567', '¥1,234,567'],
  ])('a plan price, grouped: %i → %s / %s', (fen, amount, price) => {
    expect(formatPlanAmount(fen)).toBe(amount);
    expect(formatPlanPrice(fen)).toBe(price);
  });

  it('writes the yuan sign U+00A5 and an ASCII minus, as the pages always did', () => {
    expect(formatFen(-1).codePointAt(0)).toBe(0x2d);
    expect(formatFen(1).codePointAt(0)).toBe(0xa5);
  });
});
