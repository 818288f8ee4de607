#!/usr/bin/env bash
# Makes sure the browser the Playwright tests drive is here: Debian's Chromium plus a CJK font
# (without one, Chinese renders as boxes in screenshots; the PDF downloads embed the same font, and
# their tests need it). Quiet and quick when both are present.
# Never `npx playwright install`: it downloads browsers and fails on offline machines.
set -euo pipefail

have_chromium() { [ -x /usr/bin/chromium ]; }
have_font() { command -v fc-list >/dev/null 2>&1 && fc-list 2>/dev/null | grep -qi 'WenQuanYi'; }

if have_chromium && have_font; then
  exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
  SUDO=()
elif command -v sudo >/dev/null 2>&1; then
  SUDO=(sudo -n)
else
  echo "[ensure-browser] chromium or fonts-wqy-microhei is missing and this user cannot install packages (not root, no sudo)." >&2
  echo "[ensure-browser] install them with: apt-get install -y chromium fonts-wqy-microhei" >&2
  exit 1
fi

echo "[ensure-browser] installing chromium and fonts-wqy-microhei with apt-get…"
"${SUDO[@]}" apt-get update -qq
"${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-wqy-microhei fontconfig >/dev/null

if ! have_chromium || ! have_font; then
  echo "[ensure-browser] apt-get finished but chromium or the WenQuanYi font is still missing." >&2
  exit 1
fi
echo "[ensure-browser] $(/usr/bin/chromium --version 2>/dev/null | tail -n 1)"
