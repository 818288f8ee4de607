#!/usr/bin/env node
// The end of `npm test` (scripts/test.sh): sums what every runner reported into ONE last line,
// `N passed, N failed` (`, N skipped` only outside CI), which CI parses, after each runner's time.
// Usage: node scripts/test-summary.mjs REPORTS_DIR   (reads REPORTS_DIR/runners.tsv and the JSON reports)
// Exit code: 0 when nothing failed and every runner exited 0.
//
// Counting rules:
// - typecheck, lint and the format check are one test each: passed when the command exited 0.
// - vitest (one run, under Node 24): its JSON report's tests; a test file that failed outside
//   its tests (it did not load, a hook threw) is one more failure, and its tests that never ran are
//   not counted as skipped.
// - Playwright: its JSON report's stats. `failOnFlakyTests` is on, so a test that failed and then
//   passed on its retry (stats.flaky) fails the run: it counts as failed, and its title is printed.
// - A runner that exited non-zero without a failed test in its report (it crashed, a file did not
//   load, the web server did not start, it was not run at all) counts as one failure; so does a
//   runner that exited 0 but left no report.
// - The build is no test, but a build that failed counts as one failure; so is Node 24 (the runtime the
//   tests run on): when it cannot be installed the tests run on the system's Node, and that is one failure.
// - In CI (CI set and not "false"/"0") a skipped test counts as failed: CI runs everything.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The runners of `npm test`, in the order they run: how each is named, counted and reported. */
export const RUNNERS = [
  { id: 'node24', label: 'Node 24', kind: 'step' },
  { id: 'build', label: 'build', kind: 'step' },
  { id: 'typecheck', label: 'typecheck', kind: 'check' },
  { id: 'lint', label: 'lint', kind: 'check' },
  { id: 'format', label: 'format check', kind: 'check' },
  { id: 'vitest', label: 'vitest', kind: 'vitest', report: 'vitest.json' },
  { id: 'playwright', label: 'playwright', kind: 'playwright', report: 'playwright.json' },
];

export const isCi = (value) => Boolean(value) && !['false', '0'].includes(String(value).toLowerCase());

const firstLine = (text) => String(text ?? '').split('\n')[0];

/** A fresh tally: counts, and what a person needs to read to act on them. */
const tally = () => ({ passed: 0, failed: 0, skipped: 0, skippedTitles: [], notes: [] });

/** typecheck, lint, format check: one test, passed when the command exited 0. */
export function countCheck(label, run) {
  const result = tally();
  if (run.rc === 0) result.passed = 1;
  else {
    result.failed = 1;
    result.notes.push(
      `${label}: ${run.ran ? `FAILED (exit ${run.rc}), its output is above` : `not run${run.note ? ` (${run.note})` : ''}`}: counted as 1 failure`,
    );
  }
  return result;
}

/** A vitest JSON report (--reporter=json). */
export function countVitest(label, report, run) {
  const result = tally();
  if (report) {
    result.passed = report.numPassedTests ?? 0;
    result.failed = report.numFailedTests ?? 0;
    result.skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const file of report.testResults ?? []) {
      const tests = file.assertionResults ?? [];
      const notRun = tests.filter((test) => ['pending', 'skipped', 'todo'].includes(test.status));
      // A file that failed to load (or whose beforeAll threw) has no failed test of its own, and its
      // tests are reported as skipped: one failure, not a skip per test that never got to run.
      if (file.status === 'failed' && !tests.some((test) => test.status === 'failed')) {
        result.failed += 1;
        result.skipped -= notRun.length;
        result.notes.push(
          `${label}: ${file.name} failed outside its tests (${notRun.length} of its tests did not run): ${firstLine(file.message)}`,
        );
      } else for (const test of notRun) result.skippedTitles.push(`${label}: ${test.fullName ?? test.title} (${file.name})`);
    }
  }
  return withRunnerOutcome(label, report, run, result);
}

/** Titles of a Playwright JSON report's tests whose outcome is `status`: file › describe… › title [project]. */
function playwrightTitles(report, status) {
  const titles = [];
  const walk = (suite, path) => {
    const names = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === status) {
          const attempts = (test.results ?? []).map((attempt) => attempt.status).join(' → ');
          titles.push({
            title: `${[...names, spec.title].join(' › ')}${test.projectName ? ` [${test.projectName}]` : ''}`,
            attempts,
            test,
          });
        }
    for (const child of suite.suites ?? []) walk(child, names);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return titles;
}

/** A Playwright JSON report (--reporter=json), run with `failOnFlakyTests`. */
export function countPlaywright(report, run) {
  const label = 'playwright';
  const result = tally();
  if (report?.stats) {
    const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
    result.passed = expected;
    // A test that needed its retry is not trustworthy: failed, never passed.
    result.failed = unexpected + flaky;
    result.skipped = skipped;
    if (flaky) {
      result.notes.push(`${label}: ${flaky} flaky test(s) failed, then passed on retry: counted as FAILED`);
      for (const { title, attempts } of playwrightTitles(report, 'flaky')) result.notes.push(`  flaky: ${title}: ${attempts}`);
    }
    for (const { title, test } of playwrightTitles(report, 'skipped')) {
      const annotations = [...(test.annotations ?? []), ...(test.results ?? []).flatMap((attempt) => attempt.annotations ?? [])];
      const reason = annotations.find((annotation) => ['skip', 'fixme'].includes(annotation.type))?.description;
      result.skippedTitles.push(`${label}: ${title}${reason ? ` (${reason})` : ''}`);
    }
    for (const error of report.errors ?? []) result.notes.push(`${label}: ${firstLine(error.message)}`);
  }
  return withRunnerOutcome(label, report?.stats ? report : null, run, result);
}

