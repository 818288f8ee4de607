import { useLocation, type LoaderFunctionArgs } from 'react-router';
import { appContext } from '@client/lib/app-context';
import { loadFresh } from '@client/lib/load-query';
import { PageHeading } from '@client/components/page-heading';
import { Pagination } from '@client/components/pagination/pagination';
import { getFavoritesQueryOptions, useFavorites } from '@client/features/learning/get-learning-lists';
import { pageParam } from '@client/lib/url-query';
import { collectHref, FAVORITES_PAGE_SIZE } from '@client/features/learning/learning-query';
import { useRemoveFavoriteCourse } from '@client/features/learning/use-remove-favorite';
import { FavoriteCourseItem } from '@client/features/learning/components/favorite-course-item';
import { LearningEmpty } from '@client/features/learning/components/learning-empty';
import styles from '@client/features/learning/collect-page.module.css';

/** /collect is protected: the route guard has already sent a signed-out visitor to sign in. */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const { queryClient, api } = context.get(appContext);
  await loadFresh(queryClient, getFavoritesQueryOptions(api, 'course', pageParam(new URL(request.url).searchParams)));
  return null;
}

/** Kinds whose favourites arrive with their own features (live classes, exams, community). */
const COMING_KINDS = ['直播', '考试', '问答'];

/** Above the fold on a desktop: the first row of covers loads eagerly. */
const EAGER_COVERS = 4;

export function Component() {
  const page = pageParam(new URLSearchParams(useLocation().search));
  const favorites = useFavorites('course', page);
  const remove = useRemoveFavoriteCourse(page);
  if (!favorites) return null;
  const { list, total, counts } = favorites;
  return (
    <div className={styles.page}>
      <PageHeading />
      <nav className={styles.kinds} aria-label="收藏类型">
        <a href="/collect" className={styles.kind} aria-current="page">
          课程<span className={styles.kindCount}>{counts.course}</span>
        </a>
        {COMING_KINDS.map((label) => (
          <span key={label} className={`${styles.kind} ${styles.soon}`}>
            {label}
            <span className={styles.soonBadge}>即将开放</span>
          </span>
        ))}
      </nav>
      <h2 className="sr-only">收藏的课程</h2>
      {list.length > 0 ? (
        <ul className={styles.grid}>
          {list.map((favorite, index) => (
            <FavoriteCourseItem
              key={favorite.id}
              favorite={favorite}
              eager={page === 1 && index < EAGER_COVERS}
              onRemove={(id) => remove.mutate(id)}
            />
          ))}
        </ul>
      ) : (
        <LearningEmpty
          title={total > 0 ? '这一页没有收藏了' : '还没有收藏课程'}
          text={total > 0 ? '收藏列表没有这么多页。' : '在课程页点击「收藏」，喜欢的课程会出现在这里，方便以后再来学习。'}
          action={
            <a href={total > 0 ? '/collect' : '/course'} className={`btn btn-primary btn-lg ${styles.emptyAction}`}>
              {total > 0 ? '回到第一页' : '去发现好课'}
            </a>
          }
        />
      )}
      <Pagination page={page} total={total} size={FAVORITES_PAGE_SIZE} hrefOf={collectHref} />
    </div>
  );
}
