import { useEffect, useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { appContext } from '@client/lib/app-context';
import type { LoaderMeta } from '@client/lib/route-meta';
import { loadQuery } from '@client/lib/load-query';
import { Breadcrumb } from '@client/components/page-heading';
import { getPlansQueryOptions, usePlans } from '@client/features/pricing/get-plans';
import { PeriodSwitch } from '@client/features/pricing/components/period-switch';
import { ComparisonTable, PlanCard } from '@client/features/pricing/components/plan-cards';
import { IconGrid } from '@client/components/icon-grid/icon-grid';
import { BENEFITS, FAQ, FUNCTIONS, WHY } from '@client/features/pricing/pricing-copy';
import { PERIODS, periodFromQuery, savingOf, type PeriodValue } from '@client/features/pricing/plan-price';
import styles from '@client/features/pricing/pricing.module.css';

/** /pricing: prerendered at build time (route rule), its plans in `/pricing/_payload.json`. */
export async function loader({ context }: LoaderFunctionArgs): Promise<LoaderMeta> {
  const { queryClient, api } = context.get(appContext);
  await loadQuery(queryClient, getPlansQueryOptions(api));
  // The description is here rather than in the route table, whose meta every page's entry chunk carries.
  return { meta: { title: '价格方案', description: '技能学堂机构版价格方案：团队版、企业版、免费版与私有化部署。' } };
}

export function Component() {
  const data = usePlans();
  // The HTML is the same for every visitor (prerendered with 按年); a shared ?period= link applies once hydrated.
  const [period, setPeriod] = useState<PeriodValue>(1);
  const [announce, setAnnounce] = useState('');
  useEffect(() => {
    const fromQuery = periodFromQuery(new URLSearchParams(window.location.search).get('period'));
    if (fromQuery) setPeriod(fromQuery);
  }, []);

  if (!data) return null;
  const bestSaving = Math.max(0, ...data.plans.map((plan) => savingOf(plan) ?? 0)) || null;

  const choose = (next: PeriodValue) => {
    setPeriod(next);
    setAnnounce(`已显示${PERIODS.find((option) => option.value === next)!.label}付费的价格`);
    // Kept in the address for sharing, without a navigation (no loader, no scroll, no new history entry).
    const url = new URL(window.location.href);
    if (next === 1) url.searchParams.delete('period');
    else url.searchParams.set('period', String(next));
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  };

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="pricing-title">
        <div className={styles.heroInner}>
          <Breadcrumb />
          <p className={styles.eyebrow}>技能学堂 · 机构版</p>
          <h1 id="pricing-title" className={styles.heroTitle}>
            选择适合你的培训方案
          </h1>
          <p className={styles.heroText}>
            从个人讲师到大型集团，一套平台完成招生、教学、考试与技能等级认定。免费版永久可用，随业务增长随时升级。
          </p>
          <PeriodSwitch value={period} onChange={choose} bestSaving={bestSaving} />
          <p className="sr-only" aria-live="polite">
            {announce}
          </p>
        </div>
      </section>

      <section className={styles.plans} aria-labelledby="pricing-plans">
        {/* The cards' names are h3: the section's own h2 keeps the heading order for screen readers. */}
        <h2 id="pricing-plans" className="sr-only">
          版本与价格
        </h2>
        {data.plans.map((plan) => (
          <PlanCard key={plan.edition} plan={plan} period={period} />
        ))}
      </section>
      <p className={styles.plansNote}>价格均为人民币含税价；按日计费以自然日计算，最少购买 7 天。</p>

      <section className={styles.section} aria-labelledby="pricing-benefits">
        <header className={styles.sectionHead}>
          <h2 id="pricing-benefits">开通机构版，你将获得</h2>
          <p>不只是一个学习平台，更是机构招生与培训管理的增长引擎。</p>
        </header>
        <IconGrid items={BENEFITS} />
      </section>

      <section className={styles.section} aria-labelledby="pricing-compare">
        <header className={styles.sectionHead}>
          <h2 id="pricing-compare">版本对比</h2>
          <p>各版本的额度、教学与管理功能和服务一览。</p>
        </header>
        <p className={styles.swipeHint} aria-hidden="true">
          ← 左右滑动查看全部版本 →
        </p>
        <ComparisonTable plans={data.plans} rows={data.comparison} />
      </section>

      <section className={styles.section} aria-labelledby="pricing-functions">
        <header className={styles.sectionHead}>
          <h2 id="pricing-functions">核心功能</h2>
          <p>覆盖职业技能培训的每一个环节。</p>
        </header>
        <IconGrid items={FUNCTIONS} columns={3} variant="plain" />
      </section>

      <section className={styles.section} aria-labelledby="pricing-why">
        <header className={styles.sectionHead}>
          <h2 id="pricing-why">为什么选择技能学堂</h2>
        </header>
        <IconGrid items={WHY} />
      </section>

      <section className={styles.section} aria-labelledby="pricing-faq">
        <header className={styles.sectionHead}>
          <h2 id="pricing-faq">常见问题</h2>
        </header>
        <div className={styles.faq}>
          {FAQ.map((item) => (
            <details key={item.q} className={styles.faqItem}>
              <summary>{item.q}</summary>
              <p>{item.a}</p>
            </details>
          ))}
        </div>
      </section>

      <section className={styles.cta} aria-labelledby="pricing-cta">
        <div>
          <h2 id="pricing-cta">还在犹豫选哪个版本？</h2>
          <p>留下联系方式，培训顾问会在 1 个工作日内为你推荐合适的方案。</p>
        </div>
        <a className="btn btn-primary btn-lg" href="/business#contact">
          预约顾问
        </a>
      </section>
    </div>
  );
}
