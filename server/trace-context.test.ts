import { describe, expect, it } from 'vitest';
import {
  callTrace,
  childOf,
  formatTraceparent,
  newTrace,
  parseTraceparent,
  parseTracestate,
  traceFromHeaders,
  traceresponseOf,
} from './trace-context';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT_ID = '00f067aa0ba902b7';
const VALID = `00-${TRACE_ID}-${PARENT_ID}-01`;
const TRACEPARENT = /^00-([\da-f]{32})-([\da-f]{16})-0[01]$/;

describe('parseTraceparent', () => {
  it('reads a version 00 header: trace id, parent id and the sampled flag', () => {
    expect(parseTraceparent(VALID)).toEqual({ traceId: TRACE_ID, spanId: PARENT_ID, sampled: true });
    expect(parseTraceparent(`00-${TRACE_ID}-${PARENT_ID}-00`)).toEqual({ traceId: TRACE_ID, spanId: PARENT_ID, sampled: false });
  });

  it('keeps only the sampled bit of the flags (level 1 defines no other)', () => {
    expect(parseTraceparent(`00-${TRACE_ID}-${PARENT_ID}-03`)?.sampled).toBe(true);
    expect(parseTraceparent(`00-${TRACE_ID}-${PARENT_ID}-fe`)?.sampled).toBe(false);
  });

  it('ignores the whitespace around the value', () => {
    expect(parseTraceparent(` ${VALID}\t`)?.traceId).toBe(TRACE_ID);
  });

  it('refuses a missing, empty or repeated header', () => {
    expect(parseTraceparent(undefined)).toBeUndefined();
    expect(parseTraceparent('')).toBeUndefined();
    expect(parseTraceparent([VALID, VALID])).toBeUndefined();
    // Node joins a repeated header with ", ".
    expect(parseTraceparent(`${VALID}, ${VALID}`)).toBeUndefined();
  });

  it('refuses version ff and a version that is not two lowercase hex digits', () => {
    expect(parseTraceparent(`ff-${TRACE_ID}-${PARENT_ID}-01`)).toBeUndefined();
    expect(parseTraceparent(`0g-${TRACE_ID}-${PARENT_ID}-01`)).toBeUndefined();
    expect(parseTraceparent(`0A-${TRACE_ID}-${PARENT_ID}-01`)).toBeUndefined();
    expect(parseTraceparent(`000-${TRACE_ID}-${PARENT_ID}-01`)).toBeUndefined();
  });

  it('refuses uppercase hex anywhere', () => {
    expect(parseTraceparent(`00-${TRACE_ID.toUpperCase()}-${PARENT_ID}-01`)).toBeUndefined();
    expect(parseTraceparent(`00-${TRACE_ID}-${PARENT_ID.toUpperCase()}-01`)).toBeUndefined();
    expect(parseTraceparent(`00-${TRACE_ID}-${PARENT_ID}-0A`)).toBeUndefined();
  });

  it('refuses an all-zero trace id or parent id', () => {
    expect(parseTraceparent(`00-${'0'.repeat(32)}-${PARENT_ID}-01`)).toBeUndefined();
    expect(parseTraceparent(`00-${TRACE_ID}-${'0'.repeat(16)}-01`)).toBeUndefined();
  });

  it('refuses wrong lengths and missing or misplaced dashes', () => {
    expect(parseTraceparent(`00-${TRACE_ID.slice(1)}-${PARENT_ID}-01`)).toBeUndefined();
    expect(parseTraceparent(`00-${TRACE_ID}a-${PARENT_ID}-01`)).toBeUndefined();
    expect(parseTraceparent(`00-${TRACE_ID}-${PARENT_ID.slice(1)}-01`)).toBeUndefined();
    expect(parseTraceparent(`00-${TRACE_ID}-${PARENT_ID}a-01`)).toBeUndefined();
    expect(parseTraceparent(`00-${TRACE_ID}-${PARENT_ID}-1`)).toBeUndefined();
    expect(parseTraceparent(`00-${TRACE_ID}-${PARENT_ID}-011`)).toBeUndefined();
    expect(parseTraceparent(`00_${TRACE_ID}_${PARENT_ID}_01`)).toBeUndefined();
    expect(parseTraceparent(`00-${TRACE_ID}${PARENT_ID}--01`)).toBeUndefined();
  });

  it('refuses extra fields on version 00 (only a future version may have them)', () => {
    expect(parseTraceparent(`${VALID}-what-the-future-will-be-like`)).toBeUndefined();
    expect(parseTraceparent(`${VALID}-`)).toBeUndefined();
  });

  it('reads a future version as far as version 00 defines it', () => {
    const expected = { traceId: TRACE_ID, spanId: PARENT_ID, sampled: true };
    expect(parseTraceparent(`cc-${TRACE_ID}-${PARENT_ID}-01`)).toEqual(expected);
    expect(parseTraceparent(`cc-${TRACE_ID}-${PARENT_ID}-01-what-the-future-will-be-like`)).toEqual(expected);
    expect(parseTraceparent(`01-${TRACE_ID}-${PARENT_ID}-09-xyz`)).toEqual(expected);
  });

  it('refuses a future version whose flags are not followed by a dash or the end, or that is too short', () => {
    expect(parseTraceparent(`cc-${TRACE_ID}-${PARENT_ID}-01.what-the-future-will-be-like`)).toBeUndefined();
    expect(parseTraceparent(`cc-${TRACE_ID}-${PARENT_ID}-011`)).toBeUndefined();
    expect(parseTraceparent(`cc-${TRACE_ID}-${PARENT_ID}-0`)).toBeUndefined();
    expect(parseTraceparent(`cc-${TRACE_ID.toUpperCase()}-${PARENT_ID}-01-xyz`)).toBeUndefined();
    expect(parseTraceparent(`cc-${'0'.repeat(32)}-${PARENT_ID}-01-xyz`)).toBeUndefined();
  });
});

