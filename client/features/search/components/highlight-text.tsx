import { highlightParts } from '../highlight';

/**
 * The text with its matches in <mark>: React elements holding text nodes only, so nothing in the
 * data or the keyword can ever become markup.
 */
export function HighlightText({ text, terms }: { text: string; terms: readonly string[] }) {
  const parts = highlightParts(text, terms);
  if (parts.length === 1 && !parts[0]!.match) return <>{text}</>;
  return <>{parts.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : part.text))}</>;
}
