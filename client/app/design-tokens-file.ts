/** The stylesheet of the design tokens every page links (imported by entry-client.tsx). */
export const DESIGN_TOKENS_FILE = 'client/styles/design-tokens.css';

export const DESIGN_TOKENS_NOTE =
  '/* Generated from shared/design/theme.ts by scripts/write-design-tokens.ts: edit the module, not this file. */';

/** CSS compared as rules: without comments, whitespace, quote style or leading zeros (the file is formatted by Prettier). */
export const cssRules = (css: string): string =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, '')
    .replace(/"/g, "'")
    .replace(/;}/g, '}')
    .replace(/(?<![\d.])0\./g, '.');
