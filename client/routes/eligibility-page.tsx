import { useEffect } from 'react';
import { useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { eligibility } from '@shared/lib/eligibility-rules';
import type { SkillLevelValue } from '@shared/enums/learning';
import { dayjs, SITE_TIMEZONE } from '@client/lib/dayjs-setup';
import type { LoaderMeta } from '@client/lib/route-meta';
import { PageHeading } from '@client/components/page-heading';
import { saveSelfCheckAnswers } from '@client/lib/self-check-answers';
import { eligibilityInputOf, parseEligibilityQuery } from '@client/features/eligibility/eligibility-query';
import { EligibilityForm } from '@client/features/eligibility/components/eligibility-form';
import { EligibilityResult } from '@client/features/eligibility/components/eligibility-result';
import styles from '@client/features/eligibility/components/eligibility.module.css';

type EligibilityLoaderData = LoaderMeta & { year: number };

/** The year by the site's clock, decided once in the loader so the server and the hydrating browser agree. */
export function loader(_args: LoaderFunctionArgs): EligibilityLoaderData {
  return {
    year: dayjs().tz(SITE_TIMEZONE).year(),
    meta: {
      title: '报考资格自测',
      description:
        '按国家职业技能标准的申报条件，填写工作年限、已有证书与学历，立即查看可以报考的职业技能等级，以及还差哪些条件、哪一年起可报考。',
    },
  };
}

export function Component() {
  const { year } = useLoaderData<EligibilityLoaderData>();
  const search = useLocation().search;
  const answers = parseEligibilityQuery(new URLSearchParams(search), year);
  const input = eligibilityInputOf(answers, year);
  // A judged check is kept on this device: an application form of its profession starts from it.
  useEffect(() => {
    const judged = parseEligibilityQuery(new URLSearchParams(search), year);
    if (!eligibilityInputOf(judged, year)) return;
    const { professionId, yearsWorked, heldLevel, heldYear, schooling, apprenticeship } = judged;
    saveSelfCheckAnswers(
      window.localStorage,
      { professionId, yearsWorked: yearsWorked!, heldLevel, heldYear, schooling, apprenticeship },
      Date.now(),
    );
  }, [search, year]);
  const plansHref = (level: SkillLevelValue) => {
    const search = new URLSearchParams({ level: String(level) });
    if (answers.professionId) search.set('profession', String(answers.professionId));
    return `/enrollment?${search.toString()}`;
  };
  return (
    <div className={styles.page}>
      <PageHeading />
      <div className={styles.layout}>
        <EligibilityForm answers={answers} year={year} />
        {input ? (
          <EligibilityResult verdicts={eligibility(input)} focus={answers.level} plansHref={plansHref} />
        ) : (
          <section className={styles.result} aria-label="自测结果">
            <p className={styles.empty}>填写工作年限、已有证书和学历后，即可看到初级工到高级技师每个等级能否报考、还差哪些条件。</p>
          </section>
        )}
      </div>
      <p className={styles.note}>
        依据国家职业技能标准的通用申报条件（2018
        年版起）。年限按整年计；取得证书后的工作年限按所持最高等级证书的取得年份计。各职业标准或报名计划另有规定的，以其为准；报名时平台按同一规则审核。
      </p>
    </div>
  );
}
