import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// scripts/apt-install.sh retries a failed apt-get: a fake apt-get first on PATH fails its first
// installs as often as told and records every call. Run as root here, so no sudo is involved.
const HELPER = resolve(__dirname, 'apt-install.sh');
const folders: string[] = [];

function runWithFakeApt(failingInstalls: number, failUpdate = false) {
  const bin = mkdtempSync(join(tmpdir(), 'fake-apt-'));
  folders.push(bin);
  const calls = join(bin, 'calls.log');
  writeFileSync(
    join(bin, 'apt-get'),
    `#!/usr/bin/env bash
echo "$*" >>"${calls}"
case " $* " in
  *" update "*) ${failUpdate ? 'exit 100' : 'exit 0'} ;;
esac
n=$(grep -c ' install ' "${calls}")
[ "$n" -le ${failingInstalls} ] && exit 100
exit 0
`,
  );
  chmodSync(join(bin, 'apt-get'), 0o755);
  const script = `source "${HELPER}"; apt_install test-tag --no-install-recommends alpha beta; echo "rc=$?"`;
  const out = execFileSync('bash', ['-c', `{ ${script}; } 2>&1`], {
    env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, APT_RETRY_PAUSES: '0 0' },
    encoding: 'utf8',
  });
  return { out, calls: readFileSync(calls, 'utf8').trim().split('\n') };
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe.runIf(process.getuid?.() === 0)('apt_install', () => {
  it('installs at once when apt-get works, with the options and packages it was given', () => {
    const { out, calls } = runWithFakeApt(0);
    expect(out).toContain('rc=0');
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatch(/Lock::Timeout=120 update -qq$/);
    expect(calls[1]).toMatch(/install -y -qq --no-install-recommends alpha beta$/);
  });

  it('tries again after a failed install and succeeds on the third attempt', () => {
    const { out, calls } = runWithFakeApt(2);
    expect(out).toContain('rc=0');
    expect(calls.filter((call) => call.includes(' install '))).toHaveLength(3);
    expect(out).toContain('[test-tag] apt-get install failed (exit 100, attempt 1)');
  });

  it('gives up after three failed attempts with apt-get’s exit code', () => {
    const { out, calls } = runWithFakeApt(5);
    expect(out).toContain('rc=100');
    expect(calls.filter((call) => call.includes(' install '))).toHaveLength(3);
    expect(out).toContain('failed three times');
  });

  it('installs from the lists it has when the update fails', () => {
    const { out, calls } = runWithFakeApt(0, true);
    expect(out).toContain('rc=0');
    expect(out).toContain('apt-get update failed (attempt 1); trying the install anyway');
    expect(calls[1]).toContain(' install ');
  });
});

// The browser check itself: with Chromium and the font installed it must say so every time. It once
// read fc-list through `grep -q` under pipefail, and SIGPIPE failed it at random (half the runs here).
const haveBrowser = existsSync('/usr/bin/chromium');
describe.runIf(haveBrowser)('ensure-browser.sh', () => {
  it('finds the installed browser and font on every one of 20 runs, quietly', () => {
    for (let run = 0; run < 20; run++) {
      const out = execFileSync('bash', [resolve(__dirname, 'ensure-browser.sh')], { encoding: 'utf8' });
      expect(out).toBe('');
    }
  });
});
