import { QuestionKind } from '@shared/enums/exam';
import type { ExamDetail } from '@shared/schemas/exam';
import { points } from '../exam-format';
import styles from '../exam-detail-page.module.css';

/** 考试规则: one sentence each, numbered. */
export function ExamRules({ rules }: { rules: readonly string[] }) {
  return (
    <section className={styles.section} aria-labelledby="exam-rules">
      <h2 id="exam-rules" className={styles.sectionTitle}>
        考试规则
      </h2>
      <ol className={styles.rules}>
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
    </section>
  );
}

/** 试卷构成: per question kind its count, points each and subtotal, then the totals. */
export function ExamBreakdown({ exam }: { exam: Pick<ExamDetail, 'breakdown' | 'questionCount' | 'totalScore' | 'passScore'> }) {
  return (
    <section className={styles.section} aria-labelledby="exam-breakdown">
      <h2 id="exam-breakdown" className={styles.sectionTitle}>
        试卷构成
      </h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">题型</th>
            <th scope="col">题量</th>
            <th scope="col">每题</th>
            <th scope="col">小计</th>
          </tr>
        </thead>
        <tbody>
          {exam.breakdown.map((line) => (
            <tr key={line.kind}>
              <th scope="row">{QuestionKind.label(line.kind)}</th>
              <td>{line.count} 题</td>
              <td>{points(line.score)} 分</td>
              <td>{points(line.count * line.score)} 分</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">合计</th>
            <td>{exam.questionCount} 题</td>
            <td />
            <td>{points(exam.totalScore)} 分</td>
          </tr>
        </tfoot>
      </table>
      <p className={styles.tableNote}>
        满分 {points(exam.totalScore)} 分，{points(exam.passScore)} 分及格。
      </p>
    </section>
  );
}
