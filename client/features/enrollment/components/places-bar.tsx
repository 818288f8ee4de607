import { takenPercent } from '@client/lib/format/enrollment-format';
import styles from './places-bar.module.css';

/** Places taken of the quota as a bar, and how many are left (the bar itself is decoration: the text says it). */
export function PlacesBar({
  enrolled,
  quota,
  placesLeft,
  compact = false,
}: {
  enrolled: number;
  quota: number;
  placesLeft: number;
  compact?: boolean;
}) {
  const percent = takenPercent(enrolled, quota);
  const tone = placesLeft === 0 ? styles.full : percent >= 80 ? styles.scarce : styles.plenty;
  return (
    <div className={compact ? `${styles.places} ${styles.compact}` : styles.places}>
      <div className={styles.labels}>
        <span>
          已报 <strong>{enrolled}</strong> / {quota}
        </span>
        <span className={placesLeft === 0 ? styles.noneLeft : styles.left}>
          {placesLeft === 0 ? '名额已满' : `剩余 ${placesLeft} 个名额`}
        </span>
      </div>
      <div className={styles.track} aria-hidden="true">
        <div className={`${styles.fill} ${tone}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
