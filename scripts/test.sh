#!/usr/bin/env bash
# `npm test`: browser, system packages, Node 24 → build (once) → two lanes, one per core: vitest (every
# folder, once, under Node 24) | typecheck, lint, format check → Playwright (its web server under Node 24
# too), then a summary (scripts/test-summary.mjs: each runner's time, then ONE last line
# `N passed, N failed[, N skipped]`, which CI parses; its header says how each runner is counted).
# Every runner always runs; the exit code is non-zero when a test failed or a runner failed or crashed.
# - typecheck, lint (`npm run lint`) and the format check (`npm run format:check`) count as one test each.
# - One production build (scripts/ensure-build.mjs, only when the sources changed) serves vitest and
#   Playwright: vitest is told not to build (SKILL_TEST_PREBUILT=1).
# - Node 24 is the Docker image's runtime (node:24) and the only Node the project supports in production
#   (Node 20 ended in April 2026; docs/decisions/021-test-suite.md): vitest runs once, under it, and so
#   does Playwright's web server (E2E_NODE). It comes from the node@24 npm package in .cache/node24, never
#   in node_modules, which would change `node` for everything. A Node 24 that cannot be installed counts
#   as one failure, and the tests then run on the system's Node, so their own results are still known.
# - Playwright runs with failOnFlakyTests (playwright.config.ts): a test that needed its retry fails it.
# Environment: SKILL_DIST_DIR (build folder, default dist), E2E_PORT (default 3210), CI,
# TEST_REPORTS_DIR (JSON reports and runners.tsv, default .cache/test-reports).
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

REPORTS="${TEST_REPORTS_DIR:-.cache/test-reports}"
RUNNERS="$REPORTS/runners.tsv"
VITEST_JSON="$REPORTS/vitest.json"
PLAYWRIGHT_JSON="$REPORTS/playwright.json"
NODE24_PREFIX=.cache/node24
NODE24="$NODE24_PREFIX/node_modules/node/bin/node"
mkdir -p "$REPORTS"
rm -f "$RUNNERS" "$VITEST_JSON" "$PLAYWRIGHT_JSON" "$REPORTS"/{typecheck,lint,format,browser}.log
started=$(date +%s)

section() { printf '\n\033[1m== %s\033[0m\n' "$1"; }
# Each runner's exit code and time go to runners.tsv (id, exit code, milliseconds, note) for the summary.
# `timed ID COMMAND…` runs it and records it; `not_run ID REASON` records a runner that could not run.
timed() {
  local id=$1 begun rc
  shift
  begun=$(date +%s%N)
  "$@"
  rc=$?
  printf '%s\t%s\t%s\t\n' "$id" "$rc" "$(( ($(date +%s%N) - begun) / 1000000 ))" >>"$RUNNERS"
  return "$rc"
}
not_run() { printf '%s\t1\t\t%s\n' "$1" "$2" >>"$RUNNERS"; }
# `npm run --silent NAME`, and a word when package.json has no such script (npm --silent says nothing).
npm_script() {
  if node -e 'process.exit(require("./package.json").scripts?.[process.argv[1]] ? 0 : 1)' "$1"; then
    npm run --silent "$1"
  else
    echo "package.json has no \"$1\" script"
    return 1
  fi
}

section "browser"
browser_ok=1
# Its output is kept: when the browser cannot be had, the summary's last lines say why (CI logs are
# often read from the end).
bash scripts/ensure-browser.sh 2>&1 | tee "$REPORTS/browser.log"
[ "${PIPESTATUS[0]}" -eq 0 ] || browser_ok=0

section "system packages"
# nginx and redis-server for the deployment tests (deploy/); without them those tests fail on their own.
bash scripts/ensure-system-packages.sh || echo "system packages: missing, the deploy/ tests will say which"

section "node 24"
if ! "$NODE24" --version 2>/dev/null | grep '^v24\.' >/dev/null; then
  echo "[node 24] installing the node@24 npm package into $NODE24_PREFIX…"
  mkdir -p "$NODE24_PREFIX"
  npm install --no-save --no-audit --no-fund --prefix "$NODE24_PREFIX" node@24 >/dev/null 2>&1 || true
fi
if "$NODE24" --version 2>/dev/null | grep '^v24\.' >/dev/null; then
  echo "node 24: $("$NODE24" --version)"
  printf 'node24\t0\t0\t\n' >>"$RUNNERS"
  TEST_NODE=$NODE24
else
  echo "node 24: FAILED to install node@24 into $NODE24_PREFIX; the tests run on $(node --version)"
  not_run node24 "node@24 could not be installed: the tests ran on $(node --version)"
  TEST_NODE=node
fi

section "build"
build_ok=1
timed build node scripts/ensure-build.mjs || build_ok=0

# Two lanes from here until Playwright: this one runs vitest; the other, one after another, typecheck,
# lint and the format check, each into its own log, printed after. vitest's two workers share the
# cores with the checks while they run, and have both to themselves after.
# vitest uses the build made above and never builds its own (server/test-support/global-setup.ts).
export SKILL_TEST_PREBUILT=1
(
  timed typecheck npm_script typecheck >"$REPORTS/typecheck.log" 2>&1
  timed lint npm_script lint >"$REPORTS/lint.log" 2>&1
  timed format npm_script format:check >"$REPORTS/format.log" 2>&1
) &
other_lane=$!

section "vitest"
echo "(typecheck, lint and the format check run meanwhile; their output follows)"
timed vitest "$TEST_NODE" ./node_modules/vitest/vitest.mjs run --reporter=default --reporter=json --outputFile.json="$VITEST_JSON"
wait "$other_lane"

# The other lane's output, runner by runner, with each runner's verdict from runners.tsv.
verdict() { awk -F'\t' -v id="$1" '$1 == id { print ($2 == 0 ? "passed" : "FAILED (exit " $2 ")") }' "$RUNNERS"; }
for runner in typecheck lint format; do
  case "$runner" in format) title="format check" ;; *) title=$runner ;; esac
  section "$title"
  cat "$REPORTS/$runner.log"
  echo "$title: $(verdict "$runner")"
done

section "playwright"
if [ "$browser_ok" = 1 ] && [ "$build_ok" = 1 ]; then
  E2E_NODE=$TEST_NODE PLAYWRIGHT_JSON_OUTPUT_FILE="$PLAYWRIGHT_JSON" timed playwright ./node_modules/.bin/playwright test --reporter=list,json
elif [ "$browser_ok" = 0 ]; then
  why=$(grep -v '^\s*$' "$REPORTS/browser.log" | tail -n 1)
  echo "playwright: not run, the browser is missing: ${why:-see the browser section}"
  not_run playwright "the browser is missing: ${why:-see the browser section}"
else
  echo "playwright: not run, the build failed (see above)"
  not_run playwright "the build failed"
fi

section "summary ($(( $(date +%s) - started )) s)"
summary=$(node scripts/test-summary.mjs "$REPORTS")
summary_rc=$?
printf '%s\n' "$summary"
# The summary script crashed before its last line: CI still gets one.
if ! printf '%s\n' "$summary" | tail -n 1 | grep -Eq '^[0-9]+ passed, [0-9]+ failed'; then
  echo "0 passed, 1 failed"
  exit 1
fi
exit "$summary_rc"
