import { createRequire } from 'node:module';

/**
 * Which build of React's server renderer this process loaded ('production', 'development', or
 * 'not loaded'): read from the module cache, so the start log states what actually runs rather
 * than what NODE_ENV was meant to select.
 */
export function loadedReactBuild(): string {
  const cache = createRequire(import.meta.url).cache;
  const files = Object.keys(cache).filter((file) => /[\\/]react-dom[\\/]cjs[\\/]react-dom-server\./.test(file));
  if (files.some((file) => file.includes('.development.'))) return 'development';
  if (files.some((file) => file.includes('.production.'))) return 'production';
  return 'not loaded';
}
