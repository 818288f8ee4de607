import type { EnrollmentStatus } from '@shared/schemas/enrollment';
import { ENROLLMENT_STATUS_LABELS, ENROLLMENT_STATUS_TONE } from '@client/lib/format/enrollment-format';
import styles from './status-badge.module.css';

/** 报名中 / 未开始 / 已满 / 已截止 as a coloured pill with a dot. */
export function StatusBadge({ status }: { status: EnrollmentStatus }) {
  return (
    <span className={`${styles.badge} ${styles[ENROLLMENT_STATUS_TONE[status]]}`} data-status={status}>
      {ENROLLMENT_STATUS_LABELS[status]}
    </span>
  );
}
