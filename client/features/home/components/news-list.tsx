import type { NewsItem } from '@shared/schemas/home';
import { ServerMarkupBlock } from '@client/components/server-markup-block';
import { loadHomeMarkup, serverHomeMarkup } from './home-markup-loader';
import styles from './news-list.module.css';

/** News rows: category tag, title, views and date (two columns on desktop). */
export function NewsList({ news }: { news: readonly NewsItem[] }) {
  return (
    <ServerMarkupBlock
      load={loadHomeMarkup}
      serverModule={serverHomeMarkup}
      markup={(module) => module.newsListMarkup(news, styles)}
      contentKey={JSON.stringify(news)}
    />
  );
}
