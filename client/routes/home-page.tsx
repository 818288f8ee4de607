import type { LoaderFunctionArgs } from 'react-router';
import { appContext } from '@client/app/app-context';
import { loadQuery } from '@client/lib/load-query';
import { getHomeQueryOptions, useHome } from '@client/features/home/get-home';
import { CourseGrid } from '@client/components/course-card/course-card';
import { HeroCarousel } from '@client/features/home/components/hero-carousel';
import { WelcomePanel } from '@client/features/home/components/welcome-panel';
import { SectionHeader } from '@client/features/home/components/section-header';
import { ProfessionChips } from '@client/features/home/components/profession-chips';
import { LiveGrid } from '@client/features/home/components/live-card';
import { NewsList } from '@client/features/home/components/news-list';
import { StatsBand } from '@client/features/home/components/stats-band';
import section from '@client/features/home/components/section.module.css';
import styles from '@client/features/home/home-page.module.css';

export async function loader({ context }: LoaderFunctionArgs) {
  const { queryClient, api } = context.get(appContext);
  await loadQuery(queryClient, getHomeQueryOptions(api));
  return null;
}

/** How many course cards are above the fold on a desktop: their covers load eagerly. */
const EAGER_COVERS = 4;

export function Component() {
  const { data } = useHome();
  return (
    <div className={styles.home}>
      <h1 className="sr-only">技能学堂 · 职业技能在线学习平台</h1>

      <div className={styles.hero}>
        <HeroCarousel banners={data.banners} />
        <WelcomePanel />
      </div>

      <section className={section.section} aria-labelledby="home-professions">
        <SectionHeader id="home-professions" title="热门职业" description="按职业找课程，考证上岗更高效" more="/profession" />
        <ProfessionChips professions={data.professions} />
      </section>

      <section className={section.section} aria-labelledby="home-courses">
        <SectionHeader id="home-courses" title="推荐课程" description="名师精讲 · 理论与实操并重" more="/course" />
        <CourseGrid courses={data.courses} eagerCount={EAGER_COVERS} />
      </section>

      <section className={section.section} aria-labelledby="home-lives">
        <SectionHeader id="home-lives" title="直播" description="名师在线答疑，考前串讲不错过" more="/live" />
        <LiveGrid lives={data.lives} />
      </section>

      <section className={section.section} aria-labelledby="home-news">
        <SectionHeader id="home-news" title="资讯" description="政策解读、考试动态与就业指导" more="/news" />
        <NewsList news={data.news} />
      </section>

      <StatsBand stats={data.stats} />
    </div>
  );
}
