// Pages read as a browser reads them: parsed by an HTML parser (cheerio over parse5), never matched by
// regular expressions, which pass on markup a browser would read differently (attribute order and
// quoting, entities, a tag inside a comment or script, a second <title>).
import { load, type Cheerio, type CheerioAPI } from 'cheerio';
import type { AnyNode, Element, Text } from 'domhandler';

export type Page = CheerioAPI;

/** A document (or an answer's body) parsed. */
export const parsePage = (html: string): Page => load(html);

const asPage = (source: string | Page): Page => (typeof source === 'string' ? parsePage(source) : source);

/** Elements whose content is not text people see, besides <script> and <style> (node types of their own). */
const HIDDEN_CONTENT = new Set(['template']);

/**
 * The text people see, of a page, of some of its elements or of one node: scripts, styles and templates
 * left out, a space where an element starts or ends (not between React's adjacent text nodes, split by
 * `<!-- -->`), whitespace collapsed: `共 <strong>3</strong> 条` reads `共 3 条`.
 */
export function textOf(source: string | Page | Cheerio<AnyNode> | AnyNode): string {
  const nodes =
    typeof source === 'string'
      ? parsePage(source).root().toArray()
      : typeof source === 'function'
        ? source.root().toArray()
        : 'toArray' in source
          ? source.toArray()
          : [source];
  const parts: string[] = [];
  // domhandler's node types: 'text', 'tag' (and 'script', 'style' for those elements), 'comment', 'root'…
  const walk = (node: AnyNode) => {
    const type: string = node.type;
    if (type === 'text') parts.push((node as Text).data);
    else if (type === 'tag') {
      const element = node as Element;
      if (HIDDEN_CONTENT.has(element.name)) return;
      parts.push(' ');
      for (const child of element.children) walk(child);
      parts.push(' ');
    } else if (type === 'root') for (const child of (node as unknown as { children: AnyNode[] }).children) walk(child);
  };
  for (const node of nodes) walk(node);
  return parts.join('').replace(/\s+/g, ' ');
}

const isElement = (_: number, node: AnyNode): node is Element => 'attribs' in node;

/** The elements a selector finds (typed as elements whatever the selector's spelling). */
export const elementsOf = (source: string | Page, selector: string): Cheerio<Element> => asPage(source)(selector).filter(isElement);

/** The one element a selector finds: fails when it finds none or several. */
export function only($: Page, selector: string): Cheerio<Element> {
  const found = elementsOf($, selector);
  if (found.length !== 1) throw new Error(`expected one ${selector}, found ${found.length}`);
  return found;
}

/** The document's title; fails unless there is exactly one <title>. */
export const titleOf = (source: string | Page) => only(asPage(source), 'title').text();

/** The content of `<meta name|property="…">`; fails unless there is exactly one. */
export const metaOf = (source: string | Page, name: string) =>
  only(asPage(source), `meta[name="${name}"], meta[property="${name}"]`).attr('content');

/** How many elements a selector finds. */
export const countOf = (source: string | Page, selector: string) => asPage(source)(selector).length;

/** The href of every link (<a>) in the page, decoded (`&amp;` is `&`), in document order. */
export const hrefsOf = (source: string | Page) =>
  asPage(source)('a[href]')
    .toArray()
    .map((anchor) => anchor.attribs.href!);

/** The visible text of each element a selector finds (in a page, or under the elements given), trimmed. */
export function textsOf(source: string | Page | Cheerio<AnyNode>, selector: string): string[] {
  const found = typeof source === 'string' || typeof source === 'function' ? asPage(source)(selector) : source.find(selector);
  return found.toArray().map((element) => textOf(element).trim());
}

/** The level of every heading, in document order. */
export const headingLevelsOf = (source: string | Page) =>
  asPage(source)('h1, h2, h3, h4, h5, h6')
    .toArray()
    .map((heading) => Number(heading.name.slice(1)));

/** Every schema.org JSON-LD block, parsed. */
export function jsonLdOf(source: string | Page): Record<string, any>[] {
  const $ = asPage(source);
  return $('script[type="application/ld+json"]')
    .toArray()
    .map((script) => JSON.parse($(script).text()) as Record<string, any>);
}

export interface Tag {
  attributes: Record<string, string>;
  content: string;
}

/** Every <script> or <style> element, with its attributes and raw content. */
export function tagsOf(source: string | Page, tag: 'script' | 'style'): Tag[] {
  const $ = asPage(source);
  return $(tag)
    .toArray()
    .map((element) => ({ attributes: { ...element.attribs }, content: $(element).text() }));
}

export const STATE_SCRIPT_ID = '__SKILL_STATE__';

/** The hydration state the page ships, parsed; fails unless there is exactly one state script. */
export function hydrationState(source: string | Page): Record<string, unknown> {
  const $ = asPage(source);
  const scripts = $(`script#${STATE_SCRIPT_ID}`);
  if (scripts.length !== 1) throw new Error(`expected one ${STATE_SCRIPT_ID} script in the page, found ${scripts.length}`);
  if (scripts.attr('type') !== 'application/json') throw new Error(`the ${STATE_SCRIPT_ID} script is not application/json`);
  return JSON.parse(scripts.text()) as Record<string, unknown>;
}

/** N of the one `共 <strong>N</strong> {unit}` line, a list's total; fails unless there is exactly one. */
export function totalOf(source: string | Page, unit: string): number {
  const $ = asPage(source);
  const lines = $(':has(> strong)').filter(
    (_, element) => textOf($(element)).trim() === `共 ${$(element).children('strong').text()} ${unit}`,
  );
  if (lines.length !== 1) throw new Error(`expected one 共 <strong>N</strong> ${unit} line, found ${lines.length}`);
  return Number(lines.children('strong').text());
}
