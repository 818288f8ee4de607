import type { CourseReview } from '@shared/schemas/course';
import { formatSiteTime } from '@client/components/site-time-format';
import styles from './course-reviews.module.css';

function Stars({ rating }: { rating: number }) {
  return (
    <span className={styles.stars} role="img" aria-label={`${rating} 星`}>
      {'★★★★★'.slice(0, rating)}
      <span className={styles.dim}>{'★★★★★'.slice(rating)}</span>
    </span>
  );
}

/** 评价: the course's score and the newest reviews. */
export function CourseReviews({ rating, total, reviews }: { rating: number; total: number; reviews: readonly CourseReview[] }) {
  return (
    <div className={styles.reviews}>
      <div className={styles.summary}>
        <span className={styles.score}>{rating.toFixed(1)}</span>
        <span className={styles.summaryText}>
          <Stars rating={Math.round(rating)} />
          <span>共 {total} 条评价</span>
        </span>
      </div>
      {reviews.length === 0 ? (
        <p className={styles.none}>还没有人评价这门课程。</p>
      ) : (
        <ul className={styles.list}>
          {reviews.map((review) => (
            <li key={review.id} className={styles.review}>
              <img src={review.avatar} alt="" width={36} height={36} className={styles.avatar} loading="lazy" />
              <div className={styles.body}>
                <p className={styles.head}>
                  <span className={styles.name}>{review.nickname}</span>
                  <Stars rating={review.rating} />
                  <time dateTime={review.createdAt} className={styles.date}>
                    {formatSiteTime(review.createdAt, 'YYYY-MM-DD')}
                  </time>
                </p>
                <p className={styles.content}>{review.content}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
