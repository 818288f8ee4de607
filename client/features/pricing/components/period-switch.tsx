import { PERIODS, type PeriodValue } from '../plan-price';
import styles from '../pricing.module.css';

interface PeriodSwitchProps {
  value: PeriodValue;
  onChange: (period: PeriodValue) => void;
  /** The best yearly saving of the list, for the 按年 option's badge. */
  bestSaving: number | null;
}

/**
 * 按年 / 按月 / 按日 as a native radio group (arrow keys move and select, Tab leaves the group);
 * the prerendered HTML has 按年 checked and works as soon as the page hydrates.
 */
export function PeriodSwitch({ value, onChange, bestSaving }: PeriodSwitchProps) {
  return (
    <fieldset className={styles.periods}>
      <legend className="sr-only">计费周期</legend>
      {PERIODS.map((period) => (
        <label key={period.value} className={styles.period}>
          <input
            type="radio"
            name="billing-period"
            value={period.value}
            checked={value === period.value}
            onChange={() => onChange(period.value)}
          />
          <span>
            {period.label}
            {period.value === 1 && bestSaving ? <em className={styles.periodBadge}>最高省 {bestSaving}%</em> : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
