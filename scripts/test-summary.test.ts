import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { countCheck, countLine, countPlaywright, countVitest, isCi, main, parseRuns, summarize, type Run } from './test-summary.mjs';

const ok: Run = { ran: true, rc: 0, ms: 1200 };
const exited = (rc: number): Run => ({ ran: true, rc, ms: 1200 });

/** A vitest JSON report (the fields the summary reads), from per-file test statuses. */
function vitestReport(files: Record<string, { status?: 'passed' | 'failed'; message?: string; tests: string[] }>) {
  const testResults = Object.entries(files).map(([name, file]) => ({
    name,
    status: file.status ?? (file.tests.includes('failed') ? 'failed' : 'passed'),
    message: file.message ?? '',
    assertionResults: file.tests.map((status, index) => ({ status, title: `test ${index}`, fullName: `${name} test ${index}` })),
  }));
  const all = testResults.flatMap((file) => file.assertionResults);
  const count = (status: string) => all.filter((test) => test.status === status).length;
  return {
    numPassedTests: count('passed'),
    numFailedTests: count('failed'),
    numPendingTests: count('skipped'),
    numTodoTests: count('todo'),
    testResults,
  };
}

type Outcome = 'expected' | 'unexpected' | 'flaky' | 'skipped';
/** A Playwright JSON report: one file suite with one describe, a spec per outcome given. */
function playwrightReport(outcomes: Outcome[], errors: string[] = []) {
  const attempts: Record<Outcome, string[]> = {
    expected: ['passed'],
    unexpected: ['failed', 'failed'],
    flaky: ['failed', 'passed'],
    skipped: ['skipped'],
  };
  const specs = outcomes.map((outcome, index) => ({
    title: `${outcome} ${index}`,
    tests: [
      {
        projectName: 'desktop',
        status: outcome,
        annotations: outcome === 'skipped' ? [{ type: 'skip', description: 'needs a camera' }] : [],
        results: attempts[outcome].map((status) => ({ status })),
      },
    ],
  }));
  const stats = { expected: 0, unexpected: 0, flaky: 0, skipped: 0 };
  for (const outcome of outcomes) stats[outcome] += 1;
  return {
    suites: [{ title: 'cart.spec.ts', specs: [], suites: [{ title: 'the cart', specs }] }],
    errors: errors.map((message) => ({ message })),
    stats,
  };
}

const allPassing = () => ({
  runs: { node24: ok, build: ok, typecheck: ok, lint: ok, format: ok, vitest: ok, playwright: ok },
  reports: {
    vitest: vitestReport({ 'client/a.test.ts': { tests: ['passed', 'passed'] }, 'server/b.test.ts': { tests: ['passed'] } }),
    playwright: playwrightReport(['expected', 'expected', 'expected']),
  },
});

describe('typecheck, lint and the format check', () => {
  it('are one test each: passed when the command exited 0, one failure otherwise', () => {
    expect(countCheck('lint', ok)).toMatchObject({ passed: 1, failed: 0 });
    const failed = countCheck('lint', exited(1));
    expect(failed).toMatchObject({ passed: 0, failed: 1 });
    expect(failed.notes).toEqual(['lint: FAILED (exit 1), its output is above: counted as 1 failure']);
    expect(countCheck('format check', { ran: false, rc: 1, note: 'skipped' })).toMatchObject({ passed: 0, failed: 1 });
  });

  it('add three tests to the total, whatever the other runners found', () => {
    const input = allPassing();
    expect(summarize({ ...input, ci: false })).toMatchObject({ passed: 3 + 2 + 1 + 3, failed: 0, ok: true });
    input.runs.lint = exited(2);
    input.runs.format = exited(1);
    expect(summarize({ ...input, ci: false })).toMatchObject({ passed: 1 + 2 + 1 + 3, failed: 2, ok: false });
  });
});

