import { describe, expect, it } from 'vitest';
import { tokenFromCookies, upstreamHeaders } from './upstream-headers';

const CLIENT = { ip: '203.0.113.7', host: 'skill.test', protocol: 'https' };
const FORWARDED = {
  'x-forwarded-for': '203.0.113.7',
  'x-real-ip': '203.0.113.7',
  'x-forwarded-proto': 'https',
  'x-forwarded-host': 'skill.test',
};

describe('upstreamHeaders', () => {
  it('maps the cookie token to the token header and drops the cookie', () => {
    const headers = upstreamHeaders({ cookie: 'skill_token=abc; other=1', accept: 'application/json' }, 'abc', CLIENT);
    expect(headers).toEqual({ accept: 'application/json', token: 'abc', ...FORWARDED });
  });

  it('never trusts a token header sent by the client', () => {
    expect(upstreamHeaders({ token: 'forged' }, undefined, CLIENT)).toEqual(FORWARDED);
    expect(upstreamHeaders({ token: 'forged' }, 'real', CLIENT).token).toBe('real');
  });

  it('drops hop-by-hop headers, including those named in Connection', () => {
    const headers = upstreamHeaders(
      { connection: 'keep-alive, x-secret', 'x-secret': '1', 'keep-alive': 'timeout=5', 'x-ok': '2' },
      't',
      CLIENT,
    );
    expect(headers).toEqual({ 'x-ok': '2', token: 't', ...FORWARDED });
  });

  it("replaces the client's own forwarding claims with the address the server trusts", () => {
    const headers = upstreamHeaders(
      {
        'x-forwarded-for': '1.2.3.4',
        'x-real-ip': '1.2.3.4',
        forwarded: 'for=1.2.3.4;host=evil.example;proto=https',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'http',
        'x-forwarded-port': '1',
        'x-client-ip': '1.2.3.4',
        'true-client-ip': '1.2.3.4',
      },
      undefined,
      CLIENT,
    );
    expect(headers).toEqual(FORWARDED);
  });
});

describe('upstreamHeaders and the trace context', () => {
  const CALL = { traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-b7ad6b7169203331-01', tracestate: 'rojo=1' };

  it("replaces the client's traceparent and tracestate with the call's own", () => {
    const headers = upstreamHeaders(
      { traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01', tracestate: 'evil=1', accept: 'application/json' },
      undefined,
      CLIENT,
      CALL,
    );
    expect(headers).toEqual({ accept: 'application/json', ...FORWARDED, ...CALL });
  });

  it("never passes the client's trace headers on unread, even without a trace of the call", () => {
    expect(upstreamHeaders({ traceparent: 'garbage', tracestate: 'x=1' }, undefined, CLIENT)).toEqual(FORWARDED);
  });
});

describe('tokenFromCookies', () => {
  it('accepts token-shaped values only', () => {
    expect(tokenFromCookies({ skill_token: 'a1b2c3' })).toBe('a1b2c3');
    expect(tokenFromCookies({ skill_token: 'bad value\r\n' })).toBeUndefined();
    expect(tokenFromCookies({ skill_token: 'x'.repeat(600) })).toBeUndefined();
    expect(tokenFromCookies({})).toBeUndefined();
  });

  it('reads the cookie of the given name only', () => {
    expect(tokenFromCookies({ skill_token: 'plain' }, '__Host-skill_token')).toBeUndefined();
    expect(tokenFromCookies({ '__Host-skill_token': 'prefixed' }, '__Host-skill_token')).toBe('prefixed');
  });
});
