export interface EnsureBuildOptions {
  root?: string;
  distDir?: string;
  log?: (message: string) => void;
}
export function isBuildCurrent(root?: string, distDir?: string): boolean;
export function ensureBuild(options?: EnsureBuildOptions): 'fresh' | 'built';
