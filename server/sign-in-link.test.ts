import { describe, expect, it } from 'vitest';
import { signedInLoginBounce } from './sign-in-link';

describe('signedInLoginBounce', () => {
  it('sends a sign-in link with a token on to its redirect', () => {
    expect(signedInLoginBounce('?login=1&redirect=%2Fstudy%3Ftab%3D2')).toBe('/study?tab=2');
  });

  it('stays for an unsafe or missing redirect, an expired session or no login flag', () => {
    for (const search of [
      '?login=1&redirect=https%3A%2F%2Fevil.example%2F',
      '?login=1&redirect=%2F%2Fevil.example',
      '?login=1',
      '?login=expired&redirect=%2Fstudy',
      '?redirect=%2Fstudy',
      '',
    ])
      expect(signedInLoginBounce(search), search).toBeNull();
  });
});
