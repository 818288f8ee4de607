import type { SiteContact } from '@shared/schemas/agreement';
import styles from './contact.module.css';

const ICONS: Record<string, string> = {
  service:
    'M4 13a8 8 0 0 1 16 0M4 13v4a2 2 0 0 0 2 2h1v-7H6a2 2 0 0 0-2 2m16-1v4a2 2 0 0 1-2 2h-1v-7h1a2 2 0 0 1 2 2M17 19c0 1.5-2 2.5-5 2.5',
  business: 'M3 8h18v11H3zM8 8V5h8v3M3 13h18',
  join: 'M4 21V9l8-5 8 5v12M9 21v-6h6v6M4 21h16',
  media: 'M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-2 2M8 9h5M8 13h5',
  feedback: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5',
};

/** /contactus: the hotline up front, then one card per purpose, then the address. */
export function ContactCards({ contact }: { contact: SiteContact }) {
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="contact-hotline-title">
        <div>
          <h2 id="contact-hotline-title" className={styles.heroTitle}>
            客服热线
          </h2>
          <a className={styles.hotline} href={`tel:${contact.hotline.replaceAll('-', '')}`} data-testid="contact-hotline">
            {contact.hotline}
          </a>
          <p className={styles.heroText}>{contact.hours}</p>
        </div>
        <div className={styles.heroSide}>
          <p>
            客服邮箱
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </p>
          <p className={styles.heroHint}>邮件咨询将在 1 个工作日内回复</p>
        </div>
      </section>

      <ul className={styles.cards} aria-label="联系方式">
        {/* 客户服务 is the hotline band above. */}
        {contact.channels
          .filter((channel) => channel.key !== 'service')
          .map((channel) => (
            <li key={channel.key} className={styles.card} data-testid={`contact-${channel.key}`}>
              <div className={styles.cardHead}>
                <span className={`${styles.icon} ${styles[`icon-${channel.key}`] ?? ''}`} aria-hidden="true">
                  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
                    <path d={ICONS[channel.key] ?? ICONS.service} />
                  </svg>
                </span>
                <h2 className={styles.cardTitle}>{channel.title}</h2>
              </div>
              <p className={styles.cardText}>{channel.description}</p>
              {channel.lines.length ? (
                <dl className={styles.lines}>
                  {channel.lines.map((line) => (
                    <div key={line.label}>
                      <dt>{line.label}</dt>
                      <dd>{line.href ? <a href={line.href}>{line.value}</a> : line.value}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              {channel.link ? (
                <a className={`btn btn-soft btn-sm ${styles.cardLink}`} href={channel.link.href}>
                  {channel.link.label}
                </a>
              ) : null}
            </li>
          ))}
      </ul>

      <section className={styles.address} aria-labelledby="contact-address-title">
        <h2 id="contact-address-title" className={styles.addressTitle}>
          公司地址
        </h2>
        <address className={styles.addressBody}>
          <strong>{contact.address.company}</strong>
          <span>{contact.address.street}</span>
          <span>邮政编码 {contact.address.postcode}</span>
          <span className={styles.transit}>{contact.address.transit}</span>
        </address>
      </section>
    </div>
  );
}
