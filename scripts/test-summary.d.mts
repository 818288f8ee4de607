export interface Run {
  ran: boolean;
  rc: number;
  ms?: number;
  note?: string | undefined;
}
export interface Counted {
  passed: number;
  failed: number;
  skipped: number;
  skippedTitles: string[];
  notes: string[];
}
export interface Summary {
  passed: number;
  failed: number;
  skipped: number;
  notes: string[];
  table: { label: string; run: Run }[];
  ok: boolean;
}
export const RUNNERS: { id: string; label: string; kind: 'step' | 'check' | 'vitest' | 'playwright'; report?: string }[];
export function isCi(value: string | undefined): boolean;
export function countCheck(label: string, run: Run): Counted;
export function countVitest(label: string, report: unknown, run: Run): Counted;
export function countPlaywright(report: unknown, run: Run): Counted;
export function summarize(input: { runs: Record<string, Run>; reports: Record<string, unknown>; ci: boolean }): Summary;
export function countLine(counts: { passed: number; failed: number; skipped: number }): string;
export function formatTable(table: Summary['table']): string[];
export function parseRuns(text: string): Record<string, Run>;
export function main(reportsDir: string, options?: { env?: Record<string, string | undefined>; print?: (line: string) => void }): number;
