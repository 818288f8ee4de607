import type { HTMLAttributes, Ref } from 'react';
import { htmlString, type TrustedHtml } from './html';

type HtmlBlockProps = { markup: TrustedHtml | undefined; ref?: Ref<HTMLDivElement> } & Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'dangerouslySetInnerHTML'
>;

/**
 * A <div> whose children are pre-rendered, escaped markup from `html`: one chunk for React's server
 * renderer, left as is on hydration. For large lists of plain cards and links only — nothing
 * inside can have React state or handlers; give the links client-side navigation from an ancestor
 * with the app shell's delegated handler (client/app/use-link-delegation.ts).
 *
 * Without markup (a page view's `kept` field, absent in the hydration state: docs/decisions/017) the
 * block keeps the markup the server rendered in it, as hydration found it.
 */
export function HtmlBlock({ markup, ...rest }: HtmlBlockProps) {
  if (markup === undefined) return <div {...rest} dangerouslySetInnerHTML={KEPT_SERVER_MARKUP} suppressHydrationWarning />;
  return <div {...rest} dangerouslySetInnerHTML={{ __html: htmlString(markup) }} />;
}

/** One constant object, so a re-render without markup never touches the kept DOM. */
const KEPT_SERVER_MARKUP = { __html: '' };
