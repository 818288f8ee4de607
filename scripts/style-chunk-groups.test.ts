import { describe, expect, it } from 'vitest';
import { entriesOf, groupStyles, sharedStylesGroup, type StylePiece } from './style-chunk-groups';

const piece = (id: string, entries: string[], bytes: number): StylePiece => ({ id, entries, bytes });
/** The groups as sorted lists of piece ids, whatever their names. */
const groupsOf = (names: Map<string, string>) => {
  const groups = new Map<string, string[]>();
  for (const [id, name] of names) groups.set(name, [...(groups.get(name) ?? []), id]);
  return [...groups.values()].map((ids) => ids.sort()).sort((a, b) => a[0]!.localeCompare(b[0]!));
};

describe('shared CSS groups', () => {
  const limits = { mergeBelow: 2000, maxUnusedBytes: 2000 };

  it('keeps the pieces of one set of entries together, and apart from other sets when no group is small', () => {
    const names = groupStyles(
      [piece('a.css', ['home', 'list'], 3000), piece('b.css', ['list', 'home'], 2500), piece('c.css', ['list'], 2500)],
      limits,
    );
    expect(groupsOf(names)).toEqual([['a.css', 'b.css'], ['c.css']]);
    expect(names.get('a.css')).toMatch(/^shared-styles-\d+$/);
  });

  it('merges a small group into the neighbour whose pages differ least, unless pages would load too many class-map bytes unused', () => {
    // The landing differs from the card by 2 pages, the footer by 3: Rolldown's merge took the landing,
    // putting its 2400 bytes on the list page (and the card's 550 on join): 2950 bytes unused. The
    // footer puts the card's 550 on three pages: 1650.
    const pieces = [
      piece('card.css', ['home', 'list'], 550),
      piece('landing.css', ['home', 'join'], 2400),
      piece('footer.css', ['home', 'list', 'a', 'b', 'c'], 1900),
    ];
    expect(groupsOf(groupStyles(pieces, limits))).toEqual([['card.css', 'footer.css'], ['landing.css']]);
    expect(groupsOf(groupStyles(pieces, { ...limits, maxUnusedBytes: 4000 }))).toEqual([['card.css', 'landing.css'], ['footer.css']]);
    expect(groupsOf(groupStyles(pieces, { ...limits, maxUnusedBytes: 1000 }))).toEqual([['card.css'], ['footer.css'], ['landing.css']]);
  });

  it('counts a layout as the pages under it', () => {
    const pieces = [piece('card.css', ['home', 'list'], 500), piece('shell.css', ['default-layout', 'search-layout'], 400)];
    expect(groupsOf(groupStyles(pieces, limits))).toEqual([['card.css', 'shell.css']]);
    const pagesOf = (entry: string) => (entry === 'default-layout' ? 60 : 1);
    expect(groupsOf(groupStyles(pieces, limits, pagesOf))).toEqual([['card.css'], ['shell.css']]);
  });

  it('merges the smallest first, and a merged group goes on merging while it is under the threshold', () => {
    const pieces = [
      piece('a.css', ['p1', 'p2'], 100),
      piece('b.css', ['p1', 'p2', 'p3'], 200),
      piece('c.css', ['p1', 'p2', 'p3', 'p4'], 300),
      piece('big.css', ['p5', 'p6'], 5000),
    ];
    expect(groupsOf(groupStyles(pieces, limits))).toEqual([['a.css', 'b.css', 'c.css'], ['big.css']]);
  });

  it('never merges plain CSS (no class map), but merges a small group into it, which costs no class-map bytes', () => {
    const plain = [
      piece('reaction-bar.css', ['feed', 'question'], 0),
      piece('author-line.css', ['feed', 'user', 'dynamic', 'like', 'favorite', 'fans', 'follow'], 0),
    ];
    expect(groupsOf(groupStyles(plain, limits))).toEqual([['author-line.css'], ['reaction-bar.css']]);
    const withCard = [...plain, piece('card.css', ['feed', 'question', 'home'], 400)];
    expect(groupsOf(groupStyles(withCard, limits))).toEqual([['author-line.css'], ['card.css', 'reaction-bar.css']]);
  });

  it('names the groups the same whatever order the pieces come in', () => {
    const pieces = [piece('a.css', ['x', 'y'], 3000), piece('b.css', ['y', 'z'], 3000), piece('c.css', ['x', 'z'], 3000)];
    expect(groupStyles([...pieces].reverse())).toEqual(groupStyles(pieces));
  });
});

describe('the entries that import a module', () => {
  // entry → layout (dynamic) → footer → footer.css; entry → home (dynamic) → card → card.css; home → footer too.
  const graph: Record<string, { importers: string[]; dynamicImporters: string[]; isEntry?: boolean }> = {
    entry: { importers: [], dynamicImporters: [], isEntry: true },
    layout: { importers: [], dynamicImporters: ['entry'] },
    home: { importers: [], dynamicImporters: ['entry'] },
    footer: { importers: ['layout', 'home'], dynamicImporters: [] },
    'footer.css': { importers: ['footer'], dynamicImporters: [] },
    card: { importers: ['home', 'card'], dynamicImporters: [] },
    'card.css': { importers: ['card'], dynamicImporters: [] },
  };
  const info = (id: string) => {
    const node = graph[id];
    return node
      ? ({ id, isEntry: Boolean(node.isEntry), importers: node.importers, dynamicImporters: node.dynamicImporters } as never)
      : null;
  };

  it('walks static importers up to the dynamic import targets and the main entry, through cycles', () => {
    expect(entriesOf('footer.css', info).sort()).toEqual(['home', 'layout']);
    expect(entriesOf('card.css', info)).toEqual(['home']);
    expect(entriesOf('layout', info)).toEqual(['layout']);
  });
});

describe('the chunk group', () => {
  it('names only CSS shared by two entries none of which is the main entry, grouping them on the first name', () => {
    const graph: Record<string, { importers: string[]; dynamicImporters: string[]; isEntry?: boolean; code?: string }> = {
      entry: { importers: [], dynamicImporters: [], isEntry: true },
      a: { importers: [], dynamicImporters: ['entry'] },
      b: { importers: [], dynamicImporters: ['entry'] },
      'shared.module.css': { importers: ['a', 'b'], dynamicImporters: [], code: 'export const card = "_x";' },
      'own.module.css': { importers: ['a'], dynamicImporters: [], code: 'export const own = "_y";' },
      'header.module.css': { importers: ['entry', 'a'], dynamicImporters: [], code: 'export const header = "_z";' },
    };
    const context = {
      getModuleInfo: (id: string) => {
        const node = graph[id];
        return node
          ? ({
              id,
              isEntry: Boolean(node.isEntry),
              importers: node.importers,
              dynamicImporters: node.dynamicImporters,
              code: node.code ?? '',
            } as never)
          : null;
      },
    };
    const group = sharedStylesGroup('/', new Map());
    const test = group.test as (id: string) => boolean;
    const name = group.name as (id: string, context: unknown) => string | null;
    expect(['a', 'shared.module.css', 'own.module.css', 'header.module.css'].map(test)).toEqual([false, true, true, true]);
    expect(name('shared.module.css', context)).toMatch(/^shared-styles-\d+$/);
    expect(name('own.module.css', context)).toBeNull();
    expect(name('header.module.css', context)).toBeNull();
  });
});
