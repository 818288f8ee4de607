import { PayMethod } from '@shared/enums/order';
import type { PayMethodOption } from '@shared/schemas/order';
import styles from './pay-method-picker.module.css';

const MARK: Record<number, { letter: string; tone: string }> = {
  [PayMethod.WECHAT]: { letter: '微', tone: styles.wechat! },
  [PayMethod.AGGREGATED]: { letter: '聚', tone: styles.aggregated! },
  [PayMethod.SKILL_COIN]: { letter: '币', tone: styles.coin! },
  [PayMethod.FREE]: { letter: '免', tone: styles.free! },
};

/** The methods a learner can ever pay with on the web (spec §3's enumeration: 1 WeChat, 2 aggregated — 支付宝 among them —, 3 free, 7 coins). */
const WEB_METHODS = new Set<number>([PayMethod.WECHAT, PayMethod.AGGREGATED, PayMethod.SKILL_COIN, PayMethod.FREE]);

/** Web methods as choices, and the rest (app, bank, medical-training payer) folded into one line. */
export function splitPayMethods(options: readonly PayMethodOption[]): { web: PayMethodOption[]; elsewhere: PayMethodOption[] } {
  const web = options.filter((option) => WEB_METHODS.has(option.method) && (option.method !== PayMethod.FREE || option.available));
  // A method the server offers here is a choice whatever its kind; one the web can never take is folded away.
  const elsewhere = options.filter((option) => !WEB_METHODS.has(option.method) && !option.available);
  const extra = options.filter((option) => !WEB_METHODS.has(option.method) && option.available);
  return { web: [...web, ...extra], elsewhere };
}

/**
 * The pay methods: those the web takes as one radio group (a coin balance too low shows disabled with
 * why), then one line that says which methods work only in the app or offline, their notes behind it
 * (issue 26: four methods a web learner can never use were listed as equals).
 */
export function PayMethodPicker({
  options,
  value,
  onChange,
}: {
  options: readonly PayMethodOption[];
  value: number | null;
  onChange: (method: number) => void;
}) {
  const { web, elsewhere } = splitPayMethods(options);
  return (
    <>
      <div className={styles.group} role="radiogroup" aria-label="支付方式">
        {web.map((option) => {
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
      {elsewhere.length > 0 ? (
        <details className={styles.elsewhere} data-testid="pay-methods-elsewhere">
          <summary>
            {elsewhere.map((option) => PayMethod.label(option.method)).join('、')}
            <span className={styles.elsewhereWhy}>仅限 App 或线下办理，网页端不可用</span>
          </summary>
          <ul>
            {elsewhere.map((option) => (
              <li key={option.method}>
                <span className={styles.name}>{PayMethod.label(option.method)}</span>
                <span className={styles.note}>{option.note}</span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
}
