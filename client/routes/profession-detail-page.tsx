import { useLocation, useParams, type LoaderFunctionArgs } from 'react-router';
import { appContext } from '@client/lib/app-context';
import type { LoaderMeta } from '@client/lib/route-meta';
import { loadFresh } from '@client/lib/load-query';
import { routeId } from '@client/lib/route-id';
import { Breadcrumb } from '@client/components/page-heading';
import { skillLevelName } from '@client/lib/format/catalogue-format';
import { loaderViewerId, useViewerId } from '@client/features/enrollment/viewer';
import { LearningPath } from '@client/features/professions/components/learning-path';
import { KeptBlock } from '@client/components/kept-block';
import { ProfessionHero } from '@client/features/professions/components/profession-hero';
import { getProfessionQueryOptions, useProfession } from '@client/features/professions/get-professions';
import { pickLevel } from '@client/features/professions/profession-level';
import { typeLabel } from '@client/features/professions/profession-format';
import styles from '@client/features/professions/profession-detail-page.module.css';

/** A malformed id is a 404 like an unknown one; the page is named after the profession. */
export async function loader({ context, params, request }: LoaderFunctionArgs): Promise<LoaderMeta> {
  const id = routeId(params.id, request);
  const app = context.get(appContext);
  const viewer = await loaderViewerId(app);
  const profession = await loadFresh(app.queryClient, getProfessionQueryOptions(app.api, viewer, id));
  const levels = profession.levels.map(skillLevelName);
  return {
    meta: {
      title: `${profession.name}职业介绍与学习路径`,
      description: `${profession.name}（${profession.code}，${typeLabel(profession.type)}）：${profession.summary}。${levels[0]}至${levels[levels.length - 1]}的学习路径，${profession.courseCount} 门课程、${profession.planCount} 个报名计划、${profession.examCount} 场考试。`,
    },
  };
}

export function Component() {
  const id = Number(useParams().id);
  const location = useLocation();
  const viewer = useViewerId();
  const profession = useProfession(viewer, id);
  if (!profession) return null;
  const level = pickLevel(new URLSearchParams(location.search).get('level'), profession.levels, profession.myLevel);
  const first = profession.levels[0] ?? 1;
  const last = profession.levels[profession.levels.length - 1] ?? first;
  return (
    <div className={styles.page}>
      <Breadcrumb />
      <ProfessionHero profession={profession} />
      <div className={styles.body}>
        <div className={styles.main}>
          {/* Right after hydration the path is the server's markup only (the page's view keeps it there). */}
          <KeptBlock
            data={profession.path}
            className={styles.kept}
            render={(path) => <LearningPath profession={{ ...profession, path }} level={level} />}
          />
        </div>
        <aside className={styles.aside} aria-label="职业概况">
          <section className={styles.card} aria-labelledby="overview-title">
            <h2 id="overview-title" className={styles.cardTitle}>
              职业概况
            </h2>
            <dl className={styles.facts}>
              <div>
                <dt>职业编码</dt>
                <dd>{profession.code}</dd>
              </div>
              <div>
                <dt>职业分类</dt>
                <dd>{typeLabel(profession.type)}</dd>
              </div>
              <div>
                <dt>所属行业</dt>
                <dd>{profession.category}</dd>
              </div>
              <div>
                <dt>技能等级</dt>
                <dd>{first === last ? skillLevelName(first) : `${skillLevelName(first)} – ${skillLevelName(last)}`}</dd>
              </div>
              <div>
                <dt>颁发证书</dt>
                <dd>{profession.certificate}</dd>
              </div>
              <div>
                <dt>薪资参考</dt>
                <dd className={styles.salary}>{profession.salaryRange}</dd>
              </div>
            </dl>
            <p className={styles.text}>{profession.description}</p>
          </section>
          <section className={styles.card} aria-labelledby="duties-title">
            <h2 id="duties-title" className={styles.cardTitle}>
              主要工作任务
            </h2>
            <ul className={styles.duties}>
              {profession.duties.map((duty) => (
                <li key={duty}>{duty}</li>
              ))}
            </ul>
          </section>
          <section className={styles.card} aria-labelledby="outlook-title">
            <h2 id="outlook-title" className={styles.cardTitle}>
              就业前景
            </h2>
            <p className={styles.text}>{profession.outlook}</p>
          </section>
        </aside>
      </div>
    </div>
  );
}
