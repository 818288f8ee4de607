import { ChevronLeftIcon } from '@client/components/icons/chevron-left-icon';
import styles from '../live-play-page.module.css';

/** The head of the live room and of its replay: back to the class page, the title, a line of facts. */
export function LiveRoomHeading({ liveId, title, meta }: { liveId: number; title: string; meta: string }) {
  return (
    <header className={styles.head}>
      <a className={styles.back} href={`/live/${liveId}`}>
        <ChevronLeftIcon size={18} />
        直播详情
      </a>
      <div className={styles.heading}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.meta}>{meta}</p>
      </div>
    </header>
  );
}
