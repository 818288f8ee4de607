/**
 * The character a generated avatar shows: the first character of the person's own name (a whole
 * code point, so an emoji or a rare CJK character is never cut in half), Latin letters in capitals.
 * Blank names and names starting with an invisible or control character fall back to 学员's 学 —
 * never a character of the site's name picked by id, which made every avatar look alike.
 */
export const FALLBACK_INITIAL = '学';

const INVISIBLE = /[\p{Cc}\p{Cf}\p{Z}\p{M}]/u;

export function initialOf(name: string): string {
  const [first] = Array.from(name.trim());
  if (!first || INVISIBLE.test(first)) return FALLBACK_INITIAL;
  return first.toLocaleUpperCase('en');
}

/** The initial as the avatar URL carries it: its code point in lower-case hex. */
export const initialCode = (name: string): string => initialOf(name).codePointAt(0)!.toString(16);

/** The initial a URL's hex code point stands for, or undefined when it is not a visible character. */
export function initialFromCode(hex: string): string | undefined {
  if (!/^[0-9a-f]{2,6}$/.test(hex)) return undefined;
  const point = Number.parseInt(hex, 16);
  if (point > 0x10ffff || (point >= 0xd800 && point <= 0xdfff)) return undefined;
  const character = String.fromCodePoint(point);
  return INVISIBLE.test(character) ? undefined : character;
}
