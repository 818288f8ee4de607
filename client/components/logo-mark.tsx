import { trusted, type TrustedHtml } from './html';

/**
 * The 技能学堂 mark: an azure tile holding an open book with a rising spark (learning → skill). It is
 * client/public/favicon.svg, shown as an image: the header and the footer of every page referred to
 * one cached file instead of carrying its drawing twice (~470 bytes each, decision 017). Decorative:
 * the link holding it says 技能学堂.
 */
const SRC = '/favicon.svg';

export function LogoMark({ size = 32, className }: { size?: number; className?: string }) {
  return <img className={className} src={SRC} alt="" width={size} height={size} />;
}

export const LOGO_MARK_SVG = (size: number): TrustedHtml => trusted(`<img src="${SRC}" alt="" width="${size}" height="${size}">`);
