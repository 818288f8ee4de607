import type { Favorite } from '@shared/schemas/learning';
import { HtmlBlock } from '@client/components/html-block';
import { courseCardHtml } from '@client/components/course-card/course-card';
import { formatSiteTime } from '@client/components/site-time-format';
import styles from './favorite-course-item.module.css';

type CourseFavorite = Extract<Favorite, { kind: 'course' }>;

/** One favourite course of /collect: the site's course card, when it was kept, and 取消收藏. */
export function FavoriteCourseItem({
  favorite,
  eager,
  onRemove,
}: {
  favorite: CourseFavorite;
  eager: boolean;
  onRemove: (courseId: number) => void;
}) {
  return (
    <li className={styles.item} data-testid="favorite-course">
      <HtmlBlock markup={courseCardHtml(favorite.course, eager)} className={styles.card} />
      <div className={styles.footer}>
        <span className={styles.when}>收藏于 {formatSiteTime(favorite.favoritedAt, 'YYYY-MM-DD')}</span>
        <button
          type="button"
          className={styles.remove}
          onClick={() => onRemove(favorite.id)}
          aria-label={`取消收藏：${favorite.course.title}`}
        >
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
            <path d="m12 3.2 2.7 5.6 6.1.8-4.5 4.3 1.1 6.1L12 17.1 6.6 20l1.1-6.1-4.5-4.3 6.1-.8L12 3.2Z" />
          </svg>
          取消收藏
        </button>
      </div>
    </li>
  );
}
