import styles from './section.module.css';

/** A home section's title row: h2, a short line under it, and 查看更多 to the section's list page. */
export function SectionHeader({ id, title, description, more }: { id: string; title: string; description?: string; more: string }) {
  return (
    <div className={styles.header}>
      <div className={styles.heading}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      <a href={more} className={styles.more} aria-label={`查看更多${title}`}>
        查看更多
      </a>
    </div>
  );
}
