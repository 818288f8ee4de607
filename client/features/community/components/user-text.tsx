/**
 * <UserText text={…} /> — shows plain text a learner wrote (an idea, a comment, a bio) safely.
 *
 * Props:
 *  - text: string — the raw stored text (never HTML; `<script>` shows as the characters `<script>`).
 *  - as?: 'p' | 'div' | 'span' (default 'div') — the wrapping element.
 *  - className?: string — added to the wrapper (the wrapper keeps its own styles).
 *  - clamp?: number — show at most this many lines (cards); the full text stays in the DOM.
 *
 * Line breaks are kept (U+2028/U+2029 become newlines), http(s) URLs become links with
 * rel="nofollow ugc noopener" target="_blank" (anything else, `javascript:` included, stays text),
 * `@昵称` is highlighted, and long unbroken strings wrap anywhere. No dangerouslySetInnerHTML:
 * React escapes every token.
 */
import type { CSSProperties } from 'react';
import { tokenizeUserText } from './user-text-tokens';
import './user-text.css';

interface UserTextProps {
  text: string;
  as?: 'p' | 'div' | 'span';
  className?: string;
  clamp?: number;
}

export function UserText({ text, as: Tag = 'div', className, clamp }: UserTextProps) {
  const tokens = tokenizeUserText(text);
  const style = clamp ? ({ '--clamp': clamp } as CSSProperties) : undefined;
  return (
    <Tag className={`cm-ut-text ${clamp ? 'cm-ut-clamped' : ''} ${className ?? ''}`} style={style}>
      {tokens.map((token, index) =>
        token.type === 'link' ? (
          <a key={index} href={token.href} rel="nofollow ugc noopener" target="_blank" className="cm-ut-link">
            {token.text}
          </a>
        ) : token.type === 'mention' ? (
          <span key={index} className="cm-ut-mention">
            {token.text}
          </span>
        ) : (
          token.text
        ),
      )}
    </Tag>
  );
}
