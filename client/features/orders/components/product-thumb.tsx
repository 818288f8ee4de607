import { ProductType } from '@shared/enums/order';
import type { ProductSnapshot } from '@shared/schemas/order';
import styles from './product-thumb.module.css';

const LETTER: Record<number, string> = { [ProductType.ENROLLMENT]: '报', [ProductType.SKILL_COIN]: '币' };

/** The product's cover, or a lettered tile for what has none (plan fees, coins). Decorative: the title says what it is. */
export function ProductThumb({ product, size = 'md' }: { product: Pick<ProductSnapshot, 'cover' | 'type'>; size?: 'md' | 'lg' }) {
  const className = `${styles.thumb} ${size === 'lg' ? styles.lg : ''}`;
  if (product.cover)
    return (
      <img
        className={className}
        src={product.cover}
        alt=""
        width={size === 'lg' ? 192 : 128}
        height={size === 'lg' ? 108 : 72}
        loading="lazy"
        decoding="async"
      />
    );
  return (
    <span className={`${className} ${styles.tile} ${product.type === ProductType.SKILL_COIN ? styles.coin : ''}`} aria-hidden="true">
      {LETTER[product.type] ?? '课'}
    </span>
  );
}
