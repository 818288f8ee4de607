// Part `live` (issue 10): fan-out of one live room. 500 loopback WebSocket clients join the room
// through the site (the bundled mock in-process, its simulated class off); the teacher posts 20
// messages a second for 30 s through the developer control; every client times each message from
// post to arrival. Delivered per second, p99 delivery latency, and how many were lost (target 0).
import { WebSocket } from 'ws';
import { fixed, target, textTable, type Target } from './report';
import type { RunContext } from './run-context';
import { readMemory, startServer, type ServerMemory } from './server';

const CLIENTS = 500;
const MESSAGES_PER_SECOND = 20;
/** A live room the seeded catalogue has on air. */
const LIVE_ID = 1;

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
  const site = await context.start(startServer({ ...options, pageCache: false, env: { MOCK_LIVE_SIMULATION: '0' } }));
  const control = (action: string, body: unknown = {}) =>
    fetch(`${site.origin}/__mock/live/${LIVE_ID}/${action}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const state = (await (await fetch(`${site.origin}/__mock/live/${LIVE_ID}`)).json()) as { data?: { status?: number } };
  if (state.data?.status !== 2) throw new Error(`live ${LIVE_ID} is not on air in the mock (${JSON.stringify(state).slice(0, 120)})`);

  const seconds = sendSeconds(context);
  const messages = seconds * MESSAGES_PER_SECOND;
  log(`live: ${CLIENTS} WebSocket clients in one room, ${MESSAGES_PER_SECOND} messages/s for ${seconds} s (${messages} messages, ${CLIENTS * messages} deliveries expected)`);

  const sentAt = new Float64Array(messages).fill(NaN);
  const latencies = new Float64Array(CLIENTS * messages);
  let delivered = 0;
  const url = `${site.origin.replace(/^http/, 'ws')}/api/live/${LIVE_ID}/socket`;
  const sockets = await Promise.all(
    Array.from(
      { length: CLIENTS },
      () =>
        new Promise<WebSocket>((done, fail) => {
          const socket = new WebSocket(url, { headers: { origin: site.origin } });
          socket.on('message', (data) => {
            const text = data.toString();
            // Cheap filter first: most frames are online counts.
            if (!text.includes('"kind":7')) return;
            const index = Number(/bench-(\d+)/.exec(text)?.[1]);
            if (Number.isInteger(index) && index < messages && delivered < latencies.length) latencies[delivered++] = performance.now() - sentAt[index]!;
          });
          socket.once('open', () => done(socket));
          socket.once('error', fail);
        }),
    ),
  );
  log(`live: ${sockets.length} clients joined`);

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
  const memory = readMemory(site.pid);
  for (const socket of sockets) socket.terminate();
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
    memory,
  };
  log(`live: ${delivered}/${expected} delivered, ${result.deliveredPerSecond.toFixed(0)}/s, p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms`);
  return { ...result, targets: [target(`live fan-out: deliveries lost of ${expected}`, result.lost, 0, '', true)] };
}

export function formatLivePart(result: LivePartResult): string {
  return [
    `Live fan-out: one room through the site (bundled mock, simulated class off), ${result.clients} WebSocket clients on loopback, the teacher posting ${MESSAGES_PER_SECOND}/s for ${result.seconds} s via /__mock.`,
    '',
    textTable(
      ['clients', 'messages', 'deliveries expected', 'delivered', 'lost', 'delivered/s', 'p50 ms', 'p99 ms', 'max ms', 'site RSS MB'],
      [[String(result.clients), String(result.messages), String(result.expected), String(result.delivered), String(result.lost), result.deliveredPerSecond.toFixed(0), fixed(result.p50Ms, 1), fixed(result.p99Ms, 1), fixed(result.maxMs, 1), result.memory ? fixed(result.memory.rssMb, 1) : '–']],
    ),
  ].join('\n');
}
