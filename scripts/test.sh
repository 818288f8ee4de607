#!/usr/bin/env bash
# `npm test`: browser, system packages, Node 24 → build (once) → two lanes, one per core: vitest under
# Node 20 | typecheck, lint, format check, then vitest again under Node 24 for server/ and deploy/ →
# Playwright, then a summary (scripts/test-summary.mjs: each runner's time, then ONE last line
# `N passed, N failed[, N skipped]`, which CI parses; its header says how each runner is counted).
# Every runner always runs; the exit code is non-zero when a test failed or a runner failed or crashed.
# - typecheck, lint (`npm run lint`) and the format check (`npm run format:check`) count as one test each.
# - One production build (scripts/ensure-build.mjs, only when the sources changed) serves both vitest
#   runs and Playwright: the vitest runs are told not to build (SKILL_TEST_PREBUILT=1).
# - Node 24 is the Docker image's runtime: `vitest run server deploy` runs under it (Node from the
#   node@24 npm package in .cache/node24, never in node_modules, which would change `node` for
#   everything) while the main Node 20 run (one worker) runs every other folder and server/ again, but
#   not deploy/ (the image's own checks). Its tests count like the others'; a Node 24 that cannot be
#   installed counts as one failure.
# - Playwright runs with failOnFlakyTests (playwright.config.ts): a test that needed its retry fails it.
# Environment: SKILL_DIST_DIR (build folder, default dist), E2E_PORT (default 3210), CI,
# TEST_REPORTS_DIR (JSON reports and runners.tsv, default .cache/test-reports).
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

REPORTS="${TEST_REPORTS_DIR:-.cache/test-reports}"
RUNNERS="$REPORTS/runners.tsv"
VITEST_JSON="$REPORTS/vitest.json"
VITEST24_JSON="$REPORTS/vitest-node24.json"
VITEST24_LOG="$REPORTS/vitest-node24.log"
PLAYWRIGHT_JSON="$REPORTS/playwright.json"
NODE24_PREFIX=.cache/node24
NODE24="$NODE24_PREFIX/node_modules/node/bin/node"
mkdir -p "$REPORTS"
rm -f "$RUNNERS" "$VITEST_JSON" "$VITEST24_JSON" "$VITEST24_LOG" "$PLAYWRIGHT_JSON" "$REPORTS"/{typecheck,lint,format,browser}.log
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
node24_ok=1
if ! "$NODE24" --version 2>/dev/null | grep '^v24\.' >/dev/null; then
  echo "[node 24] installing the node@24 npm package into $NODE24_PREFIX…"
  mkdir -p "$NODE24_PREFIX"
  npm install --no-save --no-audit --no-fund --prefix "$NODE24_PREFIX" node@24 >/dev/null 2>&1 || true
fi
if "$NODE24" --version 2>/dev/null | grep '^v24\.' >/dev/null; then
  echo "node 24: $("$NODE24" --version)"
else
  echo "node 24: FAILED to install node@24 into $NODE24_PREFIX"
  node24_ok=0
fi

section "build"
build_ok=1
timed build node scripts/ensure-build.mjs || build_ok=0

# Two lanes, one per core, from here until Playwright: this one runs the Node 20 vitest run; the
# other, one after another, typecheck, lint, the format check and the Node 24 vitest run (about as
# long together), each into its own log, printed after. Run one after the other, the checks left a
# core idle, and so did the shorter vitest run at its end.
# Both vitest runs use the build made above and never build their own (server/test-support/global-setup.ts).
export SKILL_TEST_PREBUILT=1
(
  timed typecheck npm_script typecheck >"$REPORTS/typecheck.log" 2>&1
  timed lint npm_script lint >"$REPORTS/lint.log" 2>&1
  timed format npm_script format:check >"$REPORTS/format.log" 2>&1
  if [ "$node24_ok" = 1 ]; then
    # deploy/ (the Docker image, nginx, redis) runs under Node 24 only: that is the image's runtime.
    timed vitest-node24 "$NODE24" ./node_modules/vitest/vitest.mjs run server/ deploy/ \
      --reporter=default --reporter=json --outputFile.json="$VITEST24_JSON" >"$VITEST24_LOG" 2>&1
  else
    not_run vitest-node24 "Node 24 is missing"
  fi
) &
other_lane=$!

section "vitest"
echo "(typecheck, lint, format check, then the server and deploy tests under Node 24 run meanwhile; their output follows)"
timed vitest ./node_modules/.bin/vitest run --exclude 'deploy/**' --reporter=default --reporter=json --outputFile.json="$VITEST_JSON"
wait "$other_lane"

# The other lane's output, runner by runner, with each runner's verdict from runners.tsv.
verdict() { awk -F'\t' -v id="$1" '$1 == id { print ($2 == 0 ? "passed" : "FAILED (exit " $2 ")") }' "$RUNNERS"; }
for runner in typecheck lint format; do
  case "$runner" in format) title="format check" ;; *) title=$runner ;; esac
  section "$title"
  cat "$REPORTS/$runner.log"
  echo "$title: $(verdict "$runner")"
done

section "vitest under Node 24 (server, deploy)"
if [ "$node24_ok" = 1 ]; then
  cat "$VITEST24_LOG"
else
  echo "vitest (Node 24): not run, Node 24 is missing (see above)"
fi

section "playwright"
if [ "$browser_ok" = 1 ] && [ "$build_ok" = 1 ]; then
  PLAYWRIGHT_JSON_OUTPUT_FILE="$PLAYWRIGHT_JSON" timed playwright ./node_modules/.bin/playwright test --reporter=list,json
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
