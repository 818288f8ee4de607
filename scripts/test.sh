#!/usr/bin/env bash
# `npm test`: browser, system packages, Node 24 → build → typecheck → vitest (and, alongside it,
# the server and deployment tests again under Node 24) → Playwright, then ONE summary line:
# `N passed, N failed[, N skipped]` (CI parses it). Every runner always runs; the exit code is
# non-zero when a test failed or a runner crashed.
# - typecheck (`npm run typecheck`, tsc --noEmit) counts as one test: 1 passed or 1 failed.
# - Node 24 is the Docker image's runtime: `vitest run server deploy` runs under it (Node from the
#   node@24 npm package in .cache/node24, never in node_modules, which would change `node` for
#   everything), at the same time as the main Node 20 run (each uses one worker on 2 cores), which
#   runs every other folder and server/ again but not deploy/ (the image's own checks). Its tests
#   count like the others'; a Node 24 that cannot be installed counts as one failure.
# - A Playwright test that failed and then passed on its retry (stats.flaky) counts as failed.
# - In CI (CI set, not "false"/"0") a skipped test counts as failed: CI runs everything.
# Environment: SKILL_DIST_DIR (build folder, default dist), E2E_PORT (default 3210), CI,
# TEST_REPORTS_DIR (JSON reports, default .cache/test-reports).
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

REPORTS="${TEST_REPORTS_DIR:-.cache/test-reports}"
VITEST_JSON="$REPORTS/vitest.json"
VITEST24_JSON="$REPORTS/vitest-node24.json"
VITEST24_LOG="$REPORTS/vitest-node24.log"
PLAYWRIGHT_JSON="$REPORTS/playwright.json"
NODE24_PREFIX=.cache/node24
NODE24="$NODE24_PREFIX/node_modules/node/bin/node"
mkdir -p "$REPORTS"
rm -f "$VITEST_JSON" "$VITEST24_JSON" "$VITEST24_LOG" "$PLAYWRIGHT_JSON"
started=$(date +%s)

section() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

section "browser"
browser_ok=1
bash scripts/ensure-browser.sh || browser_ok=0

section "system packages"
# nginx and redis-server for the deployment tests (deploy/); without them those tests fail on their own.
bash scripts/ensure-system-packages.sh || echo "system packages: missing, the deploy/ tests will say which"

section "node 24"
node24_ok=1
if ! "$NODE24" --version 2>/dev/null | grep -q '^v24\.'; then
  echo "[node 24] installing the node@24 npm package into $NODE24_PREFIX…"
  mkdir -p "$NODE24_PREFIX"
  npm install --no-save --no-audit --no-fund --prefix "$NODE24_PREFIX" node@24 >/dev/null 2>&1 || true
fi
if "$NODE24" --version 2>/dev/null | grep -q '^v24\.'; then
  echo "node 24: $("$NODE24" --version)"
else
  echo "node 24: FAILED to install node@24 into $NODE24_PREFIX"
  node24_ok=0
fi

section "build"
build_ok=1
node scripts/ensure-build.mjs || build_ok=0

section "typecheck"
typecheck_started=$(date +%s%N)
typecheck_output=$(npm run --silent typecheck 2>&1)
typecheck_rc=$?
typecheck_seconds=$(awk -v ns="$(( $(date +%s%N) - typecheck_started ))" 'BEGIN { printf "%.1f", ns / 1e9 }')
if [ "$typecheck_rc" -eq 0 ]; then
  echo "typecheck: passed in ${typecheck_seconds} s"
else
  printf '%s\n' "$typecheck_output"
  echo "typecheck: FAILED (tsc exit $typecheck_rc) in ${typecheck_seconds} s"
fi

section "vitest"
vitest24_rc=1
if [ "$node24_ok" = 1 ]; then
  echo "(the server and deploy tests run under Node 24 meanwhile; their output follows this run's)"
  "$NODE24" ./node_modules/vitest/vitest.mjs run server/ deploy/ --reporter=default --reporter=json --outputFile.json="$VITEST24_JSON" >"$VITEST24_LOG" 2>&1 &
  vitest24_pid=$!
fi
# deploy/ (the Docker image, nginx, redis) runs under Node 24 only: that is the image's runtime.
./node_modules/.bin/vitest run --exclude 'deploy/**' --reporter=default --reporter=json --outputFile.json="$VITEST_JSON"
vitest_rc=$?

section "vitest under Node 24 (server, deploy)"
if [ "$node24_ok" = 1 ]; then
  vitest24_started=$(date +%s)
  wait "$vitest24_pid"
  vitest24_rc=$?
  cat "$VITEST24_LOG"
  echo "vitest (Node 24): finished $(( $(date +%s) - vitest24_started )) s after the main vitest run"
else
  echo "vitest (Node 24): not run, Node 24 is missing (see above)"
fi

section "playwright"
if [ "$browser_ok" = 1 ] && [ "$build_ok" = 1 ]; then
  PLAYWRIGHT_JSON_OUTPUT_FILE="$PLAYWRIGHT_JSON" ./node_modules/.bin/playwright test --reporter=list,json
  playwright_rc=$?
else
  echo "playwright: skipped, the browser or the build is missing (see above)"
  playwright_rc=1
fi

