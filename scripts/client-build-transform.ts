import type { Plugin } from 'vite';

/**
 * A Vite plugin that rewrites the modules `include` matches, in the production browser build only
 * (the server build and the dev server see the sources as written): how the browser gets its view
 * of the contract (client-endpoint-view.ts) and of the page data views (client-data-view-specs.ts).
 */
export function clientBuildTransform(name: string, include: RegExp, rewrite: (code: string, id: string) => string): Plugin {
  return {
    name,
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    transform(code, id) {
      if (!include.test(id)) return null;
      return { code: rewrite(code, id), map: null };
    },
  };
}
