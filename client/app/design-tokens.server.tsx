import { renderToStaticMarkup } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import { themeVariables } from '@shared/design/theme-variables';

/** Stands in for the nonce while Emotion renders the element; each page's head puts its own there. */
const NONCE_SLOT = '__DESIGN_TOKENS_NONCE__';

/**
 * The design tokens (shared/design/theme.ts) as CSS variables, in a <style> that Emotion's `Global`
 * renders once per process: the tokens never change while it runs, so a page's head costs one
 * string join instead of a render and a stylis pass (about 0.1–0.4 ms, measured in
 * docs/decisions/008-design-tokens.md). It sits in the head, which React does not hydrate: no
 * Emotion runs in the browser, and client navigation and the colour-mode switch (an attribute on
 * <html>) leave it in place. No stylis plugins: variables need no vendor prefixes.
 */
const [beforeNonce, afterNonce] = (() => {
  const cache = createCache({ key: 'tokens', nonce: NONCE_SLOT, stylisPlugins: [] });
  const markup = renderToStaticMarkup(
    <CacheProvider value={cache}>
      <Global styles={themeVariables} />
    </CacheProvider>,
  );
  const parts = markup.split(NONCE_SLOT);
  if (parts.length !== 2 || !markup.startsWith('<style'))
    throw new Error(`design tokens: unexpected markup from Emotion: ${markup.slice(0, 80)}`);
  return parts as [string, string];
})();

/** The tokens' <style> element with this response's CSP nonce. */
export function designTokensStyle(nonce: string): string {
  return beforeNonce + nonce + afterNonce;
}

/**
 * The tokens' CSS alone, for the stylesheet every page links (client/styles/design-tokens.css, written
 * from this by scripts/write-design-tokens.ts; the test fails when the file lags behind theme.ts): in the
 * cached stylesheet rather than each document, the 3.6 KB are no longer sent with every page (decision 017).
 */
export function designTokensCss(): string {
  return afterNonce.slice(afterNonce.indexOf('>') + 1).replace(/<\/style>$/, '');
}
