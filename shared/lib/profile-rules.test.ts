import { describe, expect, it } from 'vitest';
import { beijingToday, charCount, checkBio, checkBirthday, checkNickname, normalizeNickname, nicknameKey } from './profile-rules';

describe('nickname (2–16)', () => {
  it('accepts Chinese, letters, digits, _ - and ·, counting characters not UTF-16 units', () => {
    for (const ok of ['小王', '焊工老李', 'Li_Ming-2', '阿依古丽·买买提', '𠮷野家', 'a'.repeat(16), '技'.repeat(16)])
      expect(checkNickname(ok), ok).toBe(true);
    expect(charCount('𠮷野')).toBe(2);
  });
  it('refuses empty, short, long, odd characters and names of the platform, in Chinese', () => {
    expect(checkNickname('   ')).toBe('请输入昵称');
    expect(checkNickname('王')).toBe('昵称不能少于 2 个字');
    expect(checkNickname('技'.repeat(17))).toBe('昵称不能超过 16 个字');
    for (const bad of ['小 王', '<script>', '小王😀', 'a@b'])
      expect(checkNickname(bad), bad).toBe('昵称只能包含中文、字母、数字、下划线和连字符');
    for (const bad of ['技能学堂小助手', '官方客服', 'Admin01']) expect(checkNickname(bad), bad).toMatch(/不能包含/);
  });
  it('trims before it counts', () => expect(checkNickname('  小王  ')).toBe(true));
});

describe('bio (≤ 200)', () => {
  it('allows 200 characters, not 201', () => {
    expect(checkBio('学'.repeat(200))).toBe(true);
    expect(checkBio('学'.repeat(201))).toBe('个人简介不能超过 200 字');
    expect(checkBio('')).toBe(true);
  });
});

describe('birthday', () => {
  const today = '2026-11-24';
  it('allows empty and real dates from 1900 to today', () => {
    for (const ok of ['', '1900-01-01', '1996-02-29', today]) expect(checkBirthday(ok, today), ok).toBe(true);
  });
  it('refuses malformed, impossible, too early and future dates', () => {
    expect(checkBirthday('1990/01/01', today)).toBe('请按 年-月-日 填写生日');
    expect(checkBirthday('1995-02-29', today)).toBe('生日不是一个有效的日期');
    expect(checkBirthday('1990-13-01', today)).toBe('生日不是一个有效的日期');
    expect(checkBirthday('1899-12-31', today)).toBe('生日不能早于 1900 年');
    expect(checkBirthday('2026-11-25', today)).toBe('生日不能晚于今天');
  });
  it('today is the Beijing date', () => {
    expect(beijingToday(Date.parse('2026-11-24T16:30:00Z'))).toBe('2026-11-25');
    expect(beijingToday(Date.parse('2026-11-24T15:59:59Z'))).toBe('2026-11-24');
  });
});

describe('nickname look-alikes (issue 23)', () => {
  it('saves the NFKC form without invisible characters, and compares case-folded with look-alike letters mapped', () => {
    expect(normalizeNickname(' 美发师ＴＯＮＹ\u200B ')).toBe('美发师TONY');
    expect(normalizeNickname('焊\u2F2F老张')).toBe('焊工老张');
    expect(normalizeNickname('\uF90A牌焊工')).toBe('金牌焊工');
    expect(nicknameKey('美发师Tony')).toBe(nicknameKey('美发师tony'));
    // Cyrillic о and Latin o, Cyrillic Т and Latin T.
    expect(nicknameKey('美发师\u0422\u043Eny')).toBe(nicknameKey('美发师Tony'));
    expect(nicknameKey('焊工老李')).not.toBe(nicknameKey('焊工老张'));
    // The rule checks what would be saved: full-width letters pass as the plain ones; reserved words hide in no disguise.
    expect(checkNickname('美发师ＴＯＮＹ')).toBe(true);
    expect(checkNickname('官\u200B方小王')).toMatch(/不能包含/);
    expect(checkNickname('ＡＤＭＩＮ01')).toMatch(/不能包含/);
  });
});
