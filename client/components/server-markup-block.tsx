import { useState } from 'react';
import { useLoadedModule } from '@client/lib/use-loaded-module';
import type { TrustedHtml } from './html';
import { HtmlBlock } from './html-block';
import { useHydrated } from './use-hydrated';

const SERVER_MARKUP = { __html: '' };

interface ServerMarkupBlockProps<T> {
  /** The module that builds the markup, a dynamic import (a stable function: declared at module level). */
  load: () => Promise<T>;
  /** The module on the server (`import.meta.env.SSR ? await load() : undefined` at module level), which renders in full. */
  serverModule: T | undefined;
  markup: (module: T) => TrustedHtml;
  /** What the markup shows: the server's markup is kept only while this stays as it was rendered with. */
  contentKey: string;
  className?: string;
}

/**
 * An HtmlBlock (plain markup and links, nothing interactive) whose building code is not first-load
 * JavaScript: the server renders it in full and hydration keeps that markup as it stands (an element
 * with an empty dangerouslySetInnerHTML is left as is). The code loads only where no server markup
 * stands in: mounted after hydration (a client navigation) or once the content has changed.
 */
export function ServerMarkupBlock<T>({ load, serverModule, markup, contentKey, className }: ServerMarkupBlockProps<T>) {
  const hydrated = useHydrated();
  const [serverKey] = useState(() => (hydrated ? null : contentKey));
  const keepServerMarkup = serverKey === contentKey;
  const loaded = useLoadedModule(load, !keepServerMarkup, serverModule);
  if (loaded) return <HtmlBlock markup={markup(loaded)} className={className} />;
  return keepServerMarkup ? <div className={className} dangerouslySetInnerHTML={SERVER_MARKUP} suppressHydrationWarning /> : null;
}
