import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './empty-state.module.css';

interface EmptyStateProps {
  title: string;
  text: string;
  /** Where the learner can go instead: a client navigation, the list keeps its header and filters. */
  action: { to: string; label: string };
  /** A 64×64 line drawing in currentColor (decorative: hidden from assistive technology by its owner). */
  illustration?: ReactNode;
}

/** What a list says when it has nothing to show (no match, past the last page, nothing of mine yet). */
export function EmptyState({ title, text, action, illustration }: EmptyStateProps) {
  return (
    <div className={styles.empty} role="status">
      {illustration}
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.text}>{text}</p>
      <Link to={action.to} className={styles.action}>
        {action.label}
      </Link>
    </div>
  );
}
