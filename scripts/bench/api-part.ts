// Part `api`: the same GET through the site's /api proxy (API_UPSTREAM = the standalone mock API)
// and on the standalone mock directly, interleaved at 32 connections. The ratio is what the proxy
// (guards, header mapping, @fastify/http-proxy) leaves of the API's own throughput.
import { formatRatio, ratio } from './figures';
import { fixed, median, summarize, target, textTable, type ModeSummary, type Sample, type Target } from './report';
import type { RunContext } from './run-context';
import { readMemory, startMockApi, startServer, type ServerMemory } from './server';

const CONNECTIONS = 32;

export interface ApiPartResult {
  path: string;
  direct: ModeSummary;
  proxied: ModeSummary;
  /** The mock's CPU per request when proxied (the site's is in `proxied.serverCpuMsPerRequest`). */
  mockCpuMsPerProxiedRequest: number;
  ratio: number | null;
  samples: Sample[];
  memory: { site: ServerMemory | null; mock: ServerMemory | null };
  targets: Target[];
}

export function apiPartSeconds(context: RunContext): number {
  const { rounds, durationSeconds, warmupSeconds } = context.options;
  return warmupSeconds + rounds * 2 * durationSeconds + 5;
}

async function expectJson(url: string): Promise<void> {
  const response = await fetch(url);
  const body = (await response.json().catch(() => null)) as { code?: number } | null;
  if (response.status !== 200 || body?.code !== 0)
    throw new Error(`${url} answered ${response.status} ${JSON.stringify(body)?.slice(0, 200)}: not a successful API call to measure`);
}

export async function runApiPart(context: RunContext): Promise<ApiPartResult> {
  const { options, log } = context;
  const mock = await context.start(startMockApi({ ...options, port: options.mockPort }));
  const site = await context.start(startServer({ ...options, pageCache: false, apiUpstream: mock.origin }));
  const direct = mock.origin + options.apiPath;
  const proxied = `${site.origin}/api${options.apiPath}`;
  await expectJson(direct);
  await expectJson(proxied);

  const { rounds, durationSeconds } = options;
  const warmupEach = Math.max(1, Math.round(options.warmupSeconds / 2));
  log(
    `api: GET ${options.apiPath}, ${rounds} round(s) × direct+proxied at ${CONNECTIONS} connections, ${durationSeconds} s each, after ${warmupEach} s warm-up each`,
  );
  await context.measure([mock.pid], direct, CONNECTIONS, warmupEach);
  await context.measure([site.pid, mock.pid], proxied, CONNECTIONS, warmupEach);

  const samples: Sample[] = [];
  const mockCpu: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    for (const mode of round % 2 ? (['proxied', 'direct'] as const) : (['direct', 'proxied'] as const)) {
      const pids = mode === 'proxied' ? [site.pid, mock.pid] : [mock.pid];
      const { result, cpuMsPerRequest } = await context.measure(pids, mode === 'proxied' ? proxied : direct, CONNECTIONS, durationSeconds);
      const serverCpuMsPerRequest = cpuMsPerRequest[0] ?? null;
      samples.push({ page: options.apiPath, mode, connections: CONNECTIONS, round, result, serverCpuMsPerRequest });
      if (mode === 'proxied' && cpuMsPerRequest[1] !== null && cpuMsPerRequest[1] !== undefined) mockCpu.push(cpuMsPerRequest[1]);
      const cpu =
        mode === 'proxied'
          ? `site CPU ${serverCpuMsPerRequest?.toFixed(3) ?? '–'} + mock ${cpuMsPerRequest[1]?.toFixed(3) ?? '–'}`
          : `mock CPU ${serverCpuMsPerRequest?.toFixed(3) ?? '–'}`;
      const failures = result.failures ? `  ${result.failures} FAILED` : '';
      log(
        `api round ${round}/${rounds} ${mode.padEnd(7)} ${result.requestsPerSec.toFixed(0).padStart(6)} req/s  p50 ${result.p50Ms.toFixed(2)} ms  p99 ${result.p99Ms.toFixed(2)} ms  ${cpu} ms/req${failures}`,
      );
    }
  }
  const memory = { site: readMemory(site.pid), mock: readMemory(mock.pid) };
  await context.stop(site, mock);

  const directSummary = summarize(samples.filter((sample) => sample.mode === 'direct'));
  const proxiedSummary = summarize(samples.filter((sample) => sample.mode === 'proxied'));
  const value = ratio(proxiedSummary.requestsPerSec, directSummary.requestsPerSec);
  return {
    path: options.apiPath,
    direct: directSummary,
    proxied: proxiedSummary,
    mockCpuMsPerProxiedRequest: mockCpu.length ? median(mockCpu) : NaN,
    ratio: value,
    samples,
    memory,
    targets: [target(`/api through the proxy ÷ the mock API direct, req/s at ${CONNECTIONS} connections`, value, 0.6, '×', false)],
  };
}

export function formatApiPart(part: ApiPartResult, rounds: number): string {
  const header = ['GET', 'req/s', `(min–max of ${rounds})`, 'p50 ms', 'p99 ms', 'site CPU ms/req', 'mock CPU ms/req'];
  const row = (label: string, summary: ModeSummary, site: string, mock: string) => [
    label,
    fixed(summary.requestsPerSec, 0),
    `${fixed(summary.minRequestsPerSec, 0)}–${fixed(summary.maxRequestsPerSec, 0)}`,
    fixed(summary.p50Ms, 2),
    fixed(summary.p99Ms, 2),
    site,
    mock,
  ];
  const mb = (memory: ServerMemory | null) => (memory ? `${memory.rssMb.toFixed(1)} MB` : 'n/a');
  return [
    `/api through the proxy against the mock API (node mock-api/dist/main.js), ${CONNECTIONS} connections, GET ${part.path}; the site runs with API_UPSTREAM pointing at the mock.`,
    '',
    textTable(header, [
      row('mock direct', part.direct, '–', fixed(part.direct.serverCpuMsPerRequest, 3)),
      row('site /api → mock', part.proxied, fixed(part.proxied.serverCpuMsPerRequest, 3), fixed(part.mockCpuMsPerProxiedRequest, 3)),
    ]),
    '',
    `Proxied ÷ direct: ${formatRatio(part.ratio)}. RSS after the run: site ${mb(part.memory.site)}, mock ${mb(part.memory.mock)}.`,
    ...(part.direct.failures || part.proxied.failures ? ['WARNING: some requests failed: see the FAILED lines above.'] : []),
  ].join('\n');
}
