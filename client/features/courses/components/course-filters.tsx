import type { CourseFacets } from '@shared/schemas/course';
import { courseListHref, type CourseListFilters } from '../course-list-query';
import { allOption, CategoryProfessionRows, FilterPanel, FilterRow, LevelRow } from '@client/components/filter-panel/filter-panel';

/** 分类 · 职业 (of the chosen category) · 等级 · 价格 · 类型. */
export function CourseFilters({ filters, facets }: { filters: CourseListFilters; facets: CourseFacets | undefined }) {
  const hrefOf = (change: Partial<CourseListFilters>) => courseListHref(filters, change);
  return (
    <FilterPanel label="筛选课程">
      <CategoryProfessionRows
        label="分类"
        categories={facets?.categories ?? []}
        professions={facets?.professions ?? []}
        category={filters.category}
        professionId={filters.professionId}
        hrefOf={hrefOf}
      />
      <LevelRow level={filters.level} hrefOf={hrefOf} />
      <FilterRow
        label="价格"
        hrefOf={hrefOf}
        options={[
          allOption(!filters.price, { price: undefined }),
          { key: 'free', label: '免费', change: { price: 'free' }, active: filters.price === 'free' },
          { key: 'paid', label: '付费', change: { price: 'paid' }, active: filters.price === 'paid' },
        ]}
      />
      <FilterRow
        label="类型"
        hrefOf={hrefOf}
        options={[
          allOption(!filters.kind, { kind: undefined }),
          { key: '1', label: '理论知识', change: { kind: 1 }, active: filters.kind === 1 },
          { key: '2', label: '实操技能', change: { kind: 2 }, active: filters.kind === 2 },
        ]}
      />
    </FilterPanel>
  );
}
