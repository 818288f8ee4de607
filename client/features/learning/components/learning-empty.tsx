import type { ReactNode } from 'react';
import styles from './learning-empty.module.css';

/** The friendly empty state of /study and /collect: what is missing and the way to fill it. */
export function LearningEmpty({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <div className={styles.empty} role="status">
      <svg viewBox="0 0 96 72" width="96" height="72" aria-hidden="true" className={styles.art}>
        <rect x="14" y="10" width="56" height="44" rx="8" fill="currentColor" opacity=".12" />
        <rect x="24" y="18" width="56" height="44" rx="8" fill="currentColor" opacity=".2" />
        <path d="M36 34h32M36 42h20" stroke="currentColor" strokeWidth="4" strokeLinecap="round" opacity=".55" />
        <path d="m72 6 2.4 5 5.4.7-4 3.8 1 5.4-4.8-2.6-4.8 2.6 1-5.4-4-3.8 5.4-.7L72 6Z" fill="currentColor" opacity=".7" />
      </svg>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.text}>{text}</p>
      {action}
    </div>
  );
}
