import { InstitutionCategory, InstitutionType } from '@shared/enums/platform';
import { Breadcrumb } from '@client/components/page-heading';
import { useAgreementDialog } from './use-agreement-dialog';
import { JOIN_STEPS } from '../join-steps';
import styles from '../join.module.css';

const BENEFITS = [
  {
    title: '精准的学员流量',
    text: '平台汇聚大量有考证、转岗和技能提升需求的学员，按职业与技能等级精准分发你的课程。',
    accent: 1,
    icon: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  },
  {
    title: '完整的教学工具',
    text: '点播、直播、题库与模拟考试、报名计划一站式开通，无需自建系统即可开班授课。',
    accent: 2,
    icon: 'M4 5h16v11H4zM8 20h8M12 16v4',
  },
  {
    title: '透明的收入结算',
    text: '订单、退款与结算明细实时可查，按合作协议约定的周期结算，收入清清楚楚。',
    accent: 6,
    icon: 'M12 3v18M17 7H9.5a3 3 0 0 0 0 6h5a3 3 0 0 1 0 6H7',
  },
  {
    title: '专属的运营支持',
    text: '入驻专员协助完善机构主页、规划课程体系，参与平台专题活动获得更多曝光。',
    accent: 4,
    icon: 'M12 21s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 11c0 5.6-7 10-7 10z',
  },
] as const;

const TYPE_TEXT: Record<number, { title: string; text: string; needs: string }> = {
  [InstitutionType.ORGANIZATION]: {
    title: '机构入驻',
    text: '职业院校、培训机构、企业、行业协会等依法登记的组织，以机构名义开设课程与报名计划。',
    needs: '需提供统一社会信用代码与营业执照或法人登记证书',
  },
  [InstitutionType.INDIVIDUAL]: {
    title: '个人讲师入驻',
    text: '具备职业资格或技能等级证书、行业经验丰富的讲师，以个人名义开设课程和直播。',
    needs: '需完成实名认证，并具备与授课内容相符的证书或从业经历',
  },
};

/** /join: why join, who can, how it goes, the agreement in a dialog, and the way to the form. */
export function JoinLanding() {
  const agreement = useAgreementDialog();
  return (
    <div className={styles.landing}>
      <Breadcrumb />
      <section className={styles.hero} aria-labelledby="join-title">
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>技能学堂 · 机构入驻</p>
          <h1 id="join-title" className={styles.heroTitle}>
            与技能学堂一起，培养更多技能人才
          </h1>
          <p className={styles.heroLead}>
            提交入驻意向，平台 3 个工作日内完成审核。入驻免费，审核通过后即可开通机构后台，发布课程、直播与报名计划。
          </p>
          <div className={styles.heroActions}>
            <a className="btn btn-primary btn-lg" href="/join/intention">
              立即入驻
            </a>
            <button
              type="button"
              className="btn btn-ghost btn-lg"
              aria-haspopup="dialog"
              onClick={agreement.show}
              onPointerEnter={agreement.warm}
              onFocus={agreement.warm}
            >
              阅读《机构入驻协议》
            </button>
          </div>
        </div>
        <ol className={styles.heroSteps} aria-label="入驻流程概览">
          {JOIN_STEPS.map((step, index) => (
            <li key={step.title}>
              <span className={styles.heroStepNo}>{index + 1}</span>
              {step.title}
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.block} aria-labelledby="join-benefits-title">
        <h2 id="join-benefits-title" className={styles.blockTitle}>
          为什么入驻技能学堂
        </h2>
        <ul className={styles.benefits}>
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className={styles.benefit}>
              <span className={`${styles.benefitIcon} accent-${benefit.accent}`} aria-hidden="true">
                <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
                  <path d={benefit.icon} />
                </svg>
              </span>
              <h3>{benefit.title}</h3>
              <p>{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.block} aria-labelledby="join-who-title">
        <h2 id="join-who-title" className={styles.blockTitle}>
          谁可以入驻
        </h2>
        <ul className={styles.types}>
          {InstitutionType.options.map((option) => {
            const about = TYPE_TEXT[option.value]!;
            return (
              <li key={option.value} className={styles.typeCard} data-testid={`join-type-${option.value}`}>
                <span className={styles.typeBadge}>{option.label}</span>
                <h3>{about.title}</h3>
                <p>{about.text}</p>
                <p className={styles.typeNeeds}>{about.needs}</p>
              </li>
            );
          })}
        </ul>
        <div className={styles.categories}>
          <h3 className={styles.categoriesTitle}>机构分类</h3>
          <ul aria-label="机构分类" data-testid="join-categories">
            {InstitutionCategory.options.map((option) => (
              <li key={option.value} className={`tag accent-${((option.value - 1) % 7) + 1}`}>
                {option.label}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={styles.block} aria-labelledby="join-steps-title">
        <h2 id="join-steps-title" className={styles.blockTitle}>
          入驻流程
        </h2>
        <ol className={styles.steps} data-testid="join-steps">
          {JOIN_STEPS.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNo} aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.cta} aria-labelledby="join-cta-title">
        <div>
          <h2 id="join-cta-title">准备好了吗？</h2>
          <p>填写入驻意向只需几分钟。提交前请阅读《机构入驻协议》，了解入驻条件、双方权利义务与结算方式。</p>
        </div>
        <div className={styles.ctaActions}>
          <button
            type="button"
            className="btn btn-ghost"
            aria-haspopup="dialog"
            onClick={agreement.show}
            onPointerEnter={agreement.warm}
            onFocus={agreement.warm}
          >
            查看协议
          </button>
          <a className="btn btn-primary" href="/join/intention">
            立即入驻
          </a>
        </div>
      </section>
      {agreement.dialog}
    </div>
  );
}
