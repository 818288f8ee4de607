import { escapeHtml } from '@shared/lib/escape-html';

/**
 * A tiny escaping HTML template for hot, static list markup (course cards and the like).
 *
 * React's streaming renderer pays per element, attribute and text node; a grid of 24 cards is
 * hundreds of those on every home-page request. Rendering such a list to one string and handing it
 * to React as a single chunk (see <HtmlBlock>) cuts that cost several-fold, and hydration skips it.
 *
 * Safe by construction: every interpolated value is HTML-escaped unless it is itself the result of
 * `html` (or `trusted`), so data can never become markup.
 */
const TRUSTED = Symbol('trusted-html');

export interface TrustedHtml {
  readonly [TRUSTED]: string;
}

/** One class for every piece of markup: `instanceof` is a cheaper check than a symbol lookup on any object. */
class Markup implements TrustedHtml {
  readonly [TRUSTED]: string;
  constructor(markup: string) {
    this[TRUSTED] = markup;
  }
}

function toHtml(value: unknown): string {
  if (typeof value === 'string') return escapeHtml(value);
  // Numbers need no escaping (most interpolations in cards are counts and ids).
  if (typeof value === 'number') return String(value);
  if (value === null || value === undefined || value === false || value === true) return '';
  if (value instanceof Markup) return value[TRUSTED];
  if (Array.isArray(value)) {
    let out = '';
    for (const item of value) out += toHtml(item);
    return out;
  }
  return escapeHtml(String(value));
}

/** Only for markup written in this codebase (an inline SVG constant), never for data. */
export const trusted = (markup: string): TrustedHtml => new Markup(markup);

export function html(strings: TemplateStringsArray, ...values: unknown[]): TrustedHtml {
  let out = strings[0]!;
  for (let index = 0; index < values.length; index++) out += toHtml(values[index]) + strings[index + 1]!;
  return new Markup(out);
}

export const htmlString = (markup: TrustedHtml): string => markup[TRUSTED];