describe('formatTraceparent', () => {
  it('always writes version 00 with the sampled flag alone', () => {
    expect(formatTraceparent({ traceId: TRACE_ID, spanId: PARENT_ID, sampled: true })).toBe(VALID);
    expect(formatTraceparent({ traceId: TRACE_ID, spanId: PARENT_ID, sampled: false })).toBe(`00-${TRACE_ID}-${PARENT_ID}-00`);
  });

  it('writes back what it reads, a future version as version 00', () => {
    expect(formatTraceparent(parseTraceparent(VALID)!)).toBe(VALID);
    expect(formatTraceparent(parseTraceparent(`cc-${TRACE_ID}-${PARENT_ID}-03-xyz`)!)).toBe(VALID);
  });
});

describe('parseTracestate', () => {
  it('keeps a valid list, members trimmed and empty ones dropped', () => {
    expect(parseTracestate('rojo=00f067aa0ba902b7,congo=t61rcWkgMzE')).toBe('rojo=00f067aa0ba902b7,congo=t61rcWkgMzE');
    expect(parseTracestate(' rojo=1 ,, congo=2 ')).toBe('rojo=1,congo=2');
    expect(parseTracestate('tenant1@vendor=a b')).toBe('tenant1@vendor=a b');
    expect(parseTracestate(['rojo=1', 'congo=2'])).toBe('rojo=1,congo=2');
    // The space before a comma is the list's optional whitespace, not the value's.
    expect(parseTracestate('rojo=a value ,congo=1')).toBe('rojo=a value,congo=1');
  });

  it('drops the whole list when a member is malformed', () => {
    expect(parseTracestate('Rojo=1')).toBeUndefined();
    expect(parseTracestate('rojo')).toBeUndefined();
    expect(parseTracestate('rojo=')).toBeUndefined();
    expect(parseTracestate('rojo=a=b')).toBeUndefined();
    expect(parseTracestate('rojo=1,1abc=2')).toBeUndefined();
    expect(parseTracestate('rojo=\u00e9')).toBeUndefined();
    expect(parseTracestate(`rojo=${'x'.repeat(257)}`)).toBeUndefined();
    expect(parseTracestate(`${'k'.repeat(257)}=1`)).toBeUndefined();
    expect(parseTracestate('tenant@Vendor=1')).toBeUndefined();
    expect(parseTracestate('tenant@vendorwithalongname=1')).toBeUndefined();
  });

  it('drops a list with a repeated key or more than 32 members', () => {
    expect(parseTracestate('rojo=1,rojo=2')).toBeUndefined();
    const members = Array.from({ length: 33 }, (_, index) => `k${index}=v`);
    expect(parseTracestate(members.slice(0, 32).join(','))).toBe(members.slice(0, 32).join(','));
    expect(parseTracestate(members.join(','))).toBeUndefined();
  });

  it('has nothing to keep when there is no list', () => {
    expect(parseTracestate(undefined)).toBeUndefined();
    expect(parseTracestate('')).toBeUndefined();
    expect(parseTracestate(' , ')).toBeUndefined();
  });
});

