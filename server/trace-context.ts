import { randomFillSync } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';

/**
 * W3C Trace Context (level 1, https://www.w3.org/TR/trace-context/): the `traceparent` and
 * `tracestate` a request arrives with are continued on every API call made for it, so that the
 * site's log lines and the API's share one trace id. A header that is not valid starts a new
 * trace: the site never passes on a value it could not read.
 */
export interface TraceContext {
  /** 32 lowercase hex digits, not all zero. */
  traceId: string;
  /** The span this context names (the parent-id of a call made with it): 16 lowercase hex digits, not all zero. */
  spanId: string;
  /** The trace flags as level 1 knows them: the sampled bit only (other bits must be sent as zero). */
  sampled: boolean;
  /** The vendors' list as it arrived (validated, members trimmed), or undefined. */
  tracestate?: string;
}

const HEX = /^[\da-f]+$/;
const ALL_ZERO = /^0+$/;
/** version-format 00 is exactly this long: 2 + 1 + 32 + 1 + 16 + 1 + 2. */
const VERSION_00_LENGTH = 55;

const isId = (value: string, length: number) => value.length === length && HEX.test(value) && !ALL_ZERO.test(value);

/**
 * Reads a `traceparent`. Version 00 must be exactly `00-{trace-id}-{parent-id}-{flags}`; a higher
 * version (not ff) is read as far as version 00 defines it, provided what follows is nothing or a
 * dash (the spec's rule for future versions). Uppercase hex, all-zero ids, wrong lengths, a
 * repeated header (Node joins it with a comma) and version ff are invalid: undefined.
 */
export function parseTraceparent(header: string | string[] | undefined): Omit<TraceContext, 'tracestate'> | undefined {
  if (typeof header !== 'string') return undefined;
  const value = header.trim();
  if (value.length < VERSION_00_LENGTH) return undefined;
  const version = value.slice(0, 2);
  if (!HEX.test(version) || version.length !== 2 || version === 'ff') return undefined;
  if (version === '00' ? value.length !== VERSION_00_LENGTH : value.length > VERSION_00_LENGTH && value[VERSION_00_LENGTH] !== '-')
    return undefined;
  if (value[2] !== '-' || value[35] !== '-' || value[52] !== '-') return undefined;
  const traceId = value.slice(3, 35);
  const parentId = value.slice(36, 52);
  const flags = value.slice(53, 55);
  if (!isId(traceId, 32) || !isId(parentId, 16) || flags.length !== 2 || !HEX.test(flags)) return undefined;
  return { traceId, spanId: parentId, sampled: (parseInt(flags, 16) & 1) === 1 };
}

/** The `traceparent` for a call made in this context's span: always version 00. */
export function formatTraceparent({ traceId, spanId, sampled }: Pick<TraceContext, 'traceId' | 'spanId' | 'sampled'>): string {
  return `00-${traceId}-${spanId}-${sampled ? '01' : '00'}`;
}

/** tracestate keys: a simple key, or tenant@system (the spec's ABNF, lowercase only). */
const TRACESTATE_KEY = /^(?:[a-z][\da-z_*/-]{0,255}|[\da-z][\da-z_*/-]{0,240}@[a-z][\da-z_*/-]{0,13})$/;
/** Printable ASCII but ',' and '=', at most 256 characters, not ending in a space. */
const TRACESTATE_VALUE = /^[\x20-\x2b\x2d-\x3c\x3e-\x7e]{0,255}[\x21-\x2b\x2d-\x3c\x3e-\x7e]$/;
const MAX_TRACESTATE_MEMBERS = 32;

/**
 * Reads a `tracestate` (several headers arrive joined with commas, as the spec allows): the list
 * with empty members dropped and the others trimmed, or undefined when any member is malformed,
 * a key repeats or there are more than 32 members — a list the site cannot vouch for is not
 * passed on (the spec lets a vendor discard it; the traceparent still continues).
 */
export function parseTracestate(header: string | string[] | undefined): string | undefined {
  const joined = Array.isArray(header) ? header.join(',') : header;
  if (!joined) return undefined;
  const members = joined
    .split(',')
    .map((member) => member.trim())
    .filter(Boolean);
  if (members.length === 0 || members.length > MAX_TRACESTATE_MEMBERS) return undefined;
  const keys = new Set<string>();
  for (const member of members) {
    const equals = member.indexOf('=');
    const key = member.slice(0, equals);
    if (equals < 0 || !TRACESTATE_KEY.test(key) || !TRACESTATE_VALUE.test(member.slice(equals + 1)) || keys.has(key)) return undefined;
    keys.add(key);
  }
  return members.join(',');
}

/**
 * Random bytes drawn from one pool filled 4 KB at a time: a request takes 24 to 40 bytes (its trace,
 * a span per API call), and a randomBytes() call each cost ~2.5 % of an uncached page render.
 */
const POOL_SIZE = 4096;
const pool = Buffer.allocUnsafe(POOL_SIZE);
let poolOffset = POOL_SIZE;

function randomHex(bytes: number): string {
  if (poolOffset + bytes > POOL_SIZE) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  poolOffset += bytes;
  return pool.toString('hex', poolOffset - bytes, poolOffset);
}

const randomId = (bytes: number): string => {
  // All zero is invalid; 2^-64 at worst, but a loop costs nothing.
  for (;;) {
    const id = randomHex(bytes);
    if (!ALL_ZERO.test(id)) return id;
  }
};

/**
 * A new trace, for a request that came without a valid traceparent. Sampled: the site records
 * every request's trace id in its log, and an API that samples by its parent keeps these too.
 */
export function newTrace(): TraceContext {
  return { traceId: randomId(16), spanId: randomId(8), sampled: true };
}

/** A span inside `parent`'s trace: same trace id, flags and tracestate, a fresh span id. */
export function childOf(parent: TraceContext): TraceContext {
  return { ...parent, spanId: randomId(8) };
}

/**
 * The trace of an incoming request: a valid traceparent is continued (with its tracestate) in a
 * new span of this server's own; anything else starts a new trace, and its tracestate is ignored.
 */
export function traceFromHeaders(headers: IncomingHttpHeaders): TraceContext {
  const incoming = parseTraceparent(headers.traceparent);
  if (!incoming) return newTrace();
  const tracestate = parseTracestate(headers.tracestate);
  return childOf(tracestate ? { ...incoming, tracestate } : incoming);
}

/** The headers an API call carries: a fresh span of the request's trace. */
export interface CallTrace {
  spanId: string;
  headers: { traceparent: string; tracestate?: string };
}

export function callTrace(trace: TraceContext): CallTrace {
  const span = childOf(trace);
  return {
    spanId: span.spanId,
    headers: { traceparent: formatTraceparent(span), ...(span.tracestate ? { tracestate: span.tracestate } : {}) },
  };
}

/** One trace per request, made at most once (by the logger factory, or by whoever asks first). */
const TRACES = new WeakMap<IncomingMessage, TraceContext>();

export function requestTrace(raw: IncomingMessage): TraceContext {
  let trace = TRACES.get(raw);
  if (!trace) {
    trace = traceFromHeaders(raw.headers);
    TRACES.set(raw, trace);
  }
  return trace;
}

/**
 * The answer's `traceresponse` (Trace Context level 2): this server's span of the request, so an
 * operator can take the trace id from any answer (curl -I, the browser's network panel) to the logs.
 */
export const traceresponseOf = (trace: TraceContext): string => formatTraceparent(trace);
