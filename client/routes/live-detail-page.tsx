import { Link, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { appContext } from '@client/lib/app-context';
import type { LoaderMeta } from '@client/lib/route-meta';
import { loadQuery } from '@client/lib/load-query';
import { routeId } from '@client/lib/route-id';
import { Breadcrumb } from '@client/components/page-heading';
import { formatPrice } from '@shared/lib/money-format';
import { LiveHero } from '@client/features/live/components/live-hero';
import { getLiveQueryOptions, useLive } from '@client/features/live/get-live';
import styles from '@client/features/live/live-detail-page.module.css';

export async function loader({ context, params, request }: LoaderFunctionArgs): Promise<LoaderMeta & { now: number }> {
  const id = routeId(params.id, request);
  const { queryClient, api } = context.get(appContext);
  const live = await loadQuery(queryClient, getLiveQueryOptions(api, id));
  return {
    // The countdown's first paint uses the server's clock, kept for hydration.
    now: Date.now(),
    meta: {
      title: live.title,
      description: live.description[0] ?? `${live.teacher.name}老师主讲的${live.professionName}直播课`,
      image: live.cover,
    },
  };
}

export function Component() {
  const id = Number(useParams().id);
  const { now } = useLoaderData<typeof loader>();
  const live = useLive(id);
  if (!live) return null;
  return (
    <div className={styles.page}>
      <Breadcrumb />
      <LiveHero live={live} serverNow={now} />
      <div className={styles.body}>
        <div className={styles.main}>
          <section className={styles.section} aria-labelledby="live-intro">
            <h2 id="live-intro" className={styles.sectionTitle}>
              直播介绍
            </h2>
            {live.description.map((paragraph) => (
              <p key={paragraph} className={styles.paragraph}>
                {paragraph}
              </p>
            ))}
          </section>
          <section className={styles.section} aria-labelledby="live-outline">
            <h2 id="live-outline" className={styles.sectionTitle}>
              直播大纲
            </h2>
            <ol className={styles.outline}>
              {live.outline.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
        </div>
        <aside className={styles.aside} aria-label="讲师与关联课程">
          <h2 className={styles.asideTitle}>主讲讲师</h2>
          <div className={styles.teacher}>
            <img src={live.teacher.avatar} alt="" width={56} height={56} loading="lazy" />
            <span>
              <strong>{live.teacher.name}</strong>
              <small>{live.teacher.title}</small>
            </span>
          </div>
          <p className={styles.teacherIntro}>{live.teacher.intro}</p>
          {live.course ? (
            <div className={styles.course}>
              <h2 className={styles.asideTitle}>关联课程</h2>
              <Link to={`/course/${live.course.id}`} className={styles.courseLink}>
                <span>{live.course.title}</span>
                <small>{formatPrice(live.course.price)}</small>
              </Link>
            </div>
          ) : null}
        </aside>
      </div>
    </div>
  );
}