/** The runner's exit code against its report: a failure nobody counted is one failure. */
function withRunnerOutcome(label, report, run, result) {
  if (!run.ran) {
    result.failed += 1;
    result.notes.push(`${label}: not run${run.note ? ` (${run.note})` : ''}: counted as 1 failure`);
  } else if (run.rc !== 0 && result.failed === 0) {
    result.failed = 1;
    result.notes.push(`${label} exited ${run.rc} without a failed test in its report: counted as 1 failure`);
  } else if (run.rc === 0 && !report) {
    result.failed = 1;
    result.notes.push(`${label} exited 0 but left no readable report: counted as 1 failure`);
  }
  return result;
}

/**
 * Sums every runner. `runs` maps a runner id to { ran, rc, ms, note }; `reports` maps it to its parsed
 * JSON report (or null). Returns the totals, the notes to print and the runners' table.
 */
export function summarize({ runs, reports, ci }) {
  const total = tally();
  const table = [];
  for (const runner of RUNNERS) {
    const run = runs[runner.id] ?? { ran: false, rc: 1, note: 'no record of it' };
    table.push({ label: runner.label, run });
    let counted;
    if (runner.kind === 'check') counted = countCheck(runner.label, run);
    else if (runner.kind === 'vitest') counted = countVitest(runner.label, reports[runner.id] ?? null, run);
    else if (runner.kind === 'playwright') counted = countPlaywright(reports[runner.id] ?? null, run);
    else {
      // The build and Node 24 are no tests of their own, but a failed one fails the suite (and the line
      // says so) even if the tests passed on an older build or on another Node.
      if (run.rc !== 0) {
        total.failed += 1;
        total.notes.push(
          `${runner.label}: ${run.ran ? `FAILED (exit ${run.rc})` : `not run${run.note ? ` (${run.note})` : ''}`}: counted as 1 failure`,
        );
      }
      continue;
    }
    total.passed += counted.passed;
    total.failed += counted.failed;
    total.skipped += counted.skipped;
    total.skippedTitles.push(...counted.skippedTitles);
    total.notes.push(...counted.notes);
  }
  // CI runs everything, so there a skip is a failure; locally they are reported.
  if (total.skipped) {
    if (ci) {
      total.notes.push(`CI: ${total.skipped} skipped test(s) counted as FAILED (no test may be skipped in CI):`);
      total.failed += total.skipped;
      total.skipped = 0;
    } else {
      total.notes.push(`${total.skipped} skipped test(s) (in CI each would count as a failure):`);
    }
    for (const title of total.skippedTitles) total.notes.push(`  skipped: ${title}`);
  }
  const ok = total.failed === 0 && RUNNERS.every((runner) => runs[runner.id]?.ran && runs[runner.id].rc === 0);
  return { passed: total.passed, failed: total.failed, skipped: total.skipped, notes: total.notes, table, ok };
}

/** The line CI parses. */
export const countLine = ({ passed, failed, skipped }) => `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** One line per runner: its time (vitest runs alongside typecheck, lint and the format check) and exit code. */
export function formatTable(table) {
  const width = Math.max(...table.map((row) => row.label.length));
  return table.map(({ label, run }) => {
    const outcome = !run.ran ? `not run${run.note ? ` (${run.note})` : ''}` : run.rc === 0 ? 'ok' : `exit ${run.rc}`;
    return `  ${label.padEnd(width)}  ${run.ran ? seconds(run.ms).padStart(8) : '       -'}  ${outcome}`;
  });
}

/**
 * runners.tsv, written by scripts/test.sh: `id TAB exit code TAB milliseconds TAB note`, one line per
 * runner; an empty milliseconds field means the runner was not run (the note says why).
 */
export function parseRuns(text) {
  const runs = {};
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const [id, rc, ms, note] = line.split('\t');
    runs[id] = { ran: ms !== undefined && ms !== '', rc: Number(rc), ms: Number(ms || 0), note: note || undefined };
  }
  return runs;
}

function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  } catch {
    return null;
  }
}

export function main(reportsDir, { env = process.env, print = console.log } = {}) {
  const runsFile = join(reportsDir, 'runners.tsv');
  const runs = existsSync(runsFile) ? parseRuns(readFileSync(runsFile, 'utf8')) : {};
  const reports = Object.fromEntries(
    RUNNERS.filter((runner) => runner.report).map((runner) => [runner.id, readJson(join(reportsDir, runner.report))]),
  );
  const summary = summarize({ runs, reports, ci: isCi(env.CI) });
  print(`runners (reports in ${reportsDir}/):`);
  for (const line of formatTable(summary.table)) print(line);
  for (const note of summary.notes) print(note);
  print(countLine(summary));
  return summary.ok ? 0 : 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(resolve(process.argv[2] ?? '.cache/test-reports'));
}
