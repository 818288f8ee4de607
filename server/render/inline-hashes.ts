import { createHash } from 'node:crypto';

/**
 * A finished page made the same for every signed-out visitor: the render's nonce attributes cut out
 * and the SHA-256 of every inline script the browser would run, for a hash-based CSP
 * (docs/decisions/018-shared-cache.md). Works on the finished document, the bytes as served: React
 * escapes `</script` inside its inline scripts and our own head writes none, so a script element
 * ends at the first `</script>`.
 */
export interface SharedPage {
  html: string;
  /** `'sha256-…'` sources, one per distinct inline script, in document order. */
  scriptHashes: string[];
}

/** Script types the browser never executes (data blocks): CSP does not govern them. */
const DATA_BLOCK = /^\s*application\/(ld\+)?json\s*$/i;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const TYPE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const SRC = /\bsrc\s*=/i;

export const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export function sharedPageOf(renderedHtml: string, nonce: string): SharedPage {
  // The nonce is 32 random hex digits written by us and by React as `nonce="…"`: nothing else matches it.
  const html = nonce ? renderedHtml.replaceAll(` nonce="${nonce}"`, '') : renderedHtml;
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (SRC.test(attributes)) continue;
    const type = TYPE.exec(attributes);
    if (type && DATA_BLOCK.test(type[1] ?? type[2] ?? type[3] ?? '')) continue;
    hashes.add(sha256Source(body));
  }
  return { html, scriptHashes: [...hashes] };
}
