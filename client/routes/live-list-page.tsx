import { useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { LiveStatus } from '@shared/enums/live';
import { appContext } from '@client/lib/app-context';
import type { LoaderMeta } from '@client/lib/route-meta';
import { loadQuery } from '@client/lib/load-query';
import { PageHeading } from '@client/components/page-heading';
import { Pagination } from '@client/components/pagination/pagination';
import { LiveGrid } from '@client/components/live-card/live-card';
import { LiveFilters } from '@client/features/live/components/live-filters';
import { LiveScheduleList } from '@client/features/live/components/live-schedule-list';
import {
  LIVE_PAGE_SIZE,
  liveListHref,
  liveListSearch,
  parseLiveListQuery,
  type LiveListFilters,
} from '@client/features/live/live-list-query';
import {
  getLiveListQueryOptions,
  getLiveSectionQueryOptions,
  OVERVIEW_SECTIONS,
  useLiveList,
  useLiveSection,
} from '@client/features/live/get-lives';
import styles from '@client/features/live/live-list-page.module.css';

const STATUS_TITLES: Record<number, string> = {
  [LiveStatus.LIVE]: '直播中',
  [LiveStatus.NOT_STARTED]: '即将开始',
  [LiveStatus.ENDED]: '已结束',
};

export async function loader({ context, request }: LoaderFunctionArgs): Promise<LoaderMeta & { now: number }> {
  const { queryClient, api } = context.get(appContext);
  const filters = parseLiveListQuery(new URL(request.url).searchParams);
  if (filters.status) await loadQuery(queryClient, getLiveListQueryOptions(api, filters));
  else
    await Promise.all(
      OVERVIEW_SECTIONS.map(({ status, size }) => loadQuery(queryClient, getLiveSectionQueryOptions(api, status, size, filters.type))),
    );
  return {
    // The schedule's 今天 / 明天 are the server's day, kept for hydration.
    now: Date.now(),
    meta: {
      title: '直播',
      description: '技能学堂直播：名师在线讲解职业技能等级认定考试重点、实操演示与答疑，预约开播提醒，错过可看回放。',
      canonical: `/live${liveListSearch(filters)}`,
    },
  };
}

function Overview({ filters, now }: { filters: LiveListFilters; now: number }) {
  const [live, soon, past] = OVERVIEW_SECTIONS;
  const onAir = useLiveSection(live!.status, live!.size, filters.type)?.list ?? [];
  const upcoming = useLiveSection(soon!.status, soon!.size, filters.type)?.list ?? [];
  const ended = useLiveSection(past!.status, past!.size, filters.type)?.list ?? [];
  return (
    <>
      <section className={styles.section} aria-labelledby="live-on-air">
        <h2 id="live-on-air" className={styles.sectionTitle}>
          <span className={styles.onAirDot} aria-hidden="true" />
          正在直播
        </h2>
        {onAir.length ? <LiveGrid lives={onAir} /> : <p className={styles.quiet}>现在没有正在进行的直播，看看下面的直播日程吧。</p>}
      </section>
      <section className={styles.section} aria-labelledby="live-schedule">
        <h2 id="live-schedule" className={styles.sectionTitle}>
          直播日程
        </h2>
        {upcoming.length ? <LiveScheduleList lives={upcoming} now={now} /> : <p className={styles.quiet}>暂无即将开始的直播。</p>}
      </section>
      <section className={styles.section} aria-labelledby="live-replays">
        <div className={styles.sectionHeader}>
          <h2 id="live-replays" className={styles.sectionTitle}>
            精彩回放
          </h2>
          <a href={liveListHref(filters, { status: LiveStatus.ENDED })} className={styles.more}>
            全部回放
          </a>
        </div>
        {ended.length ? <LiveGrid lives={ended} /> : <p className={styles.quiet}>暂无回放。</p>}
      </section>
    </>
  );
}

function StatusList({ filters }: { filters: LiveListFilters }) {
  const lives = useLiveList(filters);
  const list = lives?.list ?? [];
  return (
    <section className={styles.section} aria-label={STATUS_TITLES[filters.status!]}>
      {list.length ? (
        <LiveGrid lives={list} />
      ) : (
        <div className={styles.empty} role="status">
          <h2>没有符合条件的直播</h2>
          <a href={liveListHref(filters, { status: undefined, type: undefined })}>查看全部直播</a>
        </div>
      )}
      <Pagination page={filters.page} total={lives?.total ?? 0} size={LIVE_PAGE_SIZE} hrefOf={(page) => liveListHref(filters, { page })} />
    </section>
  );
}

export function Component() {
  const filters = parseLiveListQuery(new URLSearchParams(useLocation().search));
  const { now } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <PageHeading />
      <p className={styles.lead}>名师在线讲解考试重点与实操要点，直播中随时提问；预约开播提醒，错过也能看回放。</p>
      <LiveFilters filters={filters} />
      {filters.status ? <StatusList filters={filters} /> : <Overview filters={filters} now={now} />}
    </div>
  );
}
