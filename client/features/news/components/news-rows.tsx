import type { NewsSummary } from '@shared/schemas/news';
import { HtmlBlock } from '@client/components/html-block';
import { html } from '@client/components/html';
import { eyePaths } from '@client/components/icons/eye-icon';
import { iconHtml } from '@client/components/icons/svg-icon';
import { formatCount, tagAccent } from '@client/lib/format/catalogue-format';
import { formatSiteTime } from '@client/components/site-time-format';
import styles from './news-rows.module.css';

/** One story of the list: its illustration if any, title (置顶 first), summary, and a meta line. */
function newsRowHtml(item: NewsSummary) {
  return html`<li><article class="${styles.row}" data-testid="news-row"><a href="/news/${item.id}" class="${styles.link}">${
    item.cover
      ? html`<div class="${styles.cover}"><img src="${item.cover}" alt="" width="640" height="360" loading="lazy" decoding="async"></div>`
      : ''
  }<div class="${styles.body}"><h3 class="${styles.title}">${item.pinned ? html`<span class="${styles.pin}">置顶</span>` : ''}${item.title}</h3><p class="${styles.summary}">${item.summary}</p><p class="${styles.meta}"><span class="tag accent-${tagAccent(item.category)}">${item.category}</span><span>${item.source}</span><time datetime="${item.publishedAt}">${formatSiteTime(item.publishedAt, 'YYYY-MM-DD')}</time><span class="${styles.views}">${iconHtml(eyePaths, 14)}${formatCount(item.views)}</span></p></div></a></article></li>`;
}

/** The list of stories, as one pre-rendered chunk (plain links, client navigation by delegation). */
export function NewsRows({ news }: { news: readonly NewsSummary[] | undefined }) {
  // Without rows (right after hydration: /news's view keeps them in the server's markup) the block keeps that markup.
  return <HtmlBlock markup={news && html`<ul class="${styles.list}">${news.map(newsRowHtml)}</ul>`} />;
}
