import { Outlet, useLocation } from 'react-router';
import { SiteFooter } from '@client/components/site-footer';
import { SearchForm } from '@client/components/search-form/search-form';
import { parseSearchQuery } from '@client/lib/search/search-query';
import styles from './search-layout.module.css';

/** Search: a tinted band across the top holding the big search box, the results in the container below. */
export function Component() {
  const { search } = useLocation();
  const { keyword, type } = parseSearchQuery(new URLSearchParams(search));
  return (
    <>
      <main id="main" className={styles.main}>
        <div className={styles.band}>
          <div className={styles.bandInner}>
            {keyword ? null : <p className={styles.tagline}>找课程、直播、考试、资讯和问答，一搜就到</p>}
            {/* Keyed by the keyword: the box shows the searched words after every navigation. */}
            <SearchForm key={keyword} variant="hero" defaultValue={keyword} type={keyword ? type : undefined} className={styles.box} />
          </div>
        </div>
        <div className={styles.inner}>
          <Outlet />
        </div>
      </main>
      <SiteFooter />
    </>
  );
}
