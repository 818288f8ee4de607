/**
 * Breaks a title into at most `maxLines` lines of at most `maxUnits` for the generated covers
 * (mock-api/media/routes.ts), where SVG text does not wrap by itself. Chinese breaks between any
 * two characters; a Latin word or a number ("Python", "1+X", "3.5") is never split (unless it alone
 * is wider than a line); closing punctuation never starts a line and opening punctuation never ends
 * one; what does not fit ends the last line with an ellipsis at a boundary. Widths are in units of
 * one CJK character (a Latin letter or digit about half of one).
 */
/** The generated covers' typeface: a CJK font the server image has, then the learners' own. */
export const COVER_FONT = "'WenQuanYi Micro Hei','PingFang SC','Microsoft YaHei',sans-serif";

const WORD = /[A-Za-z0-9][A-Za-z0-9+#.\-/]*[A-Za-z0-9+#]|[A-Za-z0-9]|\s+|[\s\S]/gu;
const CLOSING = /^[，。、；：！？）》」』】’”,.;:!?)\]}%·]$/u;
const OPENING = /^[（《「『【‘“([{]$/u;
const ELLIPSIS = '…';

/** Counted in twentieths (a space 6, a Latin letter 11, a CJK character 20), so sums are exact. */
export const unitsOf = (text: string): number =>
  Array.from(text).reduce((sum, character) => sum + (/\s/.test(character) ? 6 : character.charCodeAt(0) < 0x2e80 ? 11 : 20), 0) / 20;

/** Words, CJK characters and spaces, with punctuation glued to the side it belongs to. */
function tokensOf(title: string): string[] {
  const raw = title.match(WORD) ?? [];
  const tokens: string[] = [];
  let pendingOpening = '';
  for (const piece of raw) {
    if (OPENING.test(piece)) pendingOpening += piece;
    else if (CLOSING.test(piece) && tokens.length > 0 && !pendingOpening) tokens[tokens.length - 1] += piece;
    else {
      tokens.push(pendingOpening + piece);
      pendingOpening = '';
    }
  }
  if (pendingOpening) tokens.push(pendingOpening);
  return tokens;
}

/** A token wider than a whole line is cut by characters (the only case a word is split). */
function splitOversized(token: string, maxUnits: number): string[] {
  const parts: string[] = [];
  let part = '';
  for (const character of token) {
    if (part && unitsOf(part + character) > maxUnits) {
      parts.push(part);
      part = '';
    }
    part += character;
  }
  if (part) parts.push(part);
  return parts;
}

export function coverTitleLines(title: string, maxUnits: number, maxLines: number): string[] {
  const tokens = tokensOf(title.trim()).flatMap((token) => (unitsOf(token) > maxUnits ? splitOversized(token, maxUnits) : [token]));
  const lines: string[] = [];
  let line = '';
  let index = 0;
  for (; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    if (line && unitsOf((line + token).trimEnd()) > maxUnits) {
      lines.push(line.trimEnd());
      if (lines.length === maxLines) break;
      line = '';
    }
    if (!line && /^\s+$/.test(token)) continue;
    line += token;
  }
  if (index === tokens.length) {
    if (line.trim()) lines.push(line.trimEnd());
    return lines;
  }
  // Overflow: the last line loses whole tokens from its end until the ellipsis fits.
  const lastTokens = tokensOf(lines[maxLines - 1]!);
  while (lastTokens.length > 1 && unitsOf(lastTokens.join('').trimEnd() + ELLIPSIS) > maxUnits) lastTokens.pop();
  let last = Array.from(lastTokens.join('').trimEnd());
  // One word wider than what is left: only then cut inside it.
  while (last.length > 1 && unitsOf(last.join('') + ELLIPSIS) > maxUnits) last = last.slice(0, -1);
  lines[maxLines - 1] =
    last
      .join('')
      .trimEnd()
      .replace(/[，、；：,;:]$/u, '') + ELLIPSIS;
  return lines;
}
