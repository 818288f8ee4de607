import { INVOICE_LIMITS } from '@shared/lib/invoice-rules';
import { charCount } from '@shared/lib/profile-rules';
import { ApplyFieldError } from './apply-field-error';
import styles from '../invoices.module.css';

interface ApplyRemarkFieldProps {
  value: string;
  problem: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** 备注（选填）: printed in the invoice's remark box, with its count. */
export function ApplyRemarkField({ value, problem, onChange, onBlur }: ApplyRemarkFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor="apply-remark">备注（选填）</label>
      <div>
        <textarea
          id="apply-remark"
          className={styles.input}
          rows={2}
          value={value}
          placeholder="将打印在发票备注栏，如：培训费"
          aria-invalid={problem ? true : undefined}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        <p className={`${styles.hint} ${styles.count}`}>
          {charCount(value.trim())}/{INVOICE_LIMITS.remarkMax}
        </p>
        <ApplyFieldError name="remark" message={problem} />
      </div>
    </div>
  );
}
