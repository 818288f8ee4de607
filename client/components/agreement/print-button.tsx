import styles from './agreement.module.css';

/** 打印: the print stylesheet leaves the text alone on the page. */
export function PrintButton() {
  return (
    <button type="button" className={`btn btn-ghost btn-sm ${styles.print}`} onClick={() => window.print()}>
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M6 9V3h12v6M6 18H4a1 1 0 0 1-1-1v-6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6a1 1 0 0 1-1 1h-2" />
        <path d="M6 14h12v7H6z" />
      </svg>
      打印
    </button>
  );
}
