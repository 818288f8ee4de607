import type { CourseBundleKind } from '@shared/schemas/course-bundle';
import { Breadcrumb } from '@client/components/page-heading';
import { formatPrice } from '@shared/lib/money-format';
import { formatMinutes } from '@client/lib/format/course-format';
import { useCourseBundle } from '../get-course-bundle';
import { BundleHero } from './bundle-hero';
import { BundleCourseList } from './bundle-course-list';
import styles from '../bundle-page.module.css';

/** The page of a series (系列课) or a pack (课程包): the hero with the price, then its courses in order. */
export function BundleView({ kind, id }: { kind: CourseBundleKind; id: number }) {
  const bundle = useCourseBundle(kind, id);
  if (!bundle) return null;
  return (
    <div className={styles.page}>
      <Breadcrumb />
      <BundleHero bundle={bundle} />
      <section className={styles.section} aria-labelledby="bundle-courses-title">
        <div className={styles.sectionHead}>
          <h2 id="bundle-courses-title" className={styles.sectionTitle}>
            {kind === 'series' ? '学习路线' : '包内课程'}
          </h2>
          <p className={styles.sectionNote}>
            共 {bundle.courseCount} 门课程 · {bundle.lessonCount} 节 · {formatMinutes(bundle.durationMinutes)} · 单买合计{' '}
            {formatPrice(bundle.originalPrice)}
          </p>
        </div>
        <BundleCourseList bundle={bundle} />
      </section>
    </div>
  );
}
