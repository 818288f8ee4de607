/**
 * User-written rich text (questions and answers) travels and is stored as a structured document:
 * the subset of the Tiptap / ProseMirror JSON below, never HTML. The server keeps only what this
 * file allows (`sanitizeRichDoc`), and the site renders it with React components, so nothing a
 * learner types can become markup. No zod here: the renderer and editor ship to the browser.
 */

export type RichMark =
  | { type: 'bold' }
  | { type: 'italic' }
  | { type: 'strike' }
  | { type: 'code' }
  /** Only http(s) URLs survive sanitising; rendered with rel="nofollow ugc noopener". */
  | { type: 'link'; attrs: { href: string } };

export type RichInline =
  | { type: 'text'; text: string; marks?: RichMark[] }
  | { type: 'hardBreak' }
  /** @nickname: `id` is the account mentioned (it receives an @ message). */
  | { type: 'mention'; attrs: { id: number; label: string } };

export type RichBlock =
  | { type: 'paragraph'; content?: RichInline[] }
  | { type: 'heading'; attrs: { level: 2 | 3 }; content?: RichInline[] }
  | { type: 'blockquote'; content: RichBlock[] }
  | { type: 'codeBlock'; content?: { type: 'text'; text: string }[] }
  | { type: 'bulletList'; content: RichListItem[] }
  | { type: 'orderedList'; content: RichListItem[] }
  /** An image uploaded to the community (POST /community/upload): only its own addresses survive sanitising. */
  | { type: 'image'; attrs: RichImageAttrs };

export interface RichImageAttrs {
  src: string;
  /** What the image shows, for screen readers (图片 when the learner wrote nothing). */
  alt: string;
  width: number;
  height: number;
}

/** The addresses of community uploads, the only images a document may show. */
export const COMMUNITY_IMAGE_URL = /^\/api\/community\/image\/[\w-]{1,80}\.(png|jpe?g|gif|webp)$/;

export interface RichListItem {
  type: 'listItem';
  content: RichBlock[];
}

export interface RichDoc {
  type: 'doc';
  content: RichBlock[];
}

export const RICH_TEXT_LIMITS = Object.freeze({
  /** Characters of text in one document (questions and answers). */
  maxChars: 10_000,
  /** Nodes of any kind: bounds the work of sanitising and rendering. */
  maxNodes: 3_000,
  /** Lists and quotes inside each other. */
  maxDepth: 6,
  /** Images in one document (questions and answers). */
  maxImages: 9,
  /** Characters of an image's description. */
  imageAltMax: 100,
});

/** http(s) only: `javascript:`, `data:` and relative URLs are not links in user content. */
export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2_000) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

const LINE_SEPARATORS = /[\u2028\u2029]/g;
// C0 controls other than tab and newline: they have no meaning in a post and confuse terminals and logs.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

/** Text as stored: U+2028/U+2029 become newlines, control characters go. */
export function cleanText(text: string): string {
  return text.replace(LINE_SEPARATORS, '\n').replace(CONTROL_CHARACTERS, '');
}

type Budget = { nodes: number; images: number };
type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const childrenOf = (node: Json): unknown[] => (Array.isArray(node.content) ? node.content : []);

function sanitizeMarks(marks: unknown): RichMark[] | undefined {
  if (!Array.isArray(marks)) return undefined;
  const kept: RichMark[] = [];
  for (const mark of marks.slice(0, 5)) {
    if (!isObject(mark)) continue;
    if (mark.type === 'bold' || mark.type === 'italic' || mark.type === 'strike' || mark.type === 'code') {
      if (!kept.some((existing) => existing.type === mark.type)) kept.push({ type: mark.type });
    } else if (mark.type === 'link') {
      const href = safeHttpUrl(isObject(mark.attrs) ? mark.attrs.href : undefined);
      if (href && !kept.some((existing) => existing.type === 'link')) kept.push({ type: 'link', attrs: { href } });
    }
  }
  return kept.length ? kept : undefined;
}

function sanitizeInlines(nodes: unknown[], budget: Budget): RichInline[] {
  const kept: RichInline[] = [];
  for (const node of nodes) {
    if (!isObject(node) || --budget.nodes < 0) continue;
    if (node.type === 'text' && typeof node.text === 'string') {
      const text = cleanText(node.text);
      if (!text) continue;
      const marks = sanitizeMarks(node.marks);
      kept.push(marks ? { type: 'text', text, marks } : { type: 'text', text });
    } else if (node.type === 'hardBreak') {
      kept.push({ type: 'hardBreak' });
    } else if (node.type === 'mention' && isObject(node.attrs)) {
      const { label } = node.attrs;
      // The editor's mention node keeps its id as a string (Tiptap's attribute type): a number either way.
      const id = typeof node.attrs.id === 'string' && /^\d{1,15}$/.test(node.attrs.id) ? Number(node.attrs.id) : node.attrs.id;
      if (Number.isSafeInteger(id) && (id as number) > 0 && typeof label === 'string' && label.trim()) {
        kept.push({ type: 'mention', attrs: { id: id as number, label: cleanText(label).trim().slice(0, 30) } });
      }
    }
  }
  return kept;
}

function sanitizeBlocks(nodes: unknown[], budget: Budget, depth: number): RichBlock[] {
  const kept: RichBlock[] = [];
  if (depth > RICH_TEXT_LIMITS.maxDepth) return kept;
  for (const node of nodes) {
    if (!isObject(node) || --budget.nodes < 0) continue;
    const block = sanitizeBlock(node, budget, depth);
    if (block) kept.push(block);
  }
  return kept;
}