section "summary ($(( $(date +%s) - started )) s)"
# Sum the runners. A runner that exited non-zero without a failed test in its report (it crashed,
# a file did not load, the web server did not start…) counts as one failure. Notes go to stderr.
summary=$(node - "$VITEST_JSON" "$PLAYWRIGHT_JSON" "$vitest_rc" "$playwright_rc" "$typecheck_rc" "$typecheck_seconds" "${CI:-}" "$VITEST24_JSON" "$vitest24_rc" <<'NODE'
const { existsSync, readFileSync } = require('node:fs');
const [vitestFile, playwrightFile, vitestRc, playwrightRc, typecheckRc, typecheckSeconds, ciValue, vitest24File, vitest24Rc] = process.argv.slice(2);
const read = (file) => { try { return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null; } catch { return null; } };
const ci = Boolean(ciValue) && !['false', '0'].includes(ciValue.toLowerCase());
const notes = [];
let passed = 0, failed = 0, skipped = 0;
const skippedTitles = [];

// typecheck: one test of its own.
if (Number(typecheckRc) === 0) passed += 1;
else { failed += 1; notes.push(`typecheck: tsc failed (exit ${typecheckRc}, ${typecheckSeconds} s), errors above: counted as 1 failure`); }

// vitest, once per runtime: the same report format.
const countVitest = (label, file, rc) => {
  const vitest = read(file);
  let vitestFailed = 0;
  if (vitest) {
    passed += vitest.numPassedTests ?? 0;
    vitestFailed = vitest.numFailedTests ?? 0;
    skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
    // A test file that failed to load has no test results of its own.
    for (const file of vitest.testResults ?? []) {
      for (const test of file.assertionResults ?? []) {
        if (['pending', 'skipped', 'todo'].includes(test.status)) skippedTitles.push(`${label}: ${test.fullName ?? test.title} (${file.name})`);
      }
      if (file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed')) {
        vitestFailed += 1;
        notes.push(`${label}: ${file.name} failed outside its tests: ${String(file.message ?? '').split('\n')[0]}`);
      }
    }
  }
  if (Number(rc) !== 0 && vitestFailed === 0) { vitestFailed = 1; notes.push(`${label} exited ${rc} without a failed test in its report: counted as 1 failure`); }
  failed += vitestFailed;
};
countVitest('vitest', vitestFile, vitestRc);
countVitest('vitest (Node 24)', vitest24File, vitest24Rc);

// Playwright: the JSON report's suites (file › describe…) › specs › tests (one per project) › results (one per attempt).
const playwright = read(playwrightFile);
let playwrightFailed = 0;
if (playwright?.stats) {
  const flakyTitles = [];
  const walk = (suite, path) => {
    const titles = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const name = `${[...titles, spec.title].join(' › ')}${test.projectName ? ` [${test.projectName}]` : ''}`;
        const statuses = (test.results ?? []).map((result) => result.status);
        const firstPass = statuses.indexOf('passed');
        const failedBeforePassing = firstPass > 0 && statuses.slice(0, firstPass).some((status) => status !== 'passed' && status !== 'skipped');
        if (test.status === 'flaky' || failedBeforePassing) flakyTitles.push(`${name}: ${statuses.join(' → ')}`);
        if (test.status === 'skipped') {
          const annotations = [...(test.annotations ?? []), ...(test.results ?? []).flatMap((result) => result.annotations ?? [])];
          const reason = annotations.find((annotation) => ['skip', 'fixme'].includes(annotation.type))?.description;
          skippedTitles.push(`playwright: ${name}${reason ? ` (${reason})` : ''}`);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, titles);
  };
  for (const suite of playwright.suites ?? []) walk(suite, []);

  const flaky = Math.max(playwright.stats.flaky ?? 0, flakyTitles.length);
  passed += playwright.stats.expected ?? 0;
  // A test that needed its retry is not trustworthy: counted as failed, never as passed.
  playwrightFailed = (playwright.stats.unexpected ?? 0) + flaky;
  skipped += playwright.stats.skipped ?? 0;
  if (flaky) {
    notes.push(`playwright: ${flaky} flaky test(s) failed, then passed on retry: counted as FAILED`);
    for (const title of flakyTitles) notes.push(`  flaky: ${title}`);
  }
  for (const error of playwright.errors ?? []) notes.push(`playwright: ${String(error.message ?? '').split('\n')[0]}`);
}
if (Number(playwrightRc) !== 0 && playwrightFailed === 0) { playwrightFailed = 1; notes.push(`playwright exited ${playwrightRc} without a failed test in its report: counted as 1 failure`); }
failed += playwrightFailed;

// Skipped tests: CI runs everything, so there a skip is a failure; locally they are reported.
if (skipped) {
  if (ci) {
    notes.push(`CI: ${skipped} skipped test(s) counted as FAILED (no test may be skipped in CI):`);
    failed += skipped;
    skipped = 0;
  } else {
    notes.push(`${skipped} skipped test(s) (in CI each would count as a failure):`);
  }
  for (const title of skippedTitles) notes.push(`  skipped: ${title}`);
}

for (const note of notes) console.error(note);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
NODE
)
summary_rc=$?

echo "typecheck exit $typecheck_rc (${typecheck_seconds} s), vitest exit $vitest_rc, vitest (Node 24) exit $vitest24_rc, playwright exit $playwright_rc; reports in $REPORTS/"
if [ $summary_rc -ne 0 ] || [ -z "$summary" ]; then
  echo "0 passed, 1 failed"
  exit 1
fi
echo "$summary"
if [ "$typecheck_rc" -ne 0 ] || [ "$vitest_rc" -ne 0 ] || [ "$vitest24_rc" -ne 0 ] || [ "$playwright_rc" -ne 0 ] || [ "$build_ok" -ne 1 ] || [ "$browser_ok" -ne 1 ]; then
  exit 1
fi
case "$summary" in
  *", 0 failed"*) exit 0 ;;
  *) exit 1 ;;
esac
