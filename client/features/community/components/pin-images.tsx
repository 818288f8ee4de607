/**
 * <PinImages images={…} /> — an idea's pictures (up to 9) as a grid: one large, 2 and 4 in two
 * columns, otherwise three. Each picture is a link (`hrefOf`, to the idea's page) or a button
 * (`onOpen`, the lightbox). Alt texts say which picture of how many (the writer gave none).
 */
import type { PinImage } from '@shared/schemas/community';
import './pin-images.css';

interface PinImagesProps {
  images: readonly PinImage[];
  /** Whose idea: part of each alt text. */
  owner: string;
  onOpen?: (index: number) => void;
  hrefOf?: (index: number) => string;
  size?: 'sm' | 'md';
}

export const pinImageAlt = (owner: string, index: number, count: number) => `${owner}的配图 ${index + 1}/${count}`;

export function PinImages({ images, owner, onOpen, hrefOf, size = 'md' }: PinImagesProps) {
  if (!images.length) return null;
  const columns = images.length === 1 ? 1 : images.length === 2 || images.length === 4 ? 2 : 3;
  return (
    <ul className={`cm-pi-grid cm-pi-columns-${columns} ${size === 'sm' ? 'cm-pi-small' : ''}`} aria-label={`${images.length} 张图片`}>
      {images.map((image, index) => {
        const picture = (
          <img
            className="cm-pi-image"
            src={image.url}
            alt={pinImageAlt(owner, index, images.length)}
            width={image.width || undefined}
            height={image.height || undefined}
            loading="lazy"
            decoding="async"
          />
        );
        return (
          <li key={`${image.url}-${index}`} className="cm-pi-cell">
            {onOpen ? (
              <button
                type="button"
                className="cm-pi-hit"
                onClick={() => onOpen(index)}
                aria-label={`查看大图：${pinImageAlt(owner, index, images.length)}`}
              >
                {picture}
              </button>
            ) : hrefOf ? (
              <a href={hrefOf(index)} className="cm-pi-hit">
                {picture}
              </a>
            ) : (
              picture
            )}
          </li>
        );
      })}
    </ul>
  );
}
