import type { LiveCard as LiveCardData } from '@shared/schemas/home';
import { LiveStatus } from '@shared/enums/live';
import { formatSiteTime } from '@client/components/site-time-format';
import { formatPriceTag } from '@shared/lib/money-format';
import { formatCount } from '@client/lib/format/catalogue-format';
import { HtmlBlock } from '@client/components/html-block';
import { html } from '@client/components/html';
import styles from './live-card.module.css';

const STATUS_CLASS: Record<number, string | undefined> = {
  [LiveStatus.LIVE]: styles.live,
  [LiveStatus.NOT_STARTED]: styles.upcoming,
  [LiveStatus.ENDED]: styles.ended,
};

/** When, in Beijing time: 11月22日 19:30 开播 / 19:00 开播 · 正在直播 / 11月20日 已结束. */
export function liveTimeLabel(live: LiveCardData): string {
  if (live.status === LiveStatus.LIVE) return `${formatSiteTime(live.startTime, 'HH:mm')} 开播 · 正在直播`;
  if (live.status === LiveStatus.ENDED) return `${formatSiteTime(live.startTime, 'M月D日')} 已结束`;
  return `${formatSiteTime(live.startTime, 'M月D日 HH:mm')} 开播`;
}

export function liveCardHtml(live: LiveCardData) {
  const isLive = live.status === LiveStatus.LIVE;
  return html`<article class="${styles.card}" data-testid="live-card"><a href="/live/${live.id}"><div class="${styles.cover}"><img class="cover-fallback" src="${live.cover}" alt="${live.title}" width="480" height="270" loading="lazy" decoding="async"><span class="${styles.status} ${STATUS_CLASS[live.status] ?? ''}" data-status="${live.status}">${
    isLive ? html`<span class="${styles.pulse}" aria-hidden="true"></span>` : ''
  }${LiveStatus.label(live.status)}</span>${
    isLive && live.onlineCount > 0 ? html`<span class="${styles.online}">${formatCount(live.onlineCount)}人在看</span>` : ''
  }</div><div class="${styles.body}"><h3>${live.title}</h3><p>主讲：${live.teacher}</p><div><span><time datetime="${live.startTime}">${liveTimeLabel(live)}</time></span>${
    live.price > 0
      ? html`<span class="${styles.price}">${formatPriceTag(live.price)}</span>`
      : html`<span class="${styles.free}">免费</span>`
  }</div></div></a></article>`;
}

/** The live cards (status badge, start time, price), 4 / 2 / 1 columns; without lives, the server's markup is kept (HtmlBlock). */
export function LiveGrid({ lives }: { lives: readonly LiveCardData[] | undefined }) {
  return <HtmlBlock markup={lives && html`${lives.map(liveCardHtml)}`} className={styles.grid} />;
}
