import type { ReactNode } from 'react';
import styles from './submit-receipt.module.css';

interface SubmitReceiptProps {
  testId: string;
  title: string;
  /** The heading's level where the receipt stands: a page section (2) or inside one (3). */
  headingLevel: 2 | 3;
  /** 反馈编号, 咨询编号: the reference the server gave, with the label it is read by. */
  reference: { label: string; value: string; testId: string };
  /** What happens next. */
  children: ReactNode;
  again: { label: string; onClick: () => void; primary?: boolean };
  /** Inside a narrower card: less padding, a narrower text. */
  compact?: boolean;
}

/** The thank-you that replaces a form once it is sent: a tick, the reference, what happens next, and 再提交. */
export function SubmitReceipt({ testId, title, headingLevel, reference, children, again, compact }: SubmitReceiptProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={compact ? `${styles.receipt} ${styles.compact}` : styles.receipt} role="status" data-testid={testId}>
      <svg className={`icon ${styles.icon}`} viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
        <circle cx="24" cy="24" r="20" />
        <path d="M15 24.5l6 6 12-13" />
      </svg>
      <Heading className={styles.title}>{title}</Heading>
      <p>
        {reference.label} <strong data-testid={reference.testId}>{reference.value}</strong>
      </p>
      <p className={styles.text}>{children}</p>
      <button type="button" className={again.primary ? 'btn btn-primary' : 'btn btn-ghost'} onClick={again.onClick}>
        {again.label}
      </button>
    </div>
  );
}
