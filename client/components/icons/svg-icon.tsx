import type { CSSProperties } from 'react';
import { trusted, type TrustedHtml } from '../html';

// Inline line icons (24-unit grid, 1.8 stroke, currentColor; the stroke style comes from the global
// `.icon` class). Each icon is one <svg> element whose drawing is set as inner markup, so the server
// renders it as a single chunk. Decorative: the control holding one carries the accessible name.
//
// One module per icon (`eye-icon.tsx`: `eyePaths` for the `html` templates, `EyeIcon` for React), so a
// chunk carries only the icons its modules import: a module is never split between chunks, and with all
// thirty in one module, whichever the header used put every drawing in the entry chunk (~5 KB raw).

/** An icon's drawing: the inner markup of its <svg>, written in an icon module (never data), so `iconHtml` may trust it. */
export type IconPaths = string & { readonly __iconPaths: true };

export interface IconProps {
  size?: number;
  className?: string;
  style?: CSSProperties;
}

const classOf = (filled: boolean, className?: string) => `icon${filled ? ' icon-fill' : ''}${className ? ` ${className}` : ''}`;

/** An icon as a React element; `filled` for a drawing that is filled rather than stroked (the star). */
export function SvgIcon({ paths, filled = false, size = 20, className, style }: IconProps & { paths: IconPaths; filled?: boolean }) {
  return (
    <svg
      className={classOf(filled, className)}
      style={style}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      dangerouslySetInnerHTML={{ __html: paths }}
    />
  );
}

/** An icon as markup, for the `html` templates: `iconHtml(eyePaths, 14)`. */
export const iconHtml = (paths: IconPaths, size = 20, className?: string): TrustedHtml =>
  trusted(
    `<svg class="${classOf(false, className)}" viewBox="0 0 24 24" width="${size}" height="${size}" aria-hidden="true">${paths}</svg>`,
  );
