// vitest globalSetup: tests that render pages load the production build (dist/, or SKILL_DIST_DIR),
// so make sure it exists and matches the sources before any test file runs.
// SKILL_TEST_NO_BUILD=1 uses whatever build is there (iterating on tests while sources are mid-edit).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuild } from '../../scripts/ensure-build.mjs';
import { distDir } from '../paths';

export default function setup(): void {
  if (process.env.SKILL_TEST_NO_BUILD === '1' && existsSync(join(distDir, 'server', 'main.js'))) return;
  ensureBuild({ distDir });
}
