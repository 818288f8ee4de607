import { describe, expect, it } from 'vitest';
import { loginRedirectTarget, signedInLoginBounce } from './login-redirect';

describe('loginRedirectTarget', () => {
  it('sends the visitor home with the login flag and the encoded way back', () => {
    expect(loginRedirectTarget('/setting/user?tab=a&b=1')).toBe('/?login=1&redirect=%2Fsetting%2Fuser%3Ftab%3Da%26b%3D1');
  });

  it('says when the session was found gone', () => {
    expect(loginRedirectTarget('/study', { expired: true })).toBe('/?login=expired&redirect=%2Fstudy');
  });
});

describe('signedInLoginBounce', () => {
  it('sends a sign-in link with a token on to its redirect', () => {
    expect(signedInLoginBounce('?login=1&redirect=%2Fstudy%3Ftab%3D2')).toBe('/study?tab=2');
  });

  it('stays for an unsafe or missing redirect, an expired session or no login flag', () => {
    for (const search of ['?login=1&redirect=https%3A%2F%2Fevil.example%2F', '?login=1&redirect=%2F%2Fevil.example', '?login=1', '?login=expired&redirect=%2Fstudy', '?redirect=%2Fstudy', ''])
      expect(signedInLoginBounce(search), search).toBeNull();
  });
});