describe('vitest', () => {
  it('counts the report’s passed, failed and skipped tests', () => {
    const report = vitestReport({ 'a.test.ts': { tests: ['passed', 'failed', 'skipped'] }, 'b.test.ts': { tests: ['passed', 'todo'] } });
    expect(countVitest('vitest', report, exited(1))).toMatchObject({ passed: 2, failed: 1, skipped: 2 });
  });

  it('counts a file that failed to load (no tests of its own) as one failure, and says which', () => {
    const report = vitestReport({
      'a.test.ts': { tests: ['passed'] },
      'broken.test.ts': { status: 'failed', message: 'Cannot find module ./gone\nstack…', tests: [] },
    });
    const counted = countVitest('vitest', report, exited(1));
    expect(counted).toMatchObject({ passed: 1, failed: 1 });
    expect(counted.notes).toEqual([
      'vitest: broken.test.ts failed outside its tests (0 of its tests did not run): Cannot find module ./gone',
    ]);
  });

  it('counts a file whose beforeAll threw as one failure, not its tests as skipped (in CI, skips are failures)', () => {
    const report = vitestReport({
      'a.test.ts': { tests: ['passed', 'skipped'] },
      'hook.test.ts': { status: 'failed', message: 'Hook timed out in 30000ms.', tests: ['skipped', 'skipped', 'skipped'] },
    });
    const counted = countVitest('vitest', report, exited(1));
    expect(counted).toMatchObject({ passed: 1, failed: 1, skipped: 1 });
    expect(counted.skippedTitles).toEqual(['vitest: a.test.ts test 1 (a.test.ts)']);
    expect(counted.notes).toEqual([
      'vitest: hook.test.ts failed outside its tests (3 of its tests did not run): Hook timed out in 30000ms.',
    ]);
  });

  it('does not count a file twice when its tests failed', () => {
    const report = vitestReport({ 'a.test.ts': { tests: ['failed', 'failed'] } });
    expect(countVitest('vitest', report, exited(1))).toMatchObject({ failed: 2, notes: [] });
  });

  it('a non-zero exit without a failed test is one failure; so is a clean exit without a report', () => {
    const passing = vitestReport({ 'a.test.ts': { tests: ['passed'] } });
    expect(countVitest('vitest', passing, exited(1))).toMatchObject({ passed: 1, failed: 1 });
    expect(countVitest('vitest', null, exited(134))).toMatchObject({ passed: 0, failed: 1 });
    expect(countVitest('vitest', null, ok)).toMatchObject({ passed: 0, failed: 1 });
    expect(countVitest('vitest', passing, ok)).toMatchObject({ passed: 1, failed: 0 });
  });

  it('a Node 24 that could not be installed is one failure, the tests (run on another Node) still counted', () => {
    const input = allPassing();
    input.runs.node24 = { ran: false, rc: 1, note: 'node@24 could not be installed: the tests ran on v20.20.0' };
    const summary = summarize({ ...input, ci: false });
    expect(summary).toMatchObject({ passed: 3 + 3 + 3, failed: 1, ok: false });
    expect(summary.notes).toContain('Node 24: not run (node@24 could not be installed: the tests ran on v20.20.0): counted as 1 failure');
  });
});

describe('Playwright', () => {
  it('counts expected as passed and unexpected as failed', () => {
    expect(countPlaywright(playwrightReport(['expected', 'unexpected', 'expected']), exited(1))).toMatchObject({ passed: 2, failed: 1 });
  });

  it('counts a flaky test (failOnFlakyTests fails the run) as failed, once, and prints its title', () => {
    const counted = countPlaywright(playwrightReport(['expected', 'flaky']), exited(1));
    expect(counted).toMatchObject({ passed: 1, failed: 1 });
    expect(counted.notes).toEqual([
      'playwright: 1 flaky test(s) failed, then passed on retry: counted as FAILED',
      '  flaky: cart.spec.ts › the cart › flaky 1 [desktop]: failed → passed',
    ]);
  });

  it('a non-zero exit without a failed test (the web server did not start) is one failure, with the error', () => {
    const counted = countPlaywright(playwrightReport([], ['Timed out waiting 60000ms from config.webServer.\nmore']), exited(1));
    expect(counted).toMatchObject({ passed: 0, failed: 1 });
    expect(counted.notes[0]).toBe('playwright: Timed out waiting 60000ms from config.webServer.');
    expect(countPlaywright(null, { ran: false, rc: 1, note: 'the build is missing' })).toMatchObject({ failed: 1 });
  });

  it('lists skipped tests with their reason', () => {
    const counted = countPlaywright(playwrightReport(['expected', 'skipped']), ok);
    expect(counted).toMatchObject({ passed: 1, failed: 0, skipped: 1 });
    expect(counted.skippedTitles).toEqual(['playwright: cart.spec.ts › the cart › skipped 1 [desktop] (needs a camera)']);
  });
});

