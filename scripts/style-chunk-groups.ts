// The chunk group of shared CSS (decisions 004 and 005). A CSS module used by two or more routes goes
// into a chunk with the modules used by the same routes, and small groups are merged into a neighbour,
// since each is a render-blocking stylesheet. But a CSS module's chunk is JavaScript too: its class map.
// Rolldown's own merge (`entriesAwareMergeThreshold`) picks the neighbour whose entries differ least
// by count, whatever that puts on whom: home — a page of every kind of card — came to load join's
// landing class map and the course bundles' with its cards' (+1.9 KB at issue 25's 错题本 merge). The
// same merge here, by the number of pages that differ, is refused where the pages would load more than
// a few KB of class maps they do not use.
import { relative } from 'node:path';
import type { Rolldown } from 'vite';

/** A shared CSS module: the entries (the main entry, and every module imported dynamically: routes, layouts, dialogs) that import it statically, and its class map's size. */
export interface StylePiece {
  id: string;
  entries: readonly string[];
  /** Bytes of the module's JavaScript: its class map (none for plain CSS). */
  bytes: number;
}

export interface StyleMergeLimits {
  /** A group with fewer bytes of class maps than this is merged into a neighbour (plain CSS, with none, is not: as with Rolldown). */
  mergeBelow: number;
  /** …unless the pages that would load class maps they do not use would load more than this many bytes of them, all such pages together. */
  maxUnusedBytes: number;
}

export const STYLE_MERGE_LIMITS: StyleMergeLimits = { mergeBelow: 2000, maxUnusedBytes: 8000 };

/** How many pages load an entry: a route module those naming it, a layout or section every page under it; 1 for anything else (a dialog). */
export type PagesOfEntry = (entry: string) => number;

interface Group {
  entries: Set<string>;
  ids: string[];
  bytes: number;
}

const keyOf = (entries: Iterable<string>) => [...entries].sort().join('\n');
const pagesMissingFrom = (entries: Set<string>, other: Set<string>, pagesOf: PagesOfEntry) =>
  [...entries].filter((entry) => !other.has(entry)).reduce((pages, entry) => pages + pagesOf(entry), 0);

/**
 * Groups the pieces by their set of entries, then, smallest first, merges each group under
 * `mergeBelow` bytes into the neighbour whose pages differ least from its own (then the lighter one),
 * among those that keep the class-map bytes loaded unused within `maxUnusedBytes`. Returns each
 * piece's group name (`shared-styles-N`, numbered in id order).
 */
export function groupStyles(
  pieces: readonly StylePiece[],
  limits: StyleMergeLimits = STYLE_MERGE_LIMITS,
  pagesOf: PagesOfEntry = () => 1,
): Map<string, string> {
  const byEntries = new Map<string, Group>();
  for (const piece of [...pieces].sort((a, b) => a.id.localeCompare(b.id))) {
    const key = keyOf(piece.entries);
    const group = byEntries.get(key) ?? { entries: new Set(piece.entries), ids: [], bytes: 0 };
    group.ids.push(piece.id);
    group.bytes += piece.bytes;
    byEntries.set(key, group);
  }
  const groups = [...byEntries.values()];
  const lighter = (a: Group, b: Group) => a.bytes - b.bytes || a.ids[0]!.localeCompare(b.ids[0]!);
  const targetFor = (small: Group) => {
    const onlyTarget = (target: Group) => pagesMissingFrom(target.entries, small.entries, pagesOf);
    const onlySmall = (target: Group) => pagesMissingFrom(small.entries, target.entries, pagesOf);
    const unusedBytes = (target: Group) => onlyTarget(target) * small.bytes + onlySmall(target) * target.bytes;
    const differing = (target: Group) => onlyTarget(target) + onlySmall(target);
    return groups
      .filter((target) => target !== small && unusedBytes(target) <= limits.maxUnusedBytes)
      .sort((a, b) => differing(a) - differing(b) || lighter(a, b))[0];
  };
  for (;;) {
    const merge = groups
      .filter((group) => group.bytes > 0 && group.bytes < limits.mergeBelow)
      .sort(lighter)
      .map((small) => ({ small, target: targetFor(small) }))
      .find(({ target }) => target);
    if (!merge) break;
    const { small, target } = merge;
    for (const entry of small.entries) target!.entries.add(entry);
    target!.ids.push(...small.ids);
    target!.bytes += small.bytes;
    groups.splice(groups.indexOf(small), 1);
  }
  const names = new Map<string, string>();
  groups
    .map((group) => group.ids.sort())
    .sort((a, b) => a[0]!.localeCompare(b[0]!))
    .forEach((ids, index) => ids.forEach((id) => names.set(id, `shared-styles-${index}`)));
  return names;
}

type ModuleInfo = NonNullable<ReturnType<Rolldown.ChunkingContext['getModuleInfo']>>;

/** The entries that import a module statically: it and its static importers, transitively, that are the main entry or a dynamic import's target. */
export function entriesOf(id: string, moduleInfo: (id: string) => ModuleInfo | null): string[] {
  const entries: string[] = [];
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current)) return;
    seen.add(current);
    const info = moduleInfo(current);
    if (!info) return;
    if (info.isEntry || info.dynamicImporters.length > 0) entries.push(current);
    info.importers.forEach(visit);
  };
  visit(id);
  return entries;
}

/**
 * The `shared-styles` chunk group. `test` takes every CSS module Rolldown offers it (it offers them all
 * before naming the first) and `name` groups them all on its first call. A module the main entry
 * imports is the framework group's, one used by a single entry stays in that entry's chunk.
 * `pagesByModule`: the route table's page counts by module id relative to `root` (route-table-pages.ts).
 */
export function sharedStylesGroup(
  root: string,
  pagesByModule: ReadonlyMap<string, number>,
  limits = STYLE_MERGE_LIMITS,
): Rolldown.CodeSplittingGroup {
  const offered = new Set<string>();
  let names: Map<string, string> | undefined;
  const pagesOf = (entry: string) => pagesByModule.get(relative(root, entry)) ?? 1;
  return {
    debugName: 'shared-styles',
    name: (id, context) => {
      names ??= groupStyles(
        [...offered].flatMap((moduleId) => {
          const entries = entriesOf(moduleId, (other) => context.getModuleInfo(other));
          const initial = entries.some((entry) => context.getModuleInfo(entry)?.isEntry);
          const bytes = context.getModuleInfo(moduleId)?.code?.length ?? 0;
          return entries.length < 2 || initial ? [] : [{ id: moduleId, entries, bytes }];
        }),
        limits,
        pagesOf,
      );
      return names.get(id) ?? null;
    },
    test: (id) => {
      // Offered again after naming: a new build (watch mode) with its own module graph.
      if (names) {
        names = undefined;
        offered.clear();
      }
      if (!/\.css$/.test(id)) return false;
      offered.add(id);
      return true;
    },
    minShareCount: 2,
    priority: 1,
  };
}
