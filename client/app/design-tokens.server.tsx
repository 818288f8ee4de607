import { renderToStaticMarkup } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import { themeVariables } from '@shared/design/theme-variables';

/**
 * The design tokens (shared/design/theme.ts) as CSS variables, rendered by Emotion's `Global` (no
 * stylis plugins: variables need no vendor prefixes). Only scripts/write-design-tokens.ts calls it,
 * to write the stylesheet every page links (client/styles/design-tokens.css, imported by
 * entry-client.tsx); the test fails when that file lags behind theme.ts. No page renders it: in the
 * cached stylesheet rather than each document, the 3.6 KB are not sent with every page (decisions
 * 008 and 017), and no Emotion runs in the browser.
 */
export function designTokensCss(): string {
  const cache = createCache({ key: 'tokens', stylisPlugins: [] });
  const markup = renderToStaticMarkup(
    <CacheProvider value={cache}>
      <Global styles={themeVariables} />
    </CacheProvider>,
  );
  const css = /^<style[^>]*>(.*)<\/style>$/s.exec(markup)?.[1];
  if (css === undefined) throw new Error(`design tokens: unexpected markup from Emotion: ${markup.slice(0, 80)}`);
  return css;
}
