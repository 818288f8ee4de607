import { useEffect, useRef } from 'react';
import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { appContext } from '@client/lib/app-context';
import { loadFresh } from '@client/lib/load-query';
import { routeId } from '@client/lib/route-id';
import { Breadcrumb } from '@client/components/page-heading';
import { skillLevelName } from '@client/lib/format/catalogue-format';
import { loaderViewerId, useViewerId } from '@client/features/enrollment/viewer';
import { afterPlanChange } from '@client/features/enrollment/get-enrollment-plan';
import { getReadinessQueryOptions, useReadiness } from '@client/features/practice/get-practice';
import { ReadinessSection } from '@client/features/practice/components/readiness-section';
import { getJourneyQueryOptions, useJourney } from '@client/features/certification/get-certification';
import { formatDay, planHref } from '@client/features/certification/certification-format';
import { endStep, stepOf } from '@client/features/certification/journey-state';
import type { Journey } from '@shared/schemas/certification';
import { JourneyTimeline } from '@client/features/certification/components/journey-timeline';
import {
  CertificateSection,
  ExamSection,
  NextStepPanel,
  ResultSection,
  ScheduleSection,
  TicketSection,
} from '@client/features/certification/components/journey-sections';
import styles from '@client/features/certification/certification-journey-page.module.css';

/** Until the theory exam is behind the learner, the exam's readiness estimate helps; after it, it is history. */
const readinessWanted = (journey: Pick<Journey, 'examId' | 'steps'>): boolean => {
  const exam = stepOf(journey, 'exam');
  return journey.examId !== null && !endStep(journey) && (exam?.state === 'upcoming' || exam?.state === 'current');
};

/**
 * 考证进度 of my application to one plan (its id). No application to that plan: the API's 404, the 404
 * page. The journey is read fresh; the readiness estimate of its exam, when it still matters, too — a
 * failure there leaves its panel saying so, never the page an error.
 */
export async function loader({ context, params, request }: LoaderFunctionArgs): Promise<{ now: number }> {
  const id = routeId(params.id, request);
  const app = context.get(appContext);
  const [journey, viewer] = await Promise.all([loadFresh(app.queryClient, getJourneyQueryOptions(app.api, id)), loaderViewerId(app)]);
  if (viewer && readinessWanted(journey))
    await loadFresh(app.queryClient, getReadinessQueryOptions(app.api, viewer, journey.examId!), () => null);
  // The deadlines' 还剩 N 天 on the first paint uses the server's clock, kept for hydration.
  return { now: Date.now() };
}

/**
 * The journey read again and changed (reviewed, paid, a ticket): what the plan's pages hold of my
 * application is out of date too, so 补交材料 or the plan page never shows the state before it.
 */
function useApplicationFollowsJourney(journey: Journey | undefined, viewer: number) {
  const queryClient = useQueryClient();
  const shown = useRef(journey);
  useEffect(() => {
    // The query keeps the same object while nothing changed (structural sharing).
    if (shown.current && journey && shown.current !== journey) afterPlanChange(queryClient, viewer);
    shown.current = journey;
  }, [journey, queryClient, viewer]);
}

export function Component() {
  const id = Number(useParams().id);
  const { now } = useLoaderData<typeof loader>();
  const viewer = useViewerId();
  const journey = useJourney(id);
  const readiness = useReadiness(viewer, journey?.examId ?? 0);
  useApplicationFollowsJourney(journey, viewer);
  if (!journey) return null;
  const aside = readinessWanted(journey) || journey.calendar.length > 0;
  return (
    <div className={styles.page}>
      <Breadcrumb />
      <section className={styles.hero} aria-labelledby="journey-title">
        <div className={styles.info}>
          <div className={styles.tags}>
            <span className="tag accent-1">{skillLevelName(journey.skillLevel)}</span>
            <span className="tag accent-2">{journey.professionName}</span>
            <span className="tag accent-7">职业技能等级认定</span>
          </div>
          <h1 id="journey-title" className={styles.title}>
            {journey.planTitle}
          </h1>
          <dl className={styles.facts}>
            <div>
              <dt>职业</dt>
              <dd>
                <a href={`/profession/${journey.professionId}?level=${journey.skillLevel}`}>{journey.professionName}</a>
              </dd>
            </div>
            <div>
              <dt>申报等级</dt>
              <dd>{skillLevelName(journey.skillLevel)}</dd>
            </div>
            <div>
              <dt>评价机构</dt>
              <dd>{journey.institutionName}</dd>
            </div>
            <div>
              <dt>考点</dt>
              <dd>{journey.city}</dd>
            </div>
            <div>
              <dt>考试日期</dt>
              <dd>
                <time dateTime={journey.examDate}>{formatDay(journey.examDate)}</time>
              </dd>
            </div>
          </dl>
          <p className={styles.planLink}>
            <a href={planHref(journey.planId)}>查看报名详情与我的报名表</a>
          </p>
        </div>
        <NextStepPanel journey={journey} now={now} />
      </section>

      <section className={styles.timeline} aria-labelledby="steps-title">
        <h2 id="steps-title" className={styles.sectionTitle}>
          考证进度
        </h2>
        <JourneyTimeline steps={journey.steps} now={now} />
      </section>

      <div className={aside ? styles.body : `${styles.body} ${styles.single}`}>
        <div className={styles.main}>
          {/* Once issued, the certificate is what the page is for: it leads. */}
          {journey.certificate ? <CertificateSection journey={journey} /> : null}
          <TicketSection journey={journey} now={now} />
          <ExamSection journey={journey} />
          <ResultSection journey={journey} />
          {journey.certificate ? null : <CertificateSection journey={journey} />}
        </div>
        {aside ? (
          <div className={styles.aside}>
            {readinessWanted(journey) ? <ReadinessSection examId={journey.examId!} readiness={readiness} signedIn={viewer !== 0} /> : null}
            <ScheduleSection journey={journey} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
