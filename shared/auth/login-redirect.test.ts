import { describe, expect, it } from 'vitest';
import { loginRedirectTarget } from './login-redirect';

describe('loginRedirectTarget', () => {
  it('sends the visitor home with the login flag and the encoded way back', () => {
    expect(loginRedirectTarget('/setting/user?tab=a&b=1')).toBe('/?login=1&redirect=%2Fsetting%2Fuser%3Ftab%3Da%26b%3D1');
  });

  it('says when the session was found gone', () => {
    expect(loginRedirectTarget('/study', { expired: true })).toBe('/?login=expired&redirect=%2Fstudy');
  });
});
