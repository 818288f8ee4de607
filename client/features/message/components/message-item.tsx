import type { MessageItem as Message } from '@shared/api/message';
import { formatPostedAt } from '@client/lib/format/posted-at-format';
import { messageLinkLabelOf, platformSenderOf } from '../message-kinds';
import styles from '../message-centre.module.css';

const SYSTEM_AVATAR = (
  <span className={styles.systemAvatar} aria-hidden="true">
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  </span>
);

/**
 * One message: who (or 系统通知), what they did, what it is about, the quoted item and what they wrote, when, and a
 * link to it. Everything from the API is text: React escapes it, nothing is markup.
 */
export function MessageItem({ message }: { message: Message }) {
  const unread = message.readFlag === 1;
  const who = message.sender?.nickname ?? platformSenderOf(message.type);
  return (
    <li className={`${styles.item} ${unread ? styles.unread : ''}`} data-testid="message-item" data-type={message.type}>
      {message.sender ? (
        <img className={styles.avatar} src={message.sender.avatar} alt="" width={40} height={40} loading="lazy" />
      ) : (
        SYSTEM_AVATAR
      )}
      <div className={styles.body}>
        <p className={styles.line}>
          {message.sender?.id != null ? (
            <a href={`/user/${message.sender.id}`} className={styles.sender}>
              {who}
            </a>
          ) : (
            <strong className={styles.sender}>{who}</strong>
          )}
          <span className={styles.action}>{message.action}</span>
          {unread ? <span className={styles.dot}>新</span> : null}
        </p>
        {/* Community messages quote their item as the title too; orders, invoices and classes name their product here. */}
        {message.title && message.title !== message.quote ? <p className={styles.subject}>{message.title}</p> : null}
        {message.content ? <p className={styles.content}>{message.content}</p> : null}
        {message.quote ? <p className={styles.quote}>{message.quote}</p> : null}
        <p className={styles.meta}>
          <time dateTime={message.createdAt}>{formatPostedAt(message.createdAt)}</time>
          {message.link ? (
            <a href={message.link} className={styles.open}>
              {messageLinkLabelOf(message.type)}
            </a>
          ) : null}
          {message.unsubscribe ? (
            <a href={message.unsubscribe} className={styles.unsubscribe}>
              退订此类提醒
            </a>
          ) : null}
        </p>
      </div>
    </li>
  );
}
