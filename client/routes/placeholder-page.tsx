import { useMatches, type LoaderFunctionArgs } from 'react-router';
import { routeId } from '@client/lib/route-id';
import { PageHeading } from '@client/components/page-heading';
import { metaOf } from '@client/lib/route-meta';
import styles from './placeholder-page.module.css';

/** Route validation: ids in the path are positive integers, anything else is "page not found". */
export function loader({ params, request }: LoaderFunctionArgs) {
  for (const [name, value] of Object.entries(params)) {
    if (name === 'id' || name.endsWith('Id')) routeId(value, request);
  }
  return null;
}

/**
 * Until its feature issue lands, a page shows its real title, heading and breadcrumb — and says
 * plainly that the content is coming, rather than pretending to work.
 */
export function Component() {
  const matches = useMatches();
  const meta = metaOf(matches[matches.length - 1]);
  // The settings layout has the heading already.
  const inLayout = matches.some((match) => match.id === 'setting');
  return (
    <div className={styles.page}>
      {inLayout ? null : <PageHeading />}
      <section className={styles.notice} aria-live="polite">
        <div className={styles.icon} aria-hidden="true">
          <svg viewBox="0 0 48 48" width="48" height="48">
            <rect x="6" y="10" width="36" height="28" rx="6" fill="currentColor" opacity=".15" />
            <path d="M14 20h20M14 26h14M14 32h8" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          </svg>
        </div>
        <h2 className={styles.noticeTitle}>「{meta?.title}」页面正在建设中</h2>
        <p className={styles.noticeText}>
          我们正在完善这部分内容，敬请期待。你可以先去看看<a href="/course">精选课程</a>。
        </p>
      </section>
    </div>
  );
}
