import type { Home } from '@shared/schemas/home';
import { formatCount } from '@client/lib/format/catalogue-format';
import { HtmlBlock } from '@client/components/html-block';
import { html } from '@client/components/html';
import styles from './stats-band.module.css';

/** The numbers band at the foot of the home page: 课程 / 学员 / 合作机构. */
export function StatsBand({ stats }: { stats: Home['stats'] }) {
  const items = [
    { label: '课程', value: formatCount(stats.courseCount), unit: '门' },
    { label: '学员', value: formatCount(stats.learnerCount), unit: '人' },
    { label: '合作机构', value: formatCount(stats.institutionCount), unit: '家' },
  ];
  const markup = html`<div class="${styles.intro}"><h2 id="home-stats" class="${styles.title}">与更多学员一起，把手艺学扎实</h2><p class="${styles.text}">名师课程、直播答疑、模拟考试，陪你从入门到拿证上岗。</p></div><dl class="${styles.stats}">${items.map(
    (item) =>
      html`<div class="${styles.stat}"><dt class="${styles.label}">${item.label}</dt><dd class="${styles.value}">${item.value}<span class="${styles.unit}">${item.unit}</span></dd></div>`,
  )}</dl>`;
  return (
    <section className={styles.band} aria-labelledby="home-stats">
      <HtmlBlock markup={markup} className={styles.inner} />
    </section>
  );
}
