import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { errorMessage, isApiError } from '@shared/api/api-client';
import { createBusinessLead } from '@shared/api/business';
import { CompanySize, TrainingNeed } from '@shared/enums/business';
import {
  checkCompanyName,
  checkCompanySize,
  checkContactName,
  checkLeadRemark,
  checkPhone,
  checkTrainingNeeds,
  LEAD_LIMITS,
} from '@shared/lib/business-rules';
import { useApi } from '@client/lib/api-context';
import { toast } from '@client/components/toast/toast-store';
import { SubmitReceipt } from '@client/components/submit-receipt/submit-receipt';
import { FormField } from '@client/components/rule-form/form-field';
import { fieldAria, fieldProblem, useRuleForm, type Errors } from '@client/components/rule-form/use-rule-form';
import form from '@client/components/rule-form/form-field.module.css';
import styles from '../business.module.css';

interface LeadValues {
  company: string;
  contact: string;
  phone: string;
  size: string;
  needs: number[];
  remark: string;
}

const EMPTY: LeadValues = { company: '', contact: '', phone: '', size: '', needs: [], remark: '' };
const sizeOf = (raw: string) => (raw === '' ? null : Number(raw));

const maskPhone = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(7)}`;

/** 预约咨询 (#contact): no sign-in needed; the same rules as the API; a refusal keeps what was typed. */
export function LeadForm() {
  const api = useApi();
  const { values, errors, change, validate, validateAll, reset, setErrors } = useRuleForm<LeadValues>(EMPTY, {
    company: (value) => checkCompanyName(value),
    contact: (value) => checkContactName(value),
    phone: (value) => checkPhone(value),
    size: (value) => checkCompanySize(sizeOf(value), CompanySize.values),
    needs: (value) => checkTrainingNeeds(value, TrainingNeed.values),
    remark: (value) => checkLeadRemark(value),
  });
  const send = useMutation({
    mutationFn: (lead: LeadValues) => api.call(createBusinessLead, { body: { ...lead, size: sizeOf(lead.size) } }),
    onSuccess: () => toast.success('提交成功，顾问会尽快联系你'),
    onError: (error) => {
      // Refused: everything typed stays; the reason goes under its field, or above the button.
      const message = errorMessage(error, '提交失败，请稍后重试');
      const problem = isApiError(error) && error.code === 400 ? fieldProblem(message) : undefined;
      if (problem && problem.field in EMPTY) setErrors((current: Errors<LeadValues>) => ({ ...current, [problem.field]: problem.text }));
      else setRefusal(message);
      toast.error(problem?.text ?? message);
    },
  });
  const [refusal, setRefusal] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal('');
    if (!validateAll()) return;
    send.mutate(values);
  };

  if (send.data && send.variables) {
    return (
      <SubmitReceipt
        testId="lead-thanks"
        title="感谢你的咨询！"
        headingLevel={3}
        compact
        reference={{ label: '咨询编号', value: send.data.referenceNo, testId: 'lead-reference' }}
        again={{
          label: '再提交一条咨询',
          onClick: () => {
            send.reset();
            reset(EMPTY);
          },
        }}
      >
        培训顾问将在 1 个工作日内联系 {send.variables.contact.trim()}（{maskPhone(send.variables.phone.trim())}），请留意来电。
      </SubmitReceipt>
    );
  }

  const remarkLength = [...values.remark.trim()].length;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="企业培训咨询">
      <div className={styles.formGrid}>
        <FormField id="lead-company" label="企业名称" required error={errors.company}>
          <input
            {...fieldAria('lead', 'company', errors.company)}
            className={form.input}
            autoComplete="organization"
            maxLength={60}
            placeholder="与营业执照一致"
            value={values.company}
            onChange={(event) => change('company', event.target.value)}
            onBlur={() => validate('company')}
          />
        </FormField>
        <FormField id="lead-contact" label="联系人" required error={errors.contact}>
          <input
            {...fieldAria('lead', 'contact', errors.contact)}
            className={form.input}
            autoComplete="name"
            maxLength={30}
            placeholder="如：王经理"
            value={values.contact}
            onChange={(event) => change('contact', event.target.value)}
            onBlur={() => validate('contact')}
          />
        </FormField>
        <FormField id="lead-phone" label="手机号" required error={errors.phone}>
          <input
            {...fieldAria('lead', 'phone', errors.phone)}
            className={form.input}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={11}
            placeholder="请输入手机号"
            value={values.phone}
            onChange={(event) => change('phone', event.target.value.replace(/\s/g, ''))}
            onBlur={() => validate('phone')}
          />
        </FormField>
        <FormField id="lead-size" label="企业规模" required error={errors.size}>
          <select
            {...fieldAria('lead', 'size', errors.size)}
            className={form.input}
            value={values.size}
            onChange={(event) => change('size', event.target.value, { immediate: true })}
            onBlur={() => validate('size')}
          >
            <option value="">请选择</option>
            {CompanySize.options.map((option) => (
              <option key={option.value} value={String(option.value)}>
                {option.label}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <FormField id="lead-needs" label="培训需求（可多选）" required error={errors.needs} group>
        <div className={form.chips} data-field="needs" tabIndex={-1}>
          {TrainingNeed.options.map((option) => {
            const checked = values.needs.includes(option.value);
            return (
              <label key={option.value} className={form.chip}>
                <input
                  type="checkbox"
                  value={option.value}
                  checked={checked}
                  aria-invalid={errors.needs ? true : undefined}
                  onChange={() =>
                    change('needs', checked ? values.needs.filter((need) => need !== option.value) : [...values.needs, option.value], {
                      immediate: true,
                    })
                  }
                />
                <span>{option.label}</span>
              </label>
            );
          })}
        </div>
      </FormField>
      <FormField
        id="lead-remark"
        label="备注"
        error={errors.remark}
        aside={
          <span className={form.counter} data-over={remarkLength > LEAD_LIMITS.remarkMax ? 'true' : undefined}>
            {remarkLength}/{LEAD_LIMITS.remarkMax}
          </span>
        }
      >
        <textarea
          {...fieldAria('lead', 'remark', errors.remark)}
          className={form.input}
          rows={4}
          placeholder="培训人数、期望时间、需要认定的工种等（选填）"
          value={values.remark}
          onChange={(event) => change('remark', event.target.value)}
          onBlur={() => validate('remark')}
        />
      </FormField>
      {refusal ? (
        <p className={form.formError} role="alert">
          {refusal}
        </p>
      ) : null}
      <div className={styles.formActions}>
        <button type="submit" className="btn btn-primary btn-lg" disabled={send.isPending} aria-busy={send.isPending || undefined}>
          {send.isPending ? '提交中…' : '提交咨询'}
        </button>
        <p className={styles.formNote}>提交即表示同意我们就培训方案与你联系，信息仅用于本次咨询。</p>
      </div>
    </form>
  );
}
