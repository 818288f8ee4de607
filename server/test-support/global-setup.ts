// vitest globalSetup: tests that render pages load the production build (dist/, or SKILL_DIST_DIR),
// so make sure it exists and matches the sources before any test file runs.
// SKILL_TEST_NO_BUILD=1 uses whatever build is there (iterating on tests while sources are mid-edit).
// SKILL_TEST_PREBUILT=1 (set by scripts/test.sh, which ran scripts/ensure-build.mjs once for both vitest
// runs and Playwright) never builds: a second build, or two racing ones, would cost minutes; when that
// build failed, it is reported once, by scripts/test.sh, and the page tests fail on their own.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuild, isBuildCurrent } from '../../scripts/ensure-build.mjs';
import { distDir, projectRoot } from '../paths';

export default function setup(): void {
  if (process.env.SKILL_TEST_PREBUILT === '1') {
    if (!isBuildCurrent(projectRoot, distDir))
      console.warn(`[build] ${distDir} is not a build of the current sources (did the build step fail?): tests use it as it is`);
    return;
  }
  if (process.env.SKILL_TEST_NO_BUILD === '1' && existsSync(join(distDir, 'server', 'main.js'))) return;
  ensureBuild({ distDir });
}
