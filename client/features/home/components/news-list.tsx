import type { NewsItem } from '@shared/schemas/home';
import { ServerMarkupBlock } from '@client/components/server-markup-block';
import { loadHomeMarkup, serverHomeMarkup } from './home-markup-loader';
import { html } from '@client/components/html';
import styles from './news-list.module.css';

/** News rows: category tag, title, views and date (two columns on desktop). */
export function NewsList({ news }: { news: readonly NewsItem[] | undefined }) {
  // Without news (home's view keeps them in the server's markup) the block keeps that markup: the key is as rendered.
  return (
    <ServerMarkupBlock
      load={loadHomeMarkup}
      serverModule={serverHomeMarkup}
      markup={(module) => (news ? module.newsListMarkup(news, styles) : html``)}
      contentKey={news ? JSON.stringify(news) : 'kept'}
    />
  );
}
