import type { InstitutionTeacher } from '@shared/schemas/institution';
import styles from './institution-teachers.module.css';

/** Shown at once; the rest open under 查看全部 (a <details>, so it works without JavaScript). */
const VISIBLE = 6;

function TeacherItem({ teacher }: { teacher: InstitutionTeacher }) {
  return (
    <li className={styles.teacher}>
      <img src={teacher.avatar} alt="" width={44} height={44} loading="lazy" />
      <span className={styles.who}>
        <strong>{teacher.name}</strong>
        <small>{teacher.title}</small>
      </span>
      <span className={styles.count}>{teacher.courseCount} 门课</span>
    </li>
  );
}

/** The teachers of the institution's courses, most courses first. */
export function InstitutionTeachers({ teachers }: { teachers: readonly InstitutionTeacher[] }) {
  if (teachers.length === 0) return <p className={styles.none}>讲师信息将随课程上线公布。</p>;
  const rest = teachers.slice(VISIBLE);
  return (
    <div data-testid="institution-teachers">
      <ul className={styles.teachers}>
        {teachers.slice(0, VISIBLE).map((teacher) => (
          <TeacherItem key={teacher.id} teacher={teacher} />
        ))}
      </ul>
      {rest.length > 0 ? (
        <details className={styles.more}>
          <summary>查看全部 {teachers.length} 位讲师</summary>
          <ul className={styles.teachers}>
            {rest.map((teacher) => (
              <TeacherItem key={teacher.id} teacher={teacher} />
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
