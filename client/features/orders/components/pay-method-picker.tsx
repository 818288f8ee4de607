import { PayMethod } from '@shared/enums/order';
import type { PayMethodOption } from '@shared/schemas/order';
import styles from './pay-method-picker.module.css';

const MARK: Record<number, { letter: string; tone: string }> = {
  [PayMethod.WECHAT]: { letter: '微', tone: styles.wechat! },
  [PayMethod.SKILL_COIN]: { letter: '币', tone: styles.coin! },
  [PayMethod.FREE]: { letter: '免', tone: styles.free! },
};

/** The pay methods as one radio group: the ones the web takes first, the app-only ones shown disabled with where they work. */
export function PayMethodPicker({
  options,
  value,
  onChange,
}: {
  options: readonly PayMethodOption[];
  value: number | null;
  onChange: (method: number) => void;
}) {
  const shown = options.filter((option) => option.method !== PayMethod.FREE || option.available);
  return (
    <div className={styles.group} role="radiogroup" aria-label="支付方式">
      {shown.map((option) => {
        const mark = MARK[option.method] ?? { letter: PayMethod.label(option.method).slice(0, 1), tone: styles.other! };
        return (
          <label key={option.method} className={`${styles.option} ${option.available ? '' : styles.unavailable}`}>
            <input
              type="radio"
              name="pay-method"
              value={option.method}
              checked={value === option.method}
              disabled={!option.available}
              onChange={() => onChange(option.method)}
            />
            <span className={`${styles.mark} ${mark.tone}`} aria-hidden="true">
              {mark.letter}
            </span>
            <span className={styles.text}>
              <span className={styles.name}>{PayMethod.label(option.method)}</span>
              <span className={styles.note}>{option.note}</span>
            </span>
          </label>
        );
      })}
    </div>
  );
}
