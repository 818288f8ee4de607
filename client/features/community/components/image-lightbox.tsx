/**
 * An idea's pictures full size (loaded on demand by the pin page): a Radix dialog (focus trapped,
 * Esc closes), ← / → and the buttons move between pictures, each with its alt text and "n / m".
 * Props: images, owner (for the alt texts), index (null: closed), onIndex, onClose.
 */
import { useEffect } from 'react';
import type { PinImage } from '@shared/schemas/community';
import { ModalDialog } from '@client/components/modal-dialog/modal-dialog';
import { pinImageAlt } from './pin-images';
import styles from './image-lightbox.module.css';

interface ImageLightboxProps {
  images: readonly PinImage[];
  owner: string;
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
}

export function ImageLightbox({ images, owner, index, onIndex, onClose }: ImageLightboxProps) {
  const count = images.length;
  const current = index === null ? 0 : Math.min(Math.max(index, 0), count - 1);
  const image = images[current];
  const go = (step: number) => onIndex((current + step + count) % count);
  const open = index !== null && Boolean(image);
  // ← / → wherever the focus is inside the viewer (a button, the strip); Esc is Radix's.
  useEffect(() => {
    if (!open || count < 2) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      onIndex((current + (event.key === 'ArrowLeft' ? -1 : 1) + count) % count);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, count, current, onIndex]);
  return (
    <ModalDialog open={open} onClose={onClose} title={`图片 ${current + 1} / ${count}`} testId="image-lightbox">
      <div className={styles.stage} role="group" aria-roledescription="图片查看器" aria-label={`${owner}的配图`}>
        {image ? (
          <img
            key={image.url}
            src={image.url}
            alt={pinImageAlt(owner, current, count)}
            className={styles.image}
            width={image.width || undefined}
            height={image.height || undefined}
          />
        ) : null}
        {count > 1 ? (
          <>
            <button type="button" className={`${styles.nav} ${styles.prev}`} aria-label="上一张" onClick={() => go(-1)}>
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" className="icon">
                <path d="m15 6-6 6 6 6" />
              </svg>
            </button>
            <button type="button" className={`${styles.nav} ${styles.next}`} aria-label="下一张" onClick={() => go(1)}>
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" className="icon">
                <path d="m9 6 6 6-6 6" />
              </svg>
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ol className={styles.strip} aria-label="全部图片">
          {images.map((item, position) => (
            <li key={`${item.url}-${position}`}>
              <button
                type="button"
                className={`${styles.dot} ${position === current ? styles.dotActive : ''}`}
                aria-label={`第 ${position + 1} 张`}
                aria-current={position === current ? 'true' : undefined}
                onClick={() => onIndex(position)}
              >
                <img src={item.url} alt="" className={styles.dotImage} />
              </button>
            </li>
          ))}
        </ol>
      ) : null}
    </ModalDialog>
  );
}
