import type { ReactNode } from 'react';
import { DefaultAddressFlag } from '@shared/enums/finance';
import type { InvoiceAddress } from '@shared/schemas/invoice';
import { ApplyFieldError } from './apply-field-error';
import styles from '../invoices.module.css';

interface ApplyDeliveryStepProps {
  /** A paper VAT invoice: the e-mail only notifies, and it goes to a postal address. */
  vat: boolean;
  email: { value: string; problem: string | undefined; onChange: (value: string) => void; onBlur: () => void };
  address: {
    addresses: InvoiceAddress[];
    chosen: number | null;
    problem: string | undefined;
    onChoose: (id: number) => void;
    /** + 新增地址 (the address dialog). */
    onAdd: () => void;
  };
  /** The remark field, last in the section. */
  children: ReactNode;
}

/** 4. 收票信息: where the invoice goes — an e-mail, and for a paper VAT invoice a postal address. */
export function ApplyDeliveryStep({ vat, email, address, children }: ApplyDeliveryStepProps) {
  return (
    <fieldset className={styles.step}>
      <legend>4. 收票信息</legend>
      <div className={styles.field}>
        <label htmlFor="apply-email">{vat ? '通知邮箱' : '接收邮箱'}</label>
        <div>
          <input
            id="apply-email"
            className={styles.input}
            type="email"
            autoComplete="email"
            maxLength={64}
            value={email.value}
            aria-invalid={email.problem ? true : undefined}
            aria-describedby={email.problem ? 'apply-email-error' : undefined}
            onChange={(event) => email.onChange(event.target.value)}
            onBlur={email.onBlur}
          />
          <ApplyFieldError name="email" message={email.problem} />
        </div>
      </div>
      {vat ? (
        <div className={styles.field} data-invalid={address.problem ? true : undefined}>
          <span className={styles.fieldLabel} id="apply-address-label">
            收件地址
          </span>
          <div
            role="radiogroup"
            aria-labelledby="apply-address-label"
            aria-invalid={address.problem ? true : undefined}
            aria-describedby={address.problem ? 'apply-address-error' : undefined}
          >
            <ul className={styles.radioCards}>
              {address.addresses.map((candidate) => (
                <li key={candidate.id}>
                  <label>
                    <input
                      type="radio"
                      name="invoice-address"
                      checked={address.chosen === candidate.id}
                      onChange={() => address.onChoose(candidate.id)}
                    />
                    <span>
                      <strong>
                        {candidate.receiver} {candidate.mobile}
                        {candidate.isDefault === DefaultAddressFlag.DEFAULT ? <em className={styles.tagInline}>默认</em> : null}
                      </strong>
                      <small>
                        {candidate.region} {candidate.street}
                      </small>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
            <button type="button" className="btn btn-ghost btn-sm" onClick={address.onAdd}>
              + 新增地址
            </button>
            <ApplyFieldError name="address" message={address.problem} />
          </div>
        </div>
      ) : null}
      {children}
    </fieldset>
  );
}
