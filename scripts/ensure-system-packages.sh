#!/usr/bin/env bash
# Makes sure the servers the deployment tests (deploy/) run for real are here: Debian's nginx,
# redis-server and prometheus (with promtool). Quiet and quick when both are present. Only the binaries are used: the tests start
# their own instances on loopback ports (the packages' system services are neither needed nor started).
set -euo pipefail

have_nginx() { command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; }
have_redis() { command -v redis-server >/dev/null 2>&1; }
have_prometheus() { command -v prometheus >/dev/null 2>&1 && command -v promtool >/dev/null 2>&1; }

if have_nginx && have_redis && have_prometheus; then
  exit 0
fi

# shellcheck source=scripts/apt-install.sh
source "$(dirname "${BASH_SOURCE[0]}")/apt-install.sh"
echo "[ensure-system-packages] installing nginx, redis-server and prometheus with apt-get…"
# Where no init system runs, a package's attempt to start its own service can fail; the binaries
# are all the tests need, so the check below decides, not apt-get's exit code.
apt_install ensure-system-packages --no-install-recommends nginx redis-server prometheus ||
  echo "[ensure-system-packages] apt-get reported a problem; checking the binaries" >&2

if ! have_nginx || ! have_redis || ! have_prometheus; then
  echo "[ensure-system-packages] apt-get finished but nginx, redis-server or prometheus is still missing." >&2
  exit 1
fi
echo "[ensure-system-packages] $(nginx -v 2>&1), $(redis-server --version | cut -d' ' -f1-3), $(prometheus --version 2>&1 | head -n 1 | cut -d' ' -f1-3)"
