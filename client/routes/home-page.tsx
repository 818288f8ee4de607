import type { LoaderFunctionArgs } from 'react-router';
import { appContext } from '@client/lib/app-context';
import type { LoaderMeta } from '@client/lib/route-meta';
import { loadQuery } from '@client/lib/load-query';
import { getHomeQueryOptions, useHome } from '@client/features/home/get-home';
import { InstitutionGrid } from '@client/features/institutions/components/institution-card';
import { PlanCard } from '@client/features/enrollment/components/plan-card';
import { CourseGrid } from '@client/components/course-card/course-card';
import { bannersBySlot, HeroCarousel, heroImagePreloads } from '@client/features/home/components/hero-carousel';
import { WelcomePanel } from '@client/features/home/components/welcome-panel';
import { SectionHeader } from '@client/features/home/components/section-header';
import { ProfessionChips } from '@client/features/home/components/profession-chips';
import { LiveGrid } from '@client/components/live-card/live-card';
import { NewsList } from '@client/features/home/components/news-list';
import { StatsBand } from '@client/features/home/components/stats-band';
import { useSelf } from '@client/lib/session/get-self';
import { useLoadedModule } from '@client/lib/use-loaded-module';
import { BundleEntries } from '@client/features/home/components/bundle-entries';
import { KeptBlock } from '@client/components/kept-block';
import section from '@client/features/home/components/section.module.css';
import styles from '@client/features/home/home-page.module.css';

export async function loader({ context }: LoaderFunctionArgs): Promise<LoaderMeta> {
  const app = context.get(appContext);
  const home = await loadQuery(app.queryClient, getHomeQueryOptions(app.api));
  return { meta: { title: '首页', preloadImages: heroImagePreloads(home.banners) } };
}

/** How many course cards are above the fold on a desktop: their covers load eagerly. */
const EAGER_COVERS = 4;

// 继续学习 is for signed-in learners only: its code and data load after hydration, so home's first-load
// JavaScript and the anonymous page (one cacheable page for everyone) stay as they were.
const loadContinueCard = () => import('@client/features/learning/components/continue-card');

function ContinueSlot() {
  const loaded = useLoadedModule(loadContinueCard, useSelf() !== null);
  return loaded ? <loaded.ContinueCard /> : null;
}

// 今日任务 likewise: a learner's own plan, loaded after hydration.
const loadTodayTasks = () => import('@client/features/study-plan/components/home-today-tasks');

function TodayTasksSlot() {
  const loaded = useLoadedModule(loadTodayTasks, useSelf() !== null);
  return loaded ? <loaded.HomeTodayTasks /> : null;
}

export function Component() {
  const data = useHome();
  // The loader has put it in the cache before the page renders; a failed load shows the error page instead.
  if (!data) return null;
  const { plans, institutions } = data;
  const banners = bannersBySlot(data.banners);
  return (
    <div className={styles.home}>
      <h1 className="sr-only">技能学堂 · 职业技能在线学习平台</h1>

      <div className={styles.hero}>
        <div className={styles.banners}>
          <div className={styles.desktopBanners}>
            <HeroCarousel banners={banners.desktop} slot={1} />
          </div>
          <div className={styles.phoneBanners}>
            <HeroCarousel banners={banners.phone} slot={2} />
          </div>
        </div>
        <WelcomePanel />
      </div>

      <ContinueSlot />
      <TodayTasksSlot />

      <section className={section.section} aria-labelledby="home-professions">
        <SectionHeader id="home-professions" title="热门职业" description="按职业找课程，考证上岗更高效" more="/profession" />
        <ProfessionChips professions={data.professions} />
      </section>

      <section className={section.section} aria-labelledby="home-courses">
        <SectionHeader id="home-courses" title="热门课程" description="学员最多 · 名师精讲，理论与实操并重" more="/course?sort=popular" />
        <CourseGrid courses={data.courses} eagerCount={EAGER_COVERS} />
      </section>

      <section className={`${section.section} ${section.belowFold}`} aria-labelledby="home-bundles">
        <SectionHeader id="home-bundles" title="系列课与课程包" description="成套学习，比单买更划算" more="/course?type=series" />
        <BundleEntries />
      </section>

      <section className={`${section.section} ${section.belowFold}`} aria-labelledby="home-new-courses">
        <SectionHeader id="home-new-courses" title="最新上架" description="新职业、新标准，课程持续更新" more="/course?sort=latest" />
        <CourseGrid courses={data.newCourses} />
      </section>

      <section className={`${section.section} ${section.belowFold}`} aria-labelledby="home-lives">
        <SectionHeader id="home-lives" title="直播" description="名师在线答疑，考前串讲不错过" more="/live" />
        <LiveGrid lives={data.lives} />
      </section>

      {/* Kept in the server's markup right after hydration (home's view): a wrapper without a box, so the sections stay the page's flex items. */}
      <KeptBlock
        data={plans}
        className={styles.kept}
        render={(openPlans) =>
          openPlans.length > 0 ? (
            <section className={`${section.section} ${section.belowFold}`} aria-labelledby="home-plans">
              <SectionHeader
                id="home-plans"
                title="正在报名"
                description="职业技能等级认定 · 名额有限，先到先得"
                more="/enrollment?status=open"
              />
              <div className={styles.plans}>
                {openPlans.map((plan) => (
                  <PlanCard key={plan.id} plan={plan} />
                ))}
              </div>
            </section>
          ) : null
        }
      />

      <KeptBlock
        data={institutions}
        className={styles.kept}
        render={(featured) =>
          featured.length > 0 ? (
            <section className={`${section.section} ${section.belowFold}`} aria-labelledby="home-institutions">
              <SectionHeader id="home-institutions" title="合作机构" description="职业院校、培训机构与行业协会" more="/institutional" />
              <InstitutionGrid institutions={featured} />
            </section>
          ) : null
        }
      />

      <section className={`${section.section} ${section.belowFold}`} aria-labelledby="home-news">
        <SectionHeader id="home-news" title="资讯" description="政策解读、考试动态与就业指导" more="/news" />
        <NewsList news={data.news} />
      </section>

      <StatsBand stats={data.stats} />
    </div>
  );
}
