import { createHash } from 'node:crypto';

/**
 * A finished page made the same for every signed-out visitor: the render's nonce attributes cut out
 * and the SHA-256 of every inline script the browser would run, for a hash-based CSP
 * (docs/decisions/018-shared-cache.md). Works on the finished document as bytes, as served: no
 * decoding to a string and encoding again (that round trip of a 50 KB page cost ~7 % of an uncached
 * render), and a script's hash is over its UTF-8 bytes, which these are. React escapes `</script`
 * inside its inline scripts and our own head writes none, so a script element ends at the first
 * `</script>`. Tags are matched as React and our head write them, in lower case: a script written
 * otherwise gets no hash, so the browser refuses it (the safe way to miss).
 */
export interface SharedPage {
  html: Buffer;
  /** `'sha256-…'` sources, one per distinct inline script, in document order. */
  scriptHashes: string[];
}

/** Script types the browser never executes (data blocks): CSP does not govern them. */
const DATA_BLOCK = /^\s*application\/(ld\+)?json\s*$/i;
const TYPE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const SRC = /\bsrc\s*=/i;
const SCRIPT_OPEN = Buffer.from('<script');
const SCRIPT_CLOSE = Buffer.from('</script>');
const TAG_END = 0x3e; // '>'
/** What may follow `<script` in a script start tag: whitespace, `/` or `>` (not `<scripts>`). */
const AFTER_NAME = new Set([0x20, 0x09, 0x0a, 0x0c, 0x0d, 0x2f, TAG_END]);

const sha256Of = (content: string | Uint8Array) => `'sha256-${createHash('sha256').update(content).digest('base64')}'`;

/** The CSP source of an inline script's text (hashed as its UTF-8 bytes, as browsers do). */
export const sha256Source = (text: string) => sha256Of(Buffer.from(text, 'utf8'));

/** The document without the render's ` nonce="…"` attributes (32 random hex digits: nothing else matches them). */
function withoutNonce(document: Buffer, nonce: string): Buffer {
  if (!nonce) return document;
  const attribute = Buffer.from(` nonce="${nonce}"`);
  const kept: Buffer[] = [];
  let from = 0;
  for (let at = document.indexOf(attribute); at !== -1; at = document.indexOf(attribute, from)) {
    kept.push(document.subarray(from, at));
    from = at + attribute.length;
  }
  if (from === 0) return document;
  kept.push(document.subarray(from));
  return Buffer.concat(kept);
}

/** Is this script element's body run by the browser (an inline classic or module script)? */
function runsInline(attributes: string): boolean {
  if (SRC.test(attributes)) return false;
  const type = TYPE.exec(attributes);
  return !(type && DATA_BLOCK.test(type[1] ?? type[2] ?? type[3] ?? ''));
}

export function sharedPageOf(renderedDocument: Buffer | string, nonce: string): SharedPage {
  const bytes = typeof renderedDocument === 'string' ? Buffer.from(renderedDocument, 'utf8') : renderedDocument;
  const html = withoutNonce(bytes, nonce);
  const hashes = new Set<string>();
  let at = html.indexOf(SCRIPT_OPEN);
  while (at !== -1) {
    const nameEnd = at + SCRIPT_OPEN.length;
    const tagEnd = AFTER_NAME.has(html[nameEnd] ?? -1) ? html.indexOf(TAG_END, nameEnd) : -1;
    if (tagEnd === -1) {
      at = html.indexOf(SCRIPT_OPEN, nameEnd);
      continue;
    }
    const close = html.indexOf(SCRIPT_CLOSE, tagEnd + 1);
    if (close === -1) break;
    // Attributes are ASCII where it matters (type, src): latin1 reads them without decoding UTF-8.
    if (runsInline(html.toString('latin1', nameEnd, tagEnd))) hashes.add(sha256Of(html.subarray(tagEnd + 1, close)));
    at = html.indexOf(SCRIPT_OPEN, close + SCRIPT_CLOSE.length);
  }
  return { html, scriptHashes: [...hashes] };
}
