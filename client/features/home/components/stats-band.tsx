import type { Home } from '@shared/schemas/home';
import { ServerMarkupBlock } from '@client/components/server-markup-block';
import { loadHomeMarkup, serverHomeMarkup } from './home-markup-loader';
import styles from './stats-band.module.css';

/** The numbers band at the foot of the home page: 课程 / 累计学习人次 / 合作机构. */
export function StatsBand({ stats }: { stats: Home['stats'] }) {
  return (
    <section className={styles.band} aria-labelledby="home-stats">
      <ServerMarkupBlock
        load={loadHomeMarkup}
        serverModule={serverHomeMarkup}
        markup={(module) => module.statsBandMarkup(stats, styles)}
        contentKey={`${stats.courseCount}|${stats.learnerCount}|${stats.institutionCount}`}
        className={styles.inner}
      />
    </section>
  );
}
