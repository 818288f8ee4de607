import { useLocation, type LoaderFunctionArgs } from 'react-router';
import { appContext } from '@client/lib/app-context';
import { loadFresh } from '@client/lib/load-query';
import { PageHeading } from '@client/components/page-heading';
import { getWrongBookQueryOptions, useWrongBook } from '@client/features/wrong-book/get-wrong-book';
import { reviewQuery } from '@client/features/wrong-book/wrong-book-list-query';
import { ReviewSession } from '@client/features/wrong-book/components/review-session';
import styles from '@client/features/wrong-book/wrong-book-review-page.module.css';

/** /study/wrong-book/review is protected: the route guard has already sent a signed-out visitor to sign in. */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const { queryClient, api } = context.get(appContext);
  await loadFresh(queryClient, getWrongBookQueryOptions(api, reviewQuery(new URL(request.url).searchParams)));
  return null;
}

/** 今日复习: the questions due today under the link's filters, one per screen. */
export function Component() {
  const { search } = useLocation();
  const query = reviewQuery(new URLSearchParams(search));
  const data = useWrongBook(query);
  if (!data) return null;
  return (
    <div className={styles.page}>
      <PageHeading />
      {/* A new review for another set of filters starts afresh. */}
      <ReviewSession key={search} query={query} list={data} />
    </div>
  );
}
