import { useLocation, useParams, type LoaderFunctionArgs } from 'react-router';
import { appContext } from '@client/lib/app-context';
import type { LoaderMeta } from '@client/lib/route-meta';
import { loadQuery } from '@client/lib/load-query';
import { routeId } from '@client/lib/route-id';
import { Breadcrumb } from '@client/components/page-heading';
import { CourseGrid } from '@client/components/course-card/course-card';
import { pageHasItems } from '@client/components/kept-block';
import { Pagination } from '@client/components/pagination/pagination';
import { InstitutionHero } from '@client/features/institutions/components/institution-hero';
import { InstitutionTeachers } from '@client/features/institutions/components/institution-teachers';
import { pageParam } from '@client/lib/url-query';
import { institutionStructuredData } from '@client/features/institutions/institution-structured-data';
import {
  getInstitutionCoursesQueryOptions,
  getInstitutionQueryOptions,
  INSTITUTION_COURSE_PAGE_SIZE,
  useInstitution,
  useInstitutionCourses,
} from '@client/features/institutions/get-institution';
import styles from '@client/features/institutions/institution-detail-page.module.css';

export async function loader({ context, params, request }: LoaderFunctionArgs): Promise<LoaderMeta> {
  const id = routeId(params.id, request);
  const page = pageParam(new URL(request.url).searchParams);
  const { queryClient, api } = context.get(appContext);
  const [institution] = await Promise.all([
    loadQuery(queryClient, getInstitutionQueryOptions(api, id)),
    loadQuery(queryClient, getInstitutionCoursesQueryOptions(api, id, page)),
  ]);
  return {
    meta: {
      title: institution.name,
      description:
        `${institution.name}：${institution.slogan}。${institution.region}，${institution.courseCount} 门课程，${institution.teachers.length} 位讲师。${institution.intro[0] ?? ''}`.slice(
          0,
          160,
        ),
      canonical: `/institutional/${id}${page > 1 ? `?page=${page}` : ''}`,
      image: institution.logo,
      structuredData: [institutionStructuredData(institution)],
    },
  };
}

export function Component() {
  const id = Number(useParams().id);
  const page = pageParam(new URLSearchParams(useLocation().search));
  const institution = useInstitution(id);
  const courses = useInstitutionCourses(id, page);
  if (!institution) return null;
  const total = courses?.total ?? 0;
  const list = courses?.list;
  return (
    <div className={styles.page}>
      <Breadcrumb />
      <InstitutionHero institution={institution} />
      <div className={styles.body}>
        <section className={styles.section} aria-labelledby="intro-title">
          <div className={styles.sectionHead}>
            <h2 id="intro-title" className={styles.sectionTitle}>
              {institution.type === 2 ? '工作室简介' : '机构简介'}
            </h2>
          </div>
          <div className={styles.intro}>
            {institution.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          {institution.categories.length > 0 ? (
            <ul className={styles.categories} aria-label="开设方向">
              {institution.categories.map((category) => (
                <li key={category.name}>
                  {category.name}
                  <strong>{category.courseCount}</strong>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <section className={styles.section} aria-labelledby="teachers-title">
          <div className={styles.sectionHead}>
            <h2 id="teachers-title" className={styles.sectionTitle}>
              讲师
            </h2>
            <span className={styles.sectionNote}>
              共 <strong>{institution.teachers.length}</strong> 位
            </span>
          </div>
          <InstitutionTeachers teachers={institution.teachers} />
        </section>
      </div>
      <section id="courses" className={`${styles.section} ${styles.courses}`} aria-labelledby="courses-title">
        <div className={styles.sectionHead}>
          <h2 id="courses-title" className={styles.sectionTitle}>
            课程
          </h2>
          <span className={styles.sectionNote}>
            共 <strong>{total}</strong> 门课程
          </span>
        </div>
        {pageHasItems(list, total, page, INSTITUTION_COURSE_PAGE_SIZE) ? (
          <CourseGrid courses={list} />
        ) : (
          <p className={styles.empty} role="status">
            {total > 0 ? '这一页没有课程了。' : '该机构的课程正在筹备中，敬请期待。'}
            <br />
            <a href={total > 0 ? `/institutional/${id}#courses` : '/course'}>{total > 0 ? '回到第一页' : '去看看全部课程'}</a>
          </p>
        )}
        <Pagination
          page={page}
          total={total}
          size={INSTITUTION_COURSE_PAGE_SIZE}
          hrefOf={(target) => `/institutional/${id}${target > 1 ? `?page=${target}` : ''}#courses`}
        />
      </section>
    </div>
  );
}
