import { trusted, type TrustedHtml } from './html';

/**
 * The 技能学堂 mark: an azure tile holding an open book with a rising spark (learning → skill).
 * The same drawing is client/public/favicon.svg.
 */
const DRAWING =
  '<rect width="32" height="32" rx="8" fill="#1677ff"/><path d="M32 8v16a8 8 0 0 1-8 8H12L32 8Z" fill="#0958d9" opacity=".45"/><path d="M6.5 12.2c3.1-1.1 6.3-.8 9.5 1.2v11c-3.2-2-6.4-2.3-9.5-1.2v-11Z" fill="#fff"/><path d="M25.5 12.2c-3.1-1.1-6.3-.8-9.5 1.2v11c3.2-2 6.4-2.3 9.5-1.2v-11Z" fill="#fff" opacity=".82"/><path d="M12.6 8.6 16 5.4l3.4 3.2" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>';

export function LogoMark({ size = 32, className }: { size?: number; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden="true"
      dangerouslySetInnerHTML={{ __html: DRAWING }}
    />
  );
}

export const LOGO_MARK_SVG = (size: number): TrustedHtml =>
  trusted(`<svg viewBox="0 0 32 32" width="${size}" height="${size}" aria-hidden="true">${DRAWING}</svg>`);
