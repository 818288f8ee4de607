import type { NewsItem } from '@shared/schemas/home';
import { formatSiteTime } from '@client/components/site-time-format';
import { formatCount, tagAccent } from '@client/lib/format/catalogue-format';
import { HtmlBlock } from '@client/components/html-block';
import { html } from '@client/components/html';
import styles from './news-list.module.css';

/** News rows: category tag, title, views and date (two columns on desktop). */
export function NewsList({ news }: { news: readonly NewsItem[] }) {
  const markup = html`<ul class="${styles.list}">${news.map(
    (item) =>
      html`<li class="${styles.item}"><a href="/news/${item.id}" class="${styles.row}" data-testid="news-item"><span class="tag accent-${tagAccent(item.category)} ${styles.category}">${item.category}</span><span class="${styles.title}">${item.title}</span><span class="${styles.meta}"><span class="${styles.views}">${formatCount(item.views)}阅读</span><time datetime="${item.publishedAt}">${formatSiteTime(item.publishedAt, 'YYYY-MM-DD')}</time></span></a></li>`,
  )}</ul>`;
  return <HtmlBlock markup={markup} />;
}
