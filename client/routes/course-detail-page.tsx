import { useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { appContext } from '@client/lib/app-context';
import { useApi } from '@client/lib/api-context';
import type { LoaderMeta } from '@client/lib/route-meta';
import { loadQuery } from '@client/lib/load-query';
import { routeId } from '@client/lib/route-id';
import { courseStructuredData } from '@client/features/courses/course-structured-data';
import { Breadcrumb } from '@client/components/page-heading';
import { CourseHero } from '@client/features/courses/components/course-hero';
import { CourseSyllabus } from '@client/features/courses/components/course-syllabus';
import { getCourseQueryOptions, getCourseReviewsQueryOptions, useCourse, useCourseReviews } from '@client/features/courses/get-course';
import { parseReviewQuery } from '@client/features/courses/review-query';
import { getBundlesOfCourseQueryOptions } from '@client/features/courses/get-bundles-of-course';
import { CourseBundleLinks } from '@client/features/courses/components/course-bundle-links';
import styles from '@client/features/courses/course-detail-page.module.css';
import { useLoadedModule } from '@client/lib/use-loaded-module';
import { useNearView } from '@client/lib/use-near-view';
import { NearViewSection } from '@client/components/near-view-section';

// 课程答疑 (the community's lesson questions) is read in the browser when its section comes near: the page's first load stays as it was.
const loadCourseQuestions = () => import('@client/features/community/lesson-questions/components/course-questions-section');

// 学员评价 (the summary and distribution, the list with 有用, the composer) is server-rendered in full but its code
// loads as the section comes near (NearViewSection): the server has it up front, as the error page's.
const loadCourseReviews = () => import('@client/features/courses/components/course-reviews');
const COURSE_REVIEWS_MODULE = 'client/features/courses/components/course-reviews.tsx';
const serverCourseReviews = import.meta.env.SSR ? await loadCourseReviews() : undefined;

function CourseQuestions({ courseId }: { courseId: number }) {
  const [ref, near] = useNearView<HTMLDivElement>();
  const loaded = useLoadedModule(loadCourseQuestions, near);
  return (
    <div ref={ref}>{loaded ? <loaded.CourseQuestionsSection courseId={courseId} /> : <p className={styles.summary}>正在加载答疑…</p>}</div>
  );
}

/** A malformed id is a 404 like an unknown one (routeId); the page is named after the course. */
export async function loader({ context, params, request }: LoaderFunctionArgs): Promise<LoaderMeta> {
  const id = routeId(params.id, request);
  const { queryClient, api } = context.get(appContext);
  const [course] = await Promise.all([
    loadQuery(queryClient, getCourseQueryOptions(api, id)),
    loadQuery(queryClient, getCourseReviewsQueryOptions(api, id, parseReviewQuery(new URL(request.url).searchParams))),
    loadQuery(queryClient, getBundlesOfCourseQueryOptions(api, 'series', id)),
    loadQuery(queryClient, getBundlesOfCourseQueryOptions(api, 'pack', id)),
  ]);
  return {
    meta: { title: course.title, description: course.subtitle, image: course.cover, structuredData: [courseStructuredData(course)] },
  };
}

export function Component() {
  const id = Number(useParams().id);
  const course = useCourse(id);
  const reviewQuery = parseReviewQuery(useSearchParams()[0]);
  const reviews = useCourseReviews(id, reviewQuery);
  const reviewsKey = getCourseReviewsQueryOptions(useApi(), id, reviewQuery).queryKey;
  if (!course) return null;
  return (
    <div className={styles.page}>
      <Breadcrumb />
      <CourseHero course={course} />
      <nav className={styles.tabs} aria-label="课程内容">
        <a href="#intro">介绍</a>
        <a href="#syllabus">
          目录<span className={styles.tabCount}>{course.lessonCount}</span>
        </a>
        <a href="#reviews">
          评价<span className={styles.tabCount}>{course.reviewCount}</span>
        </a>
        <a href="#qa">答疑</a>
      </nav>
      <div className={styles.body}>
        <div className={styles.main}>
          <section id="intro" className={styles.section} aria-labelledby="intro-title">
            <h2 id="intro-title" className={styles.sectionTitle}>
              课程介绍
            </h2>
            <p className={styles.summary}>{course.summary}</p>
            <h3 className={styles.subTitle}>你将学到</h3>
            <ul className={styles.outcomes}>
              {course.outcomes.map((outcome) => (
                <li key={outcome}>{outcome}</li>
              ))}
            </ul>
            <h3 className={styles.subTitle}>适合人群</h3>
            <ul className={styles.audience}>
              {course.audience.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
          <section id="syllabus" className={styles.section} aria-labelledby="syllabus-title">
            <h2 id="syllabus-title" className={styles.sectionTitle}>
              课程目录
            </h2>
            <CourseSyllabus chapters={course.chapters} videoSamples={course.videoSamples} />
          </section>
          <section id="reviews" className={styles.section} aria-labelledby="reviews-title">
            <h2 id="reviews-title" className={styles.sectionTitle}>
              学员评价
            </h2>
            {reviews ? (
              <NearViewSection
                load={loadCourseReviews}
                moduleId={COURSE_REVIEWS_MODULE}
                serverModule={serverCourseReviews}
                contentKey={`${JSON.stringify(reviewsKey)} ${course.my !== null}`}
                fallback={<p className={styles.summary}>正在加载评价…</p>}
                render={(loaded) => (
                  <loaded.CourseReviews
                    courseId={id}
                    query={reviewQuery}
                    page={reviews}
                    signedIn={course.my !== null}
                    queryKey={reviewsKey}
                  />
                )}
              />
            ) : null}
          </section>
          <section id="qa" className={styles.section} aria-labelledby="qa-title">
            <h2 id="qa-title" className={styles.sectionTitle}>
              课程答疑
            </h2>
            <CourseQuestions courseId={course.id} />
          </section>
        </div>
        <aside className={styles.aside} aria-label="讲师">
          <h2 className={styles.asideTitle}>授课讲师</h2>
          <ul className={styles.teachers}>
            {course.teachers.map((teacher) => (
              <li key={teacher.id} className={styles.teacher}>
                <img src={teacher.avatar} alt="" width={48} height={48} loading="lazy" />
                <span>
                  <strong>{teacher.name}</strong>
                  <small>{teacher.title}</small>
                </span>
              </li>
            ))}
          </ul>
          <p className={styles.institution}>
            出品机构<strong>{course.institution}</strong>
          </p>
          <CourseBundleLinks courseId={id} />
        </aside>
      </div>
    </div>
  );
}
