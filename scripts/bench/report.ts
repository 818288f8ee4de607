// Summaries (medians over rounds), the printed table, the issue's targets and the machine.
import { cpus, loadavg, totalmem } from 'node:os';
import type { LoadResult } from './load';
import type { ServerMemory } from './server';

/** ssr, static: part ssr (and cache); cached: the page cache's answer; direct, proxied: part api. */
export type Mode = 'ssr' | 'static' | 'cached' | 'direct' | 'proxied';

export interface Sample {
  page: string;
  mode: Mode;
  connections: number;
  round: number;
  result: LoadResult;
  /** Server CPU time (user + system) during the run ÷ requests answered; null off Linux. */
  serverCpuMsPerRequest: number | null;
}

export interface ModeSummary {
  requestsPerSec: number;
  minRequestsPerSec: number;
  maxRequestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  serverCpuMsPerRequest: number;
  failures: number;
}

export interface Row {
  page: string;
  connections: number;
  ssr: ModeSummary;
  static: ModeSummary;
  /** SSR req/s ÷ static req/s (medians). */
  ratio: number;
}

export interface Target {
  label: string;
  value: number | null;
  limit: number;
  unit: string;
  /** The value must stay at or below the limit (latency, memory); else reach it (throughput, ratios). */
  atMost: boolean;
  pass: boolean;
  /** Why there is no value, when there is none (printed instead of "not measured"). */
  missing?: string;
}

/** A target checked against its limit; no value never passes. */
export function target(label: string, value: number | null, limit: number, unit: string, atMost: boolean, missing?: string): Target {
  const pass = value !== null && (atMost ? value <= limit : value >= limit);
  return { label, value, limit, unit, atMost, pass, ...(value === null && missing ? { missing } : {}) };
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export function summarize(samples: readonly Sample[]): ModeSummary {
  const results = samples.map((sample) => sample.result);
  const rps = results.map((result) => result.requestsPerSec);
  const cpu = samples.flatMap((sample) => (sample.serverCpuMsPerRequest === null ? [] : [sample.serverCpuMsPerRequest]));
  return {
    requestsPerSec: median(rps),
    minRequestsPerSec: Math.min(...rps),
    maxRequestsPerSec: Math.max(...rps),
    p50Ms: median(results.map((result) => result.p50Ms)),
    p99Ms: median(results.map((result) => result.p99Ms)),
    serverCpuMsPerRequest: cpu.length ? median(cpu) : NaN,
    failures: results.reduce((sum, result) => sum + result.failures, 0),
  };
}

export function summarizeRows(samples: readonly Sample[], pages: readonly string[], connections: readonly number[]): Row[] {
  return pages.flatMap((page) =>
    connections.map((c) => {
      const pick = (mode: Mode) => samples.filter((s) => s.page === page && s.connections === c && s.mode === mode);
      const ssr = summarize(pick('ssr'));
      const stat = summarize(pick('static'));
      return { page, connections: c, ssr, static: stat, ratio: ssr.requestsPerSec / stat.requestsPerSec };
    }),
  );
}

/** Pages held to the throughput and latency targets: the home page and the 24-card course list. */
const TARGET_PAGES: readonly [path: string, name: string][] = [
  ['/', 'home'],
  ['/course', '/course (24-card list)'],
];

/** The standing targets: ≥ 900 req/s at 32 connections, p99 ≤ 40 ms at 10 (per target page measured), RSS ≤ 250 MB after the run. */
export function evaluateTargets(rows: readonly Row[], memory: ServerMemory | null): Target[] {
  const targets: Target[] = [];
  for (const [path, name] of TARGET_PAGES) {
    const at = (c: number) => rows.find((row) => row.page === path && row.connections === c);
    if (!at(32) && !at(10) && path !== '/') continue;
    const rps = at(32)?.ssr.requestsPerSec ?? null;
    const p99 = at(10)?.ssr.p99Ms ?? null;
    targets.push(
      target(`${name} SSR req/s at 32 connections`, rps, 900, 'req/s', false),
      target(`${name} SSR p99 at 10 connections`, p99, 40, 'ms', true),
    );
  }
  targets.push(target('server RSS after the SSR run', memory?.rssMb ?? null, 250, 'MB', true));
  return targets;
}

export function machineInfo() {
  const list = cpus();
  return {
    cores: list.length,
    model: list[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    loadAverage: loadavg().map((n) => Math.round(n * 100) / 100),
  };
}

export const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

function table(header: string[], body: string[][], rightAligned: boolean[]): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (rightAligned[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

export function formatRows(rows: readonly Row[], rounds: number): string {
  const header = [
    'page',
    'conn',
    'SSR req/s',
    `(min–max of ${rounds})`,
    'p50 ms',
    'p99 ms',
    'CPU ms/req',
    'static req/s',
    'p50 ms',
    'p99 ms',
    'CPU ms/req',
    'SSR ÷ static',
  ];
  const body = rows.map((row) => [
    row.page,
    String(row.connections),
    fixed(row.ssr.requestsPerSec, 0),
    `${fixed(row.ssr.minRequestsPerSec, 0)}–${fixed(row.ssr.maxRequestsPerSec, 0)}`,
    fixed(row.ssr.p50Ms, 2),
    fixed(row.ssr.p99Ms, 2),
    fixed(row.ssr.serverCpuMsPerRequest, 2),
    fixed(row.static.requestsPerSec, 0),
    fixed(row.static.p50Ms, 2),
    fixed(row.static.p99Ms, 2),
    fixed(row.static.serverCpuMsPerRequest, 3),
    `${fixed(row.ratio * 100, 1)} %`,
  ]);
  return table(
    header,
    body,
    header.map((_, i) => i > 0),
  );
}

export function formatTargets(targets: readonly Target[]): string {
  const digits = (t: Target) => (t.unit === '×' ? 2 : 1);
  return targets
    .map(
      (t) =>
        `${t.pass ? 'PASS' : 'MISS'}  ${t.label}: ${t.value === null ? (t.missing ?? 'not measured') : `${fixed(t.value, digits(t))} ${t.unit}`} (target ${t.atMost ? '≤' : '≥'} ${t.limit} ${t.unit})`,
    )
    .join('\n');
}

/** A plain text table: header, a rule, rows; columns after the first right-aligned unless told. */
export function textTable(header: string[], body: string[][], leftAligned = 1): string {
  return table(
    header,
    body,
    header.map((_, i) => i >= leftAligned),
  );
}
