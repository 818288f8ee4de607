import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root, found by walking up to package.json: works from server/ (dev) and dist/server/chunks (built). */
function findRoot(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) return start;
    dir = parent;
  }
  return dir;
}

export const projectRoot = findRoot(dirname(fileURLToPath(import.meta.url)));
/** SKILL_DIST_DIR lets tests and parallel builds use their own output folder. */
export const distDir = process.env.SKILL_DIST_DIR ? resolve(projectRoot, process.env.SKILL_DIST_DIR) : join(projectRoot, 'dist');
export const clientDist = join(distDir, 'client');
export const serverDist = join(distDir, 'server');
export const prerenderDir = join(distDir, 'prerendered');