function sanitizeListItems(nodes: unknown[], budget: Budget, depth: number): RichListItem[] {
  const items: RichListItem[] = [];
  for (const node of nodes) {
    if (!isObject(node) || node.type !== 'listItem' || --budget.nodes < 0) continue;
    const content = sanitizeBlocks(childrenOf(node), budget, depth + 1);
    if (content.length) items.push({ type: 'listItem', content });
  }
  return items;
}

function sanitizeBlock(node: Json, budget: Budget, depth: number): RichBlock | null {
  switch (node.type) {
    case 'paragraph': {
      const content = sanitizeInlines(childrenOf(node), budget);
      return content.length ? { type: 'paragraph', content } : { type: 'paragraph' };
    }
    case 'heading': {
      const level = isObject(node.attrs) && node.attrs.level === 3 ? 3 : 2;
      const content = sanitizeInlines(childrenOf(node), budget);
      return content.length ? { type: 'heading', attrs: { level }, content } : null;
    }
    case 'blockquote': {
      const content = sanitizeBlocks(childrenOf(node), budget, depth + 1);
      return content.length ? { type: 'blockquote', content } : null;
    }
    case 'codeBlock': {
      const text = childrenOf(node)
        .map((child) => (isObject(child) && typeof child.text === 'string' ? child.text : ''))
        .join('');
      const cleaned = cleanText(text);
      return cleaned ? { type: 'codeBlock', content: [{ type: 'text', text: cleaned }] } : { type: 'codeBlock' };
    }
    case 'bulletList':
    case 'orderedList': {
      const content = sanitizeListItems(childrenOf(node), budget, depth);
      return content.length ? { type: node.type, content } : null;
    }
    case 'image': {
      const attrs = isObject(node.attrs) ? node.attrs : {};
      const { src, alt, width, height } = attrs;
      const size = (value: unknown) =>
        Number.isSafeInteger(value) && (value as number) > 0 && (value as number) <= 20_000 ? (value as number) : null;
      if (typeof src !== 'string' || !COMMUNITY_IMAGE_URL.test(src) || --budget.images < 0) return null;
      const [w, h] = [size(width), size(height)];
      const description = typeof alt === 'string' ? cleanText(alt).replace(/\s+/g, ' ').trim().slice(0, RICH_TEXT_LIMITS.imageAltMax) : '';
      return { type: 'image', attrs: { src, alt: description || '图片', width: w ?? 800, height: h ?? 600 } };
    }
    default:
      return null;
  }
}

/**
 * Keeps only the nodes, marks and attributes above (unknown ones dropped, links that are not
 * http(s) reduced to their text). Returns null when the input is not a document at all.
 */
export function sanitizeRichDoc(input: unknown): RichDoc | null {
  if (!isObject(input) || input.type !== 'doc' || !Array.isArray(input.content)) return null;
  const budget: Budget = { nodes: RICH_TEXT_LIMITS.maxNodes, images: RICH_TEXT_LIMITS.maxImages };
  return { type: 'doc', content: sanitizeBlocks(input.content, budget, 0) };
}

function inlineText(nodes: RichInline[] | undefined): string {
  return (nodes ?? []).map((node) => (node.type === 'text' ? node.text : node.type === 'mention' ? `@${node.attrs.label}` : '\n')).join('');
}

function blockText(block: RichBlock | RichListItem): string {
  switch (block.type) {
    case 'paragraph':
    case 'heading':
      return inlineText(block.content);
    case 'codeBlock':
      return (block.content ?? []).map((node) => node.text).join('');
    case 'image':
      return '[图片]';
    default:
      return block.content.map(blockText).join('\n');
  }
}

/** The document as plain text, one line per block: excerpts, search, notifications and the length limit. */
export function richDocText(doc: RichDoc): string {
  return doc.content.map(blockText).join('\n');
}

/** Characters of text that count against the limits (whitespace-only documents are empty). */
export function richDocLength(doc: RichDoc): number {
  return richDocText(doc).trim().length;
}

/** The accounts a document mentions, each once. */
export function richDocMentions(doc: RichDoc): number[] {
  const ids = new Set<number>();
  const visit = (nodes: readonly unknown[]) => {
    for (const node of nodes) {
      if (!isObject(node)) continue;
      if (node.type === 'mention' && isObject(node.attrs) && typeof node.attrs.id === 'number') ids.add(node.attrs.id);
      visit(childrenOf(node));
    }
  };
  visit(doc.content);
  return [...ids];
}

/** The images a document shows, in order. */
export function richDocImages(doc: RichDoc): string[] {
  const urls: string[] = [];
  const visit = (nodes: readonly unknown[]) => {
    for (const node of nodes) {
      if (!isObject(node)) continue;
      if (node.type === 'image' && isObject(node.attrs) && typeof node.attrs.src === 'string') urls.push(node.attrs.src);
      visit(childrenOf(node));
    }
  };
  visit(doc.content);
  return urls;
}

/** A document of plain paragraphs, one per line (seeded content, and text typed without the editor). */
export function richDocFromText(text: string): RichDoc {
  return {
    type: 'doc',
    content: cleanText(text)
      .split('\n')
      .map((line): RichBlock => (line ? { type: 'paragraph', content: [{ type: 'text', text: line }] } : { type: 'paragraph' })),
  };
}

/** First `max` characters of the text on one line, for cards and quotes. */
export function excerptOf(text: string, max = 120): string {
  const flat = cleanText(text).replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
