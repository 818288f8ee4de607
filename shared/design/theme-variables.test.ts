import { describe, expect, it } from 'vitest';
import { accentOf } from './palette';
import { colourSchemes, darkColours, lightColours, sharedTokens } from './theme';
import { cssVariableName, DARK_SELECTOR, themeVariables } from './theme-variables';

describe('cssVariableName', () => {
  it('spells a token the way the stylesheets read it', () => {
    expect(cssVariableName('primary')).toBe('--primary');
    expect(cssVariableName('primaryStrongHover')).toBe('--primary-strong-hover');
    expect(cssVariableName('shadowSm')).toBe('--shadow-sm');
    expect(cssVariableName('headerH')).toBe('--header-h');
    expect(cssVariableName('space1')).toBe('--space-1');
    expect(cssVariableName('space10')).toBe('--space-10');
  });
});

describe('themeVariables', () => {
  const root = themeVariables[':root'] as Record<string, string>;
  // Dark applies on screens only: printed pages keep light's colours (paper is white).
  const dark = themeVariables['@media screen'][DARK_SELECTOR] as Record<string, string>;

  it('declares light and the shared tokens on :root, and the seven accents as strong, soft and text', () => {
    expect(root).toMatchObject({
      '--primary': '#1677ff',
      '--on-primary': '#fff',
      '--radius': '8px',
      '--space-12': '48px',
      colorScheme: 'light',
    });
    expect(root['--font-sans']).toBe(sharedTokens.fontSans);
    for (const [index, accent] of lightColours.accents.entries()) {
      expect([root[`--accent-${index + 1}`], root[`--accent-${index + 1}-soft`], root[`--accent-${index + 1}-text`]]).toEqual([
        accent.strong,
        accent.soft,
        accent.text,
      ]);
    }
  });

  it('overrides every colour of light in dark, and nothing that is the same in both modes', () => {
    const colourNames = (variables: Record<string, string>) => Object.keys(variables).filter((name) => name !== '--on-primary');
    const lightColourNames = colourNames(root).filter((name) => !Object.keys(sharedTokens).map(cssVariableName).includes(name));
    expect(Object.keys(dark).sort()).toEqual(lightColourNames.sort());
    expect(dark).toMatchObject({ '--primary': darkColours.primary, '--accent-6': '#9254de', colorScheme: 'dark' });
  });

  it('narrows the gutter and header on phones', () => {
    expect(themeVariables['@media (max-width: 640px)']).toEqual({ ':root': { '--gutter': '16px', '--header-h': '56px' } });
  });

  it('gives the mock artwork the light accents', () => {
    expect(accentOf(0)).toEqual([colourSchemes.light.accents[0].strong, colourSchemes.light.accents[0].soft]);
    expect(accentOf(9)).toEqual(accentOf(2));
    expect(accentOf(-1)).toEqual(accentOf(6));
  });
});
