import type { ReactElement } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { SkillLevel, type SkillLevelValue } from '@shared/enums/learning';
import { checkHeldCertificate, checkYearsWorked } from '@shared/lib/application-rules';
import { levelVerdict, SCHOOLING_LABELS, SCHOOLING_VALUES, type SchoolingValue } from '@shared/lib/eligibility-rules';
import { HookFormField } from '@client/components/hook-form-field';
import { factsOf, type ApplyValues } from '../application-values';
import styles from './application-form.module.css';

const optionalNumber = (raw: string) => (raw.trim() === '' ? undefined : Number(raw));

/**
 * 申报条件 of the form: years worked, the certificate held and its year, schooling, apprenticeship —
 * and, as they are filled, whether they meet this plan's level (the rules the API applies on send).
 */
export function ApplicantFactsFields({ form, level, year }: { form: UseFormReturn<ApplyValues>; level: SkillLevelValue; year: number }) {
  const values = form.watch();
  const facts = factsOf(values);
  const verdict = facts
    ? levelVerdict(level, {
        yearsWorked: facts.yearsWorked,
        apprenticeshipCompleted: facts.apprenticeship,
        schooling: facts.schooling as SchoolingValue,
        held: facts.heldLevel !== undefined ? { level: facts.heldLevel as SkillLevelValue, year: facts.heldYear! } : undefined,
        year,
      })
    : null;
  const field = (
    name: 'yearsWorked' | 'heldLevel' | 'heldYear' | 'schooling',
    label: string,
    control: ReactElement<Record<string, unknown>>,
    hint?: string,
  ) => (
    <HookFormField
      form={form}
      name={name}
      label={label}
      idPrefix="apply"
      classes={styles}
      required={name !== 'heldLevel' && name !== 'heldYear'}
      hint={hint}
    >
      {control}
    </HookFormField>
  );
  const revalidateYear = () => form.formState.errors.heldYear && void form.trigger('heldYear');

  return (
    <fieldset className={styles.group}>
      <legend>申报条件</legend>
      {field(
        'yearsWorked',
        '本职业工作年限',
        <input
          type="number"
          inputMode="numeric"
          min={0}
          max={60}
          step={1}
          className={styles.short}
          {...form.register('yearsWorked', {
            validate: (raw) => (String(raw).trim() === '' ? '请填写本职业工作年限' : checkYearsWorked(Number(raw))),
          })}
        />,
        '累计从事本职业或相关职业的年数，单位盖章的工作年限证明要与此一致',
      )}
      {field(
        'heldLevel',
        '已取得的最高证书',
        <select {...form.register('heldLevel', { onChange: revalidateYear })}>
          <option value="">暂无</option>
          {SkillLevel.options.map((option) => (
            <option key={option.value} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </select>,
        '本职业或相关职业的职业资格证书或职业技能等级证书',
      )}
      {values.heldLevel
        ? field(
            'heldYear',
            '取得年份',
            <input
              type="number"
              inputMode="numeric"
              min={year - 60}
              max={year}
              step={1}
              className={styles.short}
              {...form.register('heldYear', {
                validate: (raw, all) => checkHeldCertificate(optionalNumber(all.heldLevel), optionalNumber(String(raw)), year),
              })}
            />,
          )
        : null}
      {field(
        'schooling',
        '学历',
        <select {...form.register('schooling')}>
          {SCHOOLING_VALUES.map((value) => (
            <option key={value} value={value}>
              {SCHOOLING_LABELS[value]}
            </option>
          ))}
        </select>,
        '本专业或相关专业的技工院校、职业院校或大专以上学历',
      )}
      <div className={styles.field}>
        <span className={styles.label} aria-hidden="true" />
        <label className={styles.check}>
          <input type="checkbox" {...form.register('apprenticeship')} />
          <span>本职业或相关职业学徒期满</span>
        </label>
      </div>
      {verdict ? (
        <p className={verdict.status === 'eligible' ? styles.verdictOk : styles.verdictNo} role="status" data-testid="apply-verdict">
          {verdict.status === 'eligible'
            ? `符合${SkillLevel.label(level)}的申报条件：${verdict.route}`
            : verdict.status === 'held'
              ? `你已持有${SkillLevel.label(facts!.heldLevel as SkillLevelValue)}证书，无需再报考${SkillLevel.label(level)}`
              : `暂不符合${SkillLevel.label(level)}的申报条件${verdict.from ? `，按现在的情况 ${verdict.from.year} 年起可报考` : ''}。提交后会被退回，请核对上面的情况。`}
        </p>
      ) : null}
    </fieldset>
  );
}
