import { LiveStatus, LiveType } from '@shared/enums/live';
import { LinkTabs } from '@client/components/link-tabs/link-tabs';
import { liveListHref, type LiveListFilters } from '../live-list-query';
import styles from '../live-list-page.module.css';

const STATUS_TABS = [
  { label: '全部', status: undefined },
  { label: '直播中', status: LiveStatus.LIVE },
  { label: '即将开始', status: LiveStatus.NOT_STARTED },
  { label: '已结束', status: LiveStatus.ENDED },
] as const;

const TYPE_CHIPS = [
  { label: '全部类型', type: undefined },
  ...LiveType.options.map((option) => ({ label: option.label, type: option.value })),
];

/** Status tabs and type chips: plain links, so each view is a shareable, server-rendered URL. */
export function LiveFilters({ filters }: { filters: LiveListFilters }) {
  return (
    <div className={styles.filters}>
      <LinkTabs
        label="直播状态"
        tabs={STATUS_TABS.map((tab) => ({
          key: tab.label,
          label: tab.label,
          href: liveListHref(filters, { status: tab.status }),
          active: filters.status === tab.status,
        }))}
      />
      <nav className={styles.chips} aria-label="直播类型">
        {TYPE_CHIPS.map((chip) => {
          const active = filters.type === chip.type;
          return (
            <a
              key={chip.label}
              href={liveListHref(filters, { type: chip.type })}
              className={active ? `${styles.chip} ${styles.chipActive}` : styles.chip}
              aria-current={active ? 'page' : undefined}
              data-keep-scroll
            >
              {chip.label}
            </a>
          );
        })}
      </nav>
    </div>
  );
}
