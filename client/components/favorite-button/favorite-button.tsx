import type { FavoriteKind } from '@shared/schemas/learning';
import { requiresLogin } from '@client/lib/protected-action';
import { useSelf } from '@client/lib/session/get-self';
import { useFavoriteToggle } from '@client/lib/learning/use-favorite-toggle';
import styles from './favorite-button.module.css';

const STAR = 'm12 3.2 2.7 5.6 6.1.8-4.5 4.3 1.1 6.1L12 17.1 6.6 20l1.1-6.1-4.5-4.3 6.1-.8L12 3.2Z';

/**
 * 收藏 / 已收藏 of a live class, an exam or a news item: a protected click (signed out, the login
 * modal opens), optimistic, listed in /collect. The page around it stays the same for everyone.
 */
export function FavoriteButton({ kind, id, className }: { kind: FavoriteKind; id: number; className?: string }) {
  const signedIn = useSelf() !== null;
  const { favorite, ready, toggle } = useFavoriteToggle(kind, id, signedIn);
  return (
    <button
      type="button"
      className={`${favorite ? `${styles.favorite} ${styles.favorited}` : styles.favorite} ${className ?? ''}`}
      {...requiresLogin}
      aria-pressed={favorite}
      aria-busy={!ready || undefined}
      data-testid="favorite-button"
      onClick={() => {
        if (ready) toggle();
      }}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className={styles.star}>
        <path d={STAR} />
      </svg>
      <span>{favorite ? '已收藏' : '收藏'}</span>
    </button>
  );
}
