import { describe, expect, it } from 'vitest';
import { FALLBACK_INITIAL, initialCode, initialFromCode, initialOf } from './person-initial';

describe('initialOf', () => {
  it('is the first character of the person’s own name', () => {
    expect(initialOf('技能学员小王')).toBe('技');
    expect(initialOf('焊工老李')).toBe('焊');
    expect(initialOf('王同学')).toBe('王');
    expect(initialOf('  陈师傅')).toBe('陈');
  });
  it('capitalises Latin letters and keeps digits', () => {
    expect(initialOf('alice')).toBe('A');
    expect(initialOf('1+X 考生')).toBe('1');
  });
  it('keeps an emoji or a character outside the BMP whole', () => {
    expect(initialOf('😀开心')).toBe('😀');
    expect(initialOf('𠀋先生')).toBe('𠀋');
  });
  it('falls back for a blank name or one starting with an invisible character', () => {
    expect(initialOf('')).toBe(FALLBACK_INITIAL);
    expect(initialOf('   ')).toBe(FALLBACK_INITIAL);
    expect(initialOf('\u200b王')).toBe(FALLBACK_INITIAL);
  });
  it('round-trips through the URL’s code', () => {
    for (const name of ['技能学员小王', 'alice', '😀开心', '<b>x</b>']) expect(initialFromCode(initialCode(name))).toBe(initialOf(name));
  });
  it('refuses codes that are not a visible character', () => {
    expect(initialFromCode('d800')).toBeUndefined();
    expect(initialFromCode('0a')).toBeUndefined();
    expect(initialFromCode('110000')).toBeUndefined();
    expect(initialFromCode('zz')).toBeUndefined();
    expect(initialFromCode('1234567')).toBeUndefined();
  });
});
