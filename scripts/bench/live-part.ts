// Part `live` (issue 10): fan-out of one live room. 500 loopback WebSocket clients join a free room
// on air through the site (the bundled mock in-process, its simulated class off); the teacher posts
// 20 messages a second for 30 s through the developer control; every client times each message from
// post to arrival. Delivered per second, p99 delivery latency, and how many were lost (target 0).
// A room holds at most 8 visitor sockets per client address (mock-api/live/socket-limits.ts): the
// site trusts loopback as its proxy here, and each client comes from an address of its own
// (X-Forwarded-For), as 500 viewers behind nginx would.
import { WebSocket } from 'ws';
import { fixed, target, textTable, type Target } from './report';
import type { RunContext } from './run-context';
import { readMemory, startServer, type ServerMemory } from './server';

const CLIENTS = 500;
const MESSAGES_PER_SECOND = 20;
/** Distinct client addresses, one per client (10.0.0.0/8). */
const clientAddress = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${(index & 255) + 1}`;

/** A free class on air (a paid one's room is its buyers' only). */
async function freeRoomOnAir(origin: string): Promise<number> {
  const answer = (await (await fetch(`${origin}/api/live/list?status=2&page=1&size=50`)).json()) as {
    data?: { list?: { id: number; price: number }[] };
  };
  const free = answer.data?.list?.find((live) => live.price === 0);
  if (!free) throw new Error(`no free live class on air in the mock (${JSON.stringify(answer).slice(0, 120)})`);
  return free.id;
}

export interface LivePartResult {
  clients: number;
  messages: number;
  seconds: number;
  expected: number;
  delivered: number;
  lost: number;
  deliveredPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Online-count frames (kind 10) the clients got while joining, and while the teacher posted. */
  countFramesAtJoin: number;
  countFramesWhileSending: number;
  memory: ServerMemory | null;
  targets: Target[];
}

const sendSeconds = (context: RunContext) => (context.options.quick ? 5 : 30);

export function livePartSeconds(context: RunContext): number {
  return sendSeconds(context) + 20;
}

function percentile(sorted: Float64Array, fraction: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]! : NaN;
}

export async function runLivePart(context: RunContext): Promise<LivePartResult> {
  const { options, log } = context;
  const site = await context.start(
    startServer({ ...options, pageCache: false, env: { MOCK_LIVE_SIMULATION: '0', TRUST_PROXY: 'loopback' } }),
  );
  const liveId = await freeRoomOnAir(site.origin);
  const control = (action: string, body: unknown = {}) =>
    fetch(`${site.origin}/__mock/live/${liveId}/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  const seconds = sendSeconds(context);
  const messages = seconds * MESSAGES_PER_SECOND;
  log(
    `live: ${CLIENTS} WebSocket clients in one room, ${MESSAGES_PER_SECOND} messages/s for ${seconds} s (${messages} messages, ${CLIENTS * messages} deliveries expected)`,
  );

  const sentAt = new Float64Array(messages).fill(NaN);
  const latencies = new Float64Array(CLIENTS * messages);
  let delivered = 0;
  const url = `${site.origin.replace(/^http/, 'ws')}/api/live/${liveId}/socket`;
  let counts = 0;
  const sockets = await Promise.all(
    Array.from(
      { length: CLIENTS },
      (_, client) =>
        new Promise<WebSocket>((done, fail) => {
          const socket = new WebSocket(url, { headers: { origin: site.origin, 'x-forwarded-for': clientAddress(client) } });
          socket.on('message', (data) => {
            const text = data.toString();
            if (text.includes('"kind":10')) counts += 1;
            if (!text.includes('"kind":7')) return;
            const index = Number(/bench-(\d+)/.exec(text)?.[1]);
            if (Number.isInteger(index) && index < messages && delivered < latencies.length)
              latencies[delivered++] = performance.now() - sentAt[index]!;
          });
          socket.once('open', () => done(socket));
          // A socket the limits refuse opens and is closed at once (4029): the run would measure fewer clients.
          socket.once('close', (code) => fail(new Error(`client ${client} closed with ${code}`)));
          socket.once('error', fail);
        }),
    ),
  );
  log(`live: ${sockets.length} clients joined; ${counts} online-count frames while they did`);
  const countsAtJoin = counts;

  const started = performance.now();
  for (let index = 0; index < messages; index++) {
    const due = started + (index * 1000) / MESSAGES_PER_SECOND;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resume) => setTimeout(resume, wait));
    sentAt[index] = performance.now();
    void control('post', { text: `bench-${index}` });
  }
  // Let the last messages arrive (bounded).
  const deadline = performance.now() + 10_000;
  while (delivered < CLIENTS * messages && performance.now() < deadline) await new Promise((resume) => setTimeout(resume, 100));
  const elapsed = (performance.now() - started) / 1000;
  const countFramesWhileSending = counts - countsAtJoin;
  const memory = readMemory(site.pid);
  for (const socket of sockets) {
    socket.removeAllListeners('close');
    socket.terminate();
  }
  await context.stop(site);

  const sorted = latencies.slice(0, delivered).sort();
  const expected = CLIENTS * messages;
  const result = {
    clients: CLIENTS,
    messages,
    seconds,
    expected,
    delivered,
    lost: expected - delivered,
    deliveredPerSecond: delivered / elapsed,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted.length ? sorted[sorted.length - 1]! : NaN,
    countFramesAtJoin: countsAtJoin,
    countFramesWhileSending,
    memory,
  };
  log(
    `live: ${delivered}/${expected} delivered, ${result.deliveredPerSecond.toFixed(0)}/s, p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms; ${countFramesWhileSending} online-count frames while sending`,
  );
  return { ...result, targets: [target(`live fan-out: deliveries lost of ${expected}`, result.lost, 0, '', true)] };
}

export function formatLivePart(result: LivePartResult): string {
  return [
    `Live fan-out: one room through the site (bundled mock, simulated class off), ${result.clients} WebSocket clients on loopback, the teacher posting ${MESSAGES_PER_SECOND}/s for ${result.seconds} s via /__mock.`,
    '',
    textTable(
      [
        'clients',
        'messages',
        'deliveries expected',
        'delivered',
        'lost',
        'delivered/s',
        'p50 ms',
        'p99 ms',
        'max ms',
        'count frames (join)',
        'site RSS MB',
      ],
      [
        [
          String(result.clients),
          String(result.messages),
          String(result.expected),
          String(result.delivered),
          String(result.lost),
          result.deliveredPerSecond.toFixed(0),
          fixed(result.p50Ms, 1),
          fixed(result.p99Ms, 1),
          fixed(result.maxMs, 1),
          String(result.countFramesAtJoin),
          result.memory ? fixed(result.memory.rssMb, 1) : '–',
        ],
      ],
    ),
  ].join('\n');
}
