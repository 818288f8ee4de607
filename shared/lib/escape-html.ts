const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const UNSAFE = /[&<>"']/g;
const HAS_UNSAFE = /[&<>"']/;

/** Text safe inside HTML content and quoted attributes (and XML). Skips the replace when nothing needs escaping. */
export const escapeHtml = (text: string): string => (HAS_UNSAFE.test(text) ? text.replace(UNSAFE, (char) => ESCAPES[char]!) : text);
