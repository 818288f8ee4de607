import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { appContext } from '@client/lib/app-context';
import { loadFresh } from '@client/lib/load-query';
import { PageHeading } from '@client/components/page-heading';
import { LearningEmpty } from '@client/features/learning/components/learning-empty';
import {
  getJourneysQueryOptions,
  getMyCertificatesQueryOptions,
  useJourneys,
  useMyCertificates,
} from '@client/features/certification/get-certification';
import { isCardOver } from '@client/features/certification/journey-state';
import { JourneyCard } from '@client/features/certification/components/journey-card';
import { CertificateCard } from '@client/features/certification/components/certificate-card';
import styles from '@client/features/certification/study-certification-page.module.css';

/** Signed in (the route guard sent a visitor to sign in); both lists are the learner's own and move with the clock: read fresh. */
export async function loader({ context }: LoaderFunctionArgs): Promise<{ now: number }> {
  const { queryClient, api } = context.get(appContext);
  await Promise.all([loadFresh(queryClient, getJourneysQueryOptions(api)), loadFresh(queryClient, getMyCertificatesQueryOptions(api))]);
  // The deadlines' 还剩 N 天 on the first paint uses the server's clock, kept for hydration.
  return { now: Date.now() };
}

/**
 * 我的考证: my applications as journeys (under way first, then the ones that ended), and my
 * certificates. Nothing yet: the way in, 报考资格自测 and 报名.
 */
export function Component() {
  const { now } = useLoaderData<typeof loader>();
  const journeys = useJourneys();
  const certificates = useMyCertificates();
  if (!journeys || !certificates) return null;
  const active = journeys.filter((journey) => !isCardOver(journey));
  const past = journeys.filter(isCardOver);
  return (
    <div className={styles.page}>
      <PageHeading>
        <a href="/eligibility" className="btn btn-ghost btn-sm">
          报考资格自测
        </a>
      </PageHeading>
      {journeys.length === 0 && certificates.length === 0 ? (
        <LearningEmpty
          title="还没有考证记录"
          text="先做一次报考资格自测，看看能报考哪个等级；报名职业技能等级认定后，审核、缴费、准考证、考试、成绩和证书都会在这里一步步显示。"
          action={
            <div className={styles.emptyActions}>
              <a href="/eligibility" className="btn btn-primary btn-lg">
                报考资格自测
              </a>
              <a href="/enrollment" className="btn btn-ghost btn-lg">
                查看报名计划
              </a>
            </div>
          }
        />
      ) : (
        <>
          <dl className={styles.summary}>
            <div className={styles.stat}>
              <dt>进行中</dt>
              <dd>{active.length}</dd>
            </div>
            <div className={styles.stat}>
              <dt>已获证书</dt>
              <dd>{certificates.length}</dd>
            </div>
            <div className={styles.stat}>
              <dt>累计报名</dt>
              <dd>{journeys.length}</dd>
            </div>
          </dl>
          <div className={styles.layout}>
            <div className={styles.main}>
              <section className={styles.section} aria-labelledby="journeys-title">
                <h2 id="journeys-title" className={styles.sectionTitle}>
                  考证进度
                </h2>
                {active.length ? (
                  <ul className={styles.journeys}>
                    {active.map((journey) => (
                      <li key={journey.planId}>
                        <JourneyCard journey={journey} now={now} />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className={styles.note}>
                    暂无进行中的考证。<a href="/enrollment">查看报名计划</a>，报名下一个等级。
                  </p>
                )}
              </section>
              {past.length ? (
                <section className={styles.section} aria-labelledby="past-title">
                  <h2 id="past-title" className={styles.sectionTitle}>
                    往期报名
                  </h2>
                  <ul className={styles.journeys}>
                    {past.map((journey) => (
                      <li key={journey.planId}>
                        <JourneyCard journey={journey} now={now} />
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
            </div>
            <div className={styles.aside}>
              <section className={styles.section} aria-labelledby="certificates-title">
                <h2 id="certificates-title" className={styles.sectionTitle}>
                  我的证书
                </h2>
                {certificates.length ? (
                  <ul className={styles.certificates}>
                    {certificates.map((certificate) => (
                      <li key={certificate.no}>
                        <CertificateCard certificate={certificate} />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className={styles.note}>两科考核均合格后，证书会出现在这里，可下载 PDF，并可凭证书编号或二维码查验真伪。</p>
                )}
              </section>
              <section className={styles.guide} aria-labelledby="guide-title">
                <h2 id="guide-title" className={styles.guideTitle}>
                  考证指南
                </h2>
                <ol>
                  <li>
                    <a href="/eligibility">报考资格自测</a>：按工作年限、已有证书和学历，看能报考哪个等级
                  </li>
                  <li>
                    <a href="/enrollment">选择报名计划</a>：在线填写报名表、上传材料，审核通过后缴费
                  </li>
                  <li>考前 3 天领取准考证，理论知识考试在本站在线作答，操作技能考核到考点参加</li>
                  <li>两科均达到 60 分即颁发证书，任何人可凭编号或二维码查验</li>
                </ol>
              </section>
            </div>
          </div>
        </>
      )}
    </div>
  );
}
