import { describe, expect, it } from 'vitest';
import { routeAssetResolver, type ClientManifest } from './route-assets';

/** Entry → framework chunk; two routes share a card chunk, which imports a style chunk. */
const manifest: ClientManifest = {
  'client/entry-client.tsx': { file: 'assets/entry.js', isEntry: true, css: ['assets/entry.css'], imports: ['_framework.js'] },
  '_framework.js': { file: 'assets/framework.js' },
  '_styles.js': { file: 'assets/styles.js', css: ['assets/styles.css'] },
  '_card.js': { file: 'assets/card.js', css: ['assets/card.css'], imports: ['_styles.js', '_framework.js'] },
  'client/layouts/default-layout.tsx': { file: 'assets/layout.js', css: ['assets/layout.css'], imports: ['_framework.js'] },
  'client/routes/home-page.tsx': { file: 'assets/home.js', css: ['assets/home.css'], imports: ['_card.js', '_styles.js'] },
  'client/routes/list-page.tsx': { file: 'assets/list.js', imports: ['_card.js'] },
};

describe('routeAssetResolver', () => {
  const resolver = routeAssetResolver(manifest);

  it('gives the entry, its CSS and its static imports', () => {
    expect(resolver.entry).toEqual({
      entry: '/assets/entry.js',
      stylesheets: ['/assets/entry.css'],
      modulePreloads: ['/assets/framework.js'],
    });
  });

  it('adds the CSS and chunks of the rendered modules, dependencies first, each once, nothing of the entry twice', () => {
    expect(resolver.forModules(['client/layouts/default-layout.tsx', 'client/routes/home-page.tsx'])).toEqual({
      stylesheets: ['/assets/entry.css', '/assets/layout.css', '/assets/styles.css', '/assets/card.css', '/assets/home.css'],
      modulePreloads: ['/assets/framework.js', '/assets/layout.js', '/assets/styles.js', '/assets/card.js', '/assets/home.js'],
    });
  });

  it('links only what a page renders: the list page has no home CSS', () => {
    const { stylesheets } = resolver.forModules(['client/layouts/default-layout.tsx', 'client/routes/list-page.tsx']);
    expect(stylesheets).toEqual(['/assets/entry.css', '/assets/layout.css', '/assets/styles.css', '/assets/card.css']);
  });

  it('skips a module the build does not know, and answers the same set from its memo', () => {
    const first = resolver.forModules(['client/routes/gone.tsx', 'client/routes/list-page.tsx']);
    expect(first.modulePreloads).toEqual(['/assets/framework.js', '/assets/styles.js', '/assets/card.js', '/assets/list.js']);
    expect(resolver.forModules(['client/routes/gone.tsx', 'client/routes/list-page.tsx'])).toBe(first);
  });

  it('refuses a manifest without an entry', () => {
    expect(() => routeAssetResolver({ 'a.js': { file: 'a.js' } })).toThrow(/no entry/);
  });
});
