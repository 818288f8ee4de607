import type { Home, NewsItem } from '@shared/schemas/home';
import { formatSiteTime } from '@client/components/site-time-format';
import { formatCount, tagAccent } from '@client/lib/format/catalogue-format';
import { html } from '@client/components/html';

// The markup of home's static blocks below the fold. The server renders it; the browser loads this
// module only where no server markup stands in (ServerMarkupBlock). The class maps stay with the
// components that own the stylesheets and are passed in.
type Styles = Readonly<Record<string, string>>;

/** 系列课 and 课程包: two entries to /course?type=series and /course?type=pack. */
export const bundleEntriesMarkup = (styles: Styles) =>
  html`<a href="/course?type=series" class="${styles.entry} ${styles.series}"><strong>系列课</strong><span>同一职业从初级工到高级技师，按等级循序渐进，整套购买更优惠</span></a><a href="/course?type=pack" class="${styles.entry} ${styles.pack}"><strong>课程包</strong><span>同一分类的精选课程打包，一次购齐，比单买更划算</span></a>`;

/**
 * The numbers band at the foot of the home page: 课程 / 学习人次 / 合作机构. The learners are the sum of
 * every course's enrolments, so they are counted per course (人次), not as people.
 */
export function statsBandMarkup(stats: Home['stats'], styles: Styles) {
  const items = [
    { label: '课程', value: formatCount(stats.courseCount), unit: '门' },
    { label: '累计学习', value: formatCount(stats.learnerCount), unit: '人次' },
    { label: '合作机构', value: formatCount(stats.institutionCount), unit: '家' },
  ];
  return html`<div class="${styles.intro}"><h2 id="home-stats" class="${styles.title}">与更多学员一起，把手艺学扎实</h2><p class="${styles.text}">名师课程、直播答疑、模拟考试，陪你从入门到拿证上岗。</p></div><dl class="${styles.stats}">${items.map(
    (item) =>
      html`<div class="${styles.stat}"><dt class="${styles.label}">${item.label}</dt><dd class="${styles.value}">${item.value}<span class="${styles.unit}">${item.unit}</span></dd></div>`,
  )}</dl>`;
}

/** News rows: category tag, title, views and date (two columns on desktop). */
export const newsListMarkup = (news: readonly NewsItem[], styles: Styles) =>
  html`<ul class="${styles.list}">${news.map(
    (item) =>
      html`<li class="${styles.item}"><a href="/news/${item.id}" class="${styles.row}" data-testid="news-item"><span class="tag accent-${tagAccent(item.category)} ${styles.category}">${item.category}</span><span class="${styles.title}">${item.title}</span><span class="${styles.meta}"><span class="${styles.views}">${formatCount(item.views)}阅读</span><time datetime="${item.publishedAt}">${formatSiteTime(item.publishedAt, 'YYYY-MM-DD')}</time></span></a></li>`,
  )}</ul>`;
