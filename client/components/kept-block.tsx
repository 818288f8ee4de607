import type { ReactNode } from 'react';

/** One constant object, so a re-render without data never touches the kept DOM. */
const KEPT_SERVER_MARKUP = { __html: '' };

interface KeptBlockProps<T> {
  /** A page view's `kept` field (docs/decisions/017-page-data-views.md): absent in the browser right after hydration. */
  data: T | undefined;
  render: (data: T) => ReactNode;
  className?: string;
}

/**
 * A <div> around React markup whose data the hydration state leaves out: with the data it renders
 * `render(data)`; without, it keeps the markup the server rendered in it, as hydration found it (an
 * element with an empty dangerouslySetInnerHTML is left as is). For static markup (links, text) only:
 * nothing inside is hydrated, so nothing inside may need handlers. HtmlBlock does the same for `html` markup.
 */
export function KeptBlock<T>({ data, render, className }: KeptBlockProps<T>) {
  if (data === undefined)
    return <div key="kept" className={className} dangerouslySetInnerHTML={KEPT_SERVER_MARKUP} suppressHydrationWarning />;
  return (
    <div key="live" className={className}>
      {render(data)}
    </div>
  );
}

/**
 * Whether a page of a list shows any item: from the list when it is there, else (right after hydration,
 * the list kept in the server's markup) from the total, as the server decided it.
 */
export const pageHasItems = (list: readonly unknown[] | undefined, total: number, page: number, size: number): boolean =>
  list ? list.length > 0 : total > (page - 1) * size;
