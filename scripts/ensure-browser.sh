#!/usr/bin/env bash
# Makes sure the browser the Playwright tests drive is here: Debian's Chromium plus a CJK font
# (without one, Chinese renders as boxes in screenshots; the PDF downloads embed the same font, and
# their tests need it). Quiet and quick when both are present.
# Never `npx playwright install`: it downloads browsers and fails on offline machines.
set -euo pipefail

have_chromium() { [ -x /usr/bin/chromium ]; }
# grep reads the whole list (no -q): under pipefail, `grep -q` quitting at the first match could end
# fc-list with SIGPIPE and fail the check at random (a CI run lost Playwright to it).
have_font() { command -v fc-list >/dev/null 2>&1 && fc-list : family 2>/dev/null | grep -i 'WenQuanYi' >/dev/null; }

if have_chromium && have_font; then
  exit 0
fi

# shellcheck source=scripts/apt-install.sh
source "$(dirname "${BASH_SOURCE[0]}")/apt-install.sh"
echo "[ensure-browser] installing chromium and fonts-wqy-microhei with apt-get…"
apt_install ensure-browser chromium fonts-wqy-microhei fontconfig ||
  echo "[ensure-browser] apt-get reported a problem; checking the browser and the font" >&2

if ! have_chromium || ! have_font; then
  have_chromium || echo "[ensure-browser] missing: /usr/bin/chromium (package chromium)" >&2
  have_font || echo "[ensure-browser] missing: the WenQuanYi font (package fonts-wqy-microhei)" >&2
  exit 1
fi
echo "[ensure-browser] $(/usr/bin/chromium --version 2>/dev/null | tail -n 1)"