describe('the trace of a request', () => {
  it('continues a valid traceparent: same trace id, flags and tracestate, a span of its own', () => {
    const trace = traceFromHeaders({ traceparent: `00-${TRACE_ID}-${PARENT_ID}-00`, tracestate: 'rojo=1' });
    expect(trace).toMatchObject({ traceId: TRACE_ID, sampled: false, tracestate: 'rojo=1' });
    expect(trace.spanId).toMatch(/^[\da-f]{16}$/);
    expect(trace.spanId).not.toBe(PARENT_ID);
  });

  it('starts a new trace for a missing or invalid traceparent, and then ignores its tracestate', () => {
    for (const traceparent of [
      undefined,
      'garbage',
      `00-${'0'.repeat(32)}-${PARENT_ID}-01`,
      `00-${TRACE_ID.toUpperCase()}-${PARENT_ID}-01`,
    ]) {
      const trace = traceFromHeaders({ traceparent, tracestate: 'rojo=1' });
      expect(trace.traceId).toMatch(/^[\da-f]{32}$/);
      expect(trace.traceId).not.toBe(TRACE_ID);
      expect(trace.tracestate).toBeUndefined();
      expect(trace.sampled).toBe(true);
    }
  });

  it('keeps the traceparent when only the tracestate is malformed', () => {
    const trace = traceFromHeaders({ traceparent: VALID, tracestate: 'Bad=1' });
    expect(trace.traceId).toBe(TRACE_ID);
    expect(trace.tracestate).toBeUndefined();
  });

  it('gives each new trace its own random ids', () => {
    // 1 000 traces draw 24 KB, six refills of the 4 KB pool: no id repeats across them.
    const traces = Array.from({ length: 1000 }, () => newTrace());
    expect(new Set(traces.map((trace) => trace.traceId)).size).toBe(1000);
    expect(new Set(traces.map((trace) => trace.spanId)).size).toBe(1000);
    for (const trace of traces) expect(formatTraceparent(trace)).toMatch(TRACEPARENT);
  });

  it('gives every call a fresh span id in the same trace', () => {
    const trace = traceFromHeaders({ traceparent: VALID, tracestate: 'rojo=1' });
    const first = callTrace(trace);
    const second = callTrace(trace);
    for (const call of [first, second]) {
      const [, traceId, spanId] = TRACEPARENT.exec(call.headers.traceparent)!;
      expect(traceId).toBe(TRACE_ID);
      expect(spanId).toBe(call.spanId);
      expect(spanId).not.toBe(trace.spanId);
      expect(spanId).not.toBe(PARENT_ID);
      expect(call.headers.tracestate).toBe('rojo=1');
    }
    expect(first.spanId).not.toBe(second.spanId);
    expect(callTrace(newTrace()).headers).not.toHaveProperty('tracestate');
  });

  it('names the request span in its traceresponse', () => {
    const trace = childOf({ traceId: TRACE_ID, spanId: PARENT_ID, sampled: true });
    expect(traceresponseOf(trace)).toBe(`00-${TRACE_ID}-${trace.spanId}-01`);
  });
});
