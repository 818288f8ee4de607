import type { Plan } from '@shared/schemas/business';
import { planCta, priceTag, savingOf, YEAR, type PeriodValue } from '../plan-price';
import styles from '../pricing.module.css';

function Check() {
  return (
    <svg className={`icon ${styles.check}`} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <path d="M3.5 8.5l3 3 6-7" />
    </svg>
  );
}

export function PlanCard({ plan, period }: { plan: Plan; period: PeriodValue }) {
  const tag = priceTag(plan, period);
  const saving = period === YEAR ? savingOf(plan) : null;
  const cta = planCta(plan);
  const titleId = `plan-${plan.edition}-name`;
  return (
    <article
      className={styles.card}
      data-recommended={plan.recommended ? 'true' : undefined}
      data-testid={`plan-${plan.edition}`}
      aria-labelledby={titleId}
    >
      {plan.recommended ? <span className={styles.ribbon}>推荐</span> : null}
      <h3 id={titleId} className={styles.cardTitle}>
        {plan.name}
      </h3>
      <p className={styles.tagline}>{plan.tagline}</p>
      <div className={styles.priceRow}>
        <p className={styles.price} data-testid="plan-price">
          {tag.amount === null ? (
            <strong className={styles.contactSales}>联系销售</strong>
          ) : (
            <>
              <span className={styles.currency}>¥</span>
              <strong className={styles.amount}>{tag.amount}</strong>
              {tag.unit ? <span className={styles.unit}>{tag.unit}</span> : null}
            </>
          )}
        </p>
        {saving ? (
          <span className={styles.saving} data-testid="plan-saving">
            省 {saving}%
          </span>
        ) : null}
      </div>
      <p className={styles.priceNote}>{tag.note}</p>
      <a
        className={`btn ${plan.recommended ? 'btn-primary' : 'btn-ghost'} btn-lg btn-block`}
        href={cta.href}
        aria-label={`${plan.name}：${cta.label}`}
      >
        {cta.label}
      </a>
      <dl className={styles.limits}>
        {plan.limits.map((limit) => (
          <div key={limit.key}>
            <dt>{limit.label}</dt>
            <dd>{limit.value}</dd>
          </div>
        ))}
      </dl>
      <ul className={styles.features} aria-label={`${plan.name}包含的功能`}>
        {plan.features.map((feature) => (
          <li key={feature}>
            <Check />
            {feature}
          </li>
        ))}
      </ul>
    </article>
  );
}

export function ComparisonTable({
  plans,
  rows,
}: {
  plans: Plan[];
  rows: { group: string; label: string; values: (string | boolean)[] }[];
}) {
  const groups = [...new Set(rows.map((row) => row.group))];
  return (
    <div className={styles.tableScroll} role="region" aria-labelledby="pricing-compare" tabIndex={0} data-testid="comparison">
      <table className={styles.table}>
        <caption className="sr-only">各版本额度与功能对比（可横向滚动）</caption>
        <thead>
          <tr>
            <th scope="col">项目</th>
            {plans.map((plan) => (
              <th key={plan.edition} scope="col" data-recommended={plan.recommended ? 'true' : undefined}>
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group}>
            <tr className={styles.groupRow}>
              <th scope="colgroup" colSpan={plans.length + 1}>
                {group}
              </th>
            </tr>
            {rows
              .filter((row) => row.group === group)
              .map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {row.values.map((value, index) => (
                    <td key={plans[index]?.edition ?? index} data-recommended={plans[index]?.recommended ? 'true' : undefined}>
                      {value === true ? (
                        <span className={styles.yes}>
                          <Check />
                          <span className="sr-only">包含</span>
                        </span>
                      ) : value === false ? (
                        <span className={styles.no}>
                          <span aria-hidden="true">—</span>
                          <span className="sr-only">不包含</span>
                        </span>
                      ) : (
                        value
                      )}
                    </td>
                  ))}
                </tr>
              ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
