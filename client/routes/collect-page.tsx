import { useLocation, type LoaderFunctionArgs } from 'react-router';
import type { Favorite } from '@shared/schemas/learning';
import { appContext } from '@client/lib/app-context';
import { loadFresh } from '@client/lib/load-query';
import { PageHeading } from '@client/components/page-heading';
import { Pagination } from '@client/components/pagination/pagination';
import { getFavoritesQueryOptions, useFavorites } from '@client/features/learning/get-learning-lists';
import { COLLECT_TABS, collectHref, FAVORITES_PAGE_SIZE, parseCollectQuery } from '@client/features/learning/learning-query';
import { useRemoveFavorite } from '@client/features/learning/use-remove-favorite';
import { FavoriteCourseItem } from '@client/features/learning/components/favorite-course-item';
import { FavoriteItemRow } from '@client/features/learning/components/favorite-item-row';
import { LearningEmpty } from '@client/features/learning/components/learning-empty';
import styles from '@client/features/learning/collect-page.module.css';

/** /collect is protected: the route guard has already sent a signed-out visitor to sign in. */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const { queryClient, api } = context.get(appContext);
  const { kind, page } = parseCollectQuery(new URL(request.url).searchParams);
  await loadFresh(queryClient, getFavoritesQueryOptions(api, kind, page));
  return null;
}

/** Above the fold on a desktop: the first row of covers loads eagerly. */
const EAGER_COVERS = 4;

export function Component() {
  const { kind, page } = parseCollectQuery(new URLSearchParams(useLocation().search));
  const favorites = useFavorites(kind, page);
  const remove = useRemoveFavorite(kind, page);
  if (!favorites) return null;
  const { list, total, counts } = favorites;
  const tab = COLLECT_TABS.find((candidate) => candidate.kind === kind)!;
  const courses = list.filter((favorite): favorite is Extract<Favorite, { kind: 'course' }> => favorite.kind === 'course');
  const items = list.filter((favorite): favorite is Exclude<Favorite, { kind: 'course' }> => favorite.kind !== 'course');
  return (
    <div className={styles.page}>
      <PageHeading />
      <nav className={styles.kinds} aria-label="收藏类型">
        {COLLECT_TABS.map((candidate) => (
          <a
            key={candidate.kind}
            href={collectHref(1, candidate.kind)}
            className={styles.kind}
            aria-current={candidate.kind === kind ? 'page' : undefined}
            data-keep-scroll
          >
            {candidate.label}
            <span className={styles.kindCount}>{counts[candidate.kind] ?? 0}</span>
          </a>
        ))}
      </nav>
      <h2 className="sr-only">收藏的{tab.label}</h2>
      {list.length > 0 ? (
        kind === 'course' ? (
          <ul className={styles.grid}>
            {courses.map((favorite, index) => (
              <FavoriteCourseItem
                key={favorite.id}
                favorite={favorite}
                eager={page === 1 && index < EAGER_COVERS}
                onRemove={(id) => remove.mutate({ id, gone: false })}
              />
            ))}
          </ul>
        ) : (
          <ul className={styles.rows}>
            {items.map((favorite) => (
              <FavoriteItemRow key={favorite.id} favorite={favorite} onRemove={(id, gone) => remove.mutate({ id, gone })} />
            ))}
          </ul>
        )
      ) : (
        <LearningEmpty
          title={total > 0 ? '这一页没有收藏了' : `还没有收藏${tab.label}`}
          text={total > 0 ? '收藏列表没有这么多页。' : tab.empty.text}
          action={
            <a href={total > 0 ? collectHref(1, kind) : tab.empty.href} className={`btn btn-primary btn-lg ${styles.emptyAction}`}>
              {total > 0 ? '回到第一页' : tab.empty.action}
            </a>
          }
        />
      )}
      <Pagination page={page} total={total} size={FAVORITES_PAGE_SIZE} hrefOf={(target) => collectHref(target, kind)} />
    </div>
  );
}
