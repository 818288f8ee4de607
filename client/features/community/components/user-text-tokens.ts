import { cleanText, safeHttpUrl } from '@shared/lib/rich-text';

/**
 * Plain user text split into what <UserText> shows: text, http(s) links and @mentions. Pure and
 * string-only: nothing here produces markup, React renders each token as text or as an <a>/<span>.
 */
export type UserTextToken =
  { type: 'text'; text: string } | { type: 'link'; text: string; href: string } | { type: 'mention'; text: string; name: string };

// A URL runs to whitespace, a quote, an angle bracket or full-width (CJK) punctuation; a mention is
// @ and up to 20 letters, digits, _ - · (a nickname), not preceded by a letter or digit (a@b.com).
const TOKEN = /(https?:\/\/[^\s<>"'`\u3000-\u303f\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65]+)|(@[\p{L}\p{N}_\-·]{1,20})/giu;
// Sentence punctuation after a URL belongs to the sentence (`见 https://a.cn/x。` or `(https://a.cn)`).
const TRAILING = /[.,;:!?)\]}'"]+$/;
const WORD_BEFORE = /[\p{L}\p{N}_.]$/u;

export function tokenizeUserText(input: string): UserTextToken[] {
  const text = cleanText(input);
  const tokens: UserTextToken[] = [];
  let plain = '';
  let last = 0;
  const flush = () => {
    if (plain) tokens.push({ type: 'text', text: plain });
    plain = '';
  };
  for (const match of text.matchAll(TOKEN)) {
    const start = match.index;
    plain += text.slice(last, start);
    last = start + match[0].length;
    if (match[1]) {
      const url = match[1].replace(TRAILING, '');
      const href = safeHttpUrl(url);
      // The trimmed punctuation goes back to the text after the link.
      last = start + url.length;
      if (href) {
        flush();
        tokens.push({ type: 'link', text: url, href });
      } else plain += url;
    } else if (match[2] && !WORD_BEFORE.test(text.slice(0, start))) {
      flush();
      tokens.push({ type: 'mention', text: match[2], name: match[2].slice(1) });
    } else plain += match[0];
  }
  plain += text.slice(last);
  flush();
  return tokens;
}
