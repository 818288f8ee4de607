import { ServerMarkupBlock } from '@client/components/server-markup-block';
import { loadHomeMarkup, serverHomeMarkup } from './home-markup-loader';
import styles from './bundle-entries.module.css';

// Static: the home page finds series and packs through two entries to their lists, without
// carrying their cards' data in its payload (the page's weight stays as it was).

/** 系列课 and 课程包: two entries to /course?type=series and /course?type=pack. */
export function BundleEntries() {
  return (
    <ServerMarkupBlock
      load={loadHomeMarkup}
      serverModule={serverHomeMarkup}
      markup={(module) => module.bundleEntriesMarkup(styles)}
      contentKey=""
      className={styles.entries}
    />
  );
}