describe('skipped tests', () => {
  const withSkips = () => {
    const input = allPassing();
    input.reports.vitest = vitestReport({ 'client/a.test.ts': { tests: ['passed', 'skipped'] } });
    input.reports.playwright = playwrightReport(['expected', 'skipped']);
    return input;
  };

  it('are reported locally, and the line says how many', () => {
    const summary = summarize({ ...withSkips(), ci: false });
    expect(summary).toMatchObject({ passed: 3 + 1 + 1, failed: 0, skipped: 2, ok: true });
    expect(countLine(summary)).toBe('5 passed, 0 failed, 2 skipped');
    expect(summary.notes).toContain('  skipped: vitest: client/a.test.ts test 1 (client/a.test.ts)');
  });

  it('count as failed in CI, where the line has no skipped part', () => {
    const summary = summarize({ ...withSkips(), ci: true });
    expect(summary).toMatchObject({ passed: 5, failed: 2, skipped: 0, ok: false });
    expect(countLine(summary)).toBe('5 passed, 2 failed');
  });

  it('CI is any value of CI but empty, "false" and "0"', () => {
    expect([undefined, '', 'false', 'FALSE', '0'].map(isCi)).toEqual([false, false, false, false, false]);
    expect(['true', '1', 'github'].map(isCi)).toEqual([true, true, true]);
  });
});

describe('the summary script', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  function run(runsTsv: string, reports: Record<string, unknown>, env: Record<string, string> = {}) {
    const dir = mkdtempSync(join(tmpdir(), 'test-summary-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'runners.tsv'), runsTsv);
    for (const [file, report] of Object.entries(reports)) writeFileSync(join(dir, file), JSON.stringify(report));
    const lines: string[] = [];
    const code = main(dir, { env, print: (line) => lines.push(line) });
    return { code, lines };
  }

  const tsv = (rows: string[][]) => rows.map((row) => row.join('\t')).join('\n') + '\n';
  const allRan = [
    ['node24', '0', '120'],
    ['build', '0', '41000'],
    ['typecheck', '0', '9800'],
    ['lint', '0', '30250'],
    ['format', '0', '6000'],
    ['vitest', '0', '250000'],
    ['playwright', '0', '400000'],
  ];
  const { reports } = allPassing();
  const files = { 'vitest.json': reports.vitest, 'playwright.json': reports.playwright };

  it('prints every runner’s time, then `N passed, N failed` last, and exits 0 when all passed', () => {
    const { code, lines } = run(tsv(allRan), files);
    expect(code).toBe(0);
    expect(lines.at(-1)).toBe('9 passed, 0 failed');
    const table = lines.join('\n');
    const times: [string, string][] = [
      ['build', '41.0 s'],
      ['typecheck', '9.8 s'],
      ['lint', '30.3 s'],
      ['format check', '6.0 s'],
      ['vitest', '250.0 s'],
      ['playwright', '400.0 s'],
    ];
    for (const [label, time] of times)
      expect(table).toMatch(new RegExp(`^ +${label.replace(/[()]/g, '\\$&')} +${time.replace('.', '\\.')} +ok$`, 'm'));
  });

  it('exits 1 when a runner was not run or is missing from the record, and says so', () => {
    const rows = allRan
      .filter(([id]) => id !== 'lint')
      .map((row) => (row[0] === 'playwright' ? ['playwright', '1', '', 'the browser is missing'] : row));
    const { code, lines } = run(tsv(rows), { 'vitest.json': files['vitest.json'] });
    expect(code).toBe(1);
    expect(lines.at(-1)).toBe('5 passed, 2 failed');
    expect(lines).toContain('lint: not run (no record of it): counted as 1 failure');
    expect(lines).toContain('playwright: not run (the browser is missing): counted as 1 failure');
  });

  it('exits 1 when the build failed, even if every test passed on an older build', () => {
    const rows = allRan.map((row) => (row[0] === 'build' ? ['build', '1', '3000'] : row));
    const { code, lines } = run(tsv(rows), files);
    expect(code).toBe(1);
    expect(lines.at(-1)).toBe('9 passed, 1 failed');
    expect(lines).toContain('build: FAILED (exit 1): counted as 1 failure');
  });

  it('reads the runners’ record', () => {
    expect(parseRuns('build\t0\t1500\t\nplaywright\t1\t\tno browser\n')).toEqual({
      build: { ran: true, rc: 0, ms: 1500, note: undefined },
      playwright: { ran: false, rc: 1, ms: 0, note: 'no browser' },
    });
  });
});
