import type { LoaderMeta } from '@client/lib/route-meta';
import { Breadcrumb } from '@client/components/page-heading';
import { IconGrid } from '@client/components/icon-grid/icon-grid';
import { CASES, CLIENTS, OFFERS, PROCESS } from '@client/features/business/business-copy';
import { LeadFormSlot } from '@client/features/business/components/lead-form-slot';
import styles from '@client/features/business/business.module.css';

/** /business: prerendered at build time (route rule); the form posts to /business/lead without sign-in. */
export function loader(): LoaderMeta {
  // The description is here rather than in the route table, whose meta every page's entry chunk carries.
  return { meta: { title: '企业培训', description: '技能学堂企业培训解决方案：员工技能提升、培训管理与考核认证。' } };
}

export function Component() {
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="business-title">
        <div className={styles.heroText}>
          <Breadcrumb />
          <p className={styles.eyebrow}>企业培训解决方案</p>
          <h1 id="business-title" className={styles.heroTitle}>
            让每一位员工
            <br />
            都有拿得出手的技能
          </h1>
          <p className={styles.lead}>
            员工技能提升、职业技能等级认定、培训管理与考核、学习数据报表，一个平台全部搞定。已服务 3000+ 企业与职业院校。
          </p>
          <div className={styles.heroActions}>
            <a className="btn btn-primary btn-lg" href="#contact">
              预约顾问
            </a>
            <a className="btn btn-ghost btn-lg" href="/pricing">
              查看价格方案
            </a>
          </div>
        </div>
        <dl className={styles.stats}>
          <div>
            <dt>合作企业与院校</dt>
            <dd>3000+</dd>
          </div>
          <div>
            <dt>覆盖职业（工种）</dt>
            <dd>200+</dd>
          </div>
          <div>
            <dt>累计培训学员</dt>
            <dd>120 万</dd>
          </div>
          <div>
            <dt>认定平均通过率</dt>
            <dd>89%</dd>
          </div>
        </dl>
      </section>

      <section className={styles.section} aria-labelledby="business-offers">
        <header className={styles.sectionHead}>
          <h2 id="business-offers">我们为企业提供</h2>
          <p>从学什么、怎么学，到学得怎么样，全流程数字化。</p>
        </header>
        <IconGrid items={OFFERS} />
      </section>

      <section className={styles.clients} aria-labelledby="business-clients">
        <h2 id="business-clients" className={styles.clientsTitle}>
          他们都在用技能学堂培训员工
        </h2>
        <ul className={styles.logos}>
          {CLIENTS.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="business-cases">
        <header className={styles.sectionHead}>
          <h2 id="business-cases">客户案例</h2>
          <p>不同行业、不同规模，同样看得见的培训效果。</p>
        </header>
        <div className={styles.cases}>
          {CASES.map((item) => (
            <article key={item.company} className={styles.case} aria-labelledby={`case-${item.company}`}>
              <h3 id={`case-${item.company}`}>{item.company}</h3>
              <p className={styles.industry}>{item.industry}</p>
              <p className={styles.caseText}>{item.text}</p>
              <dl className={styles.metrics}>
                {item.metrics.map((metric) => (
                  <div key={metric.label}>
                    <dt>{metric.label}</dt>
                    <dd>{metric.value}</dd>
                  </div>
                ))}
              </dl>
            </article>
          ))}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="business-process">
        <header className={styles.sectionHead}>
          <h2 id="business-process">合作流程</h2>
        </header>
        <ol className={styles.process}>
          {PROCESS.map((step, index) => (
            <li key={step.title}>
              <span className={styles.step} aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section id="contact" className={styles.contact} aria-labelledby="business-contact">
        <div className={styles.contactIntro}>
          <h2 id="business-contact">预约培训顾问</h2>
          <p>留下企业信息与培训需求，顾问将在 1 个工作日内与你联系，免费提供培训方案与报价。</p>
          <ul className={styles.promises}>
            <li>免费定制培训方案</li>
            <li>可申请 14 天企业版试用</li>
            <li>支持开具增值税专用发票</li>
          </ul>
        </div>
        <div className={styles.contactCard}>
          <LeadFormSlot />
        </div>
      </section>
    </div>
  );
}
