/**
 * A page's view of an API answer (docs/decisions/017-page-data-views.md): the fields its components
 * read, declared once with the query. The query's fetcher returns `view.select(answer)`, so the cache —
 * and so the page's hydration state — holds only those fields; the view's type is what components
 * receive, so a component that reads a dropped field does not compile.
 *
 * A spec names each kept field: `true` keeps it as it is, a nested spec keeps part of an object (of
 * each item, for an array), and `kept(spec)` marks a field the page renders only as server markup
 * that the browser keeps as it stands (a list in an HtmlBlock): it is in the cache on the server and
 * after any fetch in the browser, but it is left out of the hydration state (`forState`), so a long
 * list is not sent twice, once as markup and once as JSON. Its type is `T | undefined`: a component
 * must render the server's markup when it is absent (HtmlBlock without markup, KeptBlock).
 */

import { viewMeta } from './data-view-meta';

export { viewOfMeta } from './data-view-meta';

const KEPT = '__keptInMarkup';

export interface KeptSpec<S extends FieldSpec = FieldSpec> {
  readonly [KEPT]: S;
}
export type FieldSpec = true | ObjectSpec | KeptSpec;
export interface ObjectSpec {
  readonly [field: string]: FieldSpec;
}

/** The value a spec keeps of T (arrays item by item; null and undefined as they are). */
export type Viewed<T, S> = S extends true
  ? T
  : S extends KeptSpec<infer Inner>
    ? Viewed<T, Inner> | undefined
    : T extends readonly (infer Item)[]
      ? Viewed<Item, S>[]
      : T extends object
        ? { [K in keyof S & keyof T]: Viewed<T[K], S[K]> }
        : T;

/** A top-level field the page shows only as server markup: not in the hydration state (see above). */
export const kept = <S extends FieldSpec>(spec: S): KeptSpec<S> => ({ [KEPT]: spec });

const isKept = (spec: FieldSpec): spec is KeptSpec => typeof spec === 'object' && KEPT in spec;

/**
 * The server's copy of a view: its fields projected, except those kept in markup, which go in as they
 * came. The state leaves them out (forState), and the markup reads only their view's fields (the types
 * hold components to it; client/routes/page-views.test.tsx renders views and whole answers alike), so
 * projecting a page of 24 course cards was work for nothing (~3 % of an uncached list page).
 */
function project(value: unknown, spec: FieldSpec): unknown {
  if (spec === true || isKept(spec)) return value;
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => project(item, spec));
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const field of Object.keys(spec)) if (field in source) out[field] = project(source[field], spec[field]!);
  return out;
}

export interface DataView<T, S extends ObjectSpec> {
  readonly spec: S;
  /**
   * The fields the page reads, for the query's fetcher. On the server, where the cache becomes the state,
   * it keeps exactly those; in the browser it returns the answer as it came (the type still holds
   * components to the view), so the projection is no first-load JavaScript.
   */
  select: (answer: T) => Viewed<T, S>;
  /** What the hydration state carries of a view: the kept-in-markup fields left out (server only). */
  forState: (view: Viewed<T, S>) => unknown;
  /** False for a copy hydrated without its kept fields: a loader fetches it again before using it. */
  isWhole: (view: Viewed<T, S>) => boolean;
  /** Whether the view has kept-in-markup fields at all. */
  readonly keepsMarkup: boolean;
  /** For the query's `meta`: the renderer finds the view there when it writes the state, a loader when it reads the cache. */
  readonly meta: Record<string, unknown>;
}

/**
 * `defineView<Answer>()({ list: kept(courseCardFields), total: true })`: the answer's type first,
 * then the spec, checked against it. `kept()` marks top-level fields only.
 */
export function defineView<T>() {
  return <const S extends ObjectSpec & SpecOf<T>>(spec: S): DataView<T, S> => {
    const keptFields = Object.keys(spec).filter((field) => isKept(spec[field]!));
    const view = {
      spec,
      select: import.meta.env.SSR ? (answer: T) => project(answer, spec) : (answer: T) => answer,
      forState: (selected: Record<string, unknown>) => {
        const state = { ...selected };
        for (const field of keptFields) delete state[field];
        return state;
      },
      isWhole: (selected: Record<string, unknown>) => keptFields.every((field) => selected[field] !== undefined),
      keepsMarkup: keptFields.length > 0,
      meta: {},
    };
    Object.assign(view.meta, viewMeta(view));
    return view as unknown as DataView<T, S>;
  };
}

/** The specs T accepts: only its own fields (items' fields for arrays). */
type SpecOf<T> = T extends readonly (infer Item)[]
  ? SpecOf<Item>
  : T extends object
    ? { readonly [K in keyof T]?: true | SpecOf<NonNullable<T[K]>> | KeptSpec<true | SpecOf<NonNullable<T[K]>>> }
    : never;

/** The view of an object's fields, for a component's props: `Viewed<CourseCard, typeof courseCardFields>`. */
export const fields =
  <T>() =>
  <const S extends ObjectSpec & SpecOf<T>>(spec: S): S =>
    spec;
