import { describe, expect, it } from 'vitest';
import { tokenFromCookies, upstreamHeaders } from './upstream-headers';

describe('upstreamHeaders', () => {
  it('maps the cookie token to the token header and drops the cookie', () => {
    const headers = upstreamHeaders({ cookie: 'skill_token=abc; other=1', accept: 'application/json' }, 'abc');
    expect(headers).toEqual({ accept: 'application/json', token: 'abc' });
  });

  it('never trusts a token header sent by the client', () => {
    expect(upstreamHeaders({ token: 'forged' }, undefined)).toEqual({});
    expect(upstreamHeaders({ token: 'forged' }, 'real').token).toBe('real');
  });

  it('drops hop-by-hop headers, including those named in Connection', () => {
    const headers = upstreamHeaders({ connection: 'keep-alive, x-secret', 'x-secret': '1', 'keep-alive': 'timeout=5', 'x-ok': '2' }, 't');
    expect(headers).toEqual({ 'x-ok': '2', token: 't' });
  });
});

describe('tokenFromCookies', () => {
  it('accepts token-shaped values only', () => {
    expect(tokenFromCookies({ skill_token: 'a1b2c3' })).toBe('a1b2c3');
    expect(tokenFromCookies({ skill_token: 'bad value\r\n' })).toBeUndefined();
    expect(tokenFromCookies({ skill_token: 'x'.repeat(600) })).toBeUndefined();
    expect(tokenFromCookies({})).toBeUndefined();
  });
});
