import { Form } from 'react-router';
import { SkillLevel } from '@shared/enums/learning';
import { SCHOOLING_LABELS, Schooling } from '@shared/lib/eligibility-rules';
import { MAX_YEARS_WORKED, type EligibilityAnswers } from '../eligibility-query';
import styles from './eligibility.module.css';

/**
 * The self-check's questions: a GET form, so the answer is a shareable URL rendered on the server,
 * with or without JavaScript. Nothing is stored: the answers stay in the address bar.
 */
export function EligibilityForm({ answers, year }: { answers: EligibilityAnswers; year: number }) {
  return (
    <Form method="get" action="/eligibility" className={styles.form} aria-labelledby="eligibility-form-title">
      <h2 id="eligibility-form-title" className={styles.formTitle}>
        填写你的情况
      </h2>
      {answers.professionId ? <input type="hidden" name="profession" value={answers.professionId} /> : null}
      {answers.level ? <input type="hidden" name="level" value={answers.level} /> : null}
      <label className={styles.field}>
        <span>累计从事本职业或相关职业的年限</span>
        <span className={styles.withUnit}>
          <input
            name="years"
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_YEARS_WORKED}
            step={1}
            required
            defaultValue={answers.yearsWorked}
          />
          <span aria-hidden="true">年</span>
        </span>
      </label>
      <div className={styles.pair}>
        <label className={styles.field}>
          <span>已取得的最高等级证书（本职业或相关职业）</span>
          <select name="held" defaultValue={answers.heldLevel ?? ''}>
            <option value="">暂无</option>
            {SkillLevel.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>取得年份（有证书时填写）</span>
          <input
            name="heldYear"
            type="number"
            inputMode="numeric"
            min={year - MAX_YEARS_WORKED}
            max={year}
            step={1}
            defaultValue={answers.heldYear}
          />
        </label>
      </div>
      <label className={styles.field}>
        <span>本专业或相关专业学历</span>
        <select name="schooling" defaultValue={answers.schooling}>
          {Object.values(Schooling).map((value) => (
            <option key={value} value={value}>
              {SCHOOLING_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.check}>
        <input name="apprenticeship" type="checkbox" value="1" defaultChecked={answers.apprenticeship} />
        <span>本职业或相关职业学徒期满</span>
      </label>
      <button type="submit" className={styles.submit}>
        查看可报考等级
      </button>
    </Form>
  );
}
