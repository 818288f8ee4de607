import type { HTMLAttributes, Ref } from 'react';
import { htmlString, type TrustedHtml } from './html';

type HtmlBlockProps = { markup: TrustedHtml; ref?: Ref<HTMLDivElement> } & Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'dangerouslySetInnerHTML'
>;

/**
 * A <div> whose children are pre-rendered, escaped markup from `html`: one chunk for React's server
 * renderer, left as is on hydration. For large lists of plain cards and links only — nothing
 * inside can have React state or handlers; give the links client-side navigation from an ancestor
 * with the app shell's delegated handler (client/app/use-link-delegation.ts).
 */
export function HtmlBlock({ markup, ...rest }: HtmlBlockProps) {
  return <div {...rest} dangerouslySetInnerHTML={{ __html: htmlString(markup) }} />;
}
