import { HtmlBlock } from '@client/components/html-block';
import { html } from '@client/components/html';
import styles from './bundle-entries.module.css';

// Static: the home page finds series and packs through two entries to their lists, without
// carrying their cards' data in its payload (the page's weight stays as it was).
const markup = html`<a href="/course?type=series" class="${styles.entry} ${styles.series}"><strong>系列课</strong><span>同一职业从初级工到高级技师，按等级循序渐进，整套购买更优惠</span></a><a href="/course?type=pack" class="${styles.entry} ${styles.pack}"><strong>课程包</strong><span>同一分类的精选课程打包，一次购齐，比单买更划算</span></a>`;

/** 系列课 and 课程包: two entries to /course?type=series and /course?type=pack. */
export function BundleEntries() {
  return <HtmlBlock markup={markup} className={styles.entries} />;
}
