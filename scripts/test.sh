#!/usr/bin/env bash
# `npm test`: browser → build → vitest → Playwright, then ONE summary line: `N passed, N failed[, N skipped]`.
# Both runners always run; the exit code is non-zero when a test failed or a runner crashed.
# Environment: SKILL_DIST_DIR (build folder, default dist), E2E_PORT (default 3210), CI.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

REPORTS=".cache/test-reports"
VITEST_JSON="$REPORTS/vitest.json"
PLAYWRIGHT_JSON="$REPORTS/playwright.json"
mkdir -p "$REPORTS"
rm -f "$VITEST_JSON" "$PLAYWRIGHT_JSON"
started=$(date +%s)

section() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

section "browser"
browser_ok=1
bash scripts/ensure-browser.sh || browser_ok=0

section "build"
build_ok=1
node scripts/ensure-build.mjs || build_ok=0

section "vitest"
./node_modules/.bin/vitest run --reporter=default --reporter=json --outputFile.json="$VITEST_JSON"
vitest_rc=$?

section "playwright"
if [ "$browser_ok" = 1 ] && [ "$build_ok" = 1 ]; then
  PLAYWRIGHT_JSON_OUTPUT_FILE="$PLAYWRIGHT_JSON" ./node_modules/.bin/playwright test --reporter=list,json
  playwright_rc=$?
else
  echo "playwright: skipped, the browser or the build is missing (see above)"
  playwright_rc=1
fi

# Sum both reports. A runner that exited non-zero without a failed test in its report (it crashed,
# a file did not load, the web server did not start…) counts as one failure.
summary=$(node - "$VITEST_JSON" "$PLAYWRIGHT_JSON" "$vitest_rc" "$playwright_rc" <<'NODE'
const { existsSync, readFileSync } = require('node:fs');
const [vitestFile, playwrightFile, vitestRc, playwrightRc] = process.argv.slice(2);
const read = (file) => { try { return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null; } catch { return null; } };
const notes = [];
let passed = 0, failed = 0, skipped = 0;

const vitest = read(vitestFile);
let vitestFailed = 0;
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  vitestFailed = vitest.numFailedTests ?? 0;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
  // A test file that failed to load has no test results of its own.
  for (const file of vitest.testResults ?? []) {
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed')) {
      vitestFailed += 1;
      notes.push(`vitest: ${file.name} failed outside its tests: ${String(file.message ?? '').split('\n')[0]}`);
    }
  }
}
if (Number(vitestRc) !== 0 && vitestFailed === 0) { vitestFailed = 1; notes.push(`vitest exited ${vitestRc} without a failed test in its report: counted as 1 failure`); }
failed += vitestFailed;

const playwright = read(playwrightFile);
let playwrightFailed = 0;
if (playwright?.stats) {
  passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
  playwrightFailed = playwright.stats.unexpected ?? 0;
  skipped += playwright.stats.skipped ?? 0;
  if (playwright.stats.flaky) notes.push(`playwright: ${playwright.stats.flaky} flaky (passed on retry)`);
  for (const error of playwright.errors ?? []) notes.push(`playwright: ${String(error.message ?? '').split('\n')[0]}`);
}
if (Number(playwrightRc) !== 0 && playwrightFailed === 0) { playwrightFailed = 1; notes.push(`playwright exited ${playwrightRc} without a failed test in its report: counted as 1 failure`); }
failed += playwrightFailed;

for (const note of notes) console.error(note);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
NODE
)
summary_rc=$?

section "summary ($(( $(date +%s) - started )) s)"
echo "vitest exit $vitest_rc, playwright exit $playwright_rc; reports in $REPORTS/"
if [ $summary_rc -ne 0 ] || [ -z "$summary" ]; then
  echo "0 passed, 1 failed"
  exit 1
fi
echo "$summary"
if [ "$vitest_rc" -ne 0 ] || [ "$playwright_rc" -ne 0 ] || [ "$build_ok" -ne 1 ] || [ "$browser_ok" -ne 1 ]; then
  exit 1
fi
case "$summary" in
  *" 0 failed"*) exit 0 ;;
  *) exit 1 ;;
esac
