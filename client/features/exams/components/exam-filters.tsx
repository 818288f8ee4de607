import { ExamMode } from '@shared/enums/learning';
import type { FacetsView } from '@client/components/filter-panel/facet-fields';
import { LinkTabs } from '@client/components/link-tabs/link-tabs';
import { FilterPanel, LevelRow, ProfessionRow } from '@client/components/filter-panel/filter-panel';
import { examModeLabel } from '../exam-format';
import { examListHref, type ExamListFilters } from '../exam-list-query';

const MODE_TABS = [{ label: '全部', mode: undefined }, ...ExamMode.values.map((mode) => ({ label: examModeLabel(mode), mode }))];

/** 全部 / 正式考试 / 模拟考试 / 练习 tabs, then 等级 and 职业 rows: plain links, so each view is a shareable, server-rendered URL. */
export function ExamFilters({ filters, facets }: { filters: ExamListFilters; facets: FacetsView | undefined }) {
  const hrefOf = (change: Partial<ExamListFilters>) => examListHref(filters, change);
  return (
    <>
      <LinkTabs
        label="考试类型"
        tabs={MODE_TABS.map((tab) => ({
          key: tab.label,
          label: tab.label,
          href: hrefOf({ mode: tab.mode }),
          active: filters.mode === tab.mode,
        }))}
      />
      <FilterPanel label="筛选考试">
        <LevelRow level={filters.level} hrefOf={hrefOf} />
        <ProfessionRow professions={facets?.professions ?? []} professionId={filters.professionId} hrefOf={hrefOf} />
      </FilterPanel>
    </>
  );
}
