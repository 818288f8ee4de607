#!/usr/bin/env bash
# Sourced by ensure-browser.sh and ensure-system-packages.sh: `apt_install TAG [OPTION…] PACKAGE…` installs
# Debian packages as root or through `sudo -n`. A CI run once lost Playwright to one failed
# apt-get (a mirror or the dpkg lock, busy for a moment), so each step waits for the lock and the
# whole update + install is tried three times, 10 s and then 30 s apart. Returns apt-get's last
# exit code; the callers decide by checking the binaries themselves. APT_RETRY_PAUSES ("10 30")
# sets the two pauses, in seconds (the test sets "0 0").
apt_install() {
  local tag=$1
  shift
  local sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
      sudo=(sudo -n)
    else
      echo "[$tag] cannot install $* (not root, no sudo); install them with: apt-get install -y $*" >&2
      return 1
    fi
  fi
  local attempt rc=0
  local -a pauses
  read -r -a pauses <<<"${APT_RETRY_PAUSES:-10 30}"
  for attempt in 1 2 3; do
    # A failed update keeps the lists from the last good one, which are often enough to install.
    "${sudo[@]}" apt-get -o DPkg::Lock::Timeout=120 update -qq ||
      echo "[$tag] apt-get update failed (attempt $attempt); trying the install anyway" >&2
    rc=0
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=120 install -y -qq "$@" >/dev/null || rc=$?
    [ "$rc" -eq 0 ] && return 0
    [ "$attempt" -eq 3 ] && break
    echo "[$tag] apt-get install failed (exit $rc, attempt $attempt); again in ${pauses[attempt - 1]} s" >&2
    sleep "${pauses[attempt - 1]}"
  done
  echo "[$tag] apt-get install $* failed three times (last exit $rc)" >&2
  return "$rc"
}
