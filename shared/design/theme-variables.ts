import { colourSchemes, NARROW_MAX_WIDTH_PX, narrowTokens, sharedTokens, type ColourMode, type ColourScheme } from './theme';

/** `primaryStrongHover` → `--primary-strong-hover`, `space10` → `--space-10`, `headerH` → `--header-h`. */
export function cssVariableName(token: string): string {
  return `--${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`).replace(/(?<=[a-z])(?=\d)/g, '-')}`;
}

type Declarations = Record<string, string>;

function declarationsOf(tokens: Readonly<Record<string, string>>): Declarations {
  return Object.fromEntries(Object.entries(tokens).map(([token, value]) => [cssVariableName(token), value]));
}

/** A scheme's variables: each colour by its name, the accents as `--accent-N`, `--accent-N-soft`, `--accent-N-text`. */
function schemeDeclarations({ accents, ...colours }: ColourScheme, mode: ColourMode): Declarations {
  return {
    ...declarationsOf(colours),
    ...Object.fromEntries(
      accents.flatMap(({ strong, soft, text }, index) => [
        [`--accent-${index + 1}`, strong],
        [`--accent-${index + 1}-soft`, soft],
        [`--accent-${index + 1}-text`, text],
      ]),
    ),
    // Form controls and scrollbars follow the mode too.
    colorScheme: mode,
  };
}

/** The selector of dark mode: the boot script (components/color-mode) sets data-theme on <html> before first paint. */
export const DARK_SELECTOR = "html[data-theme='dark']";

/**
 * Every token as a CSS variable, in the object form Emotion's `Global` takes: light and the shared
 * tokens on :root, dark's colours over them when <html> says dark — on screens only: paper is white, so
 * a printed page (the admission ticket) keeps light's colours whatever the mode — and the phone layout.
 */
export const themeVariables = {
  ':root': { ...schemeDeclarations(colourSchemes.light, 'light'), ...declarationsOf(sharedTokens) },
  '@media screen': { [DARK_SELECTOR]: schemeDeclarations(colourSchemes.dark, 'dark') },
  [`@media (max-width: ${NARROW_MAX_WIDTH_PX}px)`]: { ':root': declarationsOf(narrowTokens) },
} as const;
