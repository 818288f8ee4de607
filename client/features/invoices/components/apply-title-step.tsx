import { InvoiceHolder } from '@shared/enums/finance';
import { INVOICE_LIMITS } from '@shared/lib/invoice-rules';
import type { InvoiceTitle } from '@shared/schemas/invoice';
import { titleBlock } from '../apply-rules';
import { ApplyFieldError } from './apply-field-error';
import styles from '../invoices.module.css';

interface ApplyTitleStepProps {
  titles: InvoiceTitle[];
  type: number;
  chosen: number | null;
  problem: string | undefined;
  onChoose: (id: number) => void;
  /** + 新增抬头 (the title dialog). */
  onAdd: () => void;
}

/** 3. 发票抬头: the learner's titles, those that cannot take the chosen type disabled with the reason. */
export function ApplyTitleStep({ titles, type, chosen, problem, onChoose, onAdd }: ApplyTitleStepProps) {
  return (
    <fieldset
      className={styles.step}
      data-invalid={problem ? true : undefined}
      aria-describedby={problem ? 'apply-title-error' : undefined}
    >
      <legend>3. 发票抬头</legend>
      {titles.length === 0 ? <p className={styles.empty}>还没有发票抬头，请先新增。</p> : null}
      <ul className={styles.radioCards}>
        {titles.map((candidate) => {
          const block = titleBlock(candidate, type);
          return (
            <li key={candidate.id}>
              <label className={block ? styles.disabled : undefined}>
                <input
                  type="radio"
                  name="invoice-title"
                  checked={chosen === candidate.id}
                  disabled={block !== null}
                  aria-invalid={problem && chosen === candidate.id ? true : undefined}
                  onChange={() => onChoose(candidate.id)}
                />
                <span>
                  <strong>{candidate.name}</strong>
                  <small>
                    {candidate.holder === InvoiceHolder.COMPANY ? `企业 · 税号 ${candidate.taxNumber}` : '个人'}
                    {block ? ` · ${block}` : ''}
                  </small>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      <button type="button" className="btn btn-ghost btn-sm" onClick={onAdd} disabled={titles.length >= INVOICE_LIMITS.titlesMax}>
        + 新增抬头
      </button>
      <ApplyFieldError name="title" message={problem} />
    </fieldset>
  );
}
