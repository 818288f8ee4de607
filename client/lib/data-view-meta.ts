// Where a query's page view (data-view.ts) sits in its `meta`. A module of its own: the loaders
// (load-query.ts, on every page) need only this, not the views' code.

const VIEW_META = '__dataView';

/** What the renderer and the loaders ask of a query's view. */
export interface ViewInMeta {
  readonly keepsMarkup: boolean;
  // Methods, so a view's narrower parameter types are accepted here.
  forState(view: unknown): unknown;
  isWhole(view: unknown): boolean;
}

export const viewMeta = (view: ViewInMeta): Record<string, unknown> => ({ [VIEW_META]: view });

/** The view a query declared in its `meta`, if any. */
export const viewOfMeta = (meta: Readonly<Record<string, unknown>> | undefined): ViewInMeta | undefined =>
  meta?.[VIEW_META] as ViewInMeta | undefined;
