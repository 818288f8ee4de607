import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { themeVariables } from '@shared/design/theme-variables';

const clientDir = join(import.meta.dirname, '..');

function filesUnder(dir: string, suffix: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name), suffix) : suffix.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

/** Every `--name` a set of CSS rules (Emotion's object form) declares, nested rules included. */
function namesDeclaredBy(rules: object): string[] {
  return Object.entries(rules).flatMap(([key, value]) =>
    typeof value === 'object' ? namesDeclaredBy(value) : key.startsWith('--') ? [key] : [],
  );
}

describe('the CSS variables the stylesheets read', () => {
  const stylesheets = filesUnder(clientDir, /\.css$/).map((file) => ({ file: relative(clientDir, file), css: readFileSync(file, 'utf8') }));
  const components = filesUnder(clientDir, /(?<!\.test)\.tsx?$/).map((file) => readFileSync(file, 'utf8'));

  it('are declared: by the theme, by a stylesheet, or inline by a component (Radix sets its own)', () => {
    const declared = new Set([
      ...namesDeclaredBy(themeVariables),
      ...stylesheets.flatMap(({ css }) => [...css.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1]!)),
      ...components.flatMap((source) => [...source.matchAll(/'(--[\w-]+)'/g)].map((match) => match[1]!)),
    ]);
    // A read with a fallback (`var(--x, 4px)`) is allowed to find nothing.
    const undeclared = stylesheets.flatMap(({ file, css }) =>
      [...css.matchAll(/var\(\s*(--[\w-]+)\s*\)/g)]
        .map((match) => match[1]!)
        .filter((name) => !declared.has(name) && !name.startsWith('--radix-'))
        .map((name) => `${file}: ${name}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('take the tokens from the theme alone: no stylesheet declares one again (two declarations drift apart)', () => {
    const tokens = new Set(namesDeclaredBy(themeVariables));
    // design-tokens.css is the theme itself, written from it (design-tokens.server.test.tsx keeps them equal).
    const redeclared = stylesheets
      .filter(({ file }) => file !== 'styles/design-tokens.css')
      .flatMap(({ file, css }) =>
        [...css.matchAll(/(--[\w-]+)\s*:/g)].filter((match) => tokens.has(match[1]!)).map((match) => `${file}: ${match[1]}`),
      );
    expect(redeclared).toEqual([]);
  });
});
