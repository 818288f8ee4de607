import { useBundlesOfCourse } from '../get-bundles-of-course';
import styles from './course-bundle-links.module.css';

const PATHS = { series: '/course/group', pack: '/course/project' } as const;

/** 所属系列课 / 所属课程包: the series and packs that hold this course, each a link to its page (none: nothing). */
export function CourseBundleLinks({ courseId }: { courseId: number }) {
  const series = useBundlesOfCourse('series', courseId)?.list ?? [];
  const packs = useBundlesOfCourse('pack', courseId)?.list ?? [];
  if (series.length === 0 && packs.length === 0) return null;
  return (
    <div className={styles.bundles} data-testid="course-bundles">
      {(
        [
          ['所属系列课', series],
          ['所属课程包', packs],
        ] as const
      ).map(([title, list]) =>
        list.length === 0 ? null : (
          <section key={title} aria-label={title}>
            <h3>{title}</h3>
            <ul>
              {list.map((bundle) => (
                <li key={bundle.id}>
                  <a href={`${PATHS[bundle.kind]}/${bundle.id}`}>{bundle.title}</a>
                  <small>{bundle.courseCount} 门课程</small>
                </li>
              ))}
            </ul>
          </section>
        ),
      )}
    </div>
  );
}
