import { InvoiceType } from '@shared/enums/finance';
import styles from '../invoices.module.css';

/** 2. 发票类型: an e-mailed ordinary invoice, or a paper VAT special one. */
export function ApplyTypeStep({ type, onChange }: { type: number; onChange: (type: number) => void }) {
  return (
    <fieldset className={styles.step}>
      <legend>2. 发票类型</legend>
      <div className={styles.typePick}>
        {InvoiceType.options.map((option) => (
          <label key={option.value} className={styles.typeOption}>
            <input type="radio" name="invoice-type" checked={type === option.value} onChange={() => onChange(option.value)} />
            <span>
              <strong>{option.value === InvoiceType.VAT_SPECIAL ? '增值税专用发票' : '电子普通发票'}</strong>
              <small>
                {option.value === InvoiceType.VAT_SPECIAL
                  ? '纸质，顺丰寄送；限企业抬头，可抵扣进项税'
                  : '发送至邮箱，与纸质发票效力相同，可用于报销'}
              </small>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
